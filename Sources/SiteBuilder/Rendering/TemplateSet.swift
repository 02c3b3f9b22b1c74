import Foundation
import GeneratorSupport
import Mustache
import StylebookKit

/// The compiled Mustache templates of the theme (built-in files overridden by the project's
/// `Templates/`): `layout.html` plus partials, compiled once per build.
struct TemplateSet: Sendable {
    static let fileExtension = "html"
    static let layoutName = "layout"

    let library: MustacheLibrary
    /// The same templates for the fast renderer; nil when one uses a feature it leaves to
    /// swift-mustache.
    let compiled: CompiledTemplates?

    static func load(_ theme: Theme) -> Result<TemplateSet, Diagnostic> {
        let layoutFile = layoutName + "." + fileExtension
        guard theme.file(layoutFile) != nil else {
            return .failure(Diagnostic(
                .templateMissingLayout, "no layout template: neither the built-in theme nor '\(DisplayPath.of(theme.overridesDirectory.appendingPathComponent(layoutFile)))' exists",
                hint: "reinstall Stylebook with its theme, or create \(layoutFile) in the templates folder"))
        }
        let suffix = "." + fileExtension
        var library = MustacheLibrary()
        var sources: [String: String] = [:]
        for file in theme.files where file.path.hasSuffix(suffix) {
            switch compile(file) {
            case .success(let (template, text)):
                let name = String(file.path.dropLast(suffix.count))
                library.register(template, named: name)
                sources[name] = text
            case .failure(let problem):
                return .failure(problem)
            }
        }
        return .success(TemplateSet(library: library, compiled: CompiledTemplates(sources: sources)))
    }

    /// One theme file read and parsed as Mustache, with its text.
    static func compile(_ file: Theme.File) -> Result<(template: MustacheTemplate, text: String), Diagnostic> {
        do {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            return .success((try MustacheTemplate(string: text), text))
        } catch let error as MustacheTemplate.ParserError {
            return .failure(Diagnostic(
                .templateSyntaxError, "template syntax error: \(describe(error.error))",
                at: SourceLocation(path: DisplayPath.of(file.url), line: error.context.lineNumber, column: error.context.columnNumber),
                hint: "check that every {{#section}} has a matching {{/section}} and every tag is closed"))
        } catch {
            return .failure(Diagnostic(
                .templateUnreadable, "cannot read the template: \(error.localizedDescription)",
                at: SourceLocation(path: DisplayPath.of(file.url))))
        }
    }

    func render(_ context: some Encodable, template name: String = Self.layoutName) -> String? {
        let value = TemplateEncoder.value(context)
        return compiled?.render(value, template: name) ?? library.render(value.mustacheValue, withTemplate: name)
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
