/// Parser switches. The defaults match GitHub's rendering of a README.
public struct MarkdownOptions: Hashable, Sendable {
    /// Curly quotes, en and em dashes and ellipses from `"`, `--`, `---` and `...`.
    public var smartPunctuation = false

    public init(smartPunctuation: Bool = false) {
        self.smartPunctuation = smartPunctuation
    }
}
