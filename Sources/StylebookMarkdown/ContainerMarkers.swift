import Foundation
import GeneratorSupport
import StylebookKit

/// Finds `:::` container markers before cmark sees the text. Each marker line is replaced by an
/// HTML comment naming the marker (`<!--stylebook-container:3-->`) on the same line, so cmark
/// ends the paragraph there, every position stays where it was, and `ContainerGrouping` can
/// wrap the blocks between an opening and its closing marker. Lines inside fenced code are left
/// alone. Also notes the first Hugo shortcode, which no amount of Markdown can render, and
/// blanks MDX import lines.
struct ContainerMarkers {
    struct Marker: Hashable, Sendable {
        enum Role: Hashable, Sendable {
            /// `partner` is the index of the closing marker.
            case open(ContainerKind, title: String?, partner: Int)
            case close(partner: Int)
        }

        var role: Role
        /// 1-based line in the text given to the parser, and the column of the first `:`.
        var line: Int
        var column: Int
        /// The marker line as written, for putting it back where cmark did not treat the
        /// comment as a block of its own (inside an indented code block or raw HTML).
        var original: String
    }

    /// Containers nested deeper than this are refused: nobody writes that on purpose, and every
    /// level is a level of the rendered tree.
    static let maximumDepth = 16
    static let sentinelPrefix = "<!--stylebook-container:"
    static let sentinelSuffix = "-->"

    private(set) var text: String
    private(set) var markers: [Marker] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// `components`: lines of an `.mdx` page that open or close a component Stylebook draws as
    /// a container (`MDXSource`), by 0-based line.
    init(_ source: String, path: String, lineOffset: Int, components: [Int: MDXSource.ContainerLine] = [:]) {
        text = source
        // Most pages have no container at all: leave them untouched.
        let mayHaveMarkers = source.containsUTF8(":::")
        let mayHaveShortcodes = source.containsUTF8("{{<") || source.containsUTF8("{{%")
        let mayHaveImports = source.hasPrefix("import ") || source.containsUTF8("\nimport ")
        guard mayHaveMarkers || mayHaveShortcodes || mayHaveImports || !components.isEmpty else { return }
        scan(source, path: path, lineOffset: lineOffset, components: components)
    }

    /// The byte offset of the first `{{<` or `{{%` on `line` that is not inside a code span: a
    /// page about Hugo shows shortcodes in backticks on purpose.
    static func shortcodeOutsideCode(in line: String) -> Int? {
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "`") {
                let run = bytes[index...].prefix { $0 == UInt8(ascii: "`") }.count
                // A code span ends at the next run of exactly as many backticks; without one the
                // backticks are literal text.
                var probe = index + run
                var closed: Int?
                while probe < bytes.count {
                    guard bytes[probe] == UInt8(ascii: "`") else { probe += 1; continue }
                    let other = bytes[probe...].prefix { $0 == UInt8(ascii: "`") }.count
                    if other == run { closed = probe + other; break }
                    probe += other
                }
                index = closed ?? index + run
                continue
            }
            if bytes[index] == UInt8(ascii: "{"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
               bytes[index + 2] == UInt8(ascii: "<") || bytes[index + 2] == UInt8(ascii: "%") {
                return index
            }
            index += 1
        }
        return nil
    }

    struct Fence {
        var character: Character
        var count: Int
    }

    private struct OpenMarker {
        var index: Int
        var colons: Int
        /// The component of an `.mdx` container, which only its own closing tag closes.
        var component: String?
    }

    private mutating func scan(_ source: String, path: String, lineOffset: Int, components: [Int: MDXSource.ContainerLine]) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fence: Fence?
        var open: [OpenMarker] = []
        var sawShortcode = false
        var sawImport = false
        var tooDeepReported = false
        var unknownReported: Set<String> = []
        var changed = false
        func location(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(path: path, line: line + lineOffset, column: column)
        }
        var previousWasImport = false
        for (index, line) in lines.enumerated() {
            let lineNumber = index + 1
            let followsImport = previousWasImport
            previousWasImport = false
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let content = line.dropFirst(indent.count)
            if let current = fence {
                if Self.closes(content, current) { fence = nil }
                continue
            }
            if let opened = Self.opensFence(content) {
                fence = opened
                continue
            }
            if let component = components[index] {
                switch component {
                case .open(let kind, let title, let name):
                    guard open.count < Self.maximumDepth else { continue }
                    open.append(OpenMarker(index: markers.count, colons: Int.max, component: name))
                    markers.append(Marker(role: .open(kind, title: title, partner: -1), line: lineNumber, column: indent.utf8.count + 1,
                                          original: line))
                case .close(let name):
                    // `MDXSource` reported any component closed out of order.
                    guard let innermost = open.last, innermost.component == name else { continue }
                    open.removeLast()
                    let closeIndex = markers.count
                    markers.append(Marker(role: .close(partner: innermost.index), line: lineNumber, column: indent.utf8.count + 1, original: line))
                    if case .open(let kind, let title, _) = markers[innermost.index].role {
                        markers[innermost.index].role = .open(kind, title: title, partner: closeIndex)
                    }
                }
                lines[index] = String(indent.prefix(3)) + Self.sentinelPrefix + String(markers.count - 1) + Self.sentinelSuffix
                changed = true
                continue
            }
            // Only as a paragraph of its own, as MDX has them; not inside `<script setup>`.
            let startsParagraph = index == 0 || lines[index - 1].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
            if indent.isEmpty, startsParagraph || followsImport, Self.isModuleImport(content) {
                previousWasImport = true
                // MDX (Docusaurus) `import X from '…'`: code for its renderer, never shown to
                // readers. Blanked, not removed, so later lines keep their numbers. An `.mdx`
                // page's imports are gone by now, so this page is `.md` read as CommonMark.
                if !sawImport {
                    sawImport = true
                    diagnostics.append(Diagnostic(
                        .contentMDXInMarkdown,
                        "this page is written as MDX (`\(content.prefix(60))`) but is read as CommonMark: the import is left out and any component it brings shows as text",
                        at: location(lineNumber, 1),
                        hint: "set `markdown.format: mdx` in stylebook.yml (Docusaurus reads `.md` as MDX), write `format: mdx` in the page's front matter, or rename it `.mdx`"))
                }
                lines[index] = ""
                changed = true
                continue
            }
            // Foundation's `range(of:)` is slow enough per line to show in a 10,000-page build;
            // most lines have no brace at all.
            if !sawShortcode, line.utf8.contains(UInt8(ascii: "{")), let offset = Self.shortcodeOutsideCode(in: line) {
                sawShortcode = true
                diagnostics.append(Diagnostic(
                    .contentHugoShortcode, "Hugo shortcodes are not supported; this one is shown as text",
                    at: location(lineNumber, offset + 1),
                    hint: "replace it with Markdown (a link, an image, a `:::` container) or raw HTML"))
            }
            guard content.hasPrefix(":::") else { continue }
            let colons = content.prefix { $0 == ":" }.count
            let rest = content.dropFirst(colons)
            let column = indent.utf8.count + 1
            if rest.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                // A closing marker closes the innermost container it is long enough for.
                guard let innermost = open.last, innermost.component == nil, colons >= innermost.colons else { continue }
                open.removeLast()
                let closeIndex = markers.count
                markers.append(Marker(role: .close(partner: innermost.index), line: lineNumber, column: column, original: line))
                if case .open(let kind, let title, _) = markers[innermost.index].role {
                    markers[innermost.index].role = .open(kind, title: title, partner: closeIndex)
                }
            } else {
                guard let (type, title) = Self.parseOpening(rest) else { continue }
                if open.count >= Self.maximumDepth {
                    if !tooDeepReported {
                        tooDeepReported = true
                        diagnostics.append(Diagnostic(
                            .contentNestingTooDeep,
                            "`:::` containers are nested more than \(Self.maximumDepth) levels deep",
                            at: location(lineNumber, column),
                            hint: "close some containers before opening new ones; each `:::` line closes the innermost open one"))
                    }
                    continue
                }
                var kind = ContainerKind.known[type.lowercased()]
                if kind == nil {
                    kind = .transparent
                    if unknownReported.insert(type).inserted {
                        let suggestion = Suggestion.closest(to: type.lowercased(), in: ContainerKind.known.keys.sorted())
                        diagnostics.append(Diagnostic(
                            .contentUnknownContainer, "unknown container type '\(type)'; its content is shown without a box",
                            at: location(lineNumber, column + colons + (rest.count - rest.drop { $0 == " " }.count)),
                            hint: suggestion.map { "did you mean '::: \($0)'?" }
                                ?? "use one of: \(ContainerKind.known.keys.sorted().joined(separator: ", "))"))
                    }
                }
                open.append(OpenMarker(index: markers.count, colons: colons))
                markers.append(Marker(role: .open(kind ?? .transparent, title: title, partner: -1),
                                      line: lineNumber, column: column, original: line))
            }
            lines[index] = String(indent) + Self.sentinelPrefix + String(markers.count - 1) + Self.sentinelSuffix
            changed = true
        }
        for unclosed in open.reversed() where unclosed.component == nil {
            let marker = markers[unclosed.index]
            diagnostics.append(Diagnostic(
                .contentUnclosedContainer,
                "container `\(marker.original.trimmingCharacters(in: [" ", "\t", "\r"]))` is never closed",
                at: location(marker.line, marker.column),
                hint: "end it with a line containing only `\(String(repeating: ":", count: unclosed.colons))`"))
        }
        if changed { text = lines.joined(separator: "\n") }
    }

    /// `import Tabs from '@theme/Tabs';`, `import '../x.css'`: an ES module import on its own line.
    private static func isModuleImport(_ line: Substring) -> Bool {
        guard line.hasPrefix("import ") else { return false }
        var rest = line
        while let last = rest.last, last == " " || last == "\t" || last == "\r" || last == ";" { rest = rest.dropLast() }
        guard let quote = rest.last, quote == "'" || quote == "\"" else { return false }
        let body = rest.dropFirst("import ".count)
        return body.first == quote || body.contains(" from ")
    }

    /// `tip`, `tip Title`, `tip[Title]` (Docusaurus), `code-group`: the type word and the title.
    private static func parseOpening(_ rest: Substring) -> (type: String, title: String?)? {
        let afterSpace = rest.drop { $0 == " " || $0 == "\t" }
        let type = afterSpace.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard let first = type.first, first.isLetter else { return nil }
        var remainder = afterSpace.dropFirst(type.count)
        while remainder.last == " " || remainder.last == "\t" || remainder.last == "\r" { remainder = remainder.dropLast() }
        if remainder.first == "[", remainder.last == "]" {
            return (String(type), nonEmpty(remainder.dropFirst().dropLast()))
        }
        if remainder.first == "{" { return (String(type), nil) }
        guard remainder.isEmpty || remainder.first == " " || remainder.first == "\t" else { return nil }
        return (String(type), nonEmpty(remainder))
    }

    private static func nonEmpty(_ text: Substring) -> String? {
        let trimmed = text.trimmingCharacters(in: [" ", "\t"])
        return trimmed.isEmpty ? nil : trimmed
    }

    static func opensFence(_ content: Substring) -> Fence? {
        guard let first = content.first, first == "`" || first == "~" else { return nil }
        let count = content.prefix { $0 == first }.count
        guard count >= 3 else { return nil }
        // A backtick fence's info string cannot contain a backtick (then it is inline code).
        if first == "`", content.dropFirst(count).contains("`") { return nil }
        return Fence(character: first, count: count)
    }

    static func closes(_ content: Substring, _ fence: Fence) -> Bool {
        let count = content.prefix { $0 == fence.character }.count
        return count >= fence.count && content.dropFirst(count).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// The marker index an HTML literal stands for, when it is exactly one sentinel.
    static func sentinelIndex(_ html: String) -> Int? {
        let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(sentinelPrefix), trimmed.hasSuffix(sentinelSuffix) else { return nil }
        return Int(trimmed.dropFirst(sentinelPrefix.count).dropLast(sentinelSuffix.count))
    }
}
