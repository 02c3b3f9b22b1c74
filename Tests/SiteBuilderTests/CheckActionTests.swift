import Audit
import GeneratorSupport
import SiteBuilder
import StylebookKit
import Testing

struct CheckActionTests {
    static let root = "/pkg"

    static func token(_ path: TokenPath, _ light: ColorValue, role: ColorRole, line: Int) -> Token {
        .color(path, light: light, dark: light, role: role, "Test colour.", file: "/pkg/Sources/Tokens.swift", line: line)
    }

    static let system = DesignSystem(name: "Tiny", tokens: [
        token("color.surface.page", "#FFFFFF", role: .surface, line: 1),
        token("color.text.body", "#111111", role: .text, line: 2),
    ])

    @Test func cleanSystemExitsZero() {
        let report = CheckAction(system: Self.system, root: Self.root).run()
        #expect(report.exitCode == 0)
        #expect(report.diagnostics.isEmpty)
        #expect(report.audit.checks.count == 2) // one pair, light and dark
    }

    @Test func validationAndContentDiagnosticsCountAndPathsBecomeRelative() throws {
        var broken = Self.system
        broken.tokens.append(Self.token("color.text.broken", "#12345", role: .text, line: 3))
        let content: @Sendable () -> [Diagnostic] = {
            [Diagnostic(.contentBrokenLink, "Link to nowhere", at: SourceLocation(path: "/pkg/Content/a.md", line: 4))]
        }
        let report = CheckAction(system: broken, root: Self.root, contentChecks: [content]).run()
        #expect(report.exitCode == 1)
        let ids = report.diagnostics.map(\.id)
        #expect(ids.contains("tokens/malformed-hex"))
        #expect(ids.contains("content/broken-link"))
        #expect(report.diagnostics.allSatisfy { $0.location?.path.hasPrefix("/") == false })
        // The broken token cannot be measured; it is listed as skipped with the reason, not dropped.
        let skipped = report.audit.checks.filter { $0.declaration.foreground == "color.text.broken" }
        #expect(skipped.count == 2)
        #expect(skipped.allSatisfy { if case .skipped(let reason) = $0.outcome { reason.contains("no valid") } else { false } })
    }

    @Test func levelComesFromThePolicy() {
        let report = CheckAction(system: Self.system, policy: ContrastPolicy(level: .aaa), root: Self.root).run()
        #expect(report.level == .aaa)
        #expect(report.audit.checks.allSatisfy { $0.requirement.minimum == 7 })
    }

    /// A system whose colours have no roles and no pairs (an imported palette) checks nothing:
    /// that is an error saying so, not "no problems", unless --allow-empty accepts it.
    @Test func nothingCheckedIsAnErrorUnlessAllowed() throws {
        let palette = DesignSystem(name: "Palette", tokens: [
            Self.token("color.blue.50", "#3B82F6", role: .palette, line: 1),
            Self.token("color.blue.90", "#1E3A8A", role: .palette, line: 2),
        ])
        let report = CheckAction(system: palette, root: Self.root).run()
        #expect(report.exitCode == 1)
        let empty = try #require(report.diagnostics.first { $0.id == "contrast/nothing-checked" })
        #expect(empty.severity == .error)
        #expect(empty.message.contains("0 with the text role, 0 with the surface role"))
        #expect(empty.hint?.contains("--allow-empty") == true)
        var allowed = CheckAction(system: palette, root: Self.root)
        allowed.allowEmpty = true
        let lenient = allowed.run()
        #expect(lenient.exitCode == 0)
        #expect(lenient.diagnostics.first { $0.id == "contrast/nothing-checked" }?.severity == .warning)
        // A system with a pair to measure never says so.
        #expect(!CheckAction(system: Self.system, root: Self.root).run().diagnostics.contains { $0.id == "contrast/nothing-checked" })
    }

    /// `check` reports the audit the pipeline ran for its pages (with the same matrix setting)
    /// instead of measuring every pair a second time.
    @Test func checkReportsThePipelinesAudit() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        var options = site.options
        options.designSystem = Self.system
        options.roleMatrix = nil
        let withoutMatrix = try #require(await SiteBuild(options: options).check(includeDesignSystem: false).audit)
        #expect(withoutMatrix.checks.isEmpty)
        options.roleMatrix = .warning
        let pipelineAudit = try #require(await SiteBuild(options: options).check(includeDesignSystem: false).audit)
        #expect(pipelineAudit.checks.map(\.pair.severity) == [.warning, .warning])
        var action = CheckAction(system: Self.system, root: Self.root)
        action.audit = pipelineAudit
        action.roleMatrix = .error
        // The given audit is reported as it is: measured once, with the pipeline's settings.
        #expect(action.run().audit.checks.map(\.pair.severity) == [.warning, .warning])
    }
}
