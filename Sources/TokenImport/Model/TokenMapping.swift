import StylebookKit

/// Turns the light and dark resolutions of a token source into Stylebook tokens, in the
/// order the files declare them.
struct TokenMapping {
    let light: TokenSet
    let dark: TokenSet
    let roles: RoleOverrides
    let purpose: DesignSystemImport.Purpose
    private(set) var diagnostics: [Diagnostic] = []
    private let darkByPath: [TokenPath: ImportedToken]
    private let lightByPath: [TokenPath: ImportedToken]

    init(light: TokenSet, dark: TokenSet, roles: RoleOverrides, purpose: DesignSystemImport.Purpose) {
        self.light = light
        self.dark = dark
        self.roles = roles
        self.purpose = purpose
        darkByPath = Dictionary(dark.tokens.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
        lightByPath = Dictionary(light.tokens.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
    }

    mutating func tokens() -> [Token] {
        let darkOnly = dark.tokens.filter { lightByPath[$0.path] == nil }
        var result: [Token] = []
        var foreignExtensions: [ImportedToken] = []
        for token in light.tokens + darkOnly {
            if hasForeignExtensions(token) { foreignExtensions.append(token) }
            if let mapped = map(token) { result.append(mapped) }
        }
        if purpose == .declarations {
            result += icons()
            if let first = foreignExtensions.first {
                diagnostics.append(.warning("import/extensions-not-declared",
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
            diagnostics.append(.warning("import/root-renamed", "\(token.pointer): `$root` token declared as '\(path)'", at: token.location))
        }
        let description = token.description ?? ""
        func make(_ value: TokenValue) -> Token {
            Token(path: path, value: value, description: description, deprecation: token.deprecation, location: token.location)
        }
        if case .color = token.value {
            let counterpart = darkByPath[token.path] ?? token
            if darkByPath[token.path] == nil || lightByPath[token.path] == nil, purpose == .declarations {
                diagnostics.append(.warning("import/single-mode-color", "\(token.pointer): colour '\(token.path)' exists in one mode only; used for both",
                                            at: token.location))
            }
            let lightToken = lightByPath[token.path] ?? token
            return make(.color(.lightDark(colorValue(lightToken, in: light), colorValue(counterpart, in: dark)), role: role(token)))
        }
        guard purpose == .declarations else { return nil }
        if let other = darkByPath[token.path], other.value != token.value, lightByPath[token.path] != nil {
            diagnostics.append(.warning("import/mode-dependent-value", "\(token.pointer): '\(token.path)' differs between light and dark; Stylebook keeps the light value for \(token.type) tokens",
                                        at: token.location))
        }
        switch token.value {
        case .dimension(let points):
            return make(.dimension(points))
        case .number(let value) where (0...1).contains(value):
            return make(.opacity(value))
        case .typography(let style):
            return make(.typography(style))
        case .transition(let motion, let delay):
            if delay != 0 {
                diagnostics.append(.warning("import/delay-dropped", "\(token.pointer): transition delay of \(delay) ms dropped; Stylebook motion has none",
                                            at: token.location))
            }
            return make(.motion(motion))
        default:
            let reason = if case .number = token.value { "a number outside 0...1 is not an opacity, and Stylebook has no other number tokens" }
                         else { "Stylebook has no \(token.type) tokens" }
            diagnostics.append(.warning("import/no-stylebook-kind", "\(token.pointer): '\(token.path)' left out of the Swift declarations: \(reason)",
                                        at: token.location, hint: "keep it in the JSON file for other tools, or model it as a supported kind"))
            return nil
        }
    }

    /// An alias to another colour stays an alias; anything else is the literal sRGB value.
    private func colorValue(_ token: ImportedToken, in set: TokenSet) -> ColorValue {
        if let target = token.alias, let referenced = set.token(target), case .color = referenced.value {
            return .alias(Self.path(target, for: purpose))
        }
        if case .color(let color) = token.value { return .srgb(color) }
        return .invalid("")
    }

    private func role(_ token: ImportedToken) -> ColorRole {
        if let role = roles.role(for: Self.path(token.path, for: .audit)) { return role }
        if let text = token.extensions?[DesignSystemImport.extensionKey]?["role"]?.string, let role = ColorRole(rawValue: text) { return role }
        return RoleInference.role(for: token.path, isAlias: token.alias != nil)
    }

    /// Icons travel in the root `$extensions` under `dev.stylebook.icons`, as the DTCG exporter writes them.
    private mutating func icons() -> [Token] {
        var icons: [Token] = []
        for extensions in light.rootExtensions {
            for member in extensions.node["\(DesignSystemImport.extensionKey).icons"]?.members ?? [] {
                let location = SourceLocation(path: extensions.file, line: member.value.line, column: member.value.column)
                let node = member.value
                guard let name = node["name"]?.string, let sf = node["sfSymbol"]?.string,
                      let material = node["materialSymbol"]?.string, let svg = node["svg"]?.string else {
                    diagnostics.append(.warning("import/malformed-icon", "icon '\(member.key)' lacks name, sfSymbol, materialSymbol or svg; left out",
                                                at: location))
                    continue
                }
                icons.append(Token(path: TokenPath(member.key), value: .icon(Icon(name: name, sfSymbol: sf, materialSymbol: material, svg: svg)),
                                   description: node["description"]?.string ?? "", deprecation: node["deprecated"]?.string,
                                   location: location))
            }
        }
        return icons
    }
}
