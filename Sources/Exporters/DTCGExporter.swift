import StylebookKit

/// Design Tokens Community Group format, version 2025.10.
///
/// A resolver, `base.tokens.json` with everything that is the same in every mode, and one file
/// per context, `<context>.tokens.json`: the resolver stacks base under one modifier per axis,
/// whose contexts pick those files. When no value differs between modes there is no modifier
/// and no context file. A light | dark system's modifier is called `mode` (as it
/// always was); other systems' modifiers are named after their axes.
///
/// A colour whose value depends on one axis only sits in that axis's files. One that depends on
/// several (a value for `dark+increased`) cannot live in any one context's file, so it goes
/// through a chain of aliases the resolver's order completes: the last axis's context sets
/// `color.x` to `{_modes.<context>.color.x}`, each earlier axis but the first maps the keys of
/// the later ones to `_modes.<its context>+<later contexts>.…`, and the first axis's files hold
/// the literal for every combination of the others. Tools that flatten the resolver and then
/// follow aliases, as the 2025.10 resolver spec orders, get each combination's value; the
/// `_modes` group is only that chain's storage.
///
/// Aliases stay `{a.b}` references; wide colours are colour objects in their own space with the
/// sRGB `hex` fallback. Icons have no DTCG type, so they travel in `$extensions`.
public struct DTCGExporter: TokenExporter {
    public let id = "dtcg"
    public let summary = "DTCG 2025.10 JSON token files and a resolver with one modifier per axis, wide colours with sRGB hex fallbacks"
    static let formatSchema = "https://www.designtokens.org/schemas/2025.10/format.json"
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"
    static let extensionKey = "dev.stylebook"
    static let chainGroup = "_modes"

    public init() {}

    public func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] {
        let modes = PlatformModes(system)
        let varying = try system.varyingColors()
        let varyingPaths = Set(varying.map(\.path))
        let base = system.sortedTokens.filter { $0.kind != .icon && !varyingPaths.contains($0.path) }
        // A set with no value that differs between modes has no modes to export: one file, no
        // modifiers, rather than empty light and dark files.
        let axes = varying.isEmpty ? [] : system.axes
        // Tokens that change with a later axis than the first go through the chain.
        var chained: [Token] = [], firstAxisOnly: [Token] = []
        for token in varying {
            let alongLater = try system.modes.contains { mode in
                let firstOnly = modes.mode([axes[0].name: mode.contexts[0]])
                return try system.exportValue(token, mode) != system.exportValue(token, firstOnly)
                    || system.exportLiteral(token, mode) != system.exportLiteral(token, firstOnly)
            }
            if alongLater { chained.append(token) } else { firstAxisOnly.append(token) }
        }
        var files = [file("base.tokens.json", try tokenFile(system, base.map { ($0.path.components, $0, .literal(system.modes[0])) },
                                                            icons: system.sortedTokens(of: .icon)))]
        for (index, axis) in axes.enumerated() {
            let later = Array(axes.dropFirst(index + 1))
            let laterTuples = later.reduce([[String]]([[]])) { partial, axis in partial.flatMap { p in axis.contexts.map { p + [$0] } } }
            for context in axis.contexts {
                var entries: [([String], Token, Entry)] = []
                if index == 0 {
                    for token in firstAxisOnly { entries.append((token.path.components, token, .literal(modes.mode([axis.name: context])))) }
                }
                // The chain's keys, grouped by combination after the tokens.
                for tuple in laterTuples {
                    for token in chained {
                        if index == 0 {
                            var picked = [axis.name: context]
                            for (other, c) in zip(later, tuple) { picked[other.name] = c }
                            entries.append((Self.chainPath(tuple, token), token, .literal(modes.mode(picked))))
                        } else {
                            entries.append((Self.chainPath(tuple, token), token, .alias(Self.chainPath([context] + tuple, token))))
                        }
                    }
                }
                files.append(file(Self.fileName(context), try tokenFile(system, entries, icons: [])))
            }
        }
        files.append(file(system.typePrefix.lowercased() + ".resolver.json", resolver(system, modes, axes: axes)))
        return files.sorted { $0.path < $1.path }
    }

    /// What a colour entry holds: the token's value in a mode, or an alias into the chain.
    enum Entry {
        case literal(Mode)
        case alias([String])
    }

    /// `_modes.increased+zen.color.text.primary`, or the token's own path for no contexts.
    static func chainPath(_ contexts: [String], _ token: Token) -> [String] {
        contexts.isEmpty ? token.path.components : [chainGroup, contexts.joined(separator: "+")] + token.path.components
    }

    /// A context's file; `base` is taken by the shared values.
    static func fileName(_ context: String) -> String {
        (context == "base" ? "base-context" : context) + ".tokens.json"
    }

    private func file(_ name: String, _ json: JSONValue) -> ExportedFile {
        ExportedFile(path: "\(id)/\(name)", text: json.text)
    }

    private func tokenFile(_ system: DesignSystem, _ entries: [([String], Token, Entry)], icons: [Token]) throws -> JSONValue {
        var tree = JSONTree()
        for (path, token, entry) in entries {
            tree.insert(try tokenJSON(system, token, entry), at: path)
        }
        var root: [(String, JSONValue)] = [("$schema", .string(Self.formatSchema))]
        if !icons.isEmpty {
            root.append(("$extensions", .object([(Self.extensionKey + ".icons", .object(icons.compactMap(iconJSON)))])))
        }
        return .object(root + tree.members)
    }

    private func tokenJSON(_ system: DesignSystem, _ token: Token, _ entry: Entry) throws -> JSONValue {
        var members: [(String, JSONValue)]
        switch token.value {
        case .color(_, let role):
            let value: JSONValue
            switch entry {
            case .literal(let mode): value = try colorValue(system, token, mode: mode)
            case .alias(let path): value = .string("{\(path.joined(separator: "."))}")
            }
            members = [("$type", .string("color")), ("$value", value)]
            members.append(("$description", .string(token.description)))
            members.append(("$extensions", .object([(Self.extensionKey, .object([("role", .string(role.rawValue))] + Self.deprecationExtension(token)))])))
        case .dimension(let points):
            members = [("$type", .string("dimension")), ("$value", Self.dimension(points)), ("$description", .string(token.description))]
        case .opacity(let value):
            members = [("$type", .string("number")), ("$value", .number(value)), ("$description", .string(token.description))]
        case .typography(let style):
            members = [("$type", .string("typography")), ("$value", Self.typography(style)), ("$description", .string(token.description))]
        case .motion(let motion):
            members = [("$type", .string("transition")), ("$value", Self.transition(motion)), ("$description", .string(token.description))]
        case .number(let value):
            members = [("$type", .string("number")), ("$value", .number(value)), ("$description", .string(token.description))]
        case .fontFamily(let families):
            let value: JSONValue = families.count == 1 ? .string(families[0]) : .array(families.map(JSONValue.string))
            members = [("$type", .string("fontFamily")), ("$value", value), ("$description", .string(token.description))]
        case .fontWeight(let weight):
            members = [("$type", .string("fontWeight")), ("$value", .number(Double(weight))), ("$description", .string(token.description))]
        case .duration(let milliseconds):
            members = [("$type", .string("duration")), ("$value", Self.duration(milliseconds)), ("$description", .string(token.description))]
        case .easing(let curve):
            members = [("$type", .string("cubicBezier")), ("$value", .array(curve.controlPoints.map(JSONValue.number))),
                       ("$description", .string(token.description))]
        case .shadow(let layers):
            let value: JSONValue = layers.count == 1 ? Self.shadow(layers[0]) : .array(layers.map(Self.shadow))
            members = [("$type", .string("shadow")), ("$value", value), ("$description", .string(token.description))]
        case .icon:
            members = []
        }
        if let deprecation = token.deprecation {
            members.insert(("$deprecated", deprecation.message.map(JSONValue.string) ?? .bool(true)), at: 2)
        }
        // DTCG has one `number` type; the importer reads one in 0...1 as an opacity unless
        // this says otherwise.
        let kindMarker: [(String, JSONValue)] = if case .number(let value) = token.value, (0...1).contains(value) { [("kind", .string("number"))] } else { [] }
        let extensions = kindMarker + (token.kind == .color ? [] : Self.deprecationExtension(token))
        if !extensions.isEmpty {
            members.append(("$extensions", .object([(Self.extensionKey, .object(extensions))])))
        }
        return .object(members)
    }

    /// What `$deprecated` cannot say: the replacement and the release that removes the token
    /// (the importer reads them back).
    static func deprecationExtension(_ token: Token) -> [(String, JSONValue)] {
        guard let deprecation = token.deprecation else { return [] }
        var members: [(String, JSONValue)] = []
        if let release = deprecation.removedIn { members.append(("removedIn", .string(release))) }
        if let replacement = deprecation.replacedBy { members.append(("replacedBy", .string(replacement.dotted))) }
        return members
    }

    private func colorValue(_ system: DesignSystem, _ token: Token, mode: Mode) throws -> JSONValue {
        switch try system.exportValue(token, mode) {
        case .alias(let target): return .string("{\(target.dotted)}")
        case .wide(let wide): return Self.color(wide)
        default: return Self.color(try system.exportColor(token, mode))
        }
    }

    /// A wide colour in its own space, with the sRGB display's value as the `hex` fallback.
    static func color(_ wide: WideColor) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(wide.space.rawValue)),
            ("components", .array(wide.components.map(JSONValue.number))),
        ]
        if wide.alpha < 1 { members.append(("alpha", .number(wide.alpha))) }
        members.append(("hex", .string(wide.srgb.hexRGB.lowercased())))
        return .object(members)
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

    static func duration(_ milliseconds: Double) -> JSONValue {
        .object([("value", .number(milliseconds)), ("unit", .string("ms"))])
    }

    static func shadow(_ layer: ShadowLayer) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("color", color(layer.color)), ("offsetX", dimension(layer.offsetX)), ("offsetY", dimension(layer.offsetY)),
            ("blur", dimension(layer.blur)), ("spread", dimension(layer.spread)),
        ]
        if layer.inset { members.append(("inset", .bool(true))) }
        return .object(members)
    }

    static func transition(_ motion: Motion) -> JSONValue {
        .object([
            ("duration", duration(motion.duration)),
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
        if let deprecation = token.deprecation {
            members.insert(("deprecated", deprecation.message.map(JSONValue.string) ?? .bool(true)), at: 1)
            members += Self.deprecationExtension(token)
            members.sort { $0.0 < $1.0 }
        }
        return (token.path.dotted, .object(members))
    }

    private func resolver(_ system: DesignSystem, _ modes: PlatformModes, axes: [ModeAxis]) -> JSONValue {
        func source(_ file: String) -> JSONValue { .array([.object([("$ref", .string(file))])]) }
        let legacy = modes.isLightDarkOnly
        let modifiers: [(String, JSONValue)] = axes.map { axis in
            let description = legacy ? "Light or dark appearance."
                : "The \(axis.name) axis: \(axis.contexts.joined(separator: ", ")); \(axis.defaultContext) by default."
            return (legacy ? "mode" : axis.name, .object([
                ("description", .string(description)),
                ("contexts", .object(axis.contexts.map { ($0, source(Self.fileName($0))) })),
                ("default", .string(axis.defaultContext)),
            ]))
        }
        let description = axes.isEmpty ? "Tokens of \(system.name): no value differs between modes, so there is one set and no modifier."
            : legacy ? "Tokens of \(system.name): shared values, then the colours of the selected mode."
            : "Tokens of \(system.name): shared values, then one modifier per axis (\(system.axes.map(\.name).joined(separator: ", "))). "
                + "Colours that depend on several axes resolve through aliases into the \(Self.chainGroup) group once every modifier is applied."
        return .object([
            ("$schema", .string(Self.resolverSchema)),
            ("name", .string(system.name)),
            ("version", .string("2025.10")),
            ("description", .string(description)),
            ("sets", .object([
                ("base", .object([("sources", source("base.tokens.json"))])),
            ])),
            ("modifiers", .object(modifiers)),
            ("resolutionOrder", .array([.object([("$ref", .string("#/sets/base"))])]
                + modifiers.map { .object([("$ref", .string("#/modifiers/\($0.0)"))]) })),
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
