/// What a fence's info string says beyond the language, in the forms VitePress and Docusaurus
/// use: ```` ```js{1,3-5} ````, ```` ```ts:line-numbers {2} ````, ```` ```sh [npm] ````,
/// ```` ```jsx title="src/App.js" {4-6} showLineNumbers ````.
public struct CodeFenceInfo: Hashable, Sendable {
    /// The first word without its `{…}`, `[…]` or `:line-numbers` suffix; may be empty.
    public var language: String
    /// 1-based line numbers to mark.
    public var highlightedLines: Set<Int> = []
    /// `[file.swift]` or `title="…"`: shown above the block, and a code group's tab label.
    public var title: String?

    public init(_ info: String) {
        var rest = Substring(info).drop { $0 == " " || $0 == "\t" }
        var word = rest.prefix { $0 != " " && $0 != "\t" && $0 != "{" && $0 != "[" }
        rest = rest.dropFirst(word.count)
        if let colon = word.firstIndex(of: ":") { word = word[..<colon] }
        language = String(word)
        while let first = rest.first {
            switch first {
            case " ", "\t":
                rest = rest.dropFirst()
            case "{":
                guard let close = rest.firstIndex(of: "}") else { return }
                highlightedLines.formUnion(Self.lines(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: close)...]
            case "[":
                guard let close = rest.firstIndex(of: "]") else { return }
                title = Self.nonEmpty(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
            default:
                let attribute = rest.prefix { $0 != " " && $0 != "\t" && $0 != "{" }
                if attribute.hasPrefix("title=") {
                    let value = rest.dropFirst("title=".count)
                    if let quote = value.first, quote == "\"" || quote == "'",
                       let end = value.dropFirst().firstIndex(of: quote) {
                        title = Self.nonEmpty(value[value.index(after: value.startIndex)..<end])
                        rest = value[value.index(after: end)...]
                        continue
                    }
                }
                rest = rest.dropFirst(max(attribute.count, 1))
            }
        }
    }

    /// True when the info string asks for more than a language.
    public var hasExtras: Bool { title != nil || !highlightedLines.isEmpty }

    /// `1,3-5` → {1, 3, 4, 5}. Ranges are capped so a typo cannot ask for a billion lines.
    private static func lines(_ list: Substring) -> Set<Int> {
        var lines: Set<Int> = []
        for part in list.split(separator: ",") {
            let bounds = part.split(separator: "-", maxSplits: 1).map { Int($0.filter { !$0.isWhitespace }) }
            guard let low = bounds.first ?? nil, low > 0 else { continue }
            let high = bounds.count > 1 ? (bounds[1] ?? low) : low
            guard high >= low else { continue }
            lines.formUnion(low...min(high, low + 10_000))
        }
        return lines
    }

    private static func nonEmpty(_ text: Substring) -> String? {
        let trimmed = text.drop { $0 == " " }
        return trimmed.isEmpty ? nil : String(trimmed.reversed().drop { $0 == " " }.reversed())
    }
}
