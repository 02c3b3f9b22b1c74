import GeneratorSupport
import StylebookKit

/// What the resolver does for Style Dictionary and Tokens Studio tokens only: references inside
/// a longer string, math, and Tokens Studio's colour modifiers.
extension TokenResolver {
    /// `"{spacing.base} * 2"`, `"rgba({color.black}, 0.5)"`, `"8 * 2"`: each `{…}` replaced by
    /// its token's value written out, then worked out when the whole is arithmetic.
    mutating func embedded(_ text: String, _ node: JSONNode, in raw: RawToken, at pointer: JSONPointer) -> JSONNode? {
        let text = curlyReferences(text)
        if let path = Reference.curly(text), let key = key(path) { return value(of: key) }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let reference = String(rest[open...close])
            guard let path = Reference.curly(reference), let key = key(path) else {
                diagnostics.append(raw.problem.diagnostic(.importUnknownReference, "'\(reference)' in '\(text)' names no token", at: pointer, node,
                                                          hint: "declare '\(reference.dropFirst().dropLast())' or correct the reference"))
                return nil
            }
            guard let target = value(of: key) else { return nil }
            guard let written = Self.written(target) else {
                diagnostics.append(raw.problem.diagnostic(.importMalformedValue, "'\(reference)' in '\(text)' is \(target.kindName), which cannot be written into a string",
                                                          at: pointer, node))
                return nil
            }
            result += written
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        let evaluated = MathExpression.evaluate(result) ?? result
        return evaluated == node.string ? node : JSONNode(.string(evaluated), line: node.line, column: node.column)
    }

    /// Early Tokens Studio files refer with `$colors.gray.100`; each such name of a token is
    /// rewritten `{colors.gray.100}`.
    func curlyReferences(_ text: String) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = text[...]
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            let end = rest[after...].firstIndex { !($0.isLetter || $0.isNumber || "._-".contains($0)) } ?? rest.endIndex
            var name = String(rest[after..<end])
            while name.hasSuffix(".") { name.removeLast() }
            let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if parts.count > 1, !parts.contains(where: \.isEmpty), key(parts) != nil {
                result += "{\(name)}"
                rest = rest[rest.index(after, offsetBy: name.count)...]
            } else {
                result += "$"
                rest = rest[after...]
            }
        }
        return result + rest
    }

    /// A resolved value as text inside another value: numbers as numbers, `{value, unit}` as
    /// `16px`, a colour object as hex.
    static func written(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): return text
        case .number(let number): return MathExpression.format(number)
        case .object:
            if let value = node["value"]?.number, let unit = node["unit"]?.string { return MathExpression.format(value) + unit }
            if let color = Self.color(node) { return color.hex }
            return nil
        default: return nil
        }
    }

    /// A colour written either way: a CSS string or a DTCG colour object.
    static func color(_ node: JSONNode) -> SRGBColor? {
        if let text = node.string { return LegacyValue.parseColor(text) }
        guard let spaceName = node["colorSpace"]?.string, let space = ColorSpace(rawValue: spaceName),
              let components = node["components"]?.elements?.compactMap(\.number), components.count == 3 else {
            return node["hex"]?.string.flatMap(SRGBColor.init(hex:))
        }
        return space.srgb(components, alpha: node["alpha"]?.number ?? 1).color
    }

    /// `$extensions["studio.tokens"].modify` of a legacy token, unless empty (Tokens Studio
    /// writes `{}` when a modifier is switched off).
    static func colorModifier(_ raw: RawToken) -> JSONNode? {
        guard raw.dialect == .legacy, let modify = raw.node["$extensions"]?["studio.tokens"]?["modify"],
              let members = modify.members, !members.isEmpty else { return nil }
        return modify
    }

    /// The colour `value` after its modifier; nil, with a warning, when the modifier cannot be read.
    mutating func modified(_ value: JSONNode, by modify: JSONNode, in raw: RawToken) -> JSONNode? {
        let at = raw.pointer.appending("$extensions").appending("studio.tokens").appending("modify")
        func problem(_ message: String) -> JSONNode? {
            diagnostics.append(raw.problem.diagnostic(.importMalformedColorModifier, "\(message); the token is left out", at: at, modify))
            return nil
        }
        guard let base = Self.color(value) else { return problem("the value '\(Self.written(value) ?? value.kindName)' is not a colour to modify") }
        guard let kindName = modify["type"]?.string, let kind = ColorModifier.Kind(rawValue: kindName) else {
            return problem("modifier type '\(modify["type"]?.string ?? "")' is not lighten, darken, mix or alpha")
        }
        guard let amountNode = modify["value"], let resolved = substitute(amountNode, in: raw, at: at.appending("value")) else {
            return problem("the modifier has no readable `value`")
        }
        guard let amount = resolved.number ?? resolved.string.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) else {
            return problem("the modifier's amount '\(Self.written(resolved) ?? "")' is not a number")
        }
        var space: ColorModifier.Space?
        if let spaceName = modify["space"]?.string, !spaceName.isEmpty {
            guard let known = ColorModifier.Space(rawValue: spaceName) else { return problem("modifier space '\(spaceName)' is not srgb, hsl, lch or p3") }
            space = known
        }
        var mixColor: SRGBColor?
        if kind == .mix {
            guard let colorNode = modify["color"], let resolvedColor = substitute(colorNode, in: raw, at: at.appending("color")),
                  let color = Self.color(resolvedColor) else { return problem("a mix modifier needs a `color`") }
            mixColor = color
        }
        let result = ColorModifier(kind: kind, amount: amount, space: space, mixColor: mixColor).apply(to: base)
        return LegacyValue.colorNode(result, like: value)
    }
}
