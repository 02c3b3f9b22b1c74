/// Swift source spellings of values, for generated Swift: the iOS export and `import`'s
/// declarations.
public enum SwiftLiteral {
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `12` for whole numbers, else Swift's shortest form that reads back the same (`-0.43`).
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    public static func strings(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ", ") + "]"
    }

    /// A type name from a JSON group name: `brand colors` → `BrandColors`.
    public static func typeName(_ text: String) -> String {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = words.joined().filter { $0.isASCII }
        guard let first = joined.first else { return "Group" }
        return first.isLetter ? joined : "Group" + joined
    }
}

