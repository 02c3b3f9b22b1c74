import Foundation
import Testing

/// `stylebook import` and `stylebook check --tokens` on the TokenSets fixtures.
struct ImportCommandTests {
    static let audit = "Tests/TokenSetsTests/Fixtures/audit/"

    @Test func checkTokensFailsOnTheFailingPairAndNamesIt() throws {
        let output = try StylebookProcess.run(["check", "--tokens", Self.audit + "theme.resolver.json", "--pairs", Self.audit + "pairs.yml"])
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("FAIL    2.14:1   4.5:1  light  #FFFFFF  #F59E0B  color.on-warning on color.warning"))
        #expect(output.stdout.contains("pass    8.31:1   4.5:1  dark   #0F172A  #F59E0B  color.on-warning on color.warning"))
        #expect(output.stdout.contains(Self.audit + "pairs.yml:3:5: error: color.on-warning on color.warning (light, text)"))
        #expect(output.stdout.contains("1 failed"))
    }

    @Test func checkTokensInfersPairsFromNamesAndLocatesTheContextsValue() throws {
        let output = try StylebookProcess.run(["check", "--tokens", Self.audit + "theme.resolver.json"])
        #expect(output.status == 1, "\(output.stdout)")
        #expect(output.stdout.contains("pass    17.85:1  4.5:1  light  #0F172A  #FFFFFF  color.fg on color.bg {default surface}"))
        #expect(output.stdout.contains("pass    17.85:1  4.5:1  dark   #FFFFFF  #0F172A  color.fg on color.bg {default surface}"))
        #expect(output.stdout.contains("FAIL    2.14:1   4.5:1  light  #FFFFFF  #F59E0B  color.on-warning on color.warning {on-X}"))
        // The light value is declared in light.tokens.json, not in the file that names the pair.
        #expect(output.stdout.contains(Self.audit + "light.tokens.json:7:19: error: color.on-warning on color.warning (light, text)"))
        #expect(output.stdout.contains("  pairs    convention: 2 (on-X 1, default surface 1)"))
        #expect(output.stdout.contains("  colours  dark (AA): 2 text, 1 surface, 1 fill, 4 palette"))
    }

    @Test func pairsFileRolesOverrideTheNames() throws {
        let output = try StylebookProcess.run(["check", "--tokens", Self.audit + "theme.resolver.json", "--pairs", Self.audit + "roles.yml",
                                               "--matrix", "error"])
        #expect(output.status == 1)
        // color.warning is a fill by its name; roles.yml makes it a surface, so text is checked on it.
        #expect(output.stdout.contains("FAIL    2.14:1   4.5:1  dark   #FFFFFF  #F59E0B  color.fg on color.warning"))
    }

    @Test func pairsWithoutTokensIsMisuse() throws {
        let output = try StylebookProcess.run(["check", "--pairs", Self.audit + "pairs.yml"])
        #expect(output.status == 2)
    }

    @Test func importWritesSwiftAndNeverOverwritesWithoutForce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try StylebookProcess.run(["import", Self.audit + "theme.resolver.json", "--output", folder.path])
        #expect(first.status == 0, "\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Imported.swift", "ImportedColor.swift", "ImportedPairs.swift", "ImportedPalette.swift", "ImportedSpacing.swift"])
        let colors = try String(contentsOf: folder.appendingPathComponent("ImportedColor.swift"), encoding: .utf8)
        #expect(colors.contains(#".color("color.bg", light: "{palette.white}", dark: "{palette.ink}", role: .surface, ""),"#))

        try Data("// edited by hand\n".utf8).write(to: folder.appendingPathComponent("ImportedColor.swift"))
        let second = try StylebookProcess.run(["import", Self.audit + "theme.resolver.json", "--output", folder.path])
        #expect(second.status == 1)
        #expect(second.stderr.contains("ImportedColor.swift' exists and differs; nothing was written [import/would-overwrite]"))
        #expect(try String(contentsOf: folder.appendingPathComponent("ImportedColor.swift"), encoding: .utf8) == "// edited by hand\n")

        let forced = try StylebookProcess.run(["import", Self.audit + "theme.resolver.json", "--output", folder.path, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("ImportedColor.swift"), encoding: .utf8) == colors)
    }

    /// A few unreadable tokens are left out with warnings at their lines; a file that is not
    /// JSON, or is missing, stops the import and nothing is written.
    @Test func importLeavesOutUnreadableTokensAndRefusesUnreadableFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try StylebookProcess.run(["import", "Tests/TokenSetsTests/Fixtures/broken.tokens.json", "--output", folder.appendingPathComponent("a").path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("Tests/TokenSetsTests/Fixtures/broken.tokens.json:4:28: warning: #/color/missing/$value: '{color.nowhere}' names no token; the token is left out [import/unknown-reference]"))
        let colors = try String(contentsOf: folder.appendingPathComponent("a/ImportedColor.swift"), encoding: .utf8)
        #expect(colors.contains(##".color("color.fine", "#000000""##) && !colors.contains("color.missing"))

        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bad = folder.appendingPathComponent("bad.tokens.json")
        try Data("{\n  \"a\": {\"$type\": \"color\", \"$value\": \"#fff\",}\n}\n".utf8).write(to: bad)
        for (input, expected) in [(bad.path, "bad.tokens.json:2:44: error: not valid JSON"), (folder.appendingPathComponent("none.json").path, "error: cannot read '")] {
            let refused = try StylebookProcess.run(["import", input, "--output", folder.appendingPathComponent("b").path])
            #expect(refused.status == 1)
            #expect(refused.stderr.contains(expected), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b").path))
        }
    }
}

extension ImportCommandTests {
    /// A second modifier (brand) is audited in each of its contexts; findings name the context.
    @Test func checkTokensAuditsEveryContextOfOtherModifiers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-brands-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let audit = StylebookProcess.packageRoot.appendingPathComponent(Self.audit)
        for name in ["base.tokens.json", "light.tokens.json", "dark.tokens.json"] {
            try FileManager.default.copyItem(at: audit.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        // The pale brand sets text to #94A3B8, which is 2.56:1 on the white light page.
        try Data(##"{"color": {"$type": "color", "fg": {"$value": "{palette.grey}"}}}"##.utf8)
            .write(to: folder.appendingPathComponent("pale.tokens.json"))
        try Data("""
        {"version": "2025.10", "name": "Brands",
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}],
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"},
           "brand": {"contexts": {"plain": [], "pale": [{"$ref": "pale.tokens.json"}]}, "default": "plain"}}}
        """.utf8).write(to: folder.appendingPathComponent("brands.resolver.json"))
        let output = try StylebookProcess.run(["check", "--tokens", folder.appendingPathComponent("brands.resolver.json").path])
        #expect(output.status == 1, "\(output.stdout)")
        #expect(output.stdout.contains("Contrast of Brands (4 contexts) at WCAG AA"))
        #expect(output.stdout.contains("pale.tokens.json:1:36: error: color.fg on color.bg (light + pale, text): 2.56:1"))
        #expect(!output.stdout.contains("error: color.fg on color.bg (light + plain"))
        #expect(output.stdout.contains("8 checks: 5 passed, 3 failed"))
    }
}
