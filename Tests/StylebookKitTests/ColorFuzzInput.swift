import StylebookKit

/// One fuzz input through colour parsing and contrast: the bytes are split at the first newline
/// into two colours, each parsed as hex and as a token value, then measured, composited,
/// simulated and, when they fail, given a suggestion. Shared, through a symbolic link, by the
/// `FuzzColor` libFuzzer target in Fuzz/ and by the test that replays Fuzz/regressions/FuzzColor/.
enum ColorFuzzInput {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        for part in parts { _ = ColorValue(parsing: part) }
        guard let foreground = SRGBColor(hex: parts[0]) else { return }
        _ = foreground.hex
        _ = OKLCH(foreground)
        let background = parts.count > 1 ? SRGBColor(hex: parts[1]) ?? .init(red: 1, green: 1, blue: 1) : .init(red: 1, green: 1, blue: 1)
        let opaque = foreground.composited(over: background.composited(over: .init(red: 1, green: 1, blue: 1)))
        let ratio = ContrastRatio(opaque, background)
        _ = ratio.display
        for deficiency in ColorVisionDeficiency.allCases { _ = deficiency.simulate(opaque) }
        if !ratio.meets(4.5) {
            _ = NearestPassingColor.find(for: opaque, against: background, minimum: 4.5)
        }
    }
}
