import Foundation
import StylebookMarkdown

/// Where the last layout put a page's body in its output file, and the headings of its outline:
/// a build whose layout alone changed (`BuildFingerprint`) reads each body back from there
/// instead of parsing every page again.
struct BodyPlacement: Sendable {
    var bytes: Range<Int>
    var outline: Outline

    /// The level 2 and 3 headings, kept encoded as the cache holds them: a build reads them only
    /// when it reads the body back, and decoding 10,000 pages' outlines on every load of the
    /// cache cost a one-page build 0.05 s.
    struct Outline: Sendable {
        /// A `count`, then each heading's level, text and id (strings in full, so the block
        /// reads on its own).
        var encoded: ArraySlice<UInt8>

        init(encoded: ArraySlice<UInt8>) {
            self.encoded = encoded
        }

        init(of body: RenderedMarkdown) {
            var writer = CacheWriter()
            let headings = body.headings.filter { $0.level == 2 || $0.level == 3 }
            writer.int(headings.count)
            for heading in headings {
                writer.int(heading.level)
                writer.uniqueString(heading.text)
                writer.uniqueString(heading.id)
            }
            encoded = writer.bytes[...]
        }

        static let none = Outline(of: RenderedMarkdown(html: "", headings: []))

        var headings: [HeadingInfo]? {
            var reader = CacheReader(Array(encoded))
            guard let count = try? reader.count() else { return nil }
            var headings: [HeadingInfo] = []
            for _ in 0..<count {
                guard let level = try? reader.int(), let text = try? reader.uniqueString(), let id = try? reader.uniqueString() else { return nil }
                headings.append(HeadingInfo(level: level, text: text, id: id, range: nil))
            }
            return reader.isAtEnd ? headings : nil
        }
    }

    init(bytes: Range<Int>, outline: Outline) {
        self.bytes = bytes
        self.outline = outline
    }

    /// Where `body` is in the page `html` the layout made of it; nil when the layout left it
    /// out or escaped it (the page is then parsed again when its layout changes).
    init?(of body: RenderedMarkdown, in html: String) {
        var html = html, needle = body.html
        guard let found = html.withUTF8({ page in needle.withUTF8 { String.firstOffset(of: $0, in: page) } }) else { return nil }
        self.init(bytes: found..<(found + needle.utf8.count), outline: Outline(of: body))
    }

    /// The body again, read from the page's output file as the last build left it (the cache
    /// checked its stamp when it was loaded).
    func body(from file: String) -> RenderedMarkdown? {
        guard let headings = outline.headings, let data = FileManager.default.contents(atPath: file),
              bytes.upperBound <= data.count else { return nil }
        return RenderedMarkdown(html: String(decoding: data[bytes], as: UTF8.self), headings: headings)
    }
}
