import StylebookMarkdown

/// What search knows about one page: words with weights, plus what a result shows.
struct SearchDocument: Sendable {
    static let titleWeight = 10
    static let headingWeight = 4
    static let bodyWeight = 1
    static let excerptLength = 160

    var url: String
    var title: String
    var excerpt: String
    /// h2 and h3 headings, so a result can jump to the matching section.
    var headings: [(id: String, text: String)]
    /// term → score on this page.
    /// Kept as a list, not a dictionary: the index only walks it, and a build from the cache
    /// reads ten thousand of them back.
    var terms: [(term: String, score: Int)]

    init(url: String, title: String, excerpt: String, headings: [(id: String, text: String)], terms: [(term: String, score: Int)]) {
        self.url = url
        self.title = title
        self.excerpt = excerpt
        self.headings = headings
        self.terms = terms
    }

    init(page: Page, document: MarkdownDocument, body: RenderedMarkdown) {
        url = page.route.path
        title = page.title
        // Directive anchors (token entries) are sections too, so a token is found by its name.
        headings = (body.headings.filter { $0.level == 2 || $0.level == 3 } + body.anchors).map { ($0.id, $0.text) }
        let text = Self.bodyText(document.root)
        excerpt = page.description ?? Self.excerpt(of: text)
        var counter = TermCounter()
        Self.forEachWordBytes(text) { counter.add($0, weight: Self.bodyWeight) }
        for heading in body.headings + body.anchors {
            Self.forEachWordBytes(heading.text) { counter.add($0, weight: Self.headingWeight) }
        }
        Self.forEachWordBytes(page.title) { counter.add($0, weight: Self.titleWeight) }
        self.terms = counter.terms
    }

    /// Lower-cased runs of letters and digits, two characters or more. The browser splits queries
    /// the same way (`/[\p{L}\p{N}]+/gu`), so both sides agree on what a word is.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        forEachWordBytes(text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// `words(_:)` one at a time, as UTF-8 bytes valid only during `body`, without collecting them.
    static func forEachWordBytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            // A word is at most as long as the text, and lowering ASCII keeps its length.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(utf8.count, 1)) { buffer in
                var scanner = WordScanner(buffer: buffer)
                scanner.scan(utf8, body)
            }
        }
    }

    /// The page's readable text: paragraphs, list items, table cells and code, blocks separated by spaces.
    static func bodyText(_ root: MarkdownNode) -> String {
        var text = ""
        var stack = [root]
        while let node = stack.popLast() {
            switch node.kind {
            case .text(let string), .code(let string): text += string
            case .codeBlock(_, let literal): text += " " + literal + " "
            case .softBreak, .lineBreak: text += " "
            case .paragraph, .heading, .tableCell, .listItem: text += " "
            default: break
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return text
    }

    static func excerpt(of text: String) -> String {
        if let excerpt = asciiExcerpt(of: text) { return excerpt }
        // Only the start matters; collapsing the whole body would cost as much as indexing it.
        let collapsed = text.prefix(excerptLength * 4).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard collapsed.count > excerptLength else { return collapsed }
        let cut = collapsed.prefix(excerptLength)
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
    }

    /// `excerpt(of:)` read as bytes, for the usual page whose start is ASCII without carriage
    /// returns: there every byte is one `Character` and the whitespace ones are tab, line feed,
    /// vertical tab, form feed and space. `Character.isWhitespace` on each character cost more
    /// than indexing the page. nil for any other text.
    private static func asciiExcerpt(of text: String) -> String? {
        let limit = excerptLength * 4
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(limit)
        var read = 0
        var pendingSpace = false
        for byte in text.utf8 {
            // A non-ASCII byte right after the prefix could be a mark that joins its last character.
            guard byte < 0x80 else { return nil }
            if read == limit { break }
            guard byte != UInt8(ascii: "\r") else { return nil }
            read += 1
            if byte == UInt8(ascii: " ") || (0x09...0x0C).contains(byte) {
                pendingSpace = !collapsed.isEmpty
            } else {
                if pendingSpace { collapsed.append(UInt8(ascii: " ")) }
                pendingSpace = false
                collapsed.append(byte)
            }
        }
        guard collapsed.count > excerptLength else { return String(decoding: collapsed, as: UTF8.self) }
        let cut = collapsed[..<excerptLength]
        let kept = cut.lastIndex(of: UInt8(ascii: " ")).map { cut[..<$0] } ?? cut
        return String(decoding: kept, as: UTF8.self) + "…"
    }
}

/// Splits UTF-8 text into words. A struct with mutating methods rather than a function with a
/// nested `flush`: captured variables are boxed and checked for exclusive access on each use,
/// which tripled the cost of indexing.
private struct WordScanner {
    /// The current word as UTF-8 bytes, in a buffer as long as the text: appending to an array
    /// checked its uniqueness and capacity on every byte.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// Characters in the current word.
    private var length = 0
    private var asciiOnly = true

    init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func scan(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                // Most text is ASCII: decide by range on the byte, without decoding or Unicode
                // property lookups.
                switch byte {
                case 0x61...0x7A, 0x30...0x39: buffer[count] = byte; count += 1; length += 1
                case 0x41...0x5A: buffer[count] = byte + 0x20; count += 1; length += 1
                default: if count > 0 { flush(body) }
                }
                index += 1
                continue
            }
            // A Swift string is valid UTF-8: the lead byte gives the scalar's length.
            let end = min(index + (byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2), utf8.count)
            var decoder = UTF8()
            var iterator = utf8[index..<end].makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator),
               scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            {
                for offset in index..<end {
                    buffer[count] = utf8[offset]
                    count += 1
                }
                length += 1
                asciiOnly = false
            } else if count > 0 {
                flush(body)
            }
            index = end
        }
        if count > 0 { flush(body) }
    }

    private mutating func flush(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if length >= 2, length <= 40 {
            let word = UnsafeBufferPointer(rebasing: buffer[..<count])
            // ASCII letters were lowered as they were read; only other scripts need a pass.
            if asciiOnly {
                body(word)
            } else {
                Array(String(decoding: word, as: UTF8.self).lowercased().utf8).withUnsafeBufferPointer(body)
            }
        }
        count = 0
        length = 0
        asciiOnly = true
    }
}
