import StylebookKit

/// Pairs inferred from the naming conventions real design systems use, so a DTCG token set is
/// checked on the combinations it means instead of every text colour on every surface.
/// Each pair records the rule that produced it:
///
/// - `on-X`: `on-danger`, `onEmphasis`, `on-brand-secondary` on the backgrounds whose name holds
///   X (`background.danger`, `bgColor.accent.emphasis`, `background.brand.secondary`). When
///   several on-colours fit a background, the most specific wins (`on-danger-secondary`, not
///   `on-danger`, on `background.danger.secondary`). Backgrounds an on-colour claims get no
///   other inferred text.
/// - `tint`: a variant's text on that variant's tint (`fgColor.danger` on `bgColor.danger.muted`,
///   `negative-content-color` on `negative-subdued-background-color`).
/// - `same name`: `X-text` on `X-background` (`buttonText` on `buttonBackground`).
/// - `default surface`: default text (`text.default.tertiary`, `fgColor.muted`,
///   `neutral-content-color`) on every default surface (`background.default`,
///   `background.default.secondary`, `bgColor.default`, `background-base-color`,
///   `background-layer-1-color`); every other text and icon colour on the main ones (those not
///   named secondary or tertiary).
///
/// Words are read from every path part (`on-brand`, `onBrand`, `on_brand`). Text or icon
/// colours named `disabled` are paired but exempt, as WCAG exempts inactive components; static
/// colours (`black`, `white`, `transparent`, `inverse`) are paired only by `on-X`. Icons are
/// non-text (3:1); borders are left to the role matrix and pairs files, since most borders are
/// decorative. A word every colour's name starts with (`kui-color-…`) is a namespace.
///
/// Two colours equal in every context are never paired: nobody reads a colour on itself
/// (`text-danger` and `background-danger` both `#D60027`); nor, but for on-X, two equal in
/// any context (see `plan`). A translucent background is laid
/// over the default surface, or over every opaque surface when no name says which is the
/// default, as `TranslucentBackgrounds` places declared pairs.
public struct ConventionPairSource: PairSource {
    public var backgrounds: TranslucentBackgrounds
    /// The contexts whose colours decide whether two colours are the same; empty: the system's modes.
    public var contexts: [AuditContext]

    public init(backgrounds: TranslucentBackgrounds = TranslucentBackgrounds(), contexts: [AuditContext] = []) {
        self.backgrounds = backgrounds
        self.contexts = contexts
    }

    static let namespaceWords: Set<String> = ["color", "colors", "colour", "colours", "semantic", "sys", "theme", "token", "tokens", "root"]
    static let roleWords: Set<String> = ["fg", "foreground", "text", "content", "bg", "background", "surface", "icon", "border"]
    static let tintWords: Set<String> = ["muted", "subtle", "subdued", "soft", "tint", "tinted", "weak", "faint", "pale", "light", "lighter", "lightest"]
    static let staticWords: Set<String> = ["black", "white", "transparent", "inverse", "inverted", "static"]
    static let defaultSurfaceWords: Set<String> = ["default", "base", "canvas", "page", "body", "app", "layer", "elevated", "primary", "secondary", "tertiary"]
    static let lesserWords: Set<String> = ["secondary", "tertiary"]
    static let defaultTextWords: Set<String> = ["muted", "subtle", "subdued", "neutral", "strong"]
    static let stateWords: Set<String> = ["hover", "hovered", "pressed", "down", "active", "focus", "focused", "key", "selected", "checked", "visited", "rest"]

    static let disabled = ContrastExemption.disabled("inactive components need no contrast (WCAG 2.2 SC 1.4.3 and 1.4.11)")

    /// A colour token's name read as words.
    struct Name {
        var token: Token
        /// Words that say what the colour is for, minus role and namespace words.
        var base: Set<String>
        /// The words after `on` (`on-brand-secondary` → brand, secondary); empty when none.
        var on: Set<String>
        var isContent: Bool
        var isIcon: Bool

        init(_ token: Token, namespace: String? = nil) {
            self.token = token
            var base: [String] = []
            var on: [String] = []
            var all: [String] = []
            for (index, component) in token.path.components.enumerated() where component != "$root" {
                var words = TokenPath.words(in: component)
                if index == 0, let namespace, words.first == namespace { words.removeFirst() }
                all += words
                if words.first == "on", words.count > 1 { on += words.dropFirst() } else { base += words }
            }
            self.base = Set(base).subtracting(ConventionPairSource.namespaceWords).subtracting(ConventionPairSource.roleWords)
            self.on = Set(on)
            isContent = all.contains("content")
            isIcon = all.contains("icon") || token.colorRole == .icon
        }

        var kind: ContrastKind { isIcon ? .nonText : .text }
        var isDisabled: Bool { base.contains("disabled") || on.contains("disabled") }
        var isStatic: Bool { !base.isEmpty && base.isSubset(of: ConventionPairSource.staticWords.union(["default"])) && !base.isDisjoint(with: ConventionPairSource.staticWords) }
    }

    /// Surfaces named as the default ones (`background.default`, `background-layer-1-color`),
    /// simplest name first.
    /// Next to a plain `background` (or `background.default`), `background.primary` is the
    /// brand's fill, not another page surface (Kong's `kui-color-background-primary`).
    static func defaults(_ backgrounds: [Name]) -> [Name] {
        let candidates = backgrounds.filter { name in
            name.token.colorRole == .surface && !name.isStatic && !name.isDisabled
                && name.base.allSatisfy { defaultSurfaceWords.contains($0) || Int($0) != nil }
        }
        let ordinal: Set<String> = ["primary", "secondary", "tertiary"]
        let hasPlain = candidates.contains { $0.base.isSubset(of: ["default"]) }
        return candidates.filter { !(hasPlain && !$0.base.isEmpty && $0.base.isSubset(of: ordinal)) }
            .sorted { ($0.base.count, $0.token.path) < ($1.base.count, $1.token.path) }
    }

    public static func defaultSurfaces(in system: DesignSystem) -> [TokenPath] {
        defaults(names(in: system).filter { $0.token.colorRole == .surface }).map(\.token.path)
    }

    /// Every colour's name, less the namespace word all the paired ones start with, if any
    /// (palette colours are never paired, and often live under `color.` instead).
    static func names(in system: DesignSystem) -> [Name] {
        let colors = system.sortedTokens.filter { $0.kind == .color }
        let paired = colors.filter { [.text, .icon, .surface, .fill, .border].contains($0.colorRole) }
        let leading = Set(paired.map { $0.path.components.first.flatMap { TokenPath.words(in: $0).first } ?? "" })
        var namespace: String?
        if paired.count > 1, leading.count == 1, let word = leading.first, !word.isEmpty,
           !namespaceWords.contains(word), !roleWords.contains(word), word != "on" {
            namespace = word
        }
        return colors.map { Name($0, namespace: namespace) }
    }

    public func pairs(in system: DesignSystem) -> [AuditPair] {
        plan(in: system).pairs
    }

    /// A pair the names suggest but the values refute, and the contexts where its two colours are one.
    public struct Refuted: Sendable {
        public var pair: AuditPair
        public var contexts: [String]
    }

    /// The pairs, and those left out as one colour on itself: in every context, or for the
    /// rules that go by likeness of names (all but on-X) in any context, since nobody designs
    /// text to vanish; an `on-danger` equal to its background in one context is a real failure.
    public func plan(in system: DesignSystem) -> (pairs: [AuditPair], identical: [Refuted]) {
        let names = Self.names(in: system)
        let tables = (contexts.isEmpty ? AuditContext.modes(of: system) : contexts).map { ($0.name, ColorTable($0)) }
        func sameIn(_ a: TokenPath, _ b: TokenPath) -> [String] {
            tables.filter { _, table in table[a].map { $0 == table[b] } ?? false }.map(\.0)
        }
        let foregrounds = names.filter { [.text, .icon].contains($0.token.colorRole) }
        let backgrounds = names.filter { [.surface, .fill].contains($0.token.colorRole) }
        let defaults = Self.defaults(backgrounds)
        let defaultPaths = Set(defaults.map(\.token.path))
        func isDefault(_ name: Name) -> Bool { defaultPaths.contains(name.token.path) }
        // Tints are laid over the first opaque default surface.
        let beneath = defaults.first { !self.backgrounds.isTranslucent($0.token.path, in: system) }?.token.path
        var found: [AuditPair] = []
        var refuted: [Refuted] = []
        var seen = Set<[TokenPath]>()
        /// False when the values refute the pair.
        @discardableResult func add(_ fg: Name, on bg: Name, rule: String) -> Bool {
            guard seen.insert([fg.token.path, bg.token.path]).inserted else { return true }
            let location = fg.token.location
            let declaration = ContrastPairDeclaration(
                foreground: fg.token.path, background: bg.token.path, kind: fg.kind,
                exemption: fg.isDisabled || bg.isDisabled ? Self.disabled : nil,
                file: location.path, line: location.line, column: location.column)
            let same = sameIn(fg.token.path, bg.token.path)
            if !same.isEmpty, same.count == tables.count || rule != "on-X" {
                refuted.append(Refuted(pair: AuditPair(declaration, origin: .convention, rule: rule), contexts: same))
                return false
            }
            for placed in self.backgrounds.place(declaration, beneath: beneath, in: system) {
                found.append(AuditPair(placed, origin: .convention, rule: rule))
            }
            return true
        }

        // on-X: for each background, the on-colours of each kind that fit it most specifically.
        let onColors = foregrounds.filter { !$0.on.isEmpty }
        var claimed = Set<TokenPath>()
        for bg in backgrounds {
            for kind in [ContrastKind.text, .nonText] {
                let fits = onColors.filter { $0.kind == kind && $0.on.isSubset(of: bg.base) && $0.base.isSubset(of: bg.base.union($0.on)) }
                guard let best = fits.map(\.on.count).max() else { continue }
                for fg in fits where fg.on.count == best { add(fg, on: bg, rule: "on-X") }
                claimed.insert(bg.token.path)
            }
        }

        let plain = foregrounds.filter { $0.on.isEmpty && !$0.isStatic }
        let free = backgrounds.filter { !claimed.contains($0.token.path) && !$0.isStatic }
        var named = Set<TokenPath>()
        for fg in plain where !fg.base.isEmpty {
            for bg in free {
                let extra = bg.base.subtracting(fg.base)
                if fg.base.isSubset(of: bg.base), !extra.isEmpty, extra.isSubset(of: Self.tintWords) {
                    add(fg, on: bg, rule: "tint")
                } else if bg.base == fg.base, !fg.isContent, !isDefault(bg) {
                    // A refuted same-name text is plain text after all: it goes on the default surfaces.
                    if add(fg, on: bg, rule: "same name") { named.insert(fg.token.path) }
                }
            }
        }
        // Default text goes on every default surface; other text on the main ones only
        // (not `background.default.secondary`, `…tertiary`).
        let main = defaults.filter { $0.base.isDisjoint(with: Self.lesserWords) }
        for fg in plain where !named.contains(fg.token.path) {
            let isDefaultText = fg.base.isSubset(of: Self.defaultSurfaceWords.union(Self.defaultTextWords))
            for bg in isDefaultText ? defaults : main where !bg.base.contains(where: Self.stateWords.contains) {
                add(fg, on: bg, rule: "default surface")
            }
        }
        return (found, refuted)
    }
}

extension PairSource where Self == ConventionPairSource {
    /// Pairs inferred from names: on-X, tints, same names, default surfaces.
    public static var conventions: ConventionPairSource { ConventionPairSource() }
}

/// Pairs listed up front, e.g. the backgrounds DTCG tokens declare in `$extensions`.
public struct ListedPairSource: PairSource {
    public var pairs: [AuditPair]

    public init(_ pairs: [AuditPair]) {
        self.pairs = pairs
    }

    public func pairs(in system: DesignSystem) -> [AuditPair] { pairs }
}
