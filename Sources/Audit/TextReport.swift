import GeneratorSupport
import StylebookKit

/// A table for people: one row per pair and mode, then the diagnostics with hints and a
/// summary. ANSI colour only when asked for; notes only when asked for (`--verbose`), with
/// their count in the summary when they are left out.
public enum TextReport {
    public static func render(_ report: CheckReport, useColor: Bool, notes: Bool = true) -> String {
        let style = Style(enabled: useColor)
        var lines = ["Contrast of \(report.systemName) at WCAG \(report.level.label)", ""]
        let header = ["RESULT", "RATIO", "NEEDS", "MODE", "FG", "BG", "PAIR"]
        let rows = report.audit.checks.map { row(for: $0) }
        let widths = header.indices.map { column in
            ([header] + rows.map(\.cells)).map { $0[column].count }.max() ?? 0
        }
        func join(_ cells: [String]) -> String {
            cells.indices.map { $0 == cells.count - 1 ? cells[$0] : pad(cells[$0], widths[$0]) }.joined(separator: "  ")
        }
        lines.append(style.bold(join(header)))
        for row in rows {
            // Colour only the result word, so stripping the escapes gives the plain table back.
            let result = row.cells[0]
            lines.append(style.paint(result, row.outcome) + join(row.cells).dropFirst(result.count))
        }
        return lines.joined(separator: "\n") + "\n" + footer(report, useColor: useColor, notes: notes)
    }

    /// The diagnostics, what was recognised (token sets) and the summary line.
    public static func footer(_ report: CheckReport, useColor: Bool, notes: Bool = true) -> String {
        let style = Style(enabled: useColor)
        var lines: [String] = []
        let shown = notes ? report.diagnostics : report.diagnostics.filter { $0.severity != .note }
        if !shown.isEmpty { lines.append("") }
        for diagnostic in DiagnosticGroups.forDisplay(shown) {
            let text = DiagnosticFormatter.format(diagnostic)
            lines.append(diagnostic.severity == .error ? style.red(text) : diagnostic.severity == .warning ? style.yellow(text) : text)
        }
        if let inventory = report.inventory {
            lines += ["", "Recognised:"] + inventory.lines.map { "  " + $0 }
        }
        lines.append("")
        let hidden = report.diagnostics.count - shown.count
        lines.append(summary(report) + (hidden == 0 ? "" : hidden == 1 ? " (1 note not shown; --verbose shows it)"
                                                              : " (\(hidden) notes not shown; --verbose shows them)"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "N checks: P passed, F failed, S skipped; 2 errors, 1 warning".
    public static func summary(_ report: CheckReport) -> String {
        var checks = "\(report.checkCount) checks: \(report.passedCount) passed, \(report.failedCount) failed"
        if report.warnedCount > 0 { checks += ", \(report.warnedCount) warned" }
        checks += ", \(report.skippedCount) skipped"
        if report.audit.unchecked > 0 { checks += ", \(report.audit.unchecked) not run (stopped at --max-failures)" }
        if report.audit.unlisted.total > 0 { checks += " (\(report.audit.unlisted.total) role-matrix checks counted, not listed)" }
        return checks + "; " + (DiagnosticFormatter.counts(of: report.diagnostics) ?? "no problems")
    }

    /// The table's first lines, for output that streams rows as they are measured.
    public static func header(systemName: String, level: ContrastLevel, contextWidth: Int, useColor: Bool) -> String {
        let cells = ["RESULT", "RATIO", "NEEDS", "MODE", "FG", "BG", "PAIR"]
        return "Contrast of \(systemName) at WCAG \(level.label)\n\n" + Style(enabled: useColor).bold(streamed(cells, contextWidth)) + "\n"
    }

    /// One row with fixed column widths (the widest ratio, hex and requirement), so rows can be
    /// printed before the whole table is known.
    public static func streamedRow(_ check: ContrastCheck, contextWidth: Int, useColor: Bool) -> String {
        let row = row(for: check)
        let result = row.cells[0]
        return Style(enabled: useColor).paint(result, row.outcome) + streamed(row.cells, contextWidth).dropFirst(result.count) + "\n"
    }

    static func streamed(_ cells: [String], _ contextWidth: Int) -> String {
        let widths = [6, 7, 5, max(4, contextWidth), 7, 7]
        return cells.indices.map { $0 == cells.count - 1 ? cells[$0] : pad(cells[$0], widths[$0]) }.joined(separator: "  ")
    }

    struct Row {
        var cells: [String]
        var outcome: ContrastCheck.Outcome
    }

    static func row(for check: ContrastCheck) -> Row {
        var pair = check.declaration.label
        if check.declaration.kind != .text { pair += " [\(check.declaration.kind.label)]" }
        if let rule = check.pair.rule { pair += " {\(rule)}" }
        if check.outcome == .fail, !check.isFailure { pair += " (warning only)" }
        if case .skipped(let reason) = check.outcome { pair += " (\(reason))" }
        let result = switch check.outcome {
        case .pass: "pass"
        case .fail: "FAIL"
        case .skipped: "skip"
        }
        return Row(cells: [result, check.ratio?.display ?? "-", check.requirement.minimumDisplay, check.context,
                           check.foregroundHex ?? "-", check.backgroundHex ?? "-", pair],
                   outcome: check.outcome)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    struct Style {
        var enabled: Bool
        func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func bold(_ text: String) -> String { wrap(text, "1") }
        func red(_ text: String) -> String { wrap(text, "31") }
        func yellow(_ text: String) -> String { wrap(text, "33") }
        func paint(_ text: String, _ outcome: ContrastCheck.Outcome) -> String {
            switch outcome {
            case .pass: wrap(text, "32")
            case .fail: wrap(text, "1;31")
            case .skipped: wrap(text, "33")
            }
        }
    }
}
