import StylebookKit

/// Design Tokens Community Group format, version 2025.10.
///
/// Three token files and a resolver: `base.tokens.json` holds everything that is the same in
/// both modes, `light.tokens.json` and `dark.tokens.json` hold the colours that change, and
/// `<name>.resolver.json` stacks base under a `mode` modifier whose contexts pick one of them.
/// Aliases stay `{a.b}` references. Icons have no DTCG type, so they travel in `$extensions`.
public struct DTCGExporter: TokenExporter {
    public let id = "dtcg"
    public let summary = "DTCG 2025.10 JSON token files and a resolver with a light/dark modifier"
    static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"
    static let extensionKey = "dev.stylebook"

    public init() {}

    public func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] {
        let overrides = Set(try system.darkOverrides().map(\.path))
        let base = system.sortedTokens.filter { $0.kind != .icon && !overrides.contains($0.path) }
        let changing = system.sortedTokens.filter { overrides.contains($0.path) }
        let resolverName = system.typePrefix.lowercased() + ".resolver.json"
        return [
            file("base.tokens.json", try tokenFile(system, base, mode: .light, icons: system.sortedTokens(of: .icon))),
            file("dark.tokens.json", try tokenFile(system, changing, mode: .dark, icons: [])),
            file("light.tokens.json", try tokenFile(system, changing, mode: .light, icons: [])),
            file(resolverName, resolver(system)),
        ].sorted { $0.path < $1.path }
    }

    private func file(_ name: String, _ json: JSONValue) -> ExportedFile {
        ExportedFile(path: "\(id)/\(name)", text: json.text)
    }

    private func tokenFile(_ system: DesignSystem, _ tokens: [Token], mode: ColorMode, icons: [Token]) throws -> JSONValue {
        var tree = JSONTree()
        for token in tokens {
            tree.insert(try tokenJSON(system, token, mode: mode), at: token.path.components)
        }
        var root: [(String, JSONValue)] = [("$schema", .string(Self.formatSchema))]
        if !icons.isEmpty {
            root.append(("$extensions", .object([(Self.extensionKey + ".icons", .object(icons.compactMap(iconJSON)))])))
        }
        return .object(root + tree.members)
    }

    private func tokenJSON(_ system: DesignSystem, _ token: Token, mode: ColorMode) throws -> JSONValue {
        var members: [(String, JSONValue)]
        switch token.value {
        case .color(_, let role):
            members = [("$type", .string("color")), ("$value", try colorValue(system, token, mode: mode))]
            members.append(("$description", .string(token.description)))
            members.append(("$extensions", .object([(Self.extensionKey, .object([("role", .string(role.rawValue))]))])))
        case .dimension(let points):
            members = [("$type", .string("dimension")), ("$value", Self.dimension(points)), ("$description", .string(token.description))]
        case .opacity(let value):
            members = [("$type", .string("number")), ("$value", .number(value)), ("$description", .string(token.description))]
        case .typography(let style):
            members = [("$type", .string("typography")), ("$value", Self.typography(style)), ("$description", .string(token.description))]
        case .motion(let motion):
            members = [("$type", .string("transition")), ("$value", Self.transition(motion)), ("$description", .string(token.description))]
        case .icon:
            members = []
        }
        if let deprecation = token.deprecation {
            members.insert(("$deprecated", .string(deprecation)), at: 2)
        }
        return .object(members)
    }

    private func colorValue(_ system: DesignSystem, _ token: Token, mode: ColorMode) throws -> JSONValue {
        if case .alias(let target)? = token.colorValue(system.mode(mode)) {
            return .string("{\(target.dotted)}")
        }
        return Self.color(try system.exportColor(token, mode))
    }

    static func color(_ color: SRGBColor) -> JSONValue {
        let c = color.rgba8
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([c.r, c.g, c.b].map { .number(Double(ExportNumber.channel($0))!) })),
        ]
        if c.a != 255 { members.append(("alpha", .number(Double(ExportNumber.channel(c.a))!))) }
        members.append(("hex", .string(color.hexRGB.lowercased())))
        return .object(members)
    }

    static func dimension(_ points: Double) -> JSONValue {
        .object([("value", .number(points)), ("unit", .string("px"))])
    }

    static func typography(_ style: Typography) -> JSONValue {
        .object([
            ("fontFamily", .array(style.family.map(JSONValue.string))),
            ("fontSize", dimension(style.size)),
            ("fontWeight", .number(Double(style.weight))),
            ("letterSpacing", dimension(style.letterSpacing)),
            // DTCG line height is a multiple of the font size.
            ("lineHeight", .number(style.size == 0 ? 0 : style.lineHeight / style.size)),
        ])
    }

    static func transition(_ motion: Motion) -> JSONValue {
        .object([
            ("duration", .object([("value", .number(motion.duration)), ("unit", .string("ms"))])),
            ("delay", .object([("value", .number(0)), ("unit", .string("ms"))])),
            ("timingFunction", .array(motion.easing.controlPoints.map(JSONValue.number))),
        ])
    }

    private func iconJSON(_ token: Token) -> (String, JSONValue)? {
        guard let icon = token.iconValue else { return nil }
        var members: [(String, JSONValue)] = [
            ("description", .string(token.description)),
            ("materialSymbol", .string(icon.materialSymbol)),
            ("name", .string(icon.name)),
            ("sfSymbol", .string(icon.sfSymbol)),
            ("svg", .string(icon.svg)),
        ]
        if let deprecation = token.deprecation { members.insert(("deprecated", .string(deprecation)), at: 1) }
        return (token.path.dotted, .object(members))
    }

    private func resolver(_ system: DesignSystem) -> JSONValue {
        func source(_ file: String) -> JSONValue { .array([.object([("$ref", .string(file))])]) }
        return .object([
            ("$schema", .string(Self.resolverSchema)),
            ("name", .string(system.name)),
            ("version", .string("2025.10")),
            ("description", .string("Tokens of \(system.name): shared values, then the colours of the selected mode.")),
            ("sets", .object([
                ("base", .object([("sources", source("base.tokens.json"))])),
            ])),
            ("modifiers", .object([
                ("mode", .object([
                    ("description", .string("Light or dark appearance.")),
                    ("contexts", .object([("light", source("light.tokens.json")), ("dark", source("dark.tokens.json"))])),
                    ("default", .string("light")),
                ])),
            ])),
            ("resolutionOrder", .array([
                .object([("$ref", .string("#/sets/base"))]),
                .object([("$ref", .string("#/modifiers/mode"))]),
            ])),
        ])
    }
}

/// Nested DTCG groups built from dotted paths. Members keep insertion order, so inserting
/// tokens in `sortedTokens` order gives sorted groups.
struct JSONTree {
    private var order: [String] = []
    private var tokens: [String: JSONValue] = [:]
    private var groups: [String: JSONTree] = [:]

    mutating func insert(_ value: JSONValue, at components: [String]) {
        guard let first = components.first else { return }
        if tokens[first] == nil, groups[first] == nil { order.append(first) }
        if components.count == 1 {
            tokens[first] = value
        } else {
            groups[first, default: JSONTree()].insert(value, at: Array(components.dropFirst()))
        }
    }

    var members: [(String, JSONValue)] {
        order.map { name in (name, tokens[name] ?? .object(groups[name]?.members ?? [])) }
    }
}
