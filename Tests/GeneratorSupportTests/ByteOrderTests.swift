import Foundation
import GeneratorSupport
import Testing

struct ByteOrderTests {
    /// Short and long, ASCII and not, composed and decomposed, prefixes and empty strings, and
    /// strings bridged from Foundation (which may not hold contiguous UTF-8).
    static let strings: [String] = {
        let native = ["", "a", "b", "ab", "abc", "abd", "B", "Z", "z", "zz", "page-10.md", "page-9.md",
                      "section-1/page-100.md", "section-1/page-99.md", "a longer string past the small-string limit",
                      "a longer string past the small-string limiT", "café", "cafe\u{301}", "तावेज", "तावे\u{95B}", "तावे\u{91C}\u{93C}",
                      "ü", "u\u{308}", "\u{10FFFF}", "\u{FFFD}", "日本語のページ", "日本語"]
        return native + native.map { NSString(string: $0) as String }
    }()

    @Test func ordersByUTF8BytesWhateverHoldsTheString() {
        for a in Self.strings {
            for b in Self.strings {
                #expect(String.inByteOrder(a, b) == Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a) vs \(b)")
            }
        }
    }

    @Test func isATotalOrderWhereSwiftsIsNot() {
        let composed = "तावे\u{95B}", decomposed = "तावे\u{91C}\u{93C}"
        #expect(composed == decomposed)
        #expect(String.inByteOrder(composed, decomposed) != String.inByteOrder(decomposed, composed))
        // Compared as bytes: `==` on strings would call the two orders equal.
        #expect([decomposed, composed].sorted(by: String.inByteOrder).map { Array($0.utf8) }
            == [composed, decomposed].sorted(by: String.inByteOrder).map { Array($0.utf8) })
    }
}
