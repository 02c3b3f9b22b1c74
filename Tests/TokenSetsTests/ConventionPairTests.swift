import Audit
import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import TokenSets

/// Pairs the naming conventions must not make, how a translucent background is laid over a
/// surface (the same in `check --tokens` and in the package `init --from` writes), and where
/// each context's diagnostics point. A day and a night file, Kong-like: every name starts with
/// the set's own word (`acme`), and `acme.background` is the page.
struct ConventionPairTests {
    static func file(_ colors: [String: String]) -> String {
        var groups: [String: [String: String]] = [:]
        for (path, hex) in colors {
            let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
            groups[parts[0], default: [:]][parts.count > 1 ? parts[1] : "$root"] = hex
        }
        let members = groups.keys.sorted().map { group in
            let tokens = groups[group]!.keys.sorted().map { "\"\($0)\": {\"$value\": \"\(groups[group]![$0]!)\"}" }
            return "\"\(group)\": {\(tokens.joined(separator: ", "))}"
        }
        return "{\"acme\": {\"$type\": \"color\",\n" + members.joined(separator: ",\n") + "}}\n"
    }

    static let resolver = """
        {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/theme"}],
         "modifiers": {"theme": {"contexts": {"day": [{"$ref": "day.tokens.json"}], "night": [{"$ref": "night.tokens.json"}]}, "default": "day"}}}
        """

    /// danger: one colour by day only; accent: one colour in both; on-brand: one colour by day
    /// (a real failure: its name says it goes on brand); tint: a translucent background.
    static func folder(pairs: String? = nil, dayOverrides: [String: String] = [:]) throws -> URL {
        let day = ["background": "#FFFFFF", "background.danger": "#D60027", "text.danger": "#D60027",
                   "background.accent": "#223344", "text.accent": "#223344",
                   "background.brand": "#0044F4", "on-brand": "#0044F4",
                   "background.tint": "#0044F433", "text.tint": "#000000"].merging(dayOverrides) { $1 }
        let night = ["background": "#000000", "background.danger": "#FF8099", "text.danger": "#FFD6DE",
                     "background.accent": "#99AABB", "text.accent": "#99AABB",
                     "background.brand": "#668CFF", "on-brand": "#000000",
                     "background.tint": "#FFFFFF33", "text.tint": "#FFFFFF"]
        var files = ["day.tokens.json": file(day), "night.tokens.json": file(night), "set.resolver.json": resolver]
        if let pairs { files["pairs.yml"] = pairs }
        return try Fixtures.scratch(files)
    }

    static func audit(_ folder: URL, pairs: Bool = false) -> TokenSetAudit.Prepared {
        TokenSetAudit(path: folder.appendingPathComponent("set.resolver.json").path,
                      pairsPath: pairs ? folder.appendingPathComponent("pairs.yml").path : nil).prepare()
    }

    @Test func conventionsNeverPairOneColourWithItselfAndSaySoOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prepared = Self.audit(folder)
        let report = prepared.run()
        let labels = Set(report.audit.checks.map(\.declaration.label))
        #expect(!labels.contains("acme.text.danger on acme.background.danger"))
        #expect(!labels.contains("acme.text.accent on acme.background.accent"))
        // No check anywhere compares a colour with itself…
        #expect(!report.audit.checks.contains { $0.foregroundHex != nil && $0.foregroundHex == $0.backgroundHex && $0.pair.rule != "on-X" })
        // …but an on-colour equal to its background by day is a failure there, not a guess.
        let onBrand = report.audit.checks.filter { $0.declaration.label == "acme.on-brand on acme.background.brand" }
        #expect(onBrand.map(\.context) == ["day", "night"] && onBrand.first?.outcome == .fail)
        // The refuted text is plain text after all: it goes on the page.
        #expect(labels.contains("acme.text.danger on acme.background"))
        let notes = report.diagnostics.filter { $0.id == "contrast/identical-pair-skipped" }
        #expect(notes.count == 1 && notes.first?.severity == .note)
        #expect(notes.first?.message.hasPrefix("2 pairs") == true, "\(notes.first?.message ?? "")")
        #expect(prepared.inventory.skipped.contains { $0.hasPrefix("2 convention pairs of one colour on itself") })
    }

    @Test func aDeclaredPairOfOneColourIsStillChecked() throws {
        let folder = try Self.folder(pairs: "pairs:\n  - {foreground: acme.text.accent, background: acme.background.accent}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let checks = Self.audit(folder, pairs: true).run().audit.checks.filter { $0.pair.origin == .declared }
        #expect(checks.map(\.context) == ["day", "night"])
        #expect(checks.allSatisfy { $0.outcome == .fail && $0.ratio?.value == 1 })
    }

    @Test func aTranslucentBackgroundIsLaidOverTheDefaultSurfaceAsThePackageLaysIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prepared = Self.audit(folder)
        let report = prepared.run()
        let tint = report.audit.checks.filter { $0.declaration.background == "acme.background.tint" }
        #expect(tint.map(\.declaration.label) == ["acme.text.tint on acme.background.tint over acme.background",
                                                  "acme.text.tint on acme.background.tint over acme.background"])
        #expect(tint.allSatisfy { $0.ratio != nil })
        #expect(!report.diagnostics.contains { $0.id == "contrast/translucent-background" })
        // The package declares what check --tokens found and measures exactly those pairs.
        let path = folder.appendingPathComponent("set.resolver.json").path
        let system = try #require(TokenSetSystem.load(path: path).system)
        #expect(Self.labels(DeclaredPairSource().pairs(in: system)) == Set(prepared.audit?.pairs().map(\.declaration.label) ?? []))
    }

    /// The package names a group's `$root` token `<group>.root`; the JSON audit names it by the group.
    static func labels(_ pairs: [AuditPair]) -> Set<String> {
        Set(pairs.map { ($0.declaration.label + " ").replacingOccurrences(of: ".root ", with: " ").trimmingCharacters(in: .whitespaces) })
    }

    @Test func withoutADefaultSurfaceATintIsLaidOverEveryOpaqueSurfaceInBothPaths() throws {
        // `acme.background` renamed: no name says which surface is the page.
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["day.tokens.json", "night.tokens.json"] {
            let url = folder.appendingPathComponent(name)
            try Data(String(decoding: try Data(contentsOf: url), as: UTF8.self)
                .replacingOccurrences(of: "\"$root\"", with: "\"sunken\"").utf8).write(to: url)
        }
        let prepared = Self.audit(folder)
        let overs = Set(prepared.audit?.pairs().filter { $0.declaration.background == "acme.background.tint" }.compactMap(\.declaration.over) ?? [])
        #expect(overs == ["acme.background.accent", "acme.background.brand", "acme.background.danger", "acme.background.sunken"])
        #expect(!prepared.run().diagnostics.contains { $0.id == "contrast/translucent-background" })
        let system = try #require(TokenSetSystem.load(path: folder.appendingPathComponent("set.resolver.json").path).system)
        #expect(Self.labels(DeclaredPairSource().pairs(in: system)) == Set(prepared.audit?.pairs().map(\.declaration.label) ?? []))
    }

    @Test func overMayListSurfacesAndAnUnknownOneIsAnErrorWhereItIsNamed() throws {
        let folder = try Self.folder(pairs: """
            pairs:
              - foreground: acme.text.tint
                background: acme.background.tint
                over: [acme.background, acme.background.brand]
              - foreground: acme.text.tint
                background: acme.background.tint
                over: [acme.backgroud]

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = Self.audit(folder, pairs: true).run()
        let declared = Set(report.audit.checks.filter { $0.pair.origin == .declared }.map(\.declaration.label))
        #expect(declared == ["acme.text.tint on acme.background.tint over acme.background",
                             "acme.text.tint on acme.background.tint over acme.background.brand"])
        let unknown = try #require(report.diagnostics.first { $0.id == "import/unknown-pair-token" })
        #expect(unknown.severity == .error)
        #expect(unknown.location?.path.hasSuffix("pairs.yml") == true)
        #expect(unknown.location?.line == 7 && unknown.location?.column == 12)
        #expect(unknown.hint == "did you mean 'acme.background'?")
        #expect(!report.diagnostics.contains { $0.id == "contrast/unknown-token" })
    }

    @Test func aNightDiagnosticPointsAtTheNightFile() throws {
        // Nothing opaque to lay the tint on: each context's error is at that context's line.
        let folder = try Fixtures.scratch([
            "day.tokens.json": Self.file(["text": "#000000", "background": "#0044F433"]),
            "night.tokens.json": Self.file(["text": "#FFFFFF", "background": "#FFFFFF33"]),
            "set.resolver.json": Self.resolver,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = Self.audit(folder).run().diagnostics.filter { $0.id == "contrast/translucent-background" }
        #expect(errors.count == 2)
        for error in errors {
            let file = error.message.contains("(night)") ? "night.tokens.json" : "day.tokens.json"
            #expect(error.location?.path.hasSuffix(file) == true, "\(error.message) at \(error.location?.path ?? "")")
        }
    }
}
