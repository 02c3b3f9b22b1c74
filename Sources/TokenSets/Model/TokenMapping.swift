import GeneratorSupport
import StylebookKit

/// Turns the resolutions of a token source, one per mode, into Stylebook tokens, in the order
/// the files declare them (the default mode's first).
struct TokenMapping {
    /// One resolution per mode, in the system's mode order; the first is the default mode.
    let sets: [(mode: Mode, tokens: TokenSet)]
    let roles: RoleOverrides
    let purpose: DesignSystemImport.Purpose
    private(set) var diagnostics: [Diagnostic] = []

    init(sets: [(mode: Mode, tokens: TokenSet)], roles: RoleOverrides, purpose: DesignSystemImport.Purpose) {
        // The default mode leads: its tokens give order, location and non-colour values.
        self.sets = sets.filter { $0.mode.isDefault } + sets.filter { !$0.mode.isDefault }
        self.roles = roles
        self.purpose = purpose
    }

    private var base: TokenSet { sets[0].tokens }

    mutating func tokens() -> [Token] {
        var result: [Token] = []
        var foreignExtensions: [ImportedToken] = []
        var seen = Set<TokenPath>()
        for (_, set) in sets {
            for token in set.tokens where !Self.isChainStorage(token.path) && seen.insert(token.path).inserted {
                if hasForeignExtensions(token) { foreignExtensions.append(token) }
                if let mapped = map(token) { result.append(mapped) }
            }
        }
        if purpose == .declarations {
            result += icons()
            if let first = foreignExtensions.first {
                diagnostics.append(Diagnostic(.importExtensionsNotDeclared,
                    "\(foreignExtensions.count) token(s) carry `$extensions` (first: \(first.pointer)); Swift declarations cannot hold them, so the generated code leaves them out",
                    at: first.location, hint: "keep the JSON file if another tool needs that data"))
            }
        }
        return result
    }

    private func hasForeignExtensions(_ token: ImportedToken) -> Bool {
        token.extensions?.members?.contains { $0.key != DesignSystemImport.extensionKey } ?? false
    }

    /// `$root` cannot be part of a Swift declaration's name; it becomes `root` there. The audit
    /// names a group's `$root` token by the group, as DTCG references do (`{color.background}`).
    static func path(_ path: TokenPath, for purpose: DesignSystemImport.Purpose = .declarations) -> TokenPath {
        guard path.components.contains("$root") else { return path }
        if purpose == .audit { return TokenPath(components: path.components.filter { $0 != "$root" }) }
        return TokenPath(components: path.components.map { $0 == "$root" ? "root" : $0 })
    }

    private mutating func map(_ token: ImportedToken) -> Token? {
        let path = Self.path(token.path, for: purpose)
        if path != token.path, purpose == .declarations {
            diagnostics.append(Diagnostic(.importRootRenamed, "\(token.pointer): `$root` token declared as '\(path)'", at: token.location))
        }
        let description = token.description ?? ""
        func make(_ value: TokenValue) -> Token {
            Token(path: path, value: value, description: description, deprecation: token.deprecation, location: token.location)
        }
        if case .color = token.value {
            let (role, origin) = role(token)
            var made = make(.color(colorValues(token), role: role))
            made.roleOrigin = origin
            return made
        }
        guard purpose == .declarations else { return nil }
        let kept = keptValue(token)
        let differing = sets.filter { $0.tokens.token(token.path).map { $0.value != token.value } ?? false }.map(\.mode.name)
        if kept != nil, !differing.isEmpty {
            diagnostics.append(Diagnostic(.importModeDependentValue,
                "\(token.pointer): '\(token.path)' differs in \(differing.joined(separator: ", ")); Stylebook modes vary colours only, so the \(sets[0].mode.name) value is kept for this \(token.type) token",
                at: token.location))
        }
        return kept.map(make)
    }

    /// The Stylebook value of a token that is not a colour; nil, with a warning, for types
    /// Stylebook has no kind for.
    private mutating func keptValue(_ token: ImportedToken) -> TokenValue? {
        switch token.value {
        case .dimension(let points):
            return .dimension(points)
        case .number(let value):
            // DTCG has one number type: one in 0...1 is an opacity unless Stylebook's own
            // export marked it a plain number.
            let marked = token.extensions?[DesignSystemImport.extensionKey]?["kind"]?.string == "number"
            return (0...1).contains(value) && !marked ? .opacity(value) : .number(value)
        case .fontFamily(let families):
            return .fontFamily(families)
        case .fontWeight(let weight):
            return .fontWeight(weight)
        case .duration(let milliseconds):
            return .duration(milliseconds)
        case .cubicBezier(let curve):
            return .easing(curve)
        case .shadow(let layers):
            return .shadow(layers)
        case .typography(let style):
            return .typography(style)
        case .transition(let motion, let delay):
            if delay != 0 {
                diagnostics.append(Diagnostic(.importDelayDropped, "\(token.pointer): transition delay of \(delay) ms dropped; Stylebook motion has none",
                                            at: token.location))
            }
            return .motion(motion)
        default:
            let reason = "Stylebook has no \(token.type) tokens"
            diagnostics.append(Diagnostic(.importNoStylebookKind, "\(token.pointer): '\(token.path)' left out of the Swift declarations: \(reason)",
                                        at: token.location, hint: "keep it in the JSON file for other tools, or model it as a supported kind"))
            return nil
        }
    }

    /// The colour's value in every mode, with as few selectors as the fallback order needs:
    /// one value when all agree; else a value per mode that differs from what applies already.
    /// A mode whose resolution lacks the token takes the default mode's value (or the first).
    private mutating func colorValues(_ token: ImportedToken) -> ColorValues {
        var present: [(mode: Mode, value: ColorValue)] = []
        var missing: [Mode] = []
        for (mode, set) in sets {
            if let found = set.token(token.path) { present.append((mode, colorValue(found, in: set))) } else { missing.append(mode) }
        }
        if !missing.isEmpty, purpose == .declarations {
            diagnostics.append(Diagnostic(.importSingleModeColor,
                "\(token.pointer): colour '\(token.path)' is not declared in \(missing.map(\.name).joined(separator: ", ")); those modes use its \(present[0].mode.name) value",
                at: token.location))
        }
        let values = Dictionary(present.map { ($0.mode, $0.value) }, uniquingKeysWith: { first, _ in first })
        let all = sets.map { (mode: $0.mode, value: values[$0.mode] ?? present[0].value) }
        return Self.fewestSelectors(all)
    }

    /// A mode's selector is its name: its first axis's context and every non-default context.
    /// Modes naming fewer contexts are written first, so a value added for a mode never changes
    /// what a mode already written resolves to (only modes naming all its contexts match it).
    static func fewestSelectors(_ all: [(mode: Mode, value: ColorValue)]) -> ColorValues {
        guard let first = all.first else { return .single(.invalid("")) }
        if all.allSatisfy({ $0.value == first.value }) { return .single(first.value) }
        let ordered = all.enumerated().sorted { a, b in
            let (x, y) = (ModeSelector(parsing: a.element.mode.name).contexts.count, ModeSelector(parsing: b.element.mode.name).contexts.count)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        var entries: [(ModeSelector, ColorValue)] = []
        for (mode, value) in ordered where ColorValues(entries).value(in: mode) != value {
            entries.append((ModeSelector(parsing: mode.name), value))
        }
        return ColorValues(entries)
    }

    /// Stylebook's DTCG export keeps the colours that depend on several axes (a value for
    /// `dark+increased`) in a top-level `_modes` group that aliases reach once every modifier is
    /// applied (`DTCGExporter`). That group is the chain's storage, not tokens of the system.
    static let chainGroup = "_modes"

    static func isChainStorage(_ path: TokenPath) -> Bool { path.components.first == chainGroup }

    /// An alias to another colour stays an alias; anything else is the literal: sRGB, or the
    /// declared wide colour. An alias into the `_modes` chain is followed to the end of the
    /// chain: the literal, or the alias to a real token, that this mode's combination holds.
    private func colorValue(_ token: ImportedToken, in set: TokenSet) -> ColorValue {
        var link = token
        var visited: Set<TokenPath> = [token.path]
        while let target = link.alias, Self.isChainStorage(target), let next = set.token(target), visited.insert(target).inserted {
            link = next
        }
        if let target = link.alias, !Self.isChainStorage(target), let referenced = set.token(target), case .color = referenced.value {
            return .alias(Self.path(target, for: purpose))
        }
        if case .color(let color, let wide) = token.value { return wide.map(ColorValue.wide) ?? .srgb(color) }
        return .invalid("")
    }

    /// A pairs file's or the source's own rule, then `$extensions`, then the name.
    private func role(_ token: ImportedToken) -> (ColorRole, RoleOrigin) {
        if let rule = roles.rule(for: Self.path(token.path, for: .audit)) { return rule }
        if let text = token.extensions?[DesignSystemImport.extensionKey]?["role"]?.string, let role = ColorRole(rawValue: text) { return (role, .extensions) }
        return RoleInference.inferred(for: token.path, isAlias: token.alias != nil)
    }

    /// Icons travel in the root `$extensions` under `dev.stylebook.icons`, as the DTCG exporter writes them.
    private mutating func icons() -> [Token] {
        var icons: [Token] = []
        for extensions in base.rootExtensions {
            for member in extensions.node["\(DesignSystemImport.extensionKey).icons"]?.members ?? [] {
                let location = SourceLocation(path: extensions.file, line: member.value.line, column: member.value.column)
                let node = member.value
                guard let name = node["name"]?.string, let sf = node["sfSymbol"]?.string,
                      let material = node["materialSymbol"]?.string, let svg = node["svg"]?.string else {
                    diagnostics.append(Diagnostic(.importMalformedIcon, "icon '\(member.key)' lacks name, sfSymbol, materialSymbol or svg; left out",
                                                at: location))
                    continue
                }
                icons.append(Token(path: TokenPath(member.key), value: .icon(Icon(name: name, sfSymbol: sf, materialSymbol: material, svg: svg)),
                                   description: node["description"]?.string ?? "", deprecation: DeprecationReading.deprecation(node["deprecated"], details: node),
                                   location: location))
            }
        }
        return icons
    }
}
