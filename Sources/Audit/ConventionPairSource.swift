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
/// decorative.
public struct ConventionPairSource: PairSource {
    /// Backgrounds that are translucent in some context; nil: ask the system.
    public var translucent: Set<TokenPath>?

    public init(translucent: Set<TokenPath>? = nil) {
        self.translucent = translucent
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

        init(_ token: Token) {
            self.token = token
            var base: [String] = []
            var on: [String] = []
            var all: [String] = []
            for component in token.path.components where component != "$root" {
                let words = TokenPath.words(in: component)
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
    static func defaults(_ backgrounds: [Name]) -> [Name] {
        backgrounds.filter { name in
            name.token.colorRole == .surface && !name.isStatic && !name.isDisabled
                && name.base.allSatisfy { defaultSurfaceWords.contains($0) || Int($0) != nil }
        }.sorted { ($0.base.count, $0.token.path) < ($1.base.count, $1.token.path) }
    }

    public static func defaultSurfaces(in system: DesignSystem) -> [TokenPath] {
        defaults(system.sortedTokens.filter { $0.colorRole == .surface }.map(Name.init)).map(\.token.path)
    }

    public func pairs(in system: DesignSystem) -> [AuditPair] {
        let names = system.sortedTokens.filter { $0.kind == .color }.map(Name.init)
        let foregrounds = names.filter { [.text, .icon].contains($0.token.colorRole) }
        let backgrounds = names.filter { [.surface, .fill].contains($0.token.colorRole) }
        let defaults = Self.defaults(backgrounds)
        let defaultPaths = Set(defaults.map(\.token.path))
        func isDefault(_ name: Name) -> Bool { defaultPaths.contains(name.token.path) }
        let beneath = defaults.first?.token.path
        var found: [AuditPair] = []
        var seen = Set<[TokenPath]>()
        func add(_ fg: Name, on bg: Name, rule: String) {
            guard seen.insert([fg.token.path, bg.token.path]).inserted else { return }
            let isTranslucent = translucent?.contains(bg.token.path) ?? system.isTranslucent(bg.token.path)
            let over = isTranslucent && bg.token.path != beneath ? beneath : nil
            let location = fg.token.location
            let declaration = ContrastPairDeclaration(
                foreground: fg.token.path, background: bg.token.path, over: over, kind: fg.kind,
                exemption: fg.isDisabled || bg.isDisabled ? Self.disabled : nil,
                file: location.path, line: location.line, column: location.column)
            found.append(AuditPair(declaration, origin: .convention, rule: rule))
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
                    add(fg, on: bg, rule: "same name")
                    named.insert(fg.token.path)
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
        return found
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
