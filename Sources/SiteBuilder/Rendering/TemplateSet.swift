import Foundation
import Mustache
import StylebookKit

/// The compiled Mustache templates of `Templates/`: `layout.html` plus partials, compiled once per build.
struct TemplateSet: Sendable {
    static let fileExtension = "html"
    static let layoutName = "layout"

    let library: MustacheLibrary

    static func load(from directory: URL) async -> Result<TemplateSet, Diagnostic> {
        let layout = directory.appendingPathComponent(layoutName + "." + fileExtension)
        guard FileManager.default.fileExists(atPath: layout.path) else {
            return .failure(.error(
                "template/missing-layout", "no layout template at '\(DisplayPath.relative(layout))'",
                hint: "create \(layoutName).\(fileExtension) in the templates folder, or pass --templates DIR"))
        }
        do {
            let library = try await MustacheLibrary(directory: directory.path, withExtension: fileExtension)
            return .success(TemplateSet(library: library))
        } catch let error as MustacheLibrary.ParserError {
            let file = directory.appendingPathComponent(error.filename)
            return .failure(.error(
                "template/syntax-error", "template syntax error: \(describe(error.error))",
                at: SourceLocation(path: DisplayPath.relative(file), line: error.context.lineNumber, column: error.context.columnNumber),
                hint: "check that every {{#section}} has a matching {{/section}} and every tag is closed"))
        } catch {
            return .failure(.error(
                "template/unreadable", "cannot read templates: \(error)",
                at: SourceLocation(path: DisplayPath.relative(directory))))
        }
    }

    func render(_ context: [String: Any]) -> String? {
        library.render(context, withTemplate: Self.layoutName)
    }

    private static func describe(_ error: any Error) -> String {
        guard let parse = error as? MustacheTemplate.Error else { return "\(error)" }
        switch parse {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "a tag is not finished"
        case .expectedSectionEnd: return "a section is never closed"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        default: return "\(parse)"
        }
    }
}
