/// The body HTML of one page and the headings in it, in document order.
public struct RenderedMarkdown: Sendable {
    public let html: String
    public let headings: [HeadingInfo]

    public init(html: String, headings: [HeadingInfo]) {
        self.html = html
        self.headings = headings
    }
}
