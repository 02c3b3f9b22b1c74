import Foundation
import StylebookKit

/// The names a new package is written with, all derived from the one the team gives:
/// `Acme Design` → type `AcmeDesign`, module `AcmeDesignTokens`, package `acme-design`.
struct ScaffoldNames: Equatable {
    var display: String
    var type: String
    var module: String
    var slug: String

    /// Target names Stylebook's own package already uses; SwiftPM needs names unique across a graph.
    static let reserved: Set<String> = [
        "CCMarkGFM", "StylebookKit", "GeneratorSupport", "SystemValidation", "YAMLReading", "DesignTokens", "SeedValuesFixture", "ModesFixture",
        "StylebookMarkdown", "Exporters", "Audit", "SystemDiff", "TokenSets", "SiteBuilder", "DevServer", "StylebookCLI",
        "StylebookGenerator",
    ]

    struct Problem: Error {
        var reason: String
    }

    /// A failure says why the name cannot make valid Swift and package names.
    static func make(_ name: String) -> Result<ScaffoldNames, Problem> {
        let display = name.trimmingCharacters(in: .whitespaces)
        guard !display.isEmpty else { return .failure(Problem(reason: "the name is empty")) }
        guard display.count <= 60 else { return .failure(Problem(reason: "the name is longer than 60 characters")) }
        guard !display.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }),
              !display.contains(where: { "\"\\`{}$".contains($0) }) else {
            return .failure(Problem(reason: "the name holds a control character or one of \" \\ ` { } $"))
        }
        let words = display.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first?.first, first.isLetter else {
            return .failure(Problem(reason: "the name must start with a Latin letter (A–Z), so it can name a Swift module"))
        }
        let type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let module = type + "Tokens"
        guard !reserved.contains(module), !reserved.contains(type) else {
            return .failure(Problem(reason: "`\(module)` is the name of one of Stylebook's own modules; choose another name"))
        }
        return .success(ScaffoldNames(display: display, type: type, module: module,
                                      slug: words.map { $0.lowercased() }.joined(separator: "-")))
    }

    /// `acme-design` (a folder name) → `Acme Design`.
    static func displayName(fromFolder folder: String) -> String {
        folder.split { $0 == "-" || $0 == "_" || $0 == " " }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }
}
