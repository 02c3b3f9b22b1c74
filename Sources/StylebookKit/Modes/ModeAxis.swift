/// One dimension a design system varies along, such as appearance (light | dark), contrast
/// (standard | increased) or a team's own brand or density. Every mode picks one context on each
/// axis; a value declared for no context of an axis holds for all of them.
public struct ModeAxis: Codable, Hashable, Sendable {
    public var name: String
    /// In the order exports and pages list them.
    public var contexts: [String]
    /// The context a value falls back to, and the one a platform uses when it has no setting.
    public var defaultContext: String
    public var location: SourceLocation

    public init(_ name: String, contexts: [String], default defaultContext: String? = nil,
                file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext ?? contexts.first ?? ""
        self.location = SourceLocation(path: file, line: line, column: column)
    }

    /// Light and dark: the axis every system has unless it declares its own.
    public static let appearance = ModeAxis("appearance", contexts: ["light", "dark"])
    /// Standard and increased contrast, as Apple's platforms and `prefers-contrast: more` have it.
    public static let contrast = ModeAxis("contrast", contexts: ["standard", "increased"])

    /// Whether a context of this axis asks for the stricter contrast level by default (WCAG AAA,
    /// 7:1 for text), as Primer's and Apple's high-contrast themes do: a non-default context of an
    /// axis named "contrast", or any context named like "increased", "high", "more" or "hc".
    public func isHighContrast(_ context: String) -> Bool {
        if name.lowercased() == "contrast", context != defaultContext, !["low", "less", "reduced"].contains(context.lowercased()) {
            return true
        }
        let words = TokenPath.words(in: context)
        return words.contains { ["increased", "high", "more", "hc", "ax", "a11y"].contains($0) }
            || words.joined().contains("highcontrast")
    }
}
