/// The declaration helpers used in a design system's Swift files. Each captures the caller's
/// file, line and column so that diagnostics point at the declaration. `deprecated:` takes a
/// message (`deprecated: "Use spacing.sm."`) or a whole `Deprecation` with its replacement and
/// removal release.
extension Token {
    public static func color(
        _ path: TokenPath, light: ColorValue, dark: ColorValue, role: ColorRole, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .color(.lightDark(light, dark), role: role), description, deprecated, file, line, column)
    }

    /// A colour with a value per context or combination of contexts, e.g.
    /// `["light": "#1F2937", "dark": "#E5E7EB", "dark+increased": "#FFFFFF"]`; a mode takes the
    /// most specific value that applies (`ColorValues`). "" is a value for every mode.
    public static func color(
        _ path: TokenPath, _ values: KeyValuePairs<ModeSelector, ColorValue>, role: ColorRole, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .color(ColorValues(values.map { ($0.key, $0.value) }), role: role), description, deprecated, file, line, column)
    }

    /// A colour that is the same in every mode (palette entries, mostly).
    public static func color(
        _ path: TokenPath, _ value: ColorValue, role: ColorRole, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .color(.single(value), role: role), description, deprecated, file, line, column)
    }

    /// A length in points: spacing, radius or a size.
    public static func dimension(
        _ path: TokenPath, _ points: Double, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .dimension(points), description, deprecated, file, line, column)
    }

    public static func opacity(
        _ path: TokenPath, _ value: Double, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .opacity(value), description, deprecated, file, line, column)
    }

    public static func typography(
        _ path: TokenPath, _ value: Typography, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .typography(value), description, deprecated, file, line, column)
    }

    public static func motion(
        _ path: TokenPath, _ value: Motion, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .motion(value), description, deprecated, file, line, column)
    }

    public static func icon(
        _ path: TokenPath, _ value: Icon, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .icon(value), description, deprecated, file, line, column)
    }

    private init(_ path: TokenPath, _ value: TokenValue, _ description: String, _ deprecation: Deprecation?,
                 _ file: String, _ line: Int, _ column: Int) {
        self.init(path: path, value: value, description: description, deprecation: deprecation,
                  location: SourceLocation(path: file, line: line, column: column))
    }
}
