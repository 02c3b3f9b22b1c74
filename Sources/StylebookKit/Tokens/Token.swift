/// One named design decision. `location` is where it is declared in Swift, so diagnostics
/// point at the line to edit.
public struct Token: Codable, Hashable, Sendable, Identifiable {
    public let path: TokenPath
    public var id: TokenPath { path }
    public let value: TokenValue
    public let description: String
    /// Why the token is deprecated, what replaces it and when it goes; nil while it is current.
    public let deprecation: Deprecation?
    public let location: SourceLocation
    /// For a colour read from token files, the rule that gave its role; nil when declared.
    public var roleOrigin: RoleOrigin?

    public init(path: TokenPath, value: TokenValue, description: String, deprecation: Deprecation? = nil, location: SourceLocation) {
        self.path = path
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.location = location
    }

    public var kind: TokenKind { value.kind }

    public var isDeprecated: Bool { deprecation != nil }

    /// The colour value that holds in one mode, when this is a colour token.
    public func colorValue(_ mode: Mode) -> ColorValue? {
        guard case .color(let values, _) = value else { return nil }
        return values.value(in: mode)
    }

    /// The value for light or dark, every other axis at its default.
    public func colorValue(_ appearance: ColorMode) -> ColorValue? {
        colorValue(Mode(contexts: [appearance.rawValue], of: [.appearance]))
    }

    /// A colour token's declared values, in declaration order.
    public var colorValues: ColorValues? {
        if case .color(let values, _) = value { return values }
        return nil
    }

    public var colorRole: ColorRole? {
        if case .color(_, let role) = value { return role }
        return nil
    }
}
