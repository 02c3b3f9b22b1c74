import Exporters
import StylebookKit

/// Writes a design system as Swift source using StylebookKit's declaration helpers: one file
/// per top-level group (`<Type><Group>.swift`, an enum with `static let all`), in the order
/// of the JSON, plus `<Type>.swift` with `public enum <Type> { public static let system }`.
public struct SwiftDeclarationWriter: Sendable {
    public var typeName: String
    /// Named in the generated comments.
    public var sourceName: String
    /// Which resolver contexts each mode was read from, and the modifiers held at one context:
    /// named in `<Type>.swift` so a reader (and a script comparing `check` with
    /// `check --tokens`) knows that `light+increased` is what `light-hc` was.
    public var modeSources: [ImportedSystem.ModeSource] = []
    public var held: [String: String] = [:]

    public init(typeName: String = "Imported", sourceName: String) {
        self.typeName = typeName
        self.sourceName = sourceName
    }

    /// File name → contents, sorted by file name.
    public func files(for system: DesignSystem) -> [(name: String, text: String)] {
        var groups: [(name: String, tokens: [Token])] = []
        for token in system.tokens {
            let group = token.path.components.count > 1 ? token.path.components[0] : ""
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].tokens.append(token)
            } else {
                groups.append((group, [token]))
            }
        }
        var used = Set<String>()
        var files: [(name: String, text: String)] = []
        var members: [String] = []
        for group in groups {
            var base = typeName + SwiftLiteral.typeName(group.name.isEmpty ? "ungrouped" : group.name)
            var suffix = 2
            while used.contains(base) { base = typeName + SwiftLiteral.typeName(group.name) + String(suffix); suffix += 1 }
            used.insert(base)
            members.append(base + "Tokens.all")
            files.append((base + ".swift", groupFile(enumName: base + "Tokens", group: group.name, tokens: Self.bySubgroup(group.tokens))))
        }
        if !system.pairs.isEmpty { files.append((typeName + "Pairs.swift", pairsFile(system.pairs))) }
        files.append((typeName + ".swift", systemFile(system, members: members)))
        return files.sorted { $0.name < $1.name }
    }

    /// Tokens of one nested group together, groups in order of first appearance: a token
    /// from the dark/light files joins its siblings from the base file.
    static func bySubgroup(_ tokens: [Token]) -> [Token] {
        var firstSeen: [String: Int] = [:]
        for (index, token) in tokens.enumerated() {
            let parent = token.path.components.dropLast().joined(separator: ".")
            if firstSeen[parent] == nil { firstSeen[parent] = index }
        }
        return tokens.enumerated().sorted { a, b in
            let pa = firstSeen[a.element.path.components.dropLast().joined(separator: ".")]!
            let pb = firstSeen[b.element.path.components.dropLast().joined(separator: ".")]!
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
    }

    private func systemFile(_ system: DesignSystem, members: [String]) -> String {
        let list = members.isEmpty ? "[]" : members.joined(separator: "\n            + ")
        let pairs = system.pairs.isEmpty ? "" : ",\n        pairs: \(typeName)Pairs.all"
        let note = system.pairs.isEmpty
            ? "/// DTCG files carry no contrast pairs: add them with `pairs:` so `stylebook check` tests them."
            : "/// The pairs are those `stylebook check --tokens` found in the JSON; add yours to \(typeName)Pairs."
        return """
        import StylebookKit

        /// \(system.name), imported from \(sourceName) by `stylebook import`.
        /// Edit these declarations from now on; exporting them writes the DTCG files again.
        \(note)\(modesNote)
        public enum \(typeName) {
            public static let system = DesignSystem(
                name: \(SwiftLiteral.string(system.name)),\(axes(system.axes))
                tokens: \(list)\(pairs)
            )
        }

        """
    }

    /// "\n/// Modes, each read from these resolver contexts:\n///   light+increased: theme=light-hc …".
    var modesNote: String {
        guard !modeSources.isEmpty else { return "" }
        let heldText = held.isEmpty ? "" : " (held: " + held.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")"
        let lines = modeSources.map { source in
            "///   \(source.mode): " + source.contexts.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
        }
        return "\n/// Modes, each read from these resolver contexts\(heldText):\n" + lines.joined(separator: "\n")
    }

    /// Nothing for the default light | dark; else `axes: [.appearance, .contrast, ModeAxis(…)],`
    /// on a line of its own.
    func axes(_ axes: [ModeAxis]) -> String {
        func same(_ a: ModeAxis, _ b: ModeAxis) -> Bool {
            a.name == b.name && a.contexts == b.contexts && a.defaultContext == b.defaultContext
        }
        if axes.count == 1, same(axes[0], .appearance) { return "" }
        let literals = axes.map { axis -> String in
            if same(axis, .appearance) { return ".appearance" }
            if same(axis, .contrast) { return ".contrast" }
            let defaultPart = axis.defaultContext == axis.contexts.first ? "" : ", default: \(SwiftLiteral.string(axis.defaultContext))"
            return "ModeAxis(\(SwiftLiteral.string(axis.name)), contexts: \(SwiftLiteral.strings(axis.contexts))\(defaultPart))"
        }
        return "\n        axes: [" + literals.joined(separator: ", ") + "],"
    }

    /// `ContrastPairDeclaration(foreground: "…", background: "…", kind: .nonText),`, one a line.
    private func pairsFile(_ pairs: [ContrastPairDeclaration]) -> String {
        var lines = ["import StylebookKit", "", "/// The contrast pairs of \(sourceName), as `stylebook check --tokens` found them.",
                     "enum \(typeName)Pairs {", "    static let all: [ContrastPairDeclaration] = ["]
        for pair in pairs {
            var arguments = ["foreground: \(SwiftLiteral.string(pair.foreground.dotted))", "background: \(SwiftLiteral.string(pair.background.dotted))"]
            if let over = pair.over { arguments.append("over: \(SwiftLiteral.string(over.dotted))") }
            switch pair.kind {
            case .text: break
            case .largeText: arguments.append("kind: .largeText")
            case .nonText: arguments.append("kind: .nonText")
            }
            switch pair.exemption {
            case .decorative(let reason)?: arguments.append("exemption: .decorative(\(SwiftLiteral.string(reason)))")
            case .disabled(let reason)?: arguments.append("exemption: .disabled(\(SwiftLiteral.string(reason)))")
            case nil: break
            }
            lines.append("        ContrastPairDeclaration(\(arguments.joined(separator: ", "))),")
        }
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func groupFile(enumName: String, group: String, tokens: [Token]) -> String {
        var lines = ["import StylebookKit", ""]
        lines.append(group.isEmpty ? "/// Tokens outside any group in \(sourceName)." : "/// The `\(group)` group of \(sourceName).")
        lines.append("enum \(enumName) {")
        lines.append("    static let all: [Token] = [")
        var subgroup: String?
        for (index, token) in tokens.enumerated() {
            // A comment line per nested group keeps the JSON's structure visible.
            let parent = token.path.components.dropLast().joined(separator: ".")
            if parent != subgroup, token.path.components.count > 2 {
                if index > 0 { lines.append("") }
                lines.append("        // \(parent)")
            }
            subgroup = parent
            lines.append(contentsOf: declaration(token))
        }
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `.color("color.text.primary", light: "{…}", dark: "#…", role: .text, "Body text."),`
    /// with the description on a second line when the first grows long.
    func declaration(_ token: Token) -> [String] {
        let path = SwiftLiteral.string(token.path.dotted)
        let head: String
        switch token.value {
        case .color(let values, let role):
            head = ".color(\(path), \(colorValues(values)), role: .\(role.rawValue)"
        case .dimension(let points):
            head = ".dimension(\(path), \(SwiftLiteral.number(points))"
        case .opacity(let value):
            head = ".opacity(\(path), \(SwiftLiteral.number(value))"
        case .typography(let style):
            head = ".typography(\(path), Typography(\n            family: \(SwiftLiteral.strings(style.family)), size: \(SwiftLiteral.number(style.size)), "
                + "weight: \(style.weight), lineHeight: \(SwiftLiteral.number(style.lineHeight)), letterSpacing: \(SwiftLiteral.number(style.letterSpacing)))"
        case .motion(let motion):
            head = ".motion(\(path), Motion(duration: \(SwiftLiteral.number(motion.duration)), easing: \(easing(motion.easing)))"
        case .icon(let icon):
            head = ".icon(\(path), Icon(name: \(SwiftLiteral.string(icon.name)), sfSymbol: \(SwiftLiteral.string(icon.sfSymbol)), "
                + "materialSymbol: \(SwiftLiteral.string(icon.materialSymbol)),\n            svg: \(SwiftLiteral.string(icon.svg)))"
        }
        var tail = SwiftLiteral.string(token.description)
        if let deprecation = token.deprecation { tail += ", deprecated: \(Self.deprecation(deprecation))" }
        tail += "),"
        let single = "        \(head), \(tail)"
        if single.count <= 120, !head.contains("\n") { return [single] }
        return ["        \(head),", "            \(tail)"]
    }

    /// `"Use x."` for a message alone, else `.init("Use x.", replacedBy: "x", removedIn: "3.0")`.
    static func deprecation(_ deprecation: Deprecation) -> String {
        let message = deprecation.message.map(SwiftLiteral.string) ?? "nil"
        guard deprecation.replacedBy != nil || deprecation.removedIn != nil || deprecation.message == nil else { return message }
        var arguments = [message]
        if let replacement = deprecation.replacedBy { arguments.append("replacedBy: \(SwiftLiteral.string(replacement.dotted))") }
        if let release = deprecation.removedIn { arguments.append("removedIn: \(SwiftLiteral.string(release))") }
        return ".init(\(arguments.joined(separator: ", ")))"
    }

    /// One value; `light:, dark:` for the pair; otherwise a value per context or combination.
    private func colorValues(_ values: ColorValues) -> String {
        let entries = values.entries
        if entries.count == 1, entries[0].selector == .every { return colorLiteral(entries[0].value) }
        if entries.map(\.selector) == ["light", "dark"] {
            if entries[0].value == entries[1].value { return colorLiteral(entries[0].value) }
            return "light: \(colorLiteral(entries[0].value)), dark: \(colorLiteral(entries[1].value))"
        }
        let pairs = entries.map { "\(SwiftLiteral.string($0.selector.description)): \(colorLiteral($0.value))" }
        return "[" + pairs.joined(separator: ", ") + "]"
    }

    private func colorLiteral(_ value: ColorValue) -> String {
        SwiftLiteral.string(Self.colorText(value))
    }

    /// The text a colour value is declared with, which `ColorValue(parsing:)` reads back.
    static func colorText(_ value: ColorValue) -> String {
        switch value {
        case .srgb(let color): srgbText(color)
        case .wide(let color): color.css
        case .alias(let path): "{\(path.dotted)}"
        case .invalid(let text): text
        }
    }

    /// Hex when it holds the colour (to 1e-9: files often write 0.9999999999999999 for 1); else
    /// `rgb(r g b / a)` when only the alpha needs more than 8 bits; else `color(srgb r g b / a)`
    /// at full precision. So a colour such as Primer's 0.1-alpha tint measures in Swift as in JSON.
    static func srgbText(_ color: SRGBColor) -> String {
        func byte(_ value: Double) -> Int? {
            let scaled = (value * 255).rounded()
            return abs(value - scaled / 255) < 1e-9 && (0...255).contains(scaled) ? Int(scaled) : nil
        }
        let bytes = [color.red, color.green, color.blue].compactMap(byte)
        guard bytes.count == 3 else {
            let channels = [color.red, color.green, color.blue].map(SwiftLiteral.number).joined(separator: " ")
            return "color(srgb \(channels)\(color.alpha < 1 ? " / " + SwiftLiteral.number(color.alpha) : ""))"
        }
        if byte(color.alpha) != nil { return color.hex }
        return "rgb(\(bytes.map(String.init).joined(separator: " ")) / \(SwiftLiteral.number(color.alpha)))"
    }

    private func easing(_ curve: CubicBezier) -> String {
        let named: [(String, CubicBezier)] = [("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)]
        if let name = named.first(where: { $0.1 == curve })?.0 { return "." + name }
        return "CubicBezier(\(curve.controlPoints.map(SwiftLiteral.number).joined(separator: ", ")))"
    }
}
