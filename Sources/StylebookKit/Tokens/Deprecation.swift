/// Why a token is deprecated, what replaces it and the release that removes it.
///
/// ```swift
/// .color("color.text.old", "#333333", role: .text, "Old body text.",
///        deprecated: .init("Use color.text.primary.", replacedBy: "color.text.primary", removedIn: "3.0"))
/// .dimension("spacing.xs", 4, "Tight.", deprecated: "Use spacing.sm.")   // a message alone
/// ```
///
/// DTCG's `$deprecated` is `true` or a string: `true` is a deprecation without a message, and a
/// string that is one `{reference}` sentence names the replacement too.
public struct Deprecation: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The sentence a reader sees; nil when the token is only marked deprecated.
    public var message: String?
    /// The token to use instead.
    public var replacedBy: TokenPath?
    /// The release of the design system that removes the token, e.g. "3.0".
    public var removedIn: String?

    public init(_ message: String?, replacedBy: TokenPath? = nil, removedIn: String? = nil) {
        self.message = message
        self.replacedBy = replacedBy
        self.removedIn = removedIn
    }

    /// `deprecated: "Use spacing.sm."`
    public init(stringLiteral message: String) {
        self.init(message)
    }

    /// Something to print when a platform needs a sentence: the message, else one naming the
    /// replacement, else "Deprecated.".
    public var text: String {
        if let message, !message.isEmpty { return message }
        if let replacedBy { return "Use \(replacedBy.dotted) instead." }
        return "Deprecated."
    }
}

extension Deprecation: Codable {
    private enum CodingKeys: String, CodingKey {
        case message, replacedBy, removedIn
    }

    /// Format 1 descriptions held the message as a bare string; both read.
    public init(from decoder: any Decoder) throws {
        if let message = try? decoder.singleValueContainer().decode(String.self) {
            self.init(message)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decodeIfPresent(String.self, forKey: .message),
                  replacedBy: try container.decodeIfPresent(TokenPath.self, forKey: .replacedBy),
                  removedIn: try container.decodeIfPresent(String.self, forKey: .removedIn))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encodeIfPresent(replacedBy, forKey: .replacedBy)
        try container.encodeIfPresent(removedIn, forKey: .removedIn)
    }
}
