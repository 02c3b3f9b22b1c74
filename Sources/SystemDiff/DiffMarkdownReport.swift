import GeneratorSupport
import StylebookKit

/// `stylebook diff --format markdown`: a pull-request comment. The summary comes first, then
/// what can block the merge (newly failing pairs), then values, tokens, pairs still failing at
/// another ratio, other contrast changes and components, the long lists folded in `<details>`. Colours are written in backticks
/// (`` `#0969DA` ``), which GitHub shows with a swatch in comments; it strips inline SVG and
/// style attributes, so nothing else would show a colour there. The first line is a hidden
/// marker the CI workflow finds its previous comment by.
public enum DiffMarkdownReport {
    public static let marker = "<!-- stylebook-diff -->"
    /// On the second line when nothing changed, so CI can skip a comment nobody needs.
    public static let noChangesMarker = "<!-- stylebook-diff: no changes -->"
    /// Rows a table shows before the rest is counted: GitHub refuses comments over 65,536 characters.
    public static let rowLimit = 60

    public static func render(_ report: DiffReport, rowLimit: Int = rowLimit) -> String {
        var out = [marker]
        let summary = DiffWording.summary(report)
        if summary.isEmpty { out.append(noChangesMarker) }
        out.append("### Design system: \(report.head.system)")
        out.append("")
        if summary.isEmpty {
            out.append(DiffWording.noChanges)
        } else {
            let failing = report.newFailures.count
            let lead = failing > 0 ? "**:x: \(summary[0]).** " : ""
            out.append(lead + summary.dropFirst(failing > 0 ? 1 : 0).joined(separator: " · ") + (summary.count > 1 || failing == 0 ? "." : ""))
        }
        out.append("")
        out.append("<sub>\(escape(report.base.label)) → \(escape(report.head.label)); modes: \(report.head.modes.joined(separator: ", "))</sub>")
        let table = Table(limit: rowLimit)

        if !report.modes.added.isEmpty || !report.modes.removed.isEmpty {
            out += ["", "#### Modes", ""]
            if !report.modes.added.isEmpty { out.append("- Added: \(report.modes.added.map(code).joined(separator: ", "))") }
            if !report.modes.removed.isEmpty { out.append("- Removed: \(report.modes.removed.map(code).joined(separator: ", "))") }
        }
        let failing = report.newFailures
        if !failing.isEmpty {
            out += ["", "#### :x: Newly failing contrast", ""]
            out += table.render(["Pair", "Mode", "Before", "After", "Needs", "Through"], failing.map(pairRow))
        }
        if !report.values.isEmpty {
            out += ["", "#### Values", ""]
            var rows: [[String]] = []
            for change in report.values {
                for group in DiffWording.grouped(change.changes.map { ($0.mode, Transition($0.before, $0.after)) }) {
                    rows.append([code(change.path), group.modes, DiffWording.value(group.change.before, code: code),
                                 DiffWording.value(group.change.after, code: code),
                                 change.moves.isEmpty ? "" : "\(change.moves.count)"])
                }
            }
            out += table.render(["Token", "Mode", "Before", "After", "Tokens moved"], rows)
            let moving = report.values.filter { !$0.moves.isEmpty }
            if !moving.isEmpty {
                out += ["", "<details><summary>Tokens these changes move through aliases (\(report.movedCount))</summary>", ""]
                for change in moving {
                    let moved = change.moves.prefix(rowLimit).map { "\(code($0.path)) (\($0.modes.joined(separator: ", ")))" }
                    let more = change.moves.count > rowLimit ? ", and \(change.moves.count - rowLimit) more" : ""
                    out.append("- \(code(change.path)) moves \(moved.joined(separator: ", "))\(more)")
                }
                out += ["", "</details>"]
            }
        }
        let tokens = report.tokens
        var tokenRows: [[String]] = []
        for token in tokens.added {
            let values = DiffWording.grouped(token.values.map { ($0.mode, $0.value) })
                .map { "\($0.modes): \(DiffWording.value($0.change, code: code))" }.joined(separator: "<br>")
            tokenRows.append(["added", code(token.path), "\(token.kind); \(values)"])
        }
        for token in tokens.removed {
            let note = token.deprecation.map { "deprecated before: \(escape($0))" + (token.removedIn.map { " (removal planned in \($0))" } ?? "") }
                ?? ":warning: not deprecated first"
            tokenRows.append(["removed", code(token.path), "\(token.kind); \(note)"])
        }
        tokenRows += tokens.renamed.map { ["renamed", "\(code($0.from)) → \(code($0.to))", "\($0.kind); declared the same in every mode"] }
        tokenRows += tokens.typeChanged.map { ["type changed", code($0.path), "\($0.from) → \($0.to)"] }
        tokenRows += tokens.deprecated.map { token in
            ["deprecated", code(token.path), escape(token.message) + (token.removedIn.map { " Removal planned in \($0)." } ?? "")]
        }
        if !tokenRows.isEmpty {
            out += ["", "#### Tokens", ""]
            out += table.render(["Change", "Token", "Details"], tokenRows)
        }
        // Pairs that fail on both sides are failures a reviewer weighs too: shown, not folded.
        let stillFailing = report.contrast.filter { $0.status == .stillFailing }
        if !stillFailing.isEmpty {
            out += ["", "#### Still failing, at another ratio", ""]
            out += table.render(["Pair", "Mode", "Before", "After", "Needs", "Through"], stillFailing.map(pairRow))
        }
        let others = report.contrast.filter { $0.status != .newFailure && $0.status != .stillFailing }
        if !others.isEmpty {
            let counts = DiffReport.PairChange.Status.allCases.compactMap { status -> String? in
                let n = others.filter { $0.status == status }.count
                return n == 0 ? nil : "\(n) \(DiffWording.statusTitle[status]!)"
            }
            out += ["", "<details><summary>Other contrast changes: \(counts.joined(separator: ", "))</summary>", ""]
            out += table.render(["Pair", "Mode", "Before", "After", "Needs", "Through"], others.map(pairRow))
            out += ["", "</details>"]
        }
        let components = report.components
        if components.added.count + components.removed.count + components.parts.count > 0 {
            out += ["", "<details><summary>Components: \(components.parts.count) part \(components.parts.count == 1 ? "property" : "properties") changed</summary>", ""]
            if !components.added.isEmpty { out.append("- Added: \(components.added.map(code).joined(separator: ", "))") }
            if !components.removed.isEmpty { out.append("- Removed: \(components.removed.map(code).joined(separator: ", "))") }
            var rows: [[String]] = []
            for part in components.parts {
                for group in DiffWording.grouped(part.changes.map { ($0.mode, BoundTransition($0.before, $0.after)) }) {
                    rows.append(["\(code(part.component)) › \(escape(part.part))", part.property, DiffWording.instances(part),
                                 group.modes, bound(group.change.before), bound(group.change.after)])
                }
            }
            if !rows.isEmpty {
                if !components.added.isEmpty || !components.removed.isEmpty { out.append("") }
                out += table.render(["Part", "Property", "Variants · states", "Mode", "Before", "After"], rows)
            }
            out += ["", "</details>"]
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func pairRow(_ change: DiffReport.PairChange) -> [String] {
        func ratio(_ measured: DiffReport.Measured?) -> String {
            guard let measured else { return "not checked" }
            let shown = measured.display ?? "–"
            let colors = [measured.foreground, measured.background].compactMap { $0 }.map(code).joined(separator: " on ")
            return (measured.outcome == "fail" ? "**\(shown)** fail" : "\(shown) \(measured.outcome)") + (colors.isEmpty ? "" : "<br>\(colors)")
        }
        return [DiffWording.pair(change, code: code), change.mode, ratio(change.before), ratio(change.after),
                (change.after ?? change.before)?.requirement ?? "", change.causes.map(code).joined(separator: ", ")]
    }

    private static func bound(_ bound: DiffReport.Bound?) -> String {
        guard let bound else { return "unbound" }
        return "\(code(bound.token))" + (bound.value.map { " \(code($0))" } ?? "")
    }

    /// A code span; a `|` is escaped, as a table cell needs even inside code.
    static func code(_ text: String) -> String {
        "`\(text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|"))`"
    }

    static func escape(_ text: String) -> String { MarkdownText.escape(text) }

    private struct Table {
        var limit: Int

        func render(_ header: [String], _ rows: [[String]]) -> [String] {
            func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
            var lines = [line(header), line(header.map { _ in "---" })]
            lines += rows.prefix(limit).map(line)
            if rows.count > limit {
                lines += ["", "… and \(rows.count - limit) more rows: `stylebook diff` prints them all (`--format json` for tools)."]
            }
            return lines
        }
    }
}
