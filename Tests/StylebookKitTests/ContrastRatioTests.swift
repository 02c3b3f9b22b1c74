import Testing
@testable import StylebookKit

/// Reference ratios from research/contrast.md §6 column (b) (spec formula, 0.04045) and the
/// calibration points from the issue trackers, to 4 decimals.
struct ContrastRatioTests {
    static let references: [(String, String, Double)] = [
        ("#FFFFFF", "#DC2626", 4.82940),
        ("#FFFFFF", "#F59E0B", 2.14766),
        ("#FFFFFF", "#EF4444", 3.76313),
        ("#0F172A", "#FFFFFF", 17.8525),
        ("#64748B", "#FFFFFF", 4.75884),
        ("#94A3B8", "#FFFFFF", 2.56404),
        ("#B91C1C", "#FEF2F2", 5.91460),
        ("#0F172A", "#FEF3E2", 16.2650),
        ("#FBBF24", "#0F172A", 10.6942),
        ("#777777", "#FFF", 4.4780894536),
        ("#FFF", "#0078D7", 4.4988614797),
        ("#4171C4", "#E8E8E8", 3.9095261019),
        ("#FFF", "#28A0CB", 3.0082059915),
    ]

    @Test(arguments: references.indices)
    func referenceRatio(index: Int) throws {
        let (fg, bg, expected) = Self.references[index]
        let ratio = ContrastRatio(try #require(SRGBColor(hex: fg)), try #require(SRGBColor(hex: bg)))
        #expect(abs(ratio.value - expected) < 0.00005, "\(fg) on \(bg): \(ratio.value), expected \(expected)")
    }

    @Test func ratioIsSymmetric() throws {
        let white = try #require(SRGBColor(hex: "#FFFFFF")), amber = try #require(SRGBColor(hex: "#F59E0B"))
        #expect(ContrastRatio(white, amber) == ContrastRatio(amber, white))
        #expect(abs(ContrastRatio(white, white).value - 1) < 1e-12)
        #expect(abs(ContrastRatio(white, SRGBColor(red: 0, green: 0, blue: 0)).value - 21) < 1e-12)
    }

    @Test func displayRoundsDown() throws {
        #expect(ContrastRatio(try #require(SRGBColor(hex: "#FFFFFF")), try #require(SRGBColor(hex: "#F59E0B"))).display == "2.14:1")
        #expect(ContrastRatio(4.4999).display == "4.49:1")
        #expect(ContrastRatio(4.478).display == "4.47:1")
        #expect(ContrastRatio(17.8525).display == "17.85:1")
        #expect(ContrastRatio(4.5).display == "4.50:1")
        #expect(ContrastRatio(21).display == "21.00:1")
        #expect(ContrastRatio(3.0599).display == "3.05:1")
    }

    @Test func grey777OnWhiteFailsAA() throws {
        let ratio = ContrastRatio(try #require(SRGBColor(hex: "#777777")), try #require(SRGBColor(hex: "#FFFFFF")))
        #expect(!ratio.meets(4.5))
        #expect(ratio.display == "4.47:1")
    }

    /// A grey whose ratio against white lands just below and just at 4.5: the threshold is
    /// compared unrounded, so 4.4999 fails while the first value at or above 4.5 passes.
    @Test func noRoundingAtTheThreshold() {
        let white = SRGBColor(red: 1, green: 1, blue: 1)
        func ratio(_ c: Double) -> ContrastRatio { ContrastRatio(SRGBColor(red: c, green: c, blue: c), white) }
        // Darker grey, higher ratio: bisect for the lightest grey that still reaches 4.5.
        var dark = 0.0, light = 1.0
        for _ in 0..<200 {
            let mid = (dark + light) / 2
            if ratio(mid).meets(4.5) { dark = mid } else { light = mid }
        }
        let atThreshold = ratio(dark)
        #expect(atThreshold.meets(4.5))
        #expect(atThreshold.value - 4.5 < 1e-12)
        #expect(!ratio(light).meets(4.5))

        // A grey at 4.4999 (not rounded up into a pass) and its display.
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if ratio(mid).value >= 4.4999 { lo = mid } else { hi = mid }
        }
        let justBelow = ratio(lo)
        #expect(abs(justBelow.value - 4.4999) < 1e-9)
        #expect(!justBelow.meets(4.5))
        #expect(justBelow.display == "4.49:1")

        // Exact values at the boundary.
        #expect(ContrastRatio(4.5).meets(4.5))
        #expect(!ContrastRatio(4.499999999).meets(4.5))
        #expect(!ContrastRatio(2.999).meets(3))
    }
}
