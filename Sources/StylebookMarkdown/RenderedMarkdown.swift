/// The body HTML of one page and the headings in it, in document order.
public struct RenderedMarkdown: Sendable {
    public let html: String
    public let headings: [HeadingInfo]
    /// Link targets inside HTML that a hook rendered (a design-system directive's token entries):
    /// linkable and searchable like headings, but not part of the page's outline.
    public var anchors: [HeadingInfo]

    public init(html: String, headings: [HeadingInfo], anchors: [HeadingInfo] = []) {
        self.html = html
        self.headings = headings
        self.anchors = anchors
    }
}
