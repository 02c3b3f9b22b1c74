import StylebookKit

/// The body HTML of one page and the headings in it, in document order.
public struct RenderedMarkdown: Sendable {
    public let html: String
    public let headings: [HeadingInfo]
    /// Link targets inside HTML that a hook rendered (a design-system directive's token entries):
    /// linkable and searchable like headings, but not part of the page's outline.
    public var anchors: [HeadingInfo]
    /// With `HTMLRenderer.defersLinks`: where each link `href` and image `src` was written, as
    /// written in the Markdown, for `resolvingLinks` to replace once every page is known.
    public var linkSlots: [LinkSlot] = []

    public struct LinkSlot: Sendable {
        public var destination: String
        public var range: SourceRange?
        /// The escaped destination's UTF-8 bytes in `html`.
        public var bytes: Range<Int>
    }

    public init(html: String, headings: [HeadingInfo], anchors: [HeadingInfo] = []) {
        self.html = html
        self.headings = headings
        self.anchors = anchors
    }

    /// The page with each deferred link replaced by `rewrite(destination, range)`: the same
    /// bytes `HTMLRenderer.rewriteLink` would have written.
    public func resolvingLinks(_ rewrite: (_ destination: String, _ range: SourceRange?) -> String) -> RenderedMarkdown {
        guard !linkSlots.isEmpty else { return self }
        var source = html
        var out = HTMLBuffer(capacity: source.utf8.count + 256)
        source.withUTF8 { bytes in
            var copied = 0
            for slot in linkSlots {
                out.append(bytes: UnsafeBufferPointer(rebasing: bytes[copied..<slot.bytes.lowerBound]))
                out.appendURL(rewrite(slot.destination, slot.range))
                copied = slot.bytes.upperBound
            }
            out.append(bytes: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        var resolved = RenderedMarkdown(html: out.string, headings: headings, anchors: anchors)
        resolved.linkSlots = []
        return resolved
    }
}
