/// A whole design system as declared in Swift: the input to validation, the contrast audit,
/// the exporters and the generated documentation pages.
public struct DesignSystem: Sendable {
    public var name: String
    /// Declaration order is kept; consumers that need a stable order use `sortedTokens`.
    public var tokens: [Token] {
        didSet {
            // A value edited in place (what `fix contrast` does between audits) keeps every path.
            if oldValue.count == tokens.count, zip(oldValue, tokens).allSatisfy({ $0.path == $1.path }) { return }
            index = Self.index(tokens)
            order = Self.order(tokens, index)
        }
    }
    /// Path → position of its first declaration, so lookups stay constant-time for large systems.
    private var index: [TokenPath: Int]
    /// The positions of `sortedTokens`: sorted once, not by every page and exporter that asks.
    private var order: [Int]
    /// Foreground/background pairs the contrast audit must check beyond the role matrix.
    public var pairs: [ContrastPairDeclaration]
    /// Component specs; their bindings feed the contrast audit and the component pages.
    public var components: [ComponentSpec]
    /// Warnings accepted with a stated reason; listed as acknowledged instead of printed.
    public var acknowledgements: [Acknowledgement]
    /// What the system varies along; light | dark unless it declares otherwise.
    public var axes: [ModeAxis] {
        didSet { modes = Mode.all(of: axes) }
    }
    /// Every combination of the axes' contexts, the first axis varying slowest.
    public private(set) var modes: [Mode]

    public init(name: String, axes: [ModeAxis] = [.appearance], tokens: [Token], pairs: [ContrastPairDeclaration] = [],
                components: [ComponentSpec] = [], acknowledgements: [Acknowledgement] = []) {
        self.name = name
        self.axes = axes
        self.modes = Mode.all(of: axes)
        self.tokens = tokens
        self.index = Self.index(tokens)
        self.order = Self.order(tokens, index)
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

    private static func order(_ tokens: [Token], _ index: [TokenPath: Int]) -> [Int] {
        index.values.sorted { tokens[$0].path < tokens[$1].path }
    }

    /// One token per path (the first declared), sorted by path: what exporters iterate.
    public var sortedTokens: [Token] { order.map { tokens[$0] } }

    public func sortedTokens(of kind: TokenKind) -> [Token] {
        sortedTokens.filter { $0.kind == kind }
    }

    /// The mode with this appearance and every other axis at its default (the default mode
    /// when the system has no light or dark context).
    public func mode(_ appearance: ColorMode) -> Mode {
        modes.first { $0.contexts.contains(appearance.rawValue) && $0.isDefault(except: appearance.rawValue, axes: axes) }
            ?? modes.first { $0.isDefault } ?? Mode(contexts: [], of: [])
    }

    /// The colour as an sRGB display shows it in one mode, aliases followed; nil when the path
    /// is unknown, not a colour, malformed or cyclic.
    public func resolvedColor(_ path: TokenPath, mode: Mode) -> SRGBColor? {
        switch resolvedValue(path, mode: mode) {
        case .srgb(let color)?: color
        case .wide(let color)?: color.srgb
        default: nil
        }
    }

    /// Light or dark, every other axis at its default.
    public func resolvedColor(_ path: TokenPath, mode: ColorMode) -> SRGBColor? {
        resolvedColor(path, mode: self.mode(mode))
    }

    /// The literal (sRGB or wide) a colour comes to in one mode, aliases followed.
    public func resolvedValue(_ path: TokenPath, mode: Mode) -> ColorValue? {
        var visited = Set<TokenPath>()
        var current = path
        while visited.insert(current).inserted {
            guard let value = token(current)?.colorValue(mode) else { return nil }
            switch value {
            case .srgb, .wide: return value
            case .invalid: return nil
            case .alias(let target): current = target
            }
        }
        return nil
    }
}
