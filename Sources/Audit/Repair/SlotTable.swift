import Foundation
import StylebookKit

/// Where a colour literal is written: one value entry of one token. Roles that alias a palette
/// colour share its slot.
public struct ColorSlot: Hashable, Sendable, Comparable {
    public var token: TokenPath
    public var entry: Int

    public static func < (lhs: ColorSlot, rhs: ColorSlot) -> Bool {
        (lhs.token, lhs.entry) < (rhs.token, rhs.entry)
    }
}

/// Which slot each check's colours come from, in one state of the system.
struct SlotTable {
    let system: DesignSystem
    /// The checks that hold a repair to account: measured, and passing or failing as an error.
    let checks: [ContrastCheck]
    /// The slots of each check's foreground and background, resolved once a round.
    private let sides: [(foreground: ColorSlot?, background: ColorSlot?)]
    private var users: [ColorSlot: Set<TokenPath>] = [:]

    init(system: DesignSystem, checks: [ContrastCheck]) {
        self.system = system
        self.checks = checks.filter { $0.outcome == .pass || $0.isFailure }
        sides = self.checks.map { check in
            (Self.resolve(check.declaration.foreground, check.mode, in: system), Self.resolve(check.declaration.background, check.mode, in: system))
        }
        for token in system.tokens where token.colorValues != nil {
            for mode in system.modes {
                if let slot = Self.resolve(token.path, mode, in: system) { users[slot, default: []].insert(token.path) }
            }
        }
    }

    /// The literal that gives `path` its colour in `mode`, through aliases; nil for a colour
    /// that is no literal `fix contrast` can move (sRGB, or display-p3 and OKLCH).
    static func resolve(_ path: TokenPath, _ mode: Mode, in system: DesignSystem) -> ColorSlot? {
        var current = path
        for _ in 0..<32 {
            guard let values = system.token(current)?.colorValues, let index = values.entryIndex(in: mode) else { return nil }
            switch values.entries[index].value {
            case .srgb: return ColorSlot(token: current, entry: index)
            case .wide(let wide) where wide.moved(toLightness: 0.5) != nil: return ColorSlot(token: current, entry: index)
            case .alias(let target): current = target
            default: return nil
            }
        }
        return nil
    }

    /// The colour of a slot as the audit measures it: a wide colour as an sRGB display shows it.
    static func color(of slot: ColorSlot, in system: DesignSystem) -> SRGBColor? {
        switch value(of: slot, in: system) {
        case .srgb(let color)?: color
        case .wide(let wide)?: wide.srgb
        default: nil
        }
    }

    static func value(of slot: ColorSlot, in system: DesignSystem) -> ColorValue? {
        guard let values = system.token(slot.token)?.colorValues, values.entries.indices.contains(slot.entry) else { return nil }
        return values.entries[slot.entry].value
    }

    func slot(of path: TokenPath, in mode: Mode) -> ColorSlot? {
        Self.resolve(path, mode, in: system)
    }

    /// How many tokens take their colour from `slot`, in any mode.
    func users(of slot: ColorSlot) -> Int { users[slot]?.count ?? 1 }

    /// The token's own entry for `mode`, when it holds an alias there.
    func ownEntry(of path: TokenPath, in mode: Mode) -> ColorSlot? {
        guard let values = system.token(path)?.colorValues, let index = values.entryIndex(in: mode),
              values.entries[index].value.aliasTarget != nil else { return nil }
        return ColorSlot(token: path, entry: index)
    }

    /// A new entry of `path` for `mode` alone, when its entry there holds in other modes too.
    func modeEntry(of path: TokenPath, in mode: Mode) -> ColorSlot? {
        guard let values = system.token(path)?.colorValues, let index = values.entryIndex(in: mode),
              system.modes.contains(where: { $0 != mode && values.entryIndex(in: $0) == index }) else { return nil }
        return ColorSlot(token: path, entry: values.entries.count)
    }

    /// The checks of `path` in `mode`, bar a pair of it with itself.
    func checks(of path: TokenPath, in mode: Mode) -> [ContrastCheck] {
        checks.filter { check in
            check.mode == mode && (check.declaration.foreground == path) != (check.declaration.background == path)
        }
    }

    /// Every check with a colour from `slot`, bar a pair of the slot with itself.
    func checks(using slot: ColorSlot) -> [ContrastCheck] {
        zip(checks, sides).filter { ($0.1.foreground == slot) != ($0.1.background == slot) }.map(\.0)
    }

    /// The checks of `path` in the modes where its entry `entry` holds.
    func checks(where path: TokenPath, usesEntry entry: Int) -> [ContrastCheck] {
        guard let values = system.token(path)?.colorValues else { return [] }
        return checks.filter { check in
            (check.declaration.foreground == path || check.declaration.background == path)
                && check.declaration.foreground != check.declaration.background
                && values.entryIndex(in: check.mode) == entry
        }
    }

    /// The failing check's own constraints, for a conflict report.
    func constraints(of check: ContrastCheck) -> [ContrastCheck] {
        var found: [ContrastCheck] = [check]
        for side in [check.declaration.foreground, check.declaration.background] {
            guard let slot = slot(of: side, in: check.mode) else { continue }
            found += checks(using: slot).filter { $0.name != check.name }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.name).inserted }
    }

    /// Whether `slot` gives `check` its foreground.
    func isForeground(_ slot: ColorSlot, in check: ContrastCheck) -> Bool {
        check.declaration.foreground == slot.token || self.slot(of: check.declaration.foreground, in: check.mode) == slot
    }

    /// The colour across from `slot` in `check`, as the audit measured it (translucent ones
    /// already laid over their surface).
    func otherColor(in check: ContrastCheck, than slot: ColorSlot) -> SRGBColor? {
        return (isForeground(slot, in: check) ? check.backgroundHex : check.foregroundHex).flatMap { SRGBColor(hex: $0) }
    }

    /// A palette step (`blue.600`) stays between its neighbours in lightness: the ramp keeps the
    /// order its other steps show (lighter as the number falls, or as it rises), even where the
    /// colour being fixed had broken it.
    func rampRange(of slot: ColorSlot, system: DesignSystem) -> LightnessRange {
        let path = slot.token.dotted
        guard let dot = path.lastIndex(of: "."), let step = Double(path[path.index(after: dot)...]),
              let own = Self.color(of: slot, in: system) else { return .all }
        let parent = path[..<dot]
        var steps: [(step: Double, lightness: Double)] = []
        for token in system.tokens {
            let other = token.path.dotted
            guard other != path, other.hasPrefix(parent + "."), let number = Double(other.dropFirst(parent.count + 1)),
                  let values = token.colorValues, values.entries.count == 1, case .srgb(let color) = values.entries[0].value else { continue }
            steps.append((number, OKLCH(color.opaque).lightness))
        }
        steps.sort { $0.step < $1.step }
        let below = steps.last { $0.step < step }, above = steps.first { $0.step > step }
        // Does lightness fall as the step number rises? From the other steps when there are two.
        let falls: Bool
        if let first = steps.first, let last = steps.last, steps.count >= 2, first.lightness != last.lightness {
            falls = first.lightness > last.lightness
        } else if let neighbour = below ?? above {
            let ownLightness = OKLCH(own.opaque).lightness
            falls = (neighbour.step < step) == (neighbour.lightness > ownLightness)
        } else {
            return .all
        }
        let margin = 0.001
        var range = LightnessRange.all
        if let below {
            range = range.intersection(falls ? LightnessRange(intervals: [0...max(0, below.lightness - margin)])
                                             : LightnessRange(intervals: [min(1, below.lightness + margin)...1]))
        }
        if let above {
            range = range.intersection(falls ? LightnessRange(intervals: [min(1, above.lightness + margin)...1])
                                             : LightnessRange(intervals: [0...max(0, above.lightness - margin)]))
        }
        return range
    }
}
