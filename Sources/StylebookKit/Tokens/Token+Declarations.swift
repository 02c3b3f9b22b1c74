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

    /// A number with no unit that is not an opacity: a scale factor, a z-index, a ratio.
    public static func number(
        _ path: TokenPath, _ value: Double, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .number(value), description, deprecated, file, line, column)
    }

    /// Font families, preferred first; the last should be a generic family.
    public static func fontFamily(
        _ path: TokenPath, _ families: [String], _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .fontFamily(families), description, deprecated, file, line, column)
    }

    /// A CSS-style numeric weight, 1...1000 (400 regular, 700 bold).
    public static func fontWeight(
        _ path: TokenPath, _ weight: Int, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .fontWeight(weight), description, deprecated, file, line, column)
    }

    /// A duration in milliseconds.
    public static func duration(
        _ path: TokenPath, _ milliseconds: Double, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .duration(milliseconds), description, deprecated, file, line, column)
    }

    public static func easing(
        _ path: TokenPath, _ curve: CubicBezier, _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .easing(curve), description, deprecated, file, line, column)
    }

    /// Shadow layers, the first drawn on top.
    public static func shadow(
        _ path: TokenPath, _ layers: [ShadowLayer], _ description: String,
        deprecated: Deprecation? = nil, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Token {
        Token(path, .shadow(layers), description, deprecated, file, line, column)
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
