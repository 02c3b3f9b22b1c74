import StylebookKit

/// One side of a diff read in the modes both sides have, by name (each system has its own
/// `Mode` values): declared and resolved values, and the tokens by path.
struct SideReading {
    let system: DesignSystem
    /// The modes compared, in head's order, mapped to this system's own `Mode`.
    let modes: [(name: String, mode: Mode)]
    /// One token per path (the first declared), by path.
    let tokens: [TokenPath: Token]

    init(_ system: DesignSystem, modeNames: [String]) {
        self.system = system
        modes = modeNames.compactMap { name in system.modes.first { $0.name == name }.map { (name, $0) } }
        var tokens: [TokenPath: Token] = [:]
        for token in system.tokens where tokens[token.path] == nil { tokens[token.path] = token }
        self.tokens = tokens
    }

    func mode(_ name: String) -> Mode? { modes.first { $0.name == name }?.mode }

    /// What the token itself says in a mode: a literal or the alias it names.
    func declared(_ token: Token, _ mode: Mode) -> ColorValue? { token.colorValue(mode) }

    /// The literal after aliases; nil when unknown, malformed or cyclic.
    func resolved(_ path: TokenPath, _ mode: Mode) -> ColorValue? { system.resolvedValue(path, mode: mode) }

    /// The value as a diff shows it: per mode for colours, once (mode nil) otherwise.
    func value(_ token: Token, _ mode: Mode?) -> DiffReport.Value {
        guard let mode, token.kind == .color else { return DiffReport.Value(declared: TokenValueText.text(token.value), resolved: nil) }
        let declared = declared(token, mode).map(TokenValueText.declared) ?? "none"
        return DiffReport.Value(declared: declared, resolved: TokenValueText.resolved(resolved(token.path, mode)))
    }

    /// What a rename must keep: the kind and the value in every compared mode, as declared (the
    /// same literal, or an alias to the same token), so an alias renamed in the change that also
    /// changes the colour it names is still a rename.
    func fingerprint(_ token: Token) -> [String] {
        guard token.kind == .color else { return [token.kind.rawValue, TokenValueText.text(token.value)] }
        return ["color"] + modes.map { declared(token, $0.mode).map(TokenValueText.declared) ?? "none" }
    }

    /// The value a binding's token comes to in a mode: the resolved colour, or the value.
    func boundValue(_ path: TokenPath, _ mode: Mode?) -> String? {
        guard let token = tokens[path] else { return nil }
        guard let mode, token.kind == .color else { return TokenValueText.text(token.value) }
        return TokenValueText.resolved(resolved(path, mode))
    }
}
