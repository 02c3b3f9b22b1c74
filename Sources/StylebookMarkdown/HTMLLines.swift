/// Splits escaped, highlighted code into lines that each stand alone: a `<span>` still open at
/// a line's end is closed there and opened again on the next line, so a line can be wrapped
/// in an element of its own.
enum HTMLLines {
    static func split(_ html: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var open: [Substring] = []
        var rest = Substring(html)
        while let index = rest.firstIndex(where: { $0 == "<" || $0 == "\n" }) {
            current += rest[..<index]
            if rest[index] == "\n" {
                current += String(repeating: "</span>", count: open.count)
                lines.append(current)
                current = open.joined()
                rest = rest[rest.index(after: index)...]
                continue
            }
            guard let close = rest[index...].firstIndex(of: ">") else {
                rest = rest[index...]
                break
            }
            let tag = rest[index...close]
            if tag.hasPrefix("</") {
                _ = open.popLast()
            } else if !tag.hasSuffix("/>") {
                open.append(tag)
            }
            current += tag
            rest = rest[rest.index(after: close)...]
        }
        current += rest
        lines.append(current)
        return lines
    }

    /// True when the line holds tags only.
    static func isBlank(_ line: String) -> Bool {
        var inTag = false
        for character in line {
            switch character {
            case "<": inTag = true
            case ">": inTag = false
            default: if !inTag { return false }
            }
        }
        return true
    }
}
