/// Parses a Mustache template into `CompiledTemplates` tokens the way swift-mustache 2.1 does
/// (`MustacheTemplate.parse`, followed step for step), so the text between tags, standalone
/// lines and partial indentation come out the same. Works on `Character`s, as it does. Throws
/// `Unsupported` for what is left to swift-mustache: set delimiters, pragmas, transforms,
/// inheritance and dynamic partials, and anything it would reject.
///
/// A parser of our own because swift-mustache's tokens (`MustacheTemplate.Token`) are internal:
/// `CompiledTemplates` cannot render from them. swift-mustache still parses every template first
/// (`TemplateSet`), so a syntax error is its error with its position, and this parser only ever
/// sees templates it accepted. `TemplateTag.scan` says why lint does not use this parser.
enum TemplateParser {
    typealias Token = CompiledTemplates.Token
    typealias Unsupported = CompiledTemplates.Unsupported

    static func parse(_ text: String) throws(Unsupported) -> [Token] {
        var scanner = Scanner(Array(text))
        return try parse(&scanner, section: nil, newLine: true)
    }

    private static func parse(_ scanner: inout Scanner, section: String?, newLine startsOnNewLine: Bool) throws(Unsupported) -> [Token] {
        var tokens: [Token] = []
        var newLine = startsOnNewLine
        var whiteSpaceBefore = ""
        while !scanner.atEnd {
            if newLine { whiteSpaceBefore = scanner.read { $0 == " " || $0 == "\t" } }
            let text = try readUntilTagOrNewline(&scanner)
            if scanner.current.isNewline {
                tokens.append(.text(whiteSpaceBefore + text + String(scanner.current)))
                newLine = true
                scanner.advance()
                continue
            }
            if !text.isEmpty {
                tokens.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                newLine = false
            }
            if scanner.atEnd { break }
            var setNewLine = false
            switch scanner.current {
            case "#", "^":
                let inverted = scanner.current == "^"
                scanner.advance()
                let name = try parseName(&scanner)
                if isStandalone(&scanner, newLine: newLine) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let inner = try parse(&scanner, section: name, newLine: setNewLine)
                tokens.append(.section(CompiledTemplates.Name(name), inner, inverted: inverted))
            case "/":
                scanner.advance()
                let name = try parseName(&scanner)
                guard name == section else { throw Unsupported() }
                if !isStandalone(&scanner, newLine: newLine), !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(whiteSpaceBefore))
                }
                return tokens
            case "!":
                scanner.advance()
                guard scanner.skip(past: ["}", "}"]) else { throw Unsupported() }
                setNewLine = isStandalone(&scanner, newLine: newLine)
            case "{", "&":
                let tripleBrace = scanner.current == "{"
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                scanner.advance()
                let name = try parseName(&scanner)
                if tripleBrace {
                    guard !scanner.atEnd, scanner.current == "}" else { throw Unsupported() }
                    scanner.advance()
                }
                tokens.append(.variable(CompiledTemplates.Name(name), escaped: false))
            case ">":
                scanner.advance()
                _ = scanner.read(while: \.isWhitespace)
                guard scanner.current != "*" else { throw Unsupported() }
                let name = try parseName(&scanner, allowed: partialNameCharacters)
                if !whiteSpaceBefore.isEmpty { tokens.append(.text(whiteSpaceBefore)) }
                if isStandalone(&scanner, newLine: newLine) {
                    setNewLine = true
                    tokens.append(.partial(name, indentation: whiteSpaceBefore))
                } else {
                    tokens.append(.partial(name, indentation: nil))
                }
                whiteSpaceBefore = ""
            case "<", "$", "=", "%":
                throw Unsupported()
            default:
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                let name = try parseName(&scanner)
                tokens.append(.variable(CompiledTemplates.Name(name), escaped: true))
            }
            newLine = setNewLine
        }
        guard section == nil else { throw Unsupported() }
        return tokens
    }

    /// Text up to the next `{{` (consumed) or line ending (not consumed).
    private static func readUntilTagOrNewline(_ scanner: inout Scanner) throws(Unsupported) -> String {
        var text = ""
        while !scanner.atEnd {
            text += scanner.read { $0 != "\n" && $0 != "\r\n" && $0 != "{" }
            if scanner.current.isNewline { break }
            if scanner.current == "{" {
                // swift-mustache reads two characters here and fails when fewer are left.
                guard scanner.remaining >= 2 else { throw Unsupported() }
                if scanner.peek(1) == "{" {
                    scanner.advance(by: 2)
                    break
                }
                text += "{"
                scanner.advance()
            }
        }
        return text
    }

    private static func parseName(_ scanner: inout Scanner, allowed: Set<Character> = nameCharacters) throws(Unsupported) -> String {
        _ = scanner.read(while: \.isWhitespace)
        let name = scanner.read { allowed.contains($0) }
        _ = scanner.read(while: \.isWhitespace)
        guard scanner.remaining >= 2, scanner.current == "}", scanner.peek(1) == "}" else { throw Unsupported() }
        scanner.advance(by: 2)
        // `transform(name)` is left to swift-mustache.
        guard allowed == partialNameCharacters || !name.contains(where: { $0 == "(" || $0 == ")" }) else { throw Unsupported() }
        return name
    }

    /// A tag alone on its line: the rest of the line (spaces, tabs, the line ending) is consumed.
    private static func isStandalone(_ scanner: inout Scanner, newLine: Bool) -> Bool {
        guard newLine else { return false }
        if scanner.atEnd { return true }
        var ahead = scanner
        _ = ahead.read { $0 == " " || $0 == "\t" }
        guard ahead.current.isNewline else { return false }
        ahead.advance()
        scanner = ahead
        return true
    }

    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let partialNameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")

    private struct Scanner {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        var atEnd: Bool { position == characters.count }
        var remaining: Int { characters.count - position }
        /// `"\0"` at the end, as swift-mustache's parser answers.
        var current: Character { atEnd ? "\0" : characters[position] }

        func peek(_ offset: Int) -> Character { characters[position + offset] }

        mutating func advance(by count: Int = 1) { position += count }

        mutating func read(while predicate: (Character) -> Bool) -> String {
            let start = position
            while !atEnd, predicate(characters[position]) { position += 1 }
            return String(characters[start..<position])
        }

        /// Moves past the first occurrence of `needle`; false, staying put, when there is none.
        mutating func skip(past needle: [Character]) -> Bool {
            var index = position
            while index + needle.count <= characters.count {
                if Array(characters[index..<index + needle.count]) == needle {
                    position = index + needle.count
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
