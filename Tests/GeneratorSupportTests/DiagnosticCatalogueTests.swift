import Foundation
import GeneratorSupport
import Testing

/// Every diagnostic is made from a `DiagnosticKind`, declared once in `Diagnostics/Kinds/` with its
/// severity; `Diagnostic` has no initialiser that takes an id or a severity (only a
/// `GradedDiagnosticKind` takes a policy's severity), and `DiagnosticKind`'s own initialiser is
/// internal to GeneratorSupport. These tests read the sources for what the compiler cannot see: that
/// each declaration is in the catalogue, that no id comes back as a string, and that each kind
/// is reported somewhere.
@Suite struct DiagnosticCatalogueTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources")
    static let kindsFolder = "Sources/GeneratorSupport/Diagnostics/Kinds/"

    /// Targets that declare a design system as a team's package does: an acknowledgement names
    /// the id it accepts as text, the way `severities:` in stylebook.yml does.
    static let declaringTargets = ["Sources/DesignTokens/", "Sources/SeedValuesFixture/", "Sources/ModesFixture/"]

    /// (path relative to the package, text) of every Swift source.
    static func swiftSources() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        var found: [(String, String)] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(root.path.count + 1))
            found.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// name → id of every `public static let name = DiagnosticKind(id: "…"` (or `GradedDiagnosticKind`) in Kinds/.
    static func declarations() throws -> [(name: String, id: String)] {
        let pattern = try NSRegularExpression(pattern: #"public static let (\w+) = (?:Graded)?DiagnosticKind\(\s*id: "([^"]+)""#)
        var found: [(String, String)] = []
        for (path, text) in try swiftSources() where path.hasPrefix(kindsFolder) {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.append((String(text[Range(match.range(at: 1), in: text)!]), String(text[Range(match.range(at: 2), in: text)!])))
            }
            let lets = text.components(separatedBy: "public static let ").count - 1
            #expect(lets == pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)),
                    "\(path) declares a kind in another shape than `public static let name = DiagnosticKind(id: …`")
        }
        return found
    }

    @Test func everyDeclaredKindIsInTheCatalogueOnce() throws {
        let declared = try Self.declarations().map(\.id)
        let listed = DiagnosticCatalogue.all.map(\.id)
        #expect(declared.count > 100)
        #expect(Set(declared).count == declared.count, "an id is declared twice")
        #expect(Set(listed).count == listed.count, "an id is listed twice in DiagnosticCatalogue")
        #expect(Set(declared).subtracting(listed).sorted() == [], "declared in Kinds/ but missing from its category's list")
        #expect(Set(listed).subtracting(declared).sorted() == [])
    }

    /// A kind is only ever made in Kinds/: nowhere else calls `DiagnosticKind(` or
    /// `GradedDiagnosticKind(`, so no id can be made up where it is reported.
    @Test func kindsAreMadeOnlyWhereTheyAreDeclared() throws {
        for (path, text) in try Self.swiftSources() where !path.hasPrefix(Self.kindsFolder) && !path.hasSuffix("/DiagnosticKind.swift") {
            #expect(!text.contains("DiagnosticKind("), "\(path) makes a DiagnosticKind; declare it in \(Self.kindsFolder)")
        }
    }

    /// No catalogued id, and no id pieced together from its category (`"import/" + name`), is
    /// written as a string outside its declaration: ids are named by their kinds.
    @Test func noIdIsWrittenAsAString() throws {
        let ids = Set(DiagnosticCatalogue.all.map(\.id))
        let categories = Set(ids.map { String($0.prefix { $0 != "/" }) })
        let literal = try NSRegularExpression(pattern: #""([a-z]+)/([a-z0-9-]*)""#)
        for (path, text) in try Self.swiftSources()
        where !path.hasPrefix(Self.kindsFolder) && !Self.declaringTargets.contains(where: path.hasPrefix) {
            for match in literal.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let category = String(text[Range(match.range(at: 1), in: text)!])
                let name = String(text[Range(match.range(at: 2), in: text)!])
                let before = text[..<Range(match.range, in: text)!.lowerBound]
                // Documentation may show an acknowledgement as a team writes it.
                if before.split(separator: "\n", omittingEmptySubsequences: false).last?.trimmingCharacters(in: .whitespaces).hasPrefix("//") == true { continue }
                let line = before.filter { $0 == "\n" }.count + 1
                #expect(!ids.contains(category + "/" + name), "\(path):\(line) writes the id \(category)/\(name) as a string")
                #expect(!(name.isEmpty && categories.contains(category)), "\(path):\(line) pieces an id together from \"\(category)/\"")
            }
        }
    }

    /// Every kind is reported by some code (`.name` outside Kinds/), or is marked `reserved`
    /// (which the reference says); a reserved kind that is reported should lose the mark.
    @Test func everyKindIsReportedSomewhereOrReserved() throws {
        let code = try Self.swiftSources().filter { !$0.path.hasPrefix(Self.kindsFolder) }.map(\.text).joined(separator: "\n")
        for (name, id) in try Self.declarations() {
            let used = code.range(of: "\\.\(name)\\b", options: .regularExpression) != nil
            let reserved = DiagnosticCatalogue.kind(id)?.reserved ?? false
            #expect(used != reserved, used ? "\(id) is reported, so it is not reserved" : "\(id) (.\(name)) is reported nowhere; report it, remove it, or mark it reserved")
        }
    }

    @Test func everyIdSaysWhatItMeansAndHowToFixIt() {
        for kind in DiagnosticCatalogue.all {
            #expect(!kind.fix.isEmpty, "\(kind.id) has no fix")
            #expect(!kind.summary.isEmpty, "\(kind.id) has no summary")
            #expect(kind.id.wholeMatch(of: /[a-z]+\/[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(kind.id) is not category/kebab-case")
        }
    }

    @Test func aDiagnosticHasItsKindsSeverityUntilAPolicyChangesIt() {
        let diagnostic = Diagnostic(.importRemConverted, "1 rem read as 16 px")
        #expect(diagnostic.severity == .note && diagnostic.id == "import/rem-converted")
        #expect(Diagnostic(.checkNoDesignSystem, "only pages").severity == .warning)
        #expect(diagnostic.reported(as: .error).severity == .error)
        #expect(Diagnostic(.contrastTextBelowAA, severity: .warning, "below AA").severity == .warning)
    }
}
