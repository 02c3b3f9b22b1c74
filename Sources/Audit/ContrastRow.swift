import StylebookKit

/// The audit's checks as a reader wants them: one row per distinct foreground, background (and
/// the surface beneath it), mode and minimum ratio, however many bindings, declarations and
/// role pairs asked for it. The row keeps every check it merges, so it can say where it is used.
public struct ContrastRow: Sendable {
    public var foreground: TokenPath
    public var background: TokenPath
    public var over: TokenPath?
    public var mode: Mode
    /// The shared minimum, e.g. 3:1 for both large text and non-text.
    public var minimum: Double
    public var minimumDisplay: String
    /// Every kind that asked for it, in `ContrastKind` order.
    public var kinds: [ContrastKind]
    /// Every merged check, in audit order.
    public var checks: [ContrastCheck]

    /// A failing check if any use fails, otherwise a passing one; a row whose every use is
    /// exempt (or unmeasurable) shows the first of them.
    public var representative: ContrastCheck {
        checks.first { $0.outcome == .fail } ?? checks.first { $0.outcome == .pass } ?? checks[0]
    }

    public var outcome: ContrastCheck.Outcome { representative.outcome }

    /// Rows in the order their first check appears.
    public static func rows(_ checks: [ContrastCheck]) -> [ContrastRow] {
        struct Key: Hashable {
            var foreground: TokenPath, background: TokenPath, over: TokenPath?, mode: Mode, minimum: Double
        }
        var positions: [Key: Int] = [:]
        var rows: [ContrastRow] = []
        for check in checks {
            let d = check.declaration
            let key = Key(foreground: d.foreground, background: d.background, over: d.over, mode: check.mode,
                          minimum: check.requirement.minimum)
            if let position = positions[key] {
                rows[position].checks.append(check)
                if !rows[position].kinds.contains(d.kind) {
                    rows[position].kinds.append(d.kind)
                    rows[position].kinds.sort()
                }
            } else {
                positions[key] = rows.count
                rows.append(ContrastRow(foreground: d.foreground, background: d.background, over: d.over, mode: check.mode,
                                        minimum: check.requirement.minimum, minimumDisplay: check.requirement.minimumDisplay,
                                        kinds: [d.kind], checks: [check]))
            }
        }
        return rows
    }
}
