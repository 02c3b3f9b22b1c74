import Foundation
import StylebookMarkdown

/// Where the last layout put a page's body in its output file, and the headings of its outline:
/// a build whose layout alone changed (`BuildFingerprint`) reads each body back from there
/// instead of parsing every page again.
struct BodyPlacement: Equatable, Sendable {
    var bytes: Range<Int>
    var outline: [HeadingInfo]

    init(bytes: Range<Int>, outline: [HeadingInfo]) {
        self.bytes = bytes
        self.outline = outline
    }

    /// Where `body` is in the page `html` the layout made of it; nil when the layout left it
    /// out or escaped it (the page is then parsed again when its layout changes).
    init?(of body: RenderedMarkdown, in html: String) {
        var html = html, needle = body.html
        guard let found = html.withUTF8({ page in needle.withUTF8 { String.firstOffset(of: $0, in: page) } }) else { return nil }
        self.init(bytes: found..<(found + needle.utf8.count), outline: Self.outline(of: body))
    }

    /// The headings the layout's outline lists.
    static func outline(of body: RenderedMarkdown) -> [HeadingInfo] {
        body.headings.filter { $0.level == 2 || $0.level == 3 }
    }

    /// The body again, read from the page's output file as the last build left it (the cache
    /// checked its stamp when it was loaded).
    func body(from file: String) -> RenderedMarkdown? {
        guard let data = FileManager.default.contents(atPath: file), bytes.upperBound <= data.count else { return nil }
        return RenderedMarkdown(html: String(decoding: data[bytes], as: UTF8.self), headings: outline)
    }
}
