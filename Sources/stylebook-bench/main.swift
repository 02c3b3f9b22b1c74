// Benchmarks that need the library in-process; `make bench` runs this in release mode.
// Prints one Markdown line per figure. Not a test: nothing here can fail a build.
import Audit
import Foundation
import StylebookKit
import SystemValidation

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

/// What `stylebook check` does with a design system (validate, then audit every pair in every
/// mode), on a system of 3 axes (appearance × contrast × density: 2 × 2 × 3 = 12 modes) and 500
/// colours: 250 palette entries (dark and light greys and tints), and 100 text, 60 surface, 40
/// border and 50 fill colours aliasing them per mode, as a real system's roles do: dark text on
/// light surfaces in light mode and the other way round in dark, so most pairs pass. The pages'
/// checks are not part of it.
func multiModeSystem() -> DesignSystem {
    let density = ModeAxis("density", contexts: ["regular", "compact", "spacious"])
    var state: UInt64 = 17
    func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 40) / Double(1 << 24)
    }
    // p0…p124 dark (OKLCH lightness 0.10–0.30), p125…p249 light (0.93–0.99), low chroma.
    var tokens: [Token] = (0..<250).map { index in
        let lightness = index < 125 ? 0.10 + 0.20 * next() : 0.93 + 0.06 * next()
        let color = OKLCH(lightness: lightness, chroma: 0.03 * next(), hue: 360 * next()).gamutClipped
        return .color(TokenPath("color.palette.p\(index)"), .srgb(color), role: .palette, "Palette \(index).")
    }
    func dark(_ index: Int) -> ColorValue { .alias(TokenPath("color.palette.p\(index % 125)")) }
    func light(_ index: Int) -> ColorValue { .alias(TokenPath("color.palette.p\(125 + index % 125)")) }
    for (role, count, onLight) in [(ColorRole.text, 100, true), (.surface, 60, false), (.border, 40, true), (.fill, 50, true)] {
        for index in 0..<count {
            let (inLight, inDark) = onLight ? (dark, light) : (light, dark)
            tokens.append(.color(TokenPath("color.\(role.rawValue).c\(index)"),
                                 ["light": inLight(index * 3), "dark": inDark(index * 3), "increased": inLight(index * 3 + 1),
                                  "dark+increased": inDark(index * 3 + 1), "compact": inLight(index * 3 + 2)],
                                 role: role, "A \(role.rawValue) colour."))
        }
    }
    return DesignSystem(name: "Bench", axes: [.appearance, .contrast, density], tokens: tokens)
}

let multiMode = multiModeSystem()
var times: [Double] = []
var modeChecks = 0, modeFailures = 0
for _ in 0..<3 {
    times.append(seconds {
        _ = multiMode.validate()
        let result = ContrastAudit(system: multiMode).run()
        // The role matrix here is past `matrixListLimit`: its passes are counted, not listed.
        let tally = result.tally
        modeChecks = tally.total
        modeFailures = tally.failed + tally.warned
    })
}
let median = times.sorted()[1]
print("Check of a 12-mode system (3 axes) with 500 colours: \(modeChecks) checks (\(modeFailures) failing) in \(String(format: "%.3f", median)) s, median of 3 (target < 1 s).")
