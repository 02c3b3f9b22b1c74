import GeneratorSupport
import StylebookKit

/// `stylebook fix contrast`: the smallest change of colour values after which every check of
/// an audit passes, in every context at once.
///
/// The method is a search per colour in lightness, with the audit itself as the judge:
///
/// 1. Run the audit. Take the first failing check (in a fixed order, so the same input always
///    gives the same patch).
/// 2. For each side of it, find the literal that gives that colour in that mode (following
///    aliases: a role's `{palette.blue.700}` is the palette's literal, shared by every role that
///    uses it). Intersect the OKLCH lightnesses at which *every* check that literal takes part in
///    passes, the others' colours held, and the lightnesses between its neighbours in a ramp
///    (`blue.600` stays lighter than `blue.700`). Hue is kept, and chroma as far as the gamut
///    allows.
/// 3. If no lightness serves every use of a shared literal, the failing role gets its own
///    literal instead of its alias, and only its own checks constrain it (a split, reported).
///    Where one value of the role serves several modes and its source can hold a value for the
///    failing mode alone (a token file per mode), the role may get its own value in that mode.
/// 4. Of the options (foreground or background, shared or split), the one with the smallest
///    ΔE OK, weighted by how many roles use the literal, is applied; repeat from 1.
///
/// Since every check a literal takes part in is held, passing checks stay passing; a round that
/// breaks one anyway (a colour moved under another that was already placed) is caught by the
/// next audit. When a failing check has no option at all, or the rounds run out, nothing is
/// changed and the checks that conflict are reported.
public struct ContrastRepair: Sendable {
    /// One literal `fix contrast` rewrites.
    public struct Change: Hashable, Sendable {
        /// The token whose value entry is rewritten, and which entry (`ColorValues.entries`).
        public var token: TokenPath
        public var entry: Int
        /// The entry's selector as written (`light`, `dark+increased`, or "" for every mode).
        public var selector: String
        public var location: SourceLocation
        public var old: ColorValue
        public var oldColor: SRGBColor
        public var new: SRGBColor
        /// The value written: `new`, or a display-p3 or OKLCH colour moved in its own space.
        public var newValue: ColorValue = .invalid("")
        /// The value as a literal: hex, or CSS for a wide colour (`oklch(0.52 0.2 29)`).
        public var newText: String {
            if case .wide(let wide) = newValue { return wide.css }
            return new.hex
        }
        /// ΔE OK × 100 between the old and the new colour.
        public var deltaE: Double
        /// The token had an alias here, shared with other roles; it now has its own colour.
        public var split: Bool
        /// The checks (pair and context) that failed before and pass with this change.
        public var fixes: [String]
        /// The modes the changed entry holds in, by name.
        public var modes: [String]
        /// For a value added for one mode: its selector (`dark`), as it is to be written.
        public var addedSelector: String?
    }

    public enum Outcome: Sendable {
        /// Every check passes after these changes (none when nothing failed).
        case repaired([Change], after: AuditResult)
        /// No change within the limits lets every check pass; nothing is to be written.
        case conflict(check: ContrastCheck, reason: String, constraints: [String])
    }

    public var audit: ContrastAudit
    /// Rounds before giving up; nil: 50 plus two for every check failing at the start (each
    /// round fixes at least one check, or gives a role its own value).
    public var maximumRounds: Int?
    /// Whether the token's colour in this one mode can be written apart from its other modes
    /// (token files that give each mode its own node); a Swift declaration's value cannot grow
    /// an entry in place.
    public var canSplitMode: @Sendable (TokenPath, Mode) -> Bool

    public init(audit: ContrastAudit, maximumRounds: Int? = nil, canSplitMode: @escaping @Sendable (TokenPath, Mode) -> Bool = { _, _ in false }) {
        self.audit = audit
        self.maximumRounds = maximumRounds
        self.canSplitMode = canSplitMode
    }

    /// Tokens declared in Swift, each with a `.color(…)` call of its own line: such a call can
    /// gain a value for one mode (`light:`/`dark:`, or one more `[selector: value]` entry).
    public static func ownLineTokens(_ system: DesignSystem) -> Set<TokenPath> {
        var declared: [SourceLocation: Int] = [:]
        for token in system.tokens { declared[token.location, default: 0] += 1 }
        return Set(system.tokens.filter { $0.location.path.hasSuffix(".swift") && declared[$0.location] == 1 }.map(\.path))
    }

    public func run() -> Outcome {
        let original = audit.system
        var system = original
        var audit = self.audit
        audit.suggests = false
        let before = audit.run()
        let failedBefore = Set(before.checks.filter(\.isFailure).map(\.name))
        var rounds = 0
        let limit = maximumRounds ?? 50 + 2 * failedBefore.count
        var result = before
        while true {
            let failing = result.checks.filter(\.isFailure).sorted { $0.name < $1.name }
            guard let check = failing.first else {
                return .repaired(changes(from: original, to: system, after: result, failedBefore: failedBefore), after: result)
            }
            rounds += 1
            guard rounds <= limit else {
                return .conflict(check: check, reason: "no repair settled within \(limit) rounds: the checks keep trading places",
                                 constraints: failing.prefix(10).map(\.name))
            }
            let slots = SlotTable(system: system, checks: result.checks)
            guard let option = bestOption(for: check, slots: slots, system: system, original: original) else {
                let constraints = slots.constraints(of: check).map(\.name)
                return .conflict(check: check, reason: Self.wideGamutReason(check, in: system)
                                    ?? "no lightness of either colour passes every check it takes part in",
                                 constraints: constraints)
            }
            system = option.apply(to: system)
            result = rerun(system, audit: audit)
        }
    }

    /// A side declared in a space `fix contrast` does not move (lab, rec2020, …): said so,
    /// rather than blamed on the other checks.
    static func wideGamutReason(_ check: ContrastCheck, in system: DesignSystem) -> String? {
        for side in [check.declaration.foreground, check.declaration.background] {
            var current = side
            for _ in 0..<32 {
                guard let value = system.token(current)?.colorValues?.value(in: check.mode) else { break }
                if case .wide(let wide) = value, wide.moved(toLightness: 0.5) == nil {
                    return "\(side.dotted) is declared in \(wide.space.rawValue), and `fix contrast` moves sRGB, display-p3 and OKLCH colours only"
                }
                guard let target = value.aliasTarget else { break }
                current = target
            }
        }
        return nil
    }

    private func rerun(_ system: DesignSystem, audit: ContrastAudit) -> AuditResult {
        var next = audit
        next.system = system
        next.contexts = audit.contexts.map { context in
            var context = context
            context.system = system
            return context
        }
        return next.run()
    }

    // MARK: - Options

    struct Option {
        var slot: ColorSlot
        var color: SRGBColor
        var cost: Double
        /// The mode a new entry is added for (`slot.entry` is one past the last).
        var addedFor: Mode?
        /// What is written: the sRGB colour, or a wide colour moved in its own space.
        var value: ColorValue?

        init(slot: ColorSlot, color: SRGBColor, cost: Double, value: ColorValue? = nil) {
            self.slot = slot
            self.color = color
            self.cost = cost
            self.value = value
        }

        func apply(to system: DesignSystem) -> DesignSystem {
            var system = system
            system.tokens = system.tokens.map { token in
                guard token.path == slot.token, let values = token.colorValues, let role = token.colorRole else { return token }
                let changedValues = if let mode = addedFor, slot.entry == values.entries.count {
                    ColorValues(values.entries.map { ($0.selector, $0.value) } + [(Self.selector(for: mode, in: values, modes: system.modes), value ?? .srgb(color))])
                } else {
                    values.replacing(slot.entry, with: value ?? .srgb(color))
                }
                var changed = Token(path: token.path, value: .color(changedValues, role: role),
                                    description: token.description, deprecation: token.deprecation, location: token.location)
                changed.roleOrigin = token.roleOrigin
                return changed
            }
            return system
        }

        /// The shortest selector that adds a value for `mode` and changes no other mode: its
        /// name (`dark`) unless another mode would take the new value too, else all its contexts.
        static func selector(for mode: Mode, in values: ColorValues, modes: [Mode]) -> ModeSelector {
            let short = ModeSelector(parsing: mode.name)
            let added = ColorValues(values.entries.map { ($0.selector, $0.value) } + [(short, .invalid(""))])
            let others = modes.filter { $0 != mode }
            return others.allSatisfy({ added.entryIndex(in: $0) == values.entryIndex(in: $0) }) ? short : ModeSelector(mode.contexts)
        }
    }

    /// For each side, its literal moved as it is shared, or only when that cannot serve every
    /// role using it, the failing role's own literal (a split); the cheaper side wins.
    private func bestOption(for check: ContrastCheck, slots: SlotTable, system: DesignSystem, original: DesignSystem) -> Option? {
        var options: [Option] = []
        for side in [check.declaration.foreground, check.declaration.background] {
            guard let slot = slots.slot(of: side, in: check.mode) else { continue }
            if let option = option(for: slot, constraints: slots.checks(using: slot), slots: slots, system: system, original: original) {
                options.append(option)
            } else if let own = slots.ownEntry(of: side, in: check.mode), own != slot,
                      let option = option(for: own, constraints: slots.checks(where: side, usesEntry: own.entry), slots: slots,
                                          system: system, original: original, startingFrom: slot) {
                options.append(option)
            } else if let added = slots.modeEntry(of: side, in: check.mode), canSplitMode(side, check.mode),
                      var option = option(for: added, constraints: slots.checks(of: side, in: check.mode), slots: slots,
                                          system: system, original: original, startingFrom: slot) {
                option.addedFor = check.mode
                options.append(option)
            }
        }
        return options.min { ($0.cost, $0.slot) < ($1.cost, $1.slot) }
    }

    /// The nearest colour for `slot` at which every check in `constraints` passes; nil if none.
    private func option(for slot: ColorSlot, constraints: [ContrastCheck], slots: SlotTable, system: DesignSystem,
                        original: DesignSystem, startingFrom source: ColorSlot? = nil) -> Option? {
        let from = source ?? slot
        // The colour it had before any repair: distances are measured from what the team wrote.
        guard let start = SlotTable.color(of: from, in: original) ?? SlotTable.color(of: from, in: system) else { return nil }
        // A translucent colour gains opacity first; failing that, text keeps its opacity and
        // moves in lightness over each surface (white at 70 % on white never passes).
        if start.alpha < 1, let option = opacityOption(for: slot, from: from, start: start, constraints: constraints, slots: slots) {
            return option
        }
        // A wide colour moves in its own space and is measured as a display shows it.
        let wide: WideColor? = if case .wide(let declared)? = SlotTable.value(of: from, in: original) ?? SlotTable.value(of: from, in: system) {
            declared
        } else { nil }
        let lch = wide?.oklch ?? OKLCH(start)
        guard start.alpha == 1 || wide == nil else { return nil }
        let made: (Double) -> [SRGBColor] = { lightness in
            guard let wide else { return [LightnessRange.color(lch, lightness: lightness, alpha: start.alpha)] }
            let shown = wide.moved(toLightness: lightness)?.srgb ?? start
            return [shown, shown.quantized]
        }
        // What a check compares: a translucent text colour laid over the check's surface.
        func measured(over other: SRGBColor) -> (Double) -> [SRGBColor] {
            start.alpha == 1 ? made : { made($0).map { $0.composited(over: other) } }
        }
        var range = LightnessRange.all
        for check in constraints {
            guard let other = slots.otherColor(in: check, than: slot), case let minimum = check.requirement.minimum else { continue }
            if start.alpha < 1 && !slots.isForeground(slot, in: check) { return nil }
            range = range.intersection(.passing(measured(over: other), against: other, minimum: minimum))
            if range.isEmpty { return nil }
        }
        if source == nil { range = range.intersection(slots.rampRange(of: slot, system: system)) }
        guard let lightness = range.nearest(to: lch.lightness) else { return nil }
        let color = made(lightness).last ?? start
        let value: ColorValue = if let moved = wide?.moved(toLightness: lightness) { .wide(moved) } else { .srgb(color) }
        // The value must pass as written.
        guard constraints.allSatisfy({ check in
            guard let other = slots.otherColor(in: check, than: slot), case let minimum = check.requirement.minimum else { return true }
            return measured(over: other)(lightness).allSatisfy { ContrastRatio($0, other).meets(minimum) }
        }) else { return nil }
        let weight = Double(max(1, slots.users(of: from)))
        return Option(slot: slot, color: color, cost: ColorDistance.deltaEOK(start, color) * weight, value: value)
    }

    /// A translucent colour (white at 40 %) keeps its colour and gains opacity: the least, in
    /// 8-bit steps, at which every check it takes part in passes. As text it is laid over the
    /// check's surface; as a background, over the surface it was laid over (recovered from the
    /// composite the audit measured), under the check's foreground.
    private func opacityOption(for slot: ColorSlot, from: ColorSlot, start: SRGBColor, constraints: [ContrastCheck], slots: SlotTable) -> Option? {
        var tests: [(Double) -> Bool] = []
        var reference: SRGBColor?
        for check in constraints {
            guard let other = slots.otherColor(in: check, than: slot), case let minimum = check.requirement.minimum else { continue }
            if slots.isForeground(slot, in: check) {
                reference = reference ?? other
                tests.append { alpha in ContrastRatio(start.with(alpha: alpha).composited(over: other), other).meets(minimum) }
            } else {
                // `other` is the foreground; the composite measured was this colour over a surface.
                guard let composite = check.backgroundHex.flatMap(SRGBColor.init(hex:)), let surface = start.surface(under: composite) else { return nil }
                reference = reference ?? surface
                tests.append { alpha in ContrastRatio(other, start.with(alpha: alpha).composited(over: surface)).meets(minimum) }
            }
        }
        guard let surface = reference else { return nil }
        let first = Int((start.alpha * 255).rounded())
        guard let step = (first...255).first(where: { step in tests.allSatisfy { $0(Double(step) / 255) } }) else { return nil }
        let color = start.with(alpha: Double(step) / 255).quantized
        let distance = ColorDistance.deltaEOK(start.composited(over: surface), color.composited(over: surface))
        return Option(slot: slot, color: color, cost: distance * Double(max(1, slots.users(of: from))))
    }

    // MARK: - Report

    private func changes(from original: DesignSystem, to system: DesignSystem, after: AuditResult, failedBefore: Set<String>) -> [Change] {
        var changes: [Change] = []
        for token in system.tokens {
            guard let values = token.colorValues, let old = original.token(token.path)?.colorValues else { continue }
            for (index, entry) in values.entries.enumerated() where index >= old.entries.count || entry.value != old.entries[index].value {
                let new: SRGBColor
                switch entry.value {
                case .srgb(let color): new = color
                case .wide(let wide): new = wide.srgb
                default: continue
                }
                let slot = ColorSlot(token: token.path, entry: index)
                let modes = system.modes.filter { values.entryIndex(in: $0) == index }
                // A split's old colour is the one its alias (or its shared value) gave, in a mode the entry holds in.
                let oldColor = SlotTable.color(of: slot, in: original)
                    ?? modes.first.flatMap { SlotTable.resolve(token.path, $0, in: original) }.flatMap { SlotTable.color(of: $0, in: original) } ?? new
                let oldValue = index < old.entries.count ? old.entries[index].value : modes.first.flatMap { old.value(in: $0) } ?? .srgb(oldColor)
                let isSplit = index >= old.entries.count || oldValue.aliasTarget != nil
                let fixes = after.checks.filter { check in
                    failedBefore.contains(check.name) && !check.isFailure
                        && [check.declaration.foreground, check.declaration.background].contains { SlotTable.resolve($0, check.mode, in: system) == slot }
                }.map(\.name)
                // A change of opacity is seen over the surface it is read on.
                var deltaE = ColorDistance.deltaEOK(oldColor, new)
                if oldColor.alpha < 1 || new.alpha < 1, let check = after.checks.first(where: { fixes.contains($0.name) }),
                   let measured = check.backgroundHex.flatMap(SRGBColor.init(hex:)) {
                    // Text is laid over the background measured; a background over what lies under it.
                    let isBackground = SlotTable.resolve(check.declaration.background, check.mode, in: system) == slot
                    if let surface = isBackground ? new.surface(under: measured) : measured {
                        deltaE = ColorDistance.deltaEOK(oldColor.composited(over: surface), new.composited(over: surface))
                    }
                }
                changes.append(Change(token: token.path, entry: index, selector: index >= old.entries.count ? modes.map(\.name).joined(separator: ", ") : entry.selector.description,
                                      location: token.location, old: oldValue, oldColor: oldColor, new: new,
                                      deltaE: deltaE, split: isSplit,
                                      fixes: Array(Set(fixes)).sorted(), modes: modes.map(\.name),
                                      addedSelector: index >= old.entries.count ? entry.selector.description : nil))
                changes[changes.count - 1].newValue = entry.value
            }
        }
        return changes.sorted { ($0.token, $0.entry) < ($1.token, $1.entry) }
    }
}

private extension SRGBColor {
    func with(alpha: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The opaque colour this translucent one was laid over to give `composite`, channel by
    /// channel (composite = alpha × self + (1 − alpha) × surface); nil when it is opaque.
    func surface(under composite: SRGBColor) -> SRGBColor? {
        guard alpha < 1 else { return nil }
        func channel(_ mixed: Double, _ own: Double) -> Double { min(max((mixed - alpha * own) / (1 - alpha), 0), 1) }
        return SRGBColor(red: channel(composite.red, red), green: channel(composite.green, green), blue: channel(composite.blue, blue)).quantized
    }
}
