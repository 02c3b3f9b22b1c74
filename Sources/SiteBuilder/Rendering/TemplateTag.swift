/// One `{{…}}` tag of a Mustache template with its position, for linting. Only templates that
/// already compiled are scanned, so the scanner can trust the syntax.
///
/// Why a scanner of our own beside swift-mustache: its parsed tokens are internal and carry no
/// positions, so `TemplateLint` could not name `file:line:column` from them. Why not
/// `TemplateParser`: lint reads every template, including those with set delimiters,
/// transforms, blocks and parents, which the parser leaves to swift-mustache, and it needs only
/// tags and their places, not the text between them or standalone-line rules.
struct TemplateTag: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case variable, section, invertedSection, close, partial, parentPartial, block
    }

    var kind: Kind
    /// The value's name with transforms removed: `page.title` for `{{uppercased(page.title)}}`.
    var name: String
    /// Transforms outermost first, as written.
    var transforms: [String]
    var line: Int
    var column: Int

    /// The tags of `text` in order; comments, set-delimiter and pragma tags are consumed, not returned.
    static func scan(_ text: String) -> [TemplateTag] {
        let bytes = Array(text.utf8)
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var tags: [TemplateTag] = []
        var index = 0, line = 1, lineStart = 0

        func advance(to end: Int) {
            while index < end {
                if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                index += 1
            }
        }

        while let start = find(open, in: bytes, from: index) {
            advance(to: start)
            let tagLine = line, tagColumn = start - lineStart + 1
            var contentStart = start + open.count
            var closing = close
            // `{{{name}}}` closes with an extra brace.
            if open == Array("{{".utf8), contentStart < bytes.count, bytes[contentStart] == UInt8(ascii: "{") {
                contentStart += 1
                closing = Array("}}}".utf8)
            }
            guard let end = find(closing, in: bytes, from: contentStart) else { break }
            let content = String(decoding: bytes[contentStart..<end], as: UTF8.self)
            advance(to: end + closing.count)
            guard let sigil = content.trimmingLeadingSpaces.first else { continue }
            let rest = String(content.trimmingLeadingSpaces.dropFirst())
            switch sigil {
            case "!", "%": continue
            case "=":
                let parts = rest.dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" })
                if parts.count == 2 { open = Array(parts[0].utf8); close = Array(parts[1].utf8) }
                continue
            case "#": tags.append(tag(.section, rest, tagLine, tagColumn))
            case "^": tags.append(tag(.invertedSection, rest, tagLine, tagColumn))
            case "/": tags.append(tag(.close, rest, tagLine, tagColumn))
            case ">": tags.append(tag(.partial, rest, tagLine, tagColumn))
            case "<": tags.append(tag(.parentPartial, rest, tagLine, tagColumn))
            case "$": tags.append(tag(.block, rest, tagLine, tagColumn))
            case "&", "{": tags.append(tag(.variable, rest, tagLine, tagColumn))
            default: tags.append(tag(.variable, content, tagLine, tagColumn))
            }
        }
        return tags
    }

    private static func tag(_ kind: Kind, _ raw: String, _ line: Int, _ column: Int) -> TemplateTag {
        var name = raw.trimmingSpaces
        var transforms: [String] = []
        // `a(b(name))`: each `(` closes off one transform name.
        if kind != .partial, kind != .parentPartial {
            while let paren = name.firstIndex(of: "(") {
                transforms.append(String(name[..<paren]))
                name = String(name[name.index(after: paren)...])
            }
            while name.hasSuffix(")") { name.removeLast() }
        }
        return TemplateTag(kind: kind, name: name, transforms: transforms, line: line, column: column)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var i = start
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}

private extension StringProtocol {
    var trimmingLeadingSpaces: SubSequence { drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } }
    var trimmingSpaces: String {
        String(trimmingLeadingSpaces.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.reversed())
    }
}
