/// How the highlighter reads one language: comment and string syntax plus word lists. Small
/// on purpose; it colours what readers scan for (keywords, strings, comments, types), not a parse.
struct CodeLanguage: Sendable {
    enum Family: Sendable { case clike, shell, css, markup }

    var family: Family = .clike
    var lineComments: [String] = ["//"]
    var blockComment: (open: String, close: String)? = ("/*", "*/")
    /// Longest first, so `"""` wins over `"`.
    var stringDelimiters: [String] = ["\"", "'"]
    var keywords: Set<String> = []
    var literals: Set<String> = ["true", "false"]
    /// Capitalised words are types (Swift, Kotlin, TypeScript naming conventions).
    var capitalisedAreTypes = true
    /// Quoted strings followed by `:` are object keys (JSON).
    var keysBeforeColon = false

    /// The language for a fence's info word, by its usual names; nil for anything else.
    static func named(_ name: String) -> CodeLanguage? {
        switch name.lowercased() {
        case "swift": return swift
        case "kotlin", "kt", "kts": return kotlin
        case "typescript", "ts", "tsx", "javascript", "js", "jsx", "mjs", "cjs": return typescript
        case "json", "jsonc", "json5": return json
        case "css": return css
        case "html", "xml", "svg", "xhtml": return markup
        case "sh", "shell", "bash", "zsh", "console", "shell-session": return shell
        default: return nil
        }
    }

    static let swift = CodeLanguage(
        stringDelimiters: ["\"\"\"", "\""],
        keywords: [
            "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
            "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "fileprivate", "final", "for",
            "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "mutating", "nonisolated",
            "open", "operator", "override", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
            "Self", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "try", "typealias",
            "var", "where", "while", "weak", "lazy", "convenience", "required", "indirect", "consuming", "borrowing",
        ],
        literals: ["true", "false", "nil"])

    static let kotlin = CodeLanguage(
        stringDelimiters: ["\"\"\"", "\"", "'"],
        keywords: [
            "abstract", "annotation", "as", "break", "by", "catch", "class", "companion", "const", "constructor",
            "continue", "data", "do", "else", "enum", "external", "final", "finally", "for", "fun", "get", "if",
            "import", "in", "init", "inline", "interface", "internal", "is", "lateinit", "object", "open", "operator",
            "out", "override", "package", "private", "protected", "public", "reified", "return", "sealed", "set",
            "super", "suspend", "this", "throw", "try", "typealias", "val", "var", "vararg", "when", "where", "while",
        ],
        literals: ["true", "false", "null"])

    static let typescript = CodeLanguage(
        stringDelimiters: ["\"", "'", "`"],
        keywords: [
            "abstract", "as", "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger",
            "declare", "default", "delete", "do", "else", "enum", "export", "extends", "finally", "for", "from",
            "function", "get", "if", "implements", "import", "in", "instanceof", "interface", "keyof", "let", "new",
            "of", "private", "protected", "public", "readonly", "return", "satisfies", "set", "static", "super",
            "switch", "this", "throw", "try", "type", "typeof", "var", "void", "while", "with", "yield",
        ],
        literals: ["true", "false", "null", "undefined", "NaN", "Infinity"])

    static let json = CodeLanguage(
        stringDelimiters: ["\""], literals: ["true", "false", "null"], capitalisedAreTypes: false, keysBeforeColon: true)

    static let css = CodeLanguage(family: .css, lineComments: [], stringDelimiters: ["\"", "'"],
                                  keywords: ["!important"], literals: [], capitalisedAreTypes: false)

    static let markup = CodeLanguage(family: .markup, lineComments: [], blockComment: ("<!--", "-->"),
                                     stringDelimiters: ["\"", "'"], literals: [], capitalisedAreTypes: false)

    static let shell = CodeLanguage(
        family: .shell, lineComments: ["#"], blockComment: nil, stringDelimiters: ["\"", "'"],
        keywords: [
            "if", "then", "else", "elif", "fi", "for", "in", "do", "done", "while", "until", "case", "esac",
            "function", "return", "export", "local", "set", "unset", "sudo",
        ],
        literals: [], capitalisedAreTypes: false)
}
