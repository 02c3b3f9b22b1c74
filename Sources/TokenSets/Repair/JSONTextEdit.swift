import StylebookKit

/// Byte-exact edits of a JSON file's text: a value's literal is replaced where it is written,
/// and every other byte (indentation, key order, escapes, a final newline) is kept.
enum JSONTextEdit {
    struct Replacement: Equatable {
        var range: Range<Int>
        var text: String
    }

    struct Unwritable: Error {
        var reason: String
    }

    /// The object or value written at `line`:`column`, anywhere in `root`.
    static func node(in root: JSONNode, line: Int, column: Int) -> JSONNode? {
        if root.line == line && root.column == column, root.members != nil { return root }
        // Members and elements are in file order: descend into the last one starting before the target.
        let children = root.members?.map(\.value) ?? root.elements ?? []
        let before = children.last { ($0.line, $0.column) <= (line, column) }
        return before.flatMap { node(in: $0, line: line, column: column) }
    }

    /// The replacements that make `value` (a `$value` or `value` node) the colour `color`: a
    /// string becomes hex in the case the file used; a DTCG colour object in sRGB gets new
    /// components and hex.
    static func colorReplacements(_ value: JSONNode, with color: SRGBColor, in bytes: [UInt8]) throws(Unwritable) -> [Replacement] {
        try colorReplacements(value, with: .srgb(color), in: bytes)
    }

    /// The same for a colour `fix contrast` moved in its own space: display-p3 or OKLCH keeps its
    /// space, as CSS text in a string or as the object's components.
    static func colorReplacements(_ value: JSONNode, with newValue: ColorValue, in bytes: [UInt8]) throws(Unwritable) -> [Replacement] {
        let wide: WideColor?
        let color: SRGBColor
        switch newValue {
        case .srgb(let srgb): (wide, color) = (nil, srgb)
        case .wide(let declared): (wide, color) = (declared, declared.srgb)
        default: throw Unwritable(reason: "its new value is no colour")
        }
        switch value.value {
        case .string(let old):
            return [Replacement(range: try scalarRange(value, in: bytes), text: "\"" + (wide?.css ?? hex(color, like: old)) + "\"")]
        case .object:
            let space = value["colorSpace"]?.string ?? "srgb"
            guard space == (wide?.space.rawValue ?? "srgb") else { throw Unwritable(reason: "its colour is declared in \(space)") }
            guard let components = value["components"]?.elements, components.count == 3 else {
                throw Unwritable(reason: "its colour object has no three `components`")
            }
            if let wide {
                var replacements: [Replacement] = []
                for (component, number) in zip(components, wide.components) {
                    replacements.append(Replacement(range: try scalarRange(component, in: bytes), text: WideColor.number(number)))
                }
                if let hexNode = value["hex"], let old = hexNode.string {
                    replacements.append(Replacement(range: try scalarRange(hexNode, in: bytes), text: "\"" + hex(color, like: old, alphaApart: true) + "\""))
                }
                return replacements
            }
            var replacements: [Replacement] = []
            // Written as precisely as the file writes them: Figma's exports carry every digit.
            var ranges: [Range<Int>] = []
            for component in components { ranges.append(try scalarRange(component, in: bytes)) }
            let precise = ranges.contains { range in
                let text = String(decoding: bytes[range], as: UTF8.self)
                return (text.split(separator: ".").dropFirst().first?.count ?? 0) > 4
            }
            for (range, channel) in zip(ranges, [color.red, color.green, color.blue]) {
                replacements.append(Replacement(range: range, text: precise ? exactNumber(channel) : number(channel)))
            }
            if let alpha = value["alpha"], alpha.number != nil {
                replacements.append(Replacement(range: try scalarRange(alpha, in: bytes), text: number(color.alpha)))
            } else if color.alpha < 1 {
                throw Unwritable(reason: "its colour object has no `alpha` to change")
            }
            if let hexNode = value["hex"], let old = hexNode.string {
                replacements.append(Replacement(range: try scalarRange(hexNode, in: bytes), text: "\"" + hex(color, like: old, alphaApart: true) + "\""))
            }
            return replacements
        default:
            throw Unwritable(reason: "its value is \(value.kindName)")
        }
    }

    /// `#1a2b3c`, upper case when the old value was; eight digits when the colour is
    /// translucent or the old value had eight. A colour object's `hex` has six: its alpha is apart.
    static func hex(_ color: SRGBColor, like old: String, alphaApart: Bool = false) -> String {
        var text = String(color.hex.prefix(7))
        let alpha = color.hex.dropFirst(7)
        if !alphaApart && (!alpha.isEmpty || (old.hasPrefix("#") && old.count == 9)) { text += alpha.isEmpty ? "ff" : alpha }
        let letters = old.hasPrefix("#") ? old.dropFirst().filter(\.isLetter) : ""
        return !letters.isEmpty && letters == letters.uppercased() ? text.uppercased() : text.lowercased()
    }

    /// An sRGB channel in 0…1, to four places: enough for every 8-bit value to read back as itself.
    static func number(_ channel: Double) -> String {
        let rounded = (channel * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// An 8-bit channel in 0…1 with every digit, as a JSON number (`0.4588235294117647`, `1`, `0`).
    static func exactNumber(_ channel: Double) -> String {
        let value = (channel * 255).rounded() / 255
        return value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    /// The bytes of a string or number literal that starts at the node's line and column.
    static func scalarRange(_ node: JSONNode, in bytes: [UInt8]) throws(Unwritable) -> Range<Int> {
        guard let start = offset(line: node.line, column: node.column, in: bytes) else { throw Unwritable(reason: "its position is outside the file") }
        var end = start
        switch node.value {
        case .string:
            guard bytes[start] == UInt8(ascii: "\"") else { throw Unwritable(reason: "its text is not where it was read") }
            end += 1
            while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            end += 1
        case .number:
            let numeric = Set("+-.eE0123456789".utf8)
            while end < bytes.count && numeric.contains(bytes[end]) { end += 1 }
        default:
            throw Unwritable(reason: "its value is \(node.kindName)")
        }
        guard end <= bytes.count, end > start else { throw Unwritable(reason: "its literal is not closed") }
        return start..<end
    }

    /// The byte offset of a 1-based line and column, columns counting characters as the parser does.
    static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var currentLine = 1
        while currentLine < line {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            currentLine += 1
        }
        var currentColumn = 1
        while currentColumn < column, index < bytes.count {
            index += 1
            while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
            currentColumn += 1
        }
        return index < bytes.count ? index : nil
    }

    /// The text with every replacement made; overlapping ones are made once.
    static func apply(_ replacements: [Replacement], to bytes: [UInt8]) -> String {
        var result = bytes
        var seen = Set<Int>()
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where seen.insert(replacement.range.lowerBound).inserted {
            result.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
