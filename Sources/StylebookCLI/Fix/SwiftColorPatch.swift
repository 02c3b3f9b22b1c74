import Foundation
import StylebookKit

/// Rewrites colour literals in a token's Swift declaration, in place: the string literal that
/// holds one value entry of a `.color(…)` call is replaced, and every other byte stays.
///
/// The call starts where the token's location says (`#line`, `#column` of the call). Its string
/// literals are read in order up to the parenthesis that closes it; the entry's literal is the
/// k-th of those that reads as the entry's value, k counting the earlier entries with the same
/// value (so `light: "#777777", dark: "#777777"` is told apart by position).
struct SwiftColorPatch {
    struct Edit {
        var range: Range<String.Index>
        var replacement: String
    }

    enum Failure: Error {
        case callNotFound
        case literalNotFound
    }

    /// A string literal of the call: its content's range (between the quotes) and its text.
    private struct Literal {
        var content: Range<String.Index>
        var text: String
    }

    /// The edit that writes `new` where `entries[entry]` of the token declared at `location` is written.
    static func edit(in source: String, at location: SourceLocation, entries: [ColorValue], entry: Int, new: String) throws -> Edit {
        let literals = try callLiterals(in: source, line: location.line, column: location.column)
        let value = entries[entry]
        let ordinal = entries[..<entry].filter { $0 == value }.count
        let matching = literals.filter { ColorValue(parsing: $0.text) == value }
        // Every entry with this value must be written as a literal, or the k-th literal may be
        // another entry's (`light: Palette.gray, dark: "#777777"` with gray = #777777).
        guard matching.count == entries.filter({ $0 == value }).count, matching.indices.contains(ordinal) else {
            throw Failure.literalNotFound
        }
        return Edit(range: matching[ordinal].content, replacement: new)
    }

    /// The edit that gives the token declared at `location` a value of its own for `selector`,
    /// beside the values it has: a single value becomes `light:`/`dark:` values when the new
    /// one is for light or dark alone, else a `[selector: value]` list; a list gains an entry.
    static func addEntry(in source: String, at location: SourceLocation, entries: [ColorValues.Entry], selector: String,
                         new: String) throws -> Edit {
        let literals = try callLiterals(in: source, line: location.line, column: location.column)
        guard literals.count >= 2 else { throw Failure.literalNotFound }
        func quoted(_ literal: Literal) -> Range<String.Index> {
            source.index(before: literal.content.lowerBound)..<source.index(after: literal.content.upperBound)
        }
        func between(_ a: Literal, _ b: Literal) -> String {
            String(source[source.index(after: a.content.upperBound)..<source.index(before: b.content.lowerBound)])
                .filter { !$0.isWhitespace }
        }
        let value = { (index: Int) in "\"\(literals[index].text)\"" }
        if entries.count == 1, entries[0].selector == .every, ColorValue(parsing: literals[1].text) == entries[0].value,
           between(literals[0], literals[1]) == "," {
            let text = switch selector {
            case "dark": "light: \(value(1)), dark: \"\(new)\""
            case "light": "light: \"\(new)\", dark: \(value(1))"
            default: "[\"\": \(value(1)), \"\(selector)\": \"\(new)\"]"
            }
            return Edit(range: quoted(literals[1]), replacement: text)
        }
        if entries.count == 2, literals.count >= 3, entries.map(\.selector.description) == ["light", "dark"],
           between(literals[0], literals[1]) == ",light:", between(literals[1], literals[2]) == ",dark:",
           ColorValue(parsing: literals[1].text) == entries[0].value, ColorValue(parsing: literals[2].text) == entries[1].value,
           let label = source[..<literals[1].content.lowerBound].range(of: "light:", options: .backwards) {
            let text = "[\"light\": \(value(1)), \"dark\": \(value(2)), \"\(selector)\": \"\(new)\"]"
            return Edit(range: label.lowerBound..<quoted(literals[2]).upperBound, replacement: text)
        }
        // `[selector: value, …]`: every key and value a literal, the list closed after the last.
        let last = 2 * entries.count
        guard literals.count > last, between(literals[0], literals[1]) == ",[",
              zip(entries, stride(from: 1, through: last, by: 2)).allSatisfy({ entry, key in
                  ModeSelector(parsing: literals[key].text) == entry.selector && ColorValue(parsing: literals[key + 1].text) == entry.value
              }) else { throw Failure.literalNotFound }
        var index = source.index(after: literals[last].content.upperBound)
        var insertion = index
        while index < source.endIndex, source[index] != "]" {
            if source[index] == "/", source[index...].hasPrefix("//") { index = source[index...].firstIndex(of: "\n") ?? source.endIndex; continue }
            guard source[index].isWhitespace || source[index] == "," else { throw Failure.literalNotFound }
            if source[index] == "," { insertion = source.index(after: index) }
            index = source.index(after: index)
        }
        guard index < source.endIndex else { throw Failure.literalNotFound }
        let hasComma = insertion != source.index(after: literals[last].content.upperBound)
        let entry = "\"\(selector)\": \"\(new)\""
        return Edit(range: insertion..<insertion, replacement: hasComma ? " \(entry)," : ", \(entry)")
    }

    /// Applies edits (non-overlapping) to `source`.
    static func apply(_ edits: [Edit], to source: String) -> String {
        var result = source
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }

    private static func callLiterals(in source: String, line: Int, column: Int) throws -> [Literal] {
        // The start of the call: `line`, `column` (1-based, in UTF-8 bytes as Swift counts them).
        var index = source.startIndex
        var currentLine = 1
        while currentLine < line {
            guard let newline = source[index...].firstIndex(of: "\n") else { throw Failure.callNotFound }
            index = source.index(after: newline)
            currentLine += 1
        }
        index = source.utf8.index(index, offsetBy: max(0, column - 1), limitedBy: source.endIndex) ?? index
        var depth = 0
        var opened = false
        var literals: [Literal] = []
        while index < source.endIndex {
            let character = source[index]
            if character == "\"" {
                let start = source.index(after: index)
                var end = start
                while end < source.endIndex, source[end] != "\"" {
                    if source[end] == "\\" { end = source.index(after: end) }
                    if end < source.endIndex { end = source.index(after: end) }
                }
                guard end < source.endIndex else { throw Failure.callNotFound }
                literals.append(Literal(content: start..<end, text: String(source[start..<end])))
                index = source.index(after: end)
                continue
            }
            if character == "/", source[index...].hasPrefix("//") {
                // A comment runs to the end of its line.
                index = source[index...].firstIndex(of: "\n") ?? source.endIndex
                continue
            }
            if character == "(" || character == "[" {
                depth += 1
                opened = true
            } else if character == ")" || character == "]" {
                depth -= 1
                if opened, depth == 0 { return literals }
            }
            index = source.index(after: index)
        }
        throw Failure.callNotFound
    }
}
