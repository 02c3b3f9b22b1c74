/// A whole design system as declared in Swift: the input to validation, the contrast audit,
/// the exporters and the generated documentation pages.
public struct DesignSystem: Sendable {
    public var name: String
    /// Declaration order is kept; consumers that need a stable order use `sortedTokens`.
    public var tokens: [Token] {
        didSet { index = Self.index(tokens) }
    }
    /// Path → position of its first declaration, so lookups stay constant-time for large systems.
    private var index: [TokenPath: Int]
    /// Foreground/background pairs the contrast audit must check beyond the role matrix.
    public var pairs: [ContrastPairDeclaration]
    /// Component specs; their bindings feed the contrast audit and the component pages.
    public var components: [ComponentSpec]
    /// Warnings accepted with a stated reason; listed as acknowledged instead of printed.
    public var acknowledgements: [Acknowledgement]

    public init(name: String, tokens: [Token], pairs: [ContrastPairDeclaration] = [], components: [ComponentSpec] = [],
                acknowledgements: [Acknowledgement] = []) {
        self.name = name
        self.tokens = tokens
        self.index = Self.index(tokens)
        self.pairs = pairs
        self.components = components
        self.acknowledgements = acknowledgements
    }

    /// The first token declared with this path (later duplicates are validation errors).
    public func token(_ path: TokenPath) -> Token? {
        index[path].map { tokens[$0] }
    }

    private static func index(_ tokens: [Token]) -> [TokenPath: Int] {
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated() where index[token.path] == nil { index[token.path] = position }
        return index
    }

    /// One token per path (the first declared), sorted by path: what exporters iterate.
    public var sortedTokens: [Token] {
        var seen = Set<TokenPath>()
        return tokens.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    public func sortedTokens(of kind: TokenKind) -> [Token] {
        sortedTokens.filter { $0.kind == kind }
    }

    /// Follows aliases for one mode; nil when the path is unknown, not a colour, malformed or cyclic.
    public func resolvedColor(_ path: TokenPath, mode: ColorMode) -> SRGBColor? {
        var visited = Set<TokenPath>()
        var current = path
        while visited.insert(current).inserted {
            guard let value = token(current)?.colorValue(mode) else { return nil }
            switch value {
            case .srgb(let color): return color
            case .invalid: return nil
            case .alias(let target): current = target
            }
        }
        return nil
    }
}
