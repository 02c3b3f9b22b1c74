// Benchmarks that need the library in-process; `make bench` runs this in release mode.
// Prints one Markdown line per figure. Not a test: nothing here can fail a build.
import Audit
import Foundation
import StylebookKit

/// A deterministic palette: a linear congruential generator, so every run sees the same colours.
func palette(_ count: Int, seed: UInt64) -> [SRGBColor] {
    var state = seed
    func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 40) / Double(1 << 24)
    }
    return (0..<count).map { _ in SRGBColor(red: next(), green: next(), blue: next()) }
}

func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

let size = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 1000
var checked = 0, failed = 0
let elapsed = seconds {
    for (mode, seed) in [("light", UInt64(11)), ("dark", UInt64(13))] {
        _ = mode
        let colors = palette(size, seed: seed)
        let result = ContrastMatrix(foregrounds: colors, backgrounds: colors).failures(below: 4.5)
        checked += result.checked
        failed += result.failures.count
    }
}
print("Contrast matrix: \(size) colours × \(size) in 2 modes = \(checked) pairs (\(failed) below 4.5:1) in \(String(format: "%.3f", elapsed)) s (target < 1 s).")
