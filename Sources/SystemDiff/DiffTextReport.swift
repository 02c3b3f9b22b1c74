/// `stylebook diff` for a terminal: the summary, newly failing pairs, then tokens, values with
/// the tokens they move, every other contrast change and component parts. With colour on, each
/// hex colour has a swatch of itself before it.
public enum DiffTextReport {
    public static func render(_ report: DiffReport, useColor: Bool = false) -> String {
        var out: [String] = []
        let bold = { (text: String) in useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
        let paint = { (text: String) in useColor ? swatched(text) : text }
        out.append(bold("\(report.head.system): \(report.base.label) → \(report.head.label)"))
        let summary = DiffWording.summary(report)
        out.append(summary.isEmpty ? DiffWording.noChanges : summary.joined(separator: " · "))

        if !report.modes.added.isEmpty || !report.modes.removed.isEmpty {
            out += ["", bold("Modes")]
            out += report.modes.added.map { "  added    \($0)" } + report.modes.removed.map { "  removed  \($0)" }
        }
        let failing = report.newFailures
        if !failing.isEmpty {
            out += ["", bold("Newly failing contrast (\(failing.count))")]
            out += failing.map { pairLine($0, paint: paint) }
        }
        let tokens = report.tokens
        if tokens.added.count + tokens.removed.count + tokens.renamed.count + tokens.typeChanged.count + tokens.deprecated.count > 0 {
            out += ["", bold("Tokens")]
            for token in tokens.added {
                let values = DiffWording.grouped(token.values.map { ($0.mode, $0.value) })
                    .map { "\($0.modes) \(paint(DiffWording.value($0.change)))" }.joined(separator: "; ")
                out.append("  added       \(token.path) (\(token.kind)): \(values)")
            }
            for token in tokens.removed {
                let note = token.deprecation.map { ", deprecated before: \($0)" + (token.removedIn.map { " (removal planned in \($0))" } ?? "") }
                    ?? ", without being deprecated first"
                out.append("  removed     \(token.path) (\(token.kind))\(note)")
            }
            out += tokens.renamed.map { "  renamed     \($0.from) → \($0.to) (\($0.kind), declared the same in every mode)" }
            out += tokens.typeChanged.map { "  type        \($0.path): \($0.from) → \($0.to)" }
            for token in tokens.deprecated {
                let removal = token.removedIn.map { " Removal planned in \($0)." } ?? ""
                out.append("  deprecated  \(token.path): \(token.message)\(removal)")
            }
        }
        if !report.values.isEmpty {
            out += ["", bold("Values (\(report.values.count))")]
            for change in report.values {
                out.append("  \(change.path) (\(change.kind))")
                for group in DiffWording.grouped(change.changes.map { ($0.mode, Transition($0.before, $0.after)) }) {
                    out.append("    \(group.modes): \(paint(DiffWording.value(group.change.before))) → \(paint(DiffWording.value(group.change.after)))")
                }
                if !change.moves.isEmpty {
                    out.append("    moves \(change.moves.count) \(change.moves.count == 1 ? "token" : "tokens"):")
                    out += change.moves.map { "      \($0.path) (\($0.modes.joined(separator: ", ")))" }
                }
            }
        }
        let others = report.contrast.filter { $0.status != .newFailure }
        if !others.isEmpty {
            out += ["", bold("Contrast (\(others.count) other \(others.count == 1 ? "change" : "changes"))")]
            out += others.map { pairLine($0, paint: paint) }
        }
        let components = report.components
        if components.added.count + components.removed.count + components.parts.count > 0 {
            out += ["", bold("Components")]
            out += components.added.map { "  added    \($0)" } + components.removed.map { "  removed  \($0)" }
            for part in components.parts {
                let instances = DiffWording.instances(part)
                out.append("  \(part.component) › \(part.part): \(part.property)\(instances.isEmpty ? "" : " (\(instances))")")
                for group in DiffWording.grouped(part.changes.map { ($0.mode, BoundTransition($0.before, $0.after)) }) {
                    out.append("    \(group.modes): \(paint(bound(group.change.before))) → \(paint(bound(group.change.after)))")
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func pairLine(_ change: DiffReport.PairChange, paint: (String) -> String) -> String {
        let status = DiffWording.statusTitle[change.status]!
        let needs = (change.after ?? change.before)?.requirement ?? ""
        let causes = change.causes.isEmpty ? "" : "; through \(change.causes.joined(separator: ", "))"
        let colors = change.after.map { after in
            [after.foreground, after.background].compactMap { $0 }.map(paint).joined(separator: " on ")
        } ?? ""
        return "  \(status.padding(toLength: 17, withPad: " ", startingAt: 0))\(DiffWording.pair(change)) [\(change.mode)]: "
            + "\(DiffWording.measured(change.before)) → \(DiffWording.measured(change.after)), needs \(needs)"
            + (colors.isEmpty ? "" : " (\(colors))") + causes
    }

    private static func bound(_ bound: DiffReport.Bound?) -> String {
        guard let bound else { return "unbound" }
        return bound.value.map { "\(bound.token) \($0)" } ?? "\(bound.token) (no value)"
    }

    /// Puts a block in the colour before every `#RRGGBB` or `#RRGGBBAA` in the text.
    static func swatched(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            let digits = rest[rest.index(after: hash)...].prefix { $0.isHexDigit }
            if digits.count == 6 || digits.count == 8, let value = Int(digits.prefix(6), radix: 16) {
                result += "\u{1B}[38;2;\(value >> 16);\((value >> 8) & 0xFF);\(value & 0xFF)m██\u{1B}[0m "
            }
            result += "#" + digits
            rest = rest[rest.index(hash, offsetBy: 1 + digits.count)...]
        }
        return result + rest
    }
}

/// A before and after, compared so modes with the same change print once.
public struct Transition: Equatable, Sendable {
    public var before: DiffReport.Value
    public var after: DiffReport.Value
    public init(_ before: DiffReport.Value, _ after: DiffReport.Value) { self.before = before; self.after = after }
}

public struct BoundTransition: Equatable, Sendable {
    public var before: DiffReport.Bound?
    public var after: DiffReport.Bound?
    public init(_ before: DiffReport.Bound?, _ after: DiffReport.Bound?) { self.before = before; self.after = after }
}
