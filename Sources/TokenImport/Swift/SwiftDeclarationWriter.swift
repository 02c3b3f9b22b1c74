import StylebookKit

/// Writes a design system as Swift source using StylebookKit's declaration helpers: one file
/// per top-level group (`<Type><Group>.swift`, an enum with `static let all`), in the order
/// of the JSON, plus `<Type>.swift` with `public enum <Type> { public static let system }`.
public struct SwiftDeclarationWriter: Sendable {
    public var typeName: String
    /// Named in the generated comments.
    public var sourceName: String

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
        return """
        import StylebookKit

        /// \(system.name), imported from \(sourceName) by `stylebook import`.
        /// Edit these declarations from now on; exporting them writes the DTCG files again.
        /// DTCG files carry no contrast pairs: add them with `pairs:` so `stylebook check` tests them.
        public enum \(typeName) {
            public static let system = DesignSystem(
                name: \(SwiftLiteral.string(system.name)),
                tokens: \(list)
            )
        }

        """
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
        if let deprecation = token.deprecation { tail += ", deprecated: \(SwiftLiteral.string(deprecation))" }
        tail += "),"
        let single = "        \(head), \(tail)"
        if single.count <= 120, !head.contains("\n") { return [single] }
        return ["        \(head),", "            \(tail)"]
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
        switch value {
        case .srgb(let color): SwiftLiteral.string(color.hex)
        case .wide(let color): SwiftLiteral.string(color.css)
        case .alias(let path): SwiftLiteral.string("{\(path.dotted)}")
        case .invalid(let text): SwiftLiteral.string(text)
        }
    }

    private func easing(_ curve: CubicBezier) -> String {
        let named: [(String, CubicBezier)] = [("linear", .linear), ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)]
        if let name = named.first(where: { $0.1 == curve })?.0 { return "." + name }
        return "CubicBezier(\(curve.controlPoints.map(SwiftLiteral.number).joined(separator: ", ")))"
    }
}
