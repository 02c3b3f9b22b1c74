import StylebookKit

/// DTCG `$deprecated` as a `Deprecation`: `true` is one without a message, a string is the
/// message, and a message naming exactly one `{token}` names the replacement (the spec's own
/// example: "Please use {button.activeBorder} instead."). `$extensions.dev.stylebook`
/// `replacedBy` and `removedIn`, which the DTCG export writes, say the rest.
enum DeprecationReading {
    /// `details` holds `replacedBy` and `removedIn`: a token's `$extensions.dev.stylebook`, or
    /// the icon's own object in the root `$extensions`.
    static func deprecation(_ node: JSONNode?, details: JSONNode?) -> Deprecation? {
        var deprecation: Deprecation
        switch node?.value {
        case .string(let message)?: deprecation = Deprecation(message, replacedBy: reference(in: message).map(TokenPath.init(components:)))
        case .bool(true)?: deprecation = Deprecation(nil)
        default: return nil
        }
        if let replacement = details?["replacedBy"]?.string { deprecation.replacedBy = TokenPath(replacement) }
        if let release = details?["removedIn"]?.string { deprecation.removedIn = release }
        return deprecation
    }

    /// The path of the only `{a.b}` in a sentence, or nil when it has none or several.
    static func reference(in text: String) -> [String]? {
        var found: [[String]] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            if let path = Reference.curly(String(rest[open...close])) { found.append(path) }
            rest = rest[rest.index(after: close)...]
        }
        return found.count == 1 ? found[0] : nil
    }
}
