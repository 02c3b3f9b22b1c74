import Foundation
import Testing
import Audit
@testable import SiteBuilder
import StylebookKit

/// Requirements that depend on the mode: AAA in increased contrast by default, stylebook.yml's
/// `contrast.levels` to say otherwise, and a clear error for a context the system lacks.
struct ContrastLevelsTests {
    /// Grey text at 5.7:1 on white: AA passes, AAA (7:1) does not.
    static let system = DesignSystem(name: "Axes", axes: [.appearance, .contrast], tokens: [
        .color("color.surface.page", light: "#FFFFFF", dark: "#111111", role: .surface, "Page.", file: "/pkg/Sources/T.swift", line: 1),
        .color("color.text.body", ["light": "#6B6B6B", "dark": "#E0E0E0", "dark+increased": "#FFFFFF"], role: .text, "Body.",
               file: "/pkg/Sources/T.swift", line: 2),
    ])

    @Test func increasedContrastIsCheckedAtAAAAndReportsNameTheCombination() throws {
        let report = CheckAction(system: Self.system, root: "/pkg").run()
        let checks = report.audit.checks.map { "\($0.context) \($0.requirement.minimumDisplay) \($0.outcome.label)" }
        #expect(checks == ["light 4.5:1 pass", "light+increased 7:1 fail", "dark 4.5:1 pass", "dark+increased 7:1 pass"])
        let failure = try #require(report.diagnostics.first { $0.id.hasPrefix("contrast/") })
        #expect(failure.message.contains("(light+increased, text)"))
        #expect(failure.location?.line == 2)
        #expect(report.exitCode == 1)
    }

    @Test func stylebookYmlCanLowerOrRaiseAModesLevel() {
        let lowered = ContrastPolicy(levels: [.init("increased", .aa)])
        let report = CheckAction(system: Self.system, policy: lowered, root: "/pkg").run()
        #expect(report.audit.checks.map(\.requirement.minimumDisplay) == ["4.5:1", "4.5:1", "4.5:1", "4.5:1"])
        #expect(report.exitCode == 0)
        let raised = ContrastPolicy(levels: [.init("dark", .aaa)])
        let strict = CheckAction(system: Self.system, policy: raised, root: "/pkg").run()
        #expect(strict.audit.checks.map(\.requirement.minimumDisplay) == ["4.5:1", "7:1", "7:1", "7:1"])
    }

    @Test func levelsAreReadFromStylebookYmlWithTheirLines() throws {
        let site = try TestSite(["stylebook.yml": "contrast:\n  levels:\n    increased: aa\n    dark+increased: aaa\n"], templates: [:])
        defer { site.remove() }
        let configuration = try ConfigurationFile.load(in: site.root).get()
        #expect(configuration.contrastLevels.map { "\($0.selector) \($0.level.rawValue) \($0.location?.line ?? 0)" }
                == ["increased aa 3", "dark+increased aaa 4"])
    }

    @Test func aLevelForAnUnknownContextIsAnErrorAtItsLine() throws {
        let site = try TestSite(["stylebook.yml": "name: Axes\ncontrast:\n  levels:\n    increassed: aa\n    high: maximum\n"], templates: [:])
        defer { site.remove() }
        guard case .failure(let error) = ConfigurationFile.load(in: site.root) else { Issue.record("a bad level was accepted"); return }
        #expect(error.diagnostics.map { "\($0.location?.line ?? 0) \($0.id)" } == ["5 config/invalid-value"])

        let typo = ContrastPolicy(levels: [.init("increassed", .aa, location: SourceLocation(path: "stylebook.yml", line: 4, column: 5))])
        let report = CheckAction(system: Self.system, policy: typo, root: "/pkg").run()
        let problem = try #require(report.diagnostics.first { $0.id == "config/unknown-context" })
        #expect(problem.location == SourceLocation(path: "stylebook.yml", line: 4, column: 5))
        #expect(problem.hint?.hasPrefix("did you mean 'increased'?") == true)
        #expect(report.exitCode == 1)
    }

    /// `contrast.build: warning` (what `init --from` writes): the build prints the failing pair
    /// as a warning and writes the site; without it the same build fails and writes nothing.
    /// `check` fails either way.
    @Test func contrastBuildWarningBuildsTheSiteAndCheckStillFails() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "stylebook.yml": "contrast:\n  build: warning\n"], templates: [:])
        defer { site.remove() }
        let configuration = try ConfigurationFile.load(in: site.root).get()
        #expect(configuration.contrastBuildSeverity == .warning)
        var options = site.options
        options.designSystem = Self.system
        let strict = await site.build(options)
        #expect(!strict.succeeded && strict.errorSummaries == ["contrast/below-aaa @ T.swift:2"])
        #expect(!site.exists("_site/index.html"))

        options.contrastBuildSeverity = configuration.contrastBuildSeverity
        let lenient = await site.build(options)
        #expect(lenient.succeeded, "\(lenient.errorSummaries)")
        #expect(lenient.diagnostics.contains { $0.id == "contrast/below-aaa" && $0.severity == .warning && $0.location?.line == 2 })
        #expect(site.exists("_site/index.html"))
        #expect(CheckAction(system: Self.system, root: "/pkg").run().exitCode == 1)
    }

    /// `check --matrix off`: only component and declared pairs, as `check --tokens` measures
    /// only the pairs it is given; this system declares none, so the matrix's four checks go.
    @Test func checkWithoutTheRoleMatrixMeasuresOnlyDeclaredPairs() {
        #expect(CheckAction(system: Self.system, root: "/pkg").run().audit.checks.map(\.pair.origin) == Array(repeating: .roleMatrix, count: 4))
        var action = CheckAction(system: Self.system, root: "/pkg")
        action.roleMatrix = nil
        #expect(action.run().audit.checks.isEmpty)
    }

    @Test func contrastBuildTakesErrorOrWarningOnly() throws {
        let site = try TestSite(["stylebook.yml": "name: Axes\ncontrast:\n  build: note\n"], templates: [:])
        defer { site.remove() }
        guard case .failure(let error) = ConfigurationFile.load(in: site.root) else { Issue.record("`build: note` was accepted"); return }
        #expect(error.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id)" } == ["3:10 config/invalid-value"])
    }
}
