import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// Images need a text alternative: `![](x.png)` and raw `<img>` without `alt` are warnings.
/// An image that is pure decoration can say so with an explicit empty `alt=""` in HTML.
enum ImageAltRule {
    static func check(_ page: Page, document: MarkdownDocument) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        document.root.forEachWithRange { node, range in
            let location = range?.start ?? SourceLocation(path: page.item.displayPath)
            switch node.kind {
            case .image(let source, _):
                if node.plainText.allSatisfy(\.isWhitespace) {
                    problems.append(warning("image '\(source)' has no alt text", at: location,
                                            hint: "describe the image between the brackets: ![what it shows](\(source))"))
                }
            case .htmlBlock(let html), .htmlInline(let html):
                for tag in imageTagsWithoutAlt(in: html) {
                    problems.append(warning("HTML image \(tag) has no alt attribute", at: location,
                                            hint: "add alt=\"what it shows\", or alt=\"\" if it is purely decorative"))
                }
            default:
                break
            }
        }
        return problems
    }

    private static func warning(_ message: String, at location: SourceLocation, hint: String) -> Diagnostic {
        Diagnostic(.contentMissingAlt, message, at: location, hint: hint)
    }

    /// `<img …>` tags in raw HTML that carry no `alt` attribute at all.
    static func imageTagsWithoutAlt(in html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<img", options: .caseInsensitive) {
            let tail = rest[start.lowerBound...]
            let end = tail.firstIndex(of: ">").map { tail.index(after: $0) } ?? tail.endIndex
            let tag = String(tail[..<end])
            let attributes = tag.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "/" || $0 == ">" })
            if !attributes.contains(where: { $0 == "alt" || $0.hasPrefix("alt=") }) { found.append(tag) }
            rest = tail[end...]
        }
        return found
    }
}
