/// A foreground/background pair that must meet a contrast minimum, declared next to the tokens.
/// Starts minimal; the contrast audit owns its meaning.
public struct ContrastPairDeclaration: Hashable, Sendable {
    public var foreground: TokenPath
    public var background: TokenPath
    /// The minimum WCAG ratio; nil means the default for the foreground's role.
    public var minimumRatio: Double?
    public var location: SourceLocation

    public init(foreground: TokenPath, background: TokenPath, minimumRatio: Double? = nil,
                file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.foreground = foreground
        self.background = background
        self.minimumRatio = minimumRatio
        self.location = SourceLocation(path: file, line: line, column: column)
    }
}
