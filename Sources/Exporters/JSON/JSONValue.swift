/// A tiny JSON tree with a hand-written printer: object keys keep the order they are given in
/// (callers sort them), numbers go through `ExportNumber`, and arrays of plain values stay on
/// one line. Foundation's encoders differ between platforms in number formatting; this does not.
indirect enum JSONValue: Hashable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Pretty-printed with two-space indentation and a trailing newline.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let value): output += JSONText.string(value)
        case .number(let value): output += ExportNumber.format(value)
        case .bool(let value): output += value ? "true" : "false"
        case .array(let items) where items.allSatisfy(\.isScalar):
            output += "[" + items.map { $0.text.dropLast() }.joined(separator: ", ") + "]"
        case .array(let items):
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &output, indent: indent)
        case .object(let members):
            writeContainer(members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &output, indent: indent)
        }
    }

    private func writeContainer(_ items: [(String?, JSONValue)], open: String, close: String, to output: inout String, indent: String) {
        guard !items.isEmpty else {
            output += open + close
            return
        }
        let inner = indent + "  "
        output += open + "\n"
        for (index, (key, value)) in items.enumerated() {
            output += inner
            if let key { output += JSONText.string(key) + ": " }
            value.write(to: &output, indent: inner)
            output += index == items.count - 1 ? "\n" : ",\n"
        }
        output += indent + close
    }
}
