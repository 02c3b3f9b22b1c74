import Foundation
import GeneratorSupport
import StylebookKit
import YAMLReading
import Yams

/// A folder's `_category_.json` or `_category_.yml` (Docusaurus): the sidebar group's `label`,
/// its `position` among its siblings, and `collapsed: false` to keep it open on every page.
/// Read with Yams either way (JSON is YAML), so a problem points at its line.
struct CategoryFile: Hashable, Sendable {
    static let names: Set<String> = ["_category_.json", "_category_.yml", "_category_.yaml"]
    /// What Docusaurus reads besides these three, accepted without effect.
    static let otherKeys: Set<String> = ["collapsible", "className", "link", "customProps", "description", "key", "slug"]

    var label: String?
    var position: Double?
    var collapsed: Bool?

    /// The folder it describes, content-relative ("" for the root).
    static func folder(of item: ContentItem) -> String {
        item.relativePath.split(separator: "/").dropLast().joined(separator: "/")
    }

    static func read(_ item: ContentItem) -> Result<CategoryFile, Diagnostic> {
        let path = item.displayPath
        func problem(_ message: String, _ mark: Mark?, hint: String) -> Diagnostic {
            Diagnostic(.contentMalformedCategory, message,
                   at: SourceLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1), hint: hint)
        }
        guard let data = FileManager.default.contents(atPath: item.path), let text = String(data: data, encoding: .utf8) else {
            return .failure(Diagnostic(.contentUnreadable, "cannot read the category file as UTF-8 text", at: SourceLocation(path: path),
                                   hint: "check that it is readable and saved as UTF-8"))
        }
        let root: Node?
        do {
            root = try YAMLDocument.compose(text)
        } catch {
            return .failure(Diagnostic(.contentMalformedCategory, "the category file cannot be read: \(error.message)",
                                   at: SourceLocation(path: path, line: error.line ?? 1, column: error.column),
                                   hint: "check its quoting and commas"))
        }
        guard let root else { return .success(CategoryFile()) }
        guard case .mapping(let mapping) = root else {
            return .failure(problem("the category file must be an object of keys, such as `{\"label\": \"Guides\"}`", root.mark,
                                    hint: "give `label`, `position` and `collapsed` as keys"))
        }
        var category = CategoryFile()
        let known = ["label", "position", "collapsed"]
        for (key, value) in mapping {
            let name = key.string ?? ""
            switch name {
            case "label":
                guard case .scalar(let scalar) = value, !scalar.string.isEmpty else {
                    return .failure(problem("`label` must be text", value.mark, hint: "write the group's title, e.g. `\"label\": \"Guides\"`"))
                }
                category.label = scalar.string
            case "position":
                guard let number = value.float, number.isFinite else {
                    return .failure(problem("`position` must be a number", value.mark, hint: "lower numbers come first, e.g. `\"position\": 2`"))
                }
                category.position = number
            case "collapsed":
                guard let flag = value.bool else {
                    return .failure(problem("`collapsed` must be `true` or `false`", value.mark, hint: "`false` keeps the group open on every page"))
                }
                category.collapsed = flag
            default:
                guard !otherKeys.contains(name) else { continue }
                let suggestion = Suggestion.closest(to: name, in: known)
                return .failure(problem("unknown key `\(name)` in the category file" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                                        key.mark, hint: "Stylebook reads `label`, `position` and `collapsed`"))
            }
        }
        return .success(category)
    }
}
