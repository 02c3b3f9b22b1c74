import Audit
import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import TokenSets

/// `check --tokens` on small sets written after real conventions (Fixtures/conventions/):
/// Figma SDS's `$root` families, Primer's fgColor/bgColor with a high-contrast theme,
/// Spectrum's content colours, and a palette with nothing to check.
struct TokenSetAuditTests {
    static func audit(_ name: String, pairs: String? = nil, matrix: TokenSetAudit.Matrix = .off,
                      maxFailures: Int? = nil, allowEmpty: Bool = false) -> TokenSetAudit.Prepared {
        TokenSetAudit(path: Fixtures.path("conventions/" + name), pairsPath: pairs.map { $0.hasPrefix("/") ? $0 : Fixtures.path("conventions/" + $0) },
                      matrix: matrix, maxFailures: maxFailures, allowEmpty: allowEmpty).prepare()
    }

    /// "fg on bg {rule}" for each pair the audit would check.
    static func pairs(_ prepared: TokenSetAudit.Prepared) -> Set<String> {
        Set(prepared.audit?.pairs().map { "\($0.declaration.label) {\($0.rule ?? $0.origin.rawValue)}" } ?? [])
    }

    @Test func sdsRootFamiliesPairOnColoursWithTheirBackgroundsAndDefaultTextWithTheDefaultSurface() {
        #expect(Self.pairs(Self.audit("sds.resolver.json")) == [
            "color.text.danger.on-danger on color.background.danger {on-X}",
            "color.text.danger.on-danger-tertiary on color.background.danger.tertiary {on-X}",
            "color.text.default on color.background.default {default surface}",
            "color.text.default.tertiary on color.background.default {default surface}",
            "color.text.danger on color.background.default {default surface}",
        ])
    }

    @Test func primerNamesPairOnEmphasisWithEveryEmphasisAndFgWithItsMutedTint() {
        #expect(Self.pairs(Self.audit("primer.resolver.json")) == [
            "fgColor.onEmphasis on bgColor.accent.emphasis {on-X}",
            "fgColor.onEmphasis on bgColor.danger.emphasis {on-X}",
            // The tint is translucent (`alpha: 0.1`), so it is measured over the default surface.
            "fgColor.danger on bgColor.danger.muted over bgColor.default {tint}",
            "fgColor.default on bgColor.default {default surface}",
            "fgColor.muted on bgColor.default {default surface}",
            "fgColor.danger on bgColor.default {default surface}",
        ])
    }

    @Test func spectrumContentColoursGoOnTheBaseSurfacesNotOnTheirOwnFills() {
        let pairs = Self.pairs(Self.audit("spectrum.tokens.json"))
        #expect(pairs.contains("negative-content-color-default on negative-subdued-background-color-default {tint}"))
        #expect(pairs.contains("neutral-content-color-default on background-layer-1-color {default surface}"))
        #expect(pairs.contains("accent-content-color-default on background-base-color {default surface}"))
        // accent-content is the accent colour for text on the page; on the accent fill it would fail by design.
        #expect(!pairs.contains { $0.hasPrefix("accent-content-color-default on accent-background") })
        #expect(!pairs.contains { $0.hasPrefix("negative-content-color-default on negative-background") })
        #expect(pairs.count == 7)
    }

    @Test func aDarkOnlyFailurePointsAtTheDarkFilesLine() throws {
        let report = Self.audit("sds.resolver.json").run()
        let failures = report.audit.checks.filter { $0.outcome == .fail }
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.context == "dark")
        #expect(failure.declaration.label == "color.text.default.tertiary on color.background.default")
        #expect(failure.location.path.hasSuffix("conventions/sds/theme-dark.tokens.json"))
        #expect(failure.location.line == 24)
        #expect(report.exitCode == 1)
    }

    @Test func aRootTokenNamedByItsGroupInAPairsFileIsChecked() throws {
        let report = Self.audit("sds.resolver.json", pairs: "sds-pairs.yml").run()
        let declared = report.audit.checks.filter { $0.pair.origin == .declared }
        #expect(declared.map(\.context) == ["light", "dark"])
        #expect(declared.allSatisfy { $0.declaration.label == "color.text.default on color.background.danger" && $0.ratio != nil })
        #expect(declared.first?.location.line == 3)
        #expect(!report.diagnostics.contains { $0.id == "contrast/unknown-token" })
    }

    @Test func unknownNamesInAPairsFileAreErrorsAtTheirLines() {
        let report = Self.audit("sds.resolver.json", pairs: "sds-typo.yml").run()
        func error(_ id: String) -> Diagnostic? { report.diagnostics.first { $0.id == id && $0.severity == .error } }
        let pair = error("contrast/unknown-token")
        #expect(pair?.location?.path.hasSuffix("sds-typo.yml") == true)
        #expect(pair?.location?.line == 2)
        #expect(pair?.message.contains("no token is named `color.background.dafault`") == true)
        #expect(pair?.hint == "Did you mean `color.background.default`?")
        #expect(error("import/unknown-role-target")?.location?.line == 5)
        #expect(error("import/unknown-pair-token")?.location?.line == 7)
    }

    @Test func highContrastContextsDemandAAAAndOthersAA() throws {
        let prepared = Self.audit("primer.resolver.json")
        #expect(prepared.contexts.map(\.name) == ["light", "light-hc", "dark"])
        #expect(prepared.contexts.map(\.level) == [nil, .aaa, nil])
        let report = prepared.run()
        let muted = report.audit.checks.filter { $0.declaration.label == "fgColor.muted on bgColor.default" }
        #expect(muted.map(\.context) == ["light", "light-hc", "dark"])
        #expect(muted.map(\.outcome) == [.pass, .fail, .pass])
        #expect(muted[1].requirement.minimum == 7)
        #expect(muted[1].diagnosticID == "contrast/below-aaa")
    }

    @Test func contextsWithTheSameColoursAreAuditedOnceAndSaidSo() {
        let prepared = Self.audit("primer.resolver.json")
        // size has two contexts that change no colour: three themes are audited, not six.
        #expect(prepared.contexts.count == 3)
        #expect(prepared.inventory.skipped.contains { $0.hasPrefix("modifier 'size': its 2 contexts (default, coarse) give the same colours") })
    }

    @Test func identicalContextsAreReportedTogether() throws {
        let folder = try Fixtures.scratch([
            "a.tokens.json": ##"{"color": {"$type": "color", "fg": {"$value": "#111111"}, "bg": {"$value": "#ffffff"}}}"##,
            "b.tokens.json": ##"{"color": {"$type": "color", "fg": {"$value": "#eeeeee"}, "bg": {"$value": "#000000"}}}"##,
            "set.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/theme"}],
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "a.tokens.json"}], "dark": [{"$ref": "b.tokens.json"}],
                                                  "light-copy": [{"$ref": "a.tokens.json"}]}, "default": "light"}}}
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let prepared = TokenSetAudit(path: folder.appendingPathComponent("set.resolver.json").path).prepare()
        #expect(prepared.contexts.map(\.name) == ["light, light-copy", "dark"])
        #expect(prepared.run().audit.checks.map(\.context) == ["light, light-copy", "dark"])
    }

    @Test func anAuditThatCheckedNothingFailsUnlessAllowed() {
        let report = Self.audit("palette.tokens.json").run()
        let empty = report.diagnostics.first { $0.id == "contrast/nothing-checked" }
        #expect(empty?.severity == .error)
        #expect(empty?.message.hasPrefix("nothing was checked: no text or icon colours recognised among 2 colours") == true)
        #expect(report.exitCode == 1)
        let allowed = Self.audit("palette.tokens.json", allowEmpty: true).run()
        #expect(allowed.diagnostics.first { $0.id == "contrast/nothing-checked" }?.severity == .warning)
        #expect(allowed.exitCode == 0)
    }

    @Test func theInventoryCountsRolesPerContextAndPairsPerSource() {
        let inventory = Self.audit("sds.resolver.json", pairs: "sds-pairs.yml").inventory
        #expect(inventory.lines.contains("colours  dark (AA): 5 text, 3 surface, 7 palette"))
        #expect(inventory.lines.contains("pairs    convention: 5 (on-X 2, default surface 3)"))
        #expect(inventory.lines.contains("pairs    pairs file: 1"))
        #expect(inventory.lines.contains { $0.hasPrefix("pairs    role matrix: 0 (off;") })
    }

    @Test func theMatrixAddsWarningsOnlyWhenAskedTo() {
        let warned = Self.audit("sds.resolver.json", matrix: .warn).run()
        let matrix = warned.audit.checks.filter { $0.pair.origin == .roleMatrix }
        #expect(!matrix.isEmpty)
        #expect(matrix.allSatisfy { $0.pair.severity == .warning })
        #expect(warned.diagnostics.filter { $0.severity == .error && CheckReport.checkFailureKinds.contains($0.kind) }.count == 1)
        #expect(warned.warnedCount > 0)
    }

    @Test func maxFailuresStopsEarlyAndSaysHowMuchWasLeft() {
        let report = Self.audit("primer.resolver.json", maxFailures: 1).run()
        #expect(report.failedCount == 1)
        #expect(report.audit.unchecked > 0)
        #expect(TextReport.summary(report).contains("not run (stopped at --max-failures)"))
    }

    @Test func readerWarnsOnceForAlphaUnusedSetsAndTypesWithoutValues() {
        let primer = Self.audit("primer.resolver.json").run()
        let alpha = primer.diagnostics.filter { $0.id == "import/non-standard-alpha" }
        #expect(alpha.count == 1)
        #expect(alpha.first?.message.hasPrefix("set 'functional': 1 token(s) carry `alpha`") == true)
        let sds = Self.audit("sds.resolver.json").run()
        #expect(sds.diagnostics.contains { $0.id == "import/unused-set" && $0.message.contains("set 'unused'") })
        #expect(sds.diagnostics.contains { $0.id == "import/type-without-value" && $0.severity == .warning && $0.message.contains("'50'") })
    }

    @Test func extensionsDeclareBackgroundsAndOtherTypesNeverStopTheAudit() throws {
        let folder = try Fixtures.scratch([
            "set.tokens.json": ##"""
            {"color": {"$type": "color",
               "page": {"$value": "#ffffff"},
               "badge": {"$value": "#f59e0b"},
               "label": {"$value": "#ffffff",
                         "$extensions": {"dev.stylebook": {"backgrounds": ["{color.badge}", "color.page"], "kind": "large-text"}}}},
             "size": {"$type": "dimension", "wide": {"$value": {"value": 50, "unit": "vw"}}},
             "odd": {"$type": "sparkle", "$value": 3}}
            """##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = TokenSetAudit(path: folder.appendingPathComponent("set.tokens.json").path).prepare().run()
        let declared = report.audit.checks.filter { $0.pair.origin == .extensions }
        #expect(declared.map(\.declaration.label) == ["color.label on color.badge", "color.label on color.page"])
        #expect(declared.allSatisfy { $0.declaration.kind == .largeText && $0.location.line == 5 }, "\(declared.map(\.location))")
        #expect(declared.map(\.outcome) == [.fail, .fail])
        // The vw dimension and the unknown type are counted, not errors.
        #expect(!report.diagnostics.contains { $0.id.hasPrefix("import/") && $0.severity == .error })
        #expect(report.inventory?.skipped.contains { $0.hasPrefix("2 tokens that are not colours") } == true)
    }

    @Test func aPairsFileSetsAContextsLevelAndMayNameOnlyContextsThatExist() throws {
        let folder = try Fixtures.scratch(["levels.yml": "contexts:\n  light-hc: aa\n  dark: aaa\n  dimmed: aa\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let prepared = Self.audit("primer.resolver.json", pairs: folder.appendingPathComponent("levels.yml").path)
        // The pairs file lowers the high-contrast default and raises dark.
        #expect(prepared.contexts.map(\.level) == [nil, .aa, .aaa])
        let unknown = prepared.run().diagnostics.first { $0.id == "import/unknown-context" }
        #expect(unknown?.location?.line == 4)
        #expect(unknown?.message.contains("'dimmed'") == true)
    }
}
