import Audit
import Exporters
import Foundation
import StylebookKit
import Testing
@testable import TokenSets

/// DTCG `$deprecated` read as a `Deprecation`, inherited and overridden as the format says, and
/// written back by the DTCG export with the replacement and removal release.
@Suite struct DeprecationImportTests {
    static let file = ##"""
    {
      "color": {
        "$type": "color",
        "primary": { "$value": "#1F2937" },
        "old": { "$value": "#374151", "$deprecated": "Please use {color.primary} instead." },
        "two": { "$value": "#374151", "$deprecated": "Use {color.primary} or {color.old}." },
        "marked": { "$value": "#374151", "$deprecated": true },
        "kept": { "$value": "#374151", "$deprecated": false },
        "full": { "$value": "#374151", "$deprecated": "Gone soon.",
                  "$extensions": { "dev.stylebook": { "replacedBy": "color.primary", "removedIn": "3.0" } } },
        "legacy": {
          "$deprecated": "The legacy group goes.",
          "a": { "$value": "#111111" },
          "b": { "$value": "#222222", "$deprecated": false },
          "quote": { "$value": "{color.old}" }
        }
      }
    }
    """##

    func read() throws -> TokenSet {
        let folder = try Fixtures.scratch(["set.tokens.json": Self.file])
        let (tokens, diagnostics) = Fixtures.resolve(folder.appendingPathComponent("set.tokens.json").path)
        // Bare hex strings keep the fixture short; the reader says it reads them as sRGB.
        #expect(diagnostics.allSatisfy { $0.id == "import/hex-color-string" }, "\(diagnostics)")
        return tokens
    }

    @Test func deprecatedReadsAsMessageReplacementAndRelease() throws {
        let set = try read()
        #expect(set.token("color.primary")?.deprecation == nil)
        #expect(set.token("color.old")?.deprecation == Deprecation("Please use {color.primary} instead.", replacedBy: "color.primary"))
        #expect(set.token("color.two")?.deprecation == Deprecation("Use {color.primary} or {color.old}."), "two references name no one replacement")
        #expect(set.token("color.marked")?.deprecation == Deprecation(nil))
        #expect(set.token("color.kept")?.deprecation == nil)
        #expect(set.token("color.full")?.deprecation == Deprecation("Gone soon.", replacedBy: "color.primary", removedIn: "3.0"))
        #expect(set.token("color.legacy.a")?.deprecation == Deprecation("The legacy group goes."))
        #expect(set.token("color.legacy.b")?.deprecation == nil, "false on a token overrides its group")
    }

    @Test func checkTokensWarnsAtAnAliasOfADeprecatedToken() throws {
        let folder = try Fixtures.scratch(["set.tokens.json": Self.file])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = TokenSetAudit(path: folder.appendingPathComponent("set.tokens.json").path, policy: ContrastPolicy(level: .aa)).prepare().run()
        let uses = report.diagnostics.filter { $0.id == "tokens/deprecated-use" }
        // color.legacy.quote is deprecated itself (its group is), so only current tokens are warned about: none alias here.
        #expect(uses.isEmpty, "\(uses)")
        let aliased = try Fixtures.scratch(["set.tokens.json": Self.file.replacingOccurrences(of: ##""kept": { "$value": "#374151", "$deprecated": false }"##,
                                                                                                with: ##""kept": { "$value": "{color.old}" }"##)])
        defer { try? FileManager.default.removeItem(at: aliased) }
        let again = TokenSetAudit(path: aliased.appendingPathComponent("set.tokens.json").path, policy: ContrastPolicy(level: .aa)).prepare().run()
        let warned = again.diagnostics.filter { $0.id == "tokens/deprecated-use" }
        #expect(warned.count == 1, "\(again.diagnostics)")
        #expect(warned.first?.location?.line == 8)
        #expect(warned.first?.hint == "use 'color.primary' instead")
    }

    /// Primer's shape: the palette lives in the theme's files, a functional set aliases it. The
    /// warning is at the alias's own line, not where the theme gives its value.
    @Test(arguments: [true, false])
    func checkTokensWarnsAtTheAliasInItsOwnFile(deprecatedInLight: Bool) throws {
        func palette(_ blue: String, deprecated: Bool) -> String {
            ##"{"base": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": \##(blue)}"##
                + (deprecated ? ##", "$deprecated": "Use {base.navy}.""## : "")
                + ##"}, "navy": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.5]}}}}"##
        }
        let folder = try Fixtures.scratch([
            // Deprecated in one context's file only, the default one or not: either is a use.
            "light.tokens.json": palette("[0.1, 0.3, 0.9]", deprecated: deprecatedInLight),
            "dark.tokens.json": palette("[0.6, 0.8, 1]", deprecated: !deprecatedInLight),
            "functional.tokens.json": ##"{"text": {"$type": "color",\##n  "link": {"$value": "{base.blue}"}}}"##,
            "set.resolver.json": ##"""
            {"version": "2025.10", "name": "Themed",
             "sets": {"functional": {"sources": [{"$ref": "functional.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/functional"}]}
            """##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = TokenSetAudit(path: folder.appendingPathComponent("set.resolver.json").path, allowEmpty: true).prepare().run()
        let warned = report.diagnostics.filter { $0.id == "tokens/deprecated-use" }
        #expect(warned.map { "\(URL(fileURLWithPath: $0.location?.path ?? "").lastPathComponent):\($0.location?.line ?? 0)" } == ["functional.tokens.json:2"],
                "\(report.diagnostics)")
        #expect(warned.first?.hint == "use 'base.navy' instead")
    }

    /// Swift system → DTCG → import → DTCG: the second export is the golden copy, byte for byte.
    @Test func theDeprecationGoldenFilesRoundTripByteForByte() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ExportersTests/Golden/deprecations/dtcg")
        let (source, loadDiagnostics) = TokenSource.load(path: golden.appendingPathComponent("sunsetkit.resolver.json").path)
        let imported = DesignSystemImport.build(try #require(source))
        #expect((loadDiagnostics + imported.diagnostics).isEmpty, "\(loadDiagnostics + imported.diagnostics)")
        #expect(imported.system.token("color.text.body")?.deprecation
                == Deprecation("Body text is primary text now.", replacedBy: "color.text.primary", removedIn: "3.0"))
        for file in try DTCGExporter().export(imported.system) {
            let expected = try Data(contentsOf: golden.appendingPathComponent(String(file.path.dropFirst("dtcg/".count))))
            #expect(file.contents == expected, "\(file.path) differs")
        }
    }

    @Test func theSwiftWriterDeclaresTheWholeDeprecation() {
        let writer = SwiftDeclarationWriter(sourceName: "x.tokens.json")
        let token = Token.dimension("spacing.medium", 12, "Old.", deprecated: .init("Renamed.", replacedBy: "spacing.md", removedIn: "2.0"))
        #expect(writer.declaration(token) == [##"        .dimension("spacing.medium", 12,"##,
                                              ##"            "Old.", deprecated: .init("Renamed.", replacedBy: "spacing.md", removedIn: "2.0")),"##])
        #expect(writer.declaration(.opacity("opacity.x", 0.5, "X.", deprecated: .init(nil))) == [##"        .opacity("opacity.x", 0.5, "X.", deprecated: .init(nil)),"##])
    }
}
