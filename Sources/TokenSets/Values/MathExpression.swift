import Foundation

/// Arithmetic in token values, as Tokens Studio evaluates it: `{spacing.base} * 2` becomes
/// `8 * 2` once references are replaced, then `16`. Units are set aside and put back as
/// tokens-studio/sd-transforms does (`checkAndEvaluateMath`): `px` counts as a plain number,
/// one other unit is carried through (`4 * 7rem` is `28rem`, `4px * 7em` is `28em`), and two
/// other units (`1rem + 2em`) cannot be worked out, so the expression is left alone. Results
/// are rounded to four decimals, sd-transforms' default.
/// Operators `+ - * / ^` with the usual precedence, parentheses, and the functions of
/// expr-eval that token files use: `roundTo(x, n)`, `round`, `floor`, `ceil`, `abs`, `sqrt`,
/// `min`, `max`.
struct MathExpression {
    private let bytes: [UInt8]
    private var index = 0
    /// The one unit other than px that the numbers carry.
    private var unit: String?
    private var sawPixels = false
    /// Numbers without that other unit, and whether `+`, `-` or `/` joins any two values.
    private var plainNumbers = 0
    private var addsOrDivides = false
    private var mixedUnits = false

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The value of `text` with its unit (`"16px"`), or nil when it is not arithmetic: a single
    /// number, a colour, a word, or units that differ.
    static func evaluate(_ text: String) -> String? {
        guard text.utf8.contains(where: { "+-*/^(".utf8.contains($0) }) else { return nil }
        var parser = MathExpression(text)
        guard let value = parser.expression(), parser.atEnd, !parser.mixedUnits, value.isFinite else { return nil }
        // `4 + 7rem`, `1000 / 20em`: a unit that is not px only scales (sd-transforms leaves these alone).
        if parser.unit != nil, parser.plainNumbers > 0, parser.addsOrDivides { return nil }
        // A lone negative number ("-4px") is a value, not a sum: keep it as written.
        if parser.operations == 0 { return nil }
        return format(value) + (parser.unit ?? (parser.sawPixels ? "px" : ""))
    }

    /// Four decimals at most, no trailing zeros.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private var operations = 0

    private var atEnd: Bool {
        mutating get {
            skipSpace()
            return index == bytes.count
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }

    private mutating func peek() -> UInt8? {
        skipSpace()
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func expression() -> Double? {
        guard var value = term() else { return nil }
        while let next = peek(), next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
            index += 1
            operations += 1
            addsOrDivides = true
            guard let right = term() else { return nil }
            value = next == UInt8(ascii: "+") ? value + right : value - right
        }
        return value
    }

    private mutating func term() -> Double? {
        guard var value = power() else { return nil }
        while let next = peek(), next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
            index += 1
            operations += 1
            if next == UInt8(ascii: "/") { addsOrDivides = true }
            guard let right = power() else { return nil }
            value = next == UInt8(ascii: "*") ? value * right : value / right
        }
        return value
    }

    private mutating func power() -> Double? {
        guard let base = unary() else { return nil }
        if peek() == UInt8(ascii: "^") {
            index += 1
            operations += 1
            guard let exponent = power() else { return nil }
            return pow(base, exponent)
        }
        return base
    }

    private mutating func unary() -> Double? {
        if peek() == UInt8(ascii: "-") {
            index += 1
            return unary().map { -$0 }
        }
        if peek() == UInt8(ascii: "+") {
            index += 1
            return unary()
        }
        return primary()
    }

    private mutating func primary() -> Double? {
        guard let next = peek() else { return nil }
        if next == UInt8(ascii: "(") {
            index += 1
            guard let value = expression(), peek() == UInt8(ascii: ")") else { return nil }
            index += 1
            return value
        }
        if isDigit(next) || next == UInt8(ascii: ".") { return number() }
        if isLetter(next) { return call() }
        return nil
    }

    private mutating func number() -> Double? {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"),
           index + 1 < bytes.count, isDigit(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "-") {
            index += 2
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return nil }
        let unitStart = index
        while index < bytes.count, isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "%") { index += 1 }
        if unitStart == index || String(decoding: bytes[unitStart..<index], as: UTF8.self) == "px" { plainNumbers += 1 }
        if unitStart < index {
            let found = String(decoding: bytes[unitStart..<index], as: UTF8.self)
            if found == "px" {
                sawPixels = true
            } else {
                if let unit, unit != found { mixedUnits = true }
                unit = found
            }
        }
        return value
    }

    private mutating func call() -> Double? {
        let start = index
        while index < bytes.count, isLetter(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        guard peek() == UInt8(ascii: "(") else { return nil }
        index += 1
        var arguments: [Double] = []
        if peek() != UInt8(ascii: ")") {
            while true {
                guard let argument = expression() else { return nil }
                arguments.append(argument)
                if peek() == UInt8(ascii: ",") { index += 1; continue }
                break
            }
        }
        guard peek() == UInt8(ascii: ")") else { return nil }
        index += 1
        operations += 1
        switch (name, arguments.count) {
        case ("roundTo", 2):
            let scale = pow(10, arguments[1])
            return (arguments[0] * scale).rounded() / scale
        case ("round", 1): return arguments[0].rounded()
        case ("floor", 1): return arguments[0].rounded(.down)
        case ("ceil", 1): return arguments[0].rounded(.up)
        case ("abs", 1): return abs(arguments[0])
        case ("sqrt", 1): return arguments[0].squareRoot()
        case ("min", 1...): return arguments.min()
        case ("max", 1...): return arguments.max()
        default: return nil
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
