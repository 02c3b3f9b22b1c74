import StylebookKit

extension DesignSystem {
    /// The token a deprecated one names as its replacement, when it is declared and of the same
    /// kind: only then does it live beside the deprecated one, where a platform can name it. Nil
    /// for a token that is not deprecated, names no replacement, or names one of another kind.
    public func replacement(of token: Token) -> Token? {
        guard let path = token.deprecation?.replacedBy, let target = self.token(path), target.kind == token.kind else { return nil }
        return target
    }
}

extension Deprecation {
    /// What a comment or a compiler message says: the message, then "Use NAME instead." (the
    /// platform's name for the replacement, else its token path) unless the platform says it in
    /// an argument of its own, then "Removed in RELEASE."; nil when there is nothing to say.
    /// `Deprecation("Renamed.", replacedBy: "spacing.md", removedIn: "2.0")` with the name
    /// `spacingMd` gives "Renamed. Use spacingMd instead. Removed in 2.0."
    public func sentences(replacement name: String?, mentionReplacement: Bool = true) -> String? {
        var parts: [String] = []
        if let message, !message.isEmpty { parts.append(message) }
        if mentionReplacement, let replacement = name ?? replacedBy?.dotted { parts.append("Use \(replacement) instead.") }
        if let removedIn { parts.append("Removed in \(removedIn).") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
