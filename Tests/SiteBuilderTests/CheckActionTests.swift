import Testing
import StylebookKit
import Audit
import SiteBuilder

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
            [.error("content/broken-link", "Link to nowhere", at: SourceLocation(path: "/pkg/Content/a.md", line: 4))]
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
}
