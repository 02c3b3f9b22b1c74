/// Parser switches. The defaults match GitHub's rendering of a README.
public struct MarkdownOptions: Hashable, Sendable {
    /// Curly quotes, en and em dashes and ellipses from `"`, `--`, `---` and `...`.
    public var smartPunctuation = false
    /// Ids the page's surroundings already use (the theme's `main#content`, its search box): an
    /// automatic heading id steps aside for them, and a custom `{#id}` equal to one is an error,
    /// so a page never has two elements with one id.
    public var reservedIDs: Set<String> = []

    public init(smartPunctuation: Bool = false, reservedIDs: Set<String> = []) {
        self.smartPunctuation = smartPunctuation
        self.reservedIDs = reservedIDs
    }
}
