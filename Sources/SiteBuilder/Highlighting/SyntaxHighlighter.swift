import GeneratorSupport

/// Build-time syntax highlighting: code becomes escaped HTML with `<span class="tok-…">` around
/// the interesting words, so pages are coloured without JavaScript and the output is deterministic.
/// Colours live in site.css and come from the design tokens.
struct SyntaxHighlighter {
    /// Inner HTML for `<code>`, or nil when the language is not one we know.
    static func highlight(language: String, code: String) -> String? {
        guard let grammar = CodeLanguage.named(language) else { return nil }
        var highlighter = SyntaxHighlighter(code: code, language: grammar)
        highlighter.run()
        return String(decoding: highlighter.out, as: UTF8.self)
    }

    /// Unicode scalars, not Characters: splitting code into grapheme clusters and comparing
    /// them cost more than the rest of the highlighting. A combining mark counts as a letter, so
    /// words break where they did.
    let chars: [Unicode.Scalar]
    let language: CodeLanguage
    var index = 0
    /// Everything before `written` is in `out`; plain text after it waits for the next token, so
    /// a run of plain characters is escaped and copied in one go.
    var written = 0
    var out: [UInt8] = []
    /// Shell: the next word is a command name.
    var atCommand = true
    /// CSS: how deep in `{}` the scanner is, and whether it is past a property's colon.
    var braceDepth = 0
    var inValue = false
    /// CSS: inside `(…)` of a selector or at-rule, such as `@media (min-width: 40rem)`.
    var parenDepth = 0

    init(code: String, language: CodeLanguage) {
        chars = Array(code.unicodeScalars)
        self.language = language
        out.reserveCapacity(code.utf8.count * 3)
    }

    mutating func run() {
        while index < chars.count {
            let before = index
            switch language.family {
            case .clike: stepCLike()
            case .shell: stepShell()
            case .css: stepCSS()
            case .markup: stepMarkup()
            }
            if index == before { plain(1) } // never stall
        }
        writePlain()
    }

    // MARK: - Families

    private mutating func stepCLike() {
        if comment() || string() { return }
        let c = chars[index]
        if c.isNumberQuick { return emit("tok-number", numberLength()) }
        if c == "@", next(1).map(isIdentifierStart) == true {
            return emit("tok-attr", 1 + identifierLength(from: index + 1))
        }
        if isIdentifierStart(c) || c == "$" {
            let length = identifierLength(from: index)
            let word = Self.text(chars[index..<(index + length)])
            return emit(classify(word, isCall: nextNonSpace(after: index + length) == "("), length)
        }
        plain(1)
    }

    private mutating func stepShell() {
        let c = chars[index]
        if c == "#", index == 0 || chars[index - 1].isWhitespaceQuick { return emit("tok-comment", lengthToLineEnd()) }
        if string() { atCommand = false; return }
        if c == "$" {
            // A `$ ` prompt at the start of a line is decoration, not a variable.
            if next(1) == " ", index == 0 || chars[index - 1] == "\n" { return emit("tok-comment", 1) }
            if next(1) == "{" { return emit("tok-variable", lengthThrough("}", from: index + 2) + 2) }
            if let n = next(1), isIdentifierStart(n) || n.isNumberQuick {
                return emit("tok-variable", 1 + identifierLength(from: index + 1))
            }
        }
        if c == "\n" || c == "|" || c == ";" || c == "&" || c == "(" {
            atCommand = true
            return plain(1)
        }
        if c.isWhitespaceQuick { return plain(1) }
        let length = wordLength()
        let word = Self.text(chars[index..<(index + length)])
        if language.keywords.contains(word) {
            atCommand = word != "export" && word != "local" && word != "set" && word != "unset"
            return emit("tok-keyword", length)
        }
        if atCommand, !word.contains("=") {
            atCommand = false
            return emit("tok-function", length)
        }
        if word.hasPrefix("-") { return emit("tok-attr", length) }
        if word.unicodeScalars.first?.isNumberQuick == true, word.unicodeScalars.allSatisfy({ $0.isNumberQuick || $0 == "." }) {
            return emit("tok-number", length)
        }
        plain(length)
    }

    private mutating func stepCSS() {
        if comment() || string() { return }
        let c = chars[index]
        switch c {
        case "{": braceDepth += 1; inValue = false; return plain(1)
        case "}": braceDepth = max(0, braceDepth - 1); inValue = false; return plain(1)
        case ";": inValue = false; return plain(1)
        case "@": return emit("tok-keyword", 1 + wordLength(from: index + 1))
        case "!": if next(1) == "i" { return emit("tok-keyword", 1 + identifierLength(from: index + 1)) }
        case "(" where !inValue: parenDepth += 1; return plain(1)
        case ")" where !inValue: parenDepth = max(0, parenDepth - 1); return plain(1)
        default: break
        }
        if inValue || parenDepth > 0 {
            if c == "#" { return emit("tok-number", 1 + identifierLength(from: index + 1)) }
            if c.isNumberQuick || (c == "." && next(1)?.isNumberQuick == true) || (c == "-" && next(1)?.isNumberQuick == true) {
                return emit("tok-number", numberLength(from: c == "-" ? index + 1 : index) + (c == "-" ? 1 : 0))
            }
            if c == "-" || isIdentifierStart(c) {
                let length = wordLength()
                let word = Self.text(chars[index..<(index + length)])
                if word.hasPrefix("--") { return emit("tok-variable", length) }
                return emit(nextNonSpace(after: index + length) == "(" ? "tok-function" : "tok-literal", length)
            }
            return plain(1)
        }
        if c.isWhitespaceQuick || c == "," || c == ">" || c == "+" || c == "~" { return plain(1) }
        if c == ":", braceDepth > 0, !selectorAhead() {
            inValue = true
            return plain(1)
        }
        if braceDepth > 0, !selectorAhead() {
            // A declaration: the property name up to its colon.
            return emit("tok-property", wordLength())
        }
        // Selector text: `.class`, `#id`, `:hover`, `[attr]`, element names.
        var length = 0
        while index + length < chars.count {
            let d = chars[index + length]
            if d.isWhitespaceQuick || d == "," || d == "{" || d == ">" || d == "+" || d == "~" || d == "(" || d == ")" { break }
            length += 1
        }
        emit("tok-selector", max(length, 1))
    }

    private mutating func stepMarkup() {
        if comment() { return }
        let c = chars[index]
        guard c == "<", let n = next(1), n.isLetterQuick || n == "/" || n == "!" || n == "?" else { return plain(1) }
        if n == "!" || n == "?" { return emit("tok-keyword", lengthThrough(">", from: index + 1) + 1) }
        let opener = n == "/" ? 2 : 1
        plain(opener)
        emit("tok-tag", wordLength())
        // Attributes until the tag closes.
        while index < chars.count, chars[index] != ">" {
            let d = chars[index]
            if d == "\"" || d == "'" {
                emit("tok-string", lengthThrough(d, from: index + 1) + 1)
            } else if d.isWhitespaceQuick || d == "=" || d == "/" {
                plain(1)
            } else {
                emit("tok-attr", wordLength(stoppingAt: "="))
            }
        }
        if index < chars.count { plain(1) }
    }

    // MARK: - Shared pieces

    /// Line and block comments; true when one was written.
    private mutating func comment() -> Bool {
        for marker in language.lineComments where matches(marker) {
            emit("tok-comment", lengthToLineEnd())
            return true
        }
        if let block = language.blockComment, matches(block.open) {
            var end = index + block.open.unicodeScalars.count
            while end < chars.count, !matches(block.close, at: end) { end += 1 }
            emit("tok-comment", min(chars.count, end + block.close.unicodeScalars.count) - index)
            return true
        }
        return false
    }

    /// A quoted string (backslash escapes; single-character quotes end at the line's end).
    private mutating func string() -> Bool {
        guard let delimiter = language.stringDelimiters.first(where: { matches($0) }) else { return false }
        let delimiterLength = delimiter.unicodeScalars.count
        var end = index + delimiterLength
        while end < chars.count, !matches(delimiter, at: end) {
            if chars[end] == "\\" { end += 1 } else if chars[end] == "\n", delimiterLength == 1, delimiter != "`" { break }
            end += 1
        }
        end = min(chars.count, end + (end < chars.count && chars[end] != "\n" ? delimiterLength : 0))
        let isKey = language.keysBeforeColon && nextNonSpace(after: end) == ":"
        emit(isKey ? "tok-property" : "tok-string", end - index)
        return true
    }

    private func classify(_ word: String, isCall: Bool) -> String? {
        if language.keywords.contains(word) { return "tok-keyword" }
        if language.literals.contains(word) { return "tok-literal" }
        if language.capitalisedAreTypes, word.first?.isUppercase == true { return "tok-type" }
        if isCall { return "tok-function" }
        return nil
    }

    private func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { c.isLetterQuick || c == "_" }

    private func identifierLength(from start: Int) -> Int {
        var end = start
        while end < chars.count, chars[end].isLetterQuick || chars[end].isNumberQuick || chars[end] == "_" || chars[end] == "$" { end += 1 }
        return end - start
    }

    private static let wordBreaks: Set<Unicode.Scalar> = [";", "|", "&", "(", ")", "{", "}", ":", ",", "\"", "'", ">", "<", "/"]

    /// A run of non-space characters that is not punctuation which ends shell words or CSS names.
    private func wordLength(from start: Int? = nil, stoppingAt stop: Unicode.Scalar? = nil) -> Int {
        let start = start ?? index
        var end = start
        while end < chars.count, !chars[end].isWhitespaceQuick, !Self.wordBreaks.contains(chars[end]), chars[end] != stop {
            end += 1
        }
        return max(end - start, 1)
    }

    private func numberLength(from start: Int? = nil) -> Int {
        var end = start ?? index
        while end < chars.count {
            let c = chars[end]
            if c == ".", end + 1 < chars.count, chars[end + 1].isNumberQuick {
                end += 1
            } else if c.isNumberQuick || c.isLetterQuick || c == "_" || c == "%" {
                end += 1
            } else {
                break
            }
        }
        return end - (start ?? index)
    }

    private func lengthToLineEnd() -> Int {
        var end = index
        while end < chars.count, chars[end] != "\n" { end += 1 }
        return end - index
    }

    /// Characters from `start` up to and including `terminator` (or to the end), counted from `start`.
    private func lengthThrough(_ terminator: Unicode.Scalar, from start: Int) -> Int {
        var end = start
        while end < chars.count, chars[end] != terminator { end += 1 }
        return min(chars.count, end + 1) - start
    }

    /// CSS: does a `{` come before the next `;` or `}`? Then this is a (nested) selector.
    private func selectorAhead() -> Bool {
        var end = index
        while end < chars.count {
            switch chars[end] {
            case "{": return true
            case ";", "}": return false
            default: end += 1
            }
        }
        return false
    }

    private func next(_ offset: Int) -> Unicode.Scalar? {
        index + offset < chars.count ? chars[index + offset] : nil
    }

    private func nextNonSpace(after start: Int) -> Unicode.Scalar? {
        var end = start
        while end < chars.count, chars[end] == " " || chars[end] == "\t" { end += 1 }
        return end < chars.count ? chars[end] : nil
    }

    private func matches(_ marker: String, at position: Int? = nil) -> Bool {
        var i = position ?? index
        for c in marker.unicodeScalars {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
        }
        return true
    }

    // MARK: - Output

    private mutating func emit(_ tokenClass: String?, _ length: Int) {
        let end = min(chars.count, index + max(length, 1))
        guard let tokenClass else {
            index = end
            return
        }
        writePlain()
        out.append(contentsOf: #"<span class=""#.utf8)
        out.append(contentsOf: tokenClass.utf8)
        out.append(contentsOf: #"">"#.utf8)
        append(index..<end)
        out.append(contentsOf: "</span>".utf8)
        index = end
        written = end
    }

    private mutating func plain(_ length: Int) { emit(nil, length) }

    /// The plain text read since the last token.
    private mutating func writePlain() {
        append(written..<index)
        written = index
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        // Words are nearly always ASCII: their bytes are their scalars' values.
        if scalars.allSatisfy(\.isASCII) {
            return String(unsafeUninitializedCapacity: scalars.count) { buffer in
                for (offset, scalar) in scalars.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
                return scalars.count
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// The scalars in `range`, escaped as element text, as UTF-8.
    private mutating func append(_ range: Range<Int>) {
        for scalar in chars[range] {
            if scalar.isASCII {
                let byte = UInt8(truncatingIfNeeded: scalar.value)
                if let entity = MarkupText.entity(for: byte, .text) { out.append(contentsOf: entity.utf8) } else { out.append(byte) }
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
    }
}

private extension Unicode.Scalar {
    // Code is mostly ASCII: these answer from the value and ask Unicode's tables only for other
    // scalars. The table lookups were a third of the highlighter's time.
    var isLetterQuick: Bool {
        guard isASCII else {
            // Marks join the letter before them, as they did when the scanner read Characters.
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return properties.isAlphabetic
            }
        }
        return (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
    }

    var isNumberQuick: Bool {
        guard isASCII else { return properties.numericType != nil }
        return value >= 0x30 && value <= 0x39
    }

    var isWhitespaceQuick: Bool {
        guard isASCII else { return properties.isWhitespace }
        return value == 0x20 || (0x09...0x0D).contains(value)
    }
}
