/// What each target language accepts as a name, in one place. Public so a package's own format
/// names and escapes members exactly as the built-in formats do.
public enum ExportIdentifiers {
    /// The runs of letters and digits in a name: `Fixture Kit` → `Fixture`, `Kit`.
    public static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// `UpperCamelCase` from any words: `footnote-emphasized` → `FootnoteEmphasized`.
    public static func upperCamel(_ text: String) -> String {
        words(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// ASCII letters, digits and `_`, not starting with a digit: a name every language here takes.
    /// `stateDanger` and `_2x` pass; `2x`, `state-danger` and `größe` do not.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// Android resource names become Java fields of `R`: lowercase ASCII letters, digits and
    /// `_`, starting with a letter, and no Java keyword: `color_state_danger` passes, `Color`,
    /// `_color` and `new` do not.
    public static func isAndroidResourceName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLowercase else { return false }
        return name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "_" } && !javaKeywords.contains(name)
    }

    /// Java's reserved words and literals (`new`, `true`, `null` …): no Android resource may be one.
    public static let javaKeywords: Set = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null",
    ]

    /// Kotlin's hard keywords: a member with one of these names needs backticks.
    public static let kotlinKeywords: Set = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]

    /// Swift keywords that cannot name a member without backticks.
    public static let swiftKeywords: Set = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any",
    ]

    /// A member name as Swift source, in backticks when it is a keyword: `default` → `` `default` ``,
    /// `primary` → `primary`.
    public static func swift(_ name: String) -> String {
        swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// A member name as Kotlin source, in backticks when it is a keyword: `object` → `` `object` ``,
    /// `default` → `default` (a soft keyword in Kotlin).
    public static func kotlin(_ name: String) -> String {
        kotlinKeywords.contains(name) ? "`\(name)`" : name
    }
}
