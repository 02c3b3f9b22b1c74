/// One named design decision. `location` is where it is declared in Swift, so diagnostics
/// point at the line to edit.
public struct Token: Hashable, Sendable, Identifiable {
    public let path: TokenPath
    public var id: TokenPath { path }
    public let value: TokenValue
    public let description: String
    /// Why the token is deprecated and what to use instead; nil while it is current.
    public let deprecation: String?
    public let location: SourceLocation

    public init(path: TokenPath, value: TokenValue, description: String, deprecation: String? = nil, location: SourceLocation) {
        self.path = path
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.location = location
    }

    public var kind: TokenKind { value.kind }

    /// The colour value for one mode, when this is a colour token.
    public func colorValue(_ mode: ColorMode) -> ColorValue? {
        guard case .color(let light, let dark, _) = value else { return nil }
        return mode == .light ? light : dark
    }

    public var colorRole: ColorRole? {
        if case .color(_, _, let role) = value { return role }
        return nil
    }
}
