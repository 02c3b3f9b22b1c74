/// The words the text and Markdown reports share: the summary line, values, grouped modes. Public
/// so a site's changes page (SiteBuilder) says what `stylebook diff` says.
public enum DiffWording {
    /// "1 pair newly fails contrast · 2 values changed, moving 5 tokens · 1 token added", or nil.
    public static func summary(_ report: DiffReport) -> [String] {
        var parts: [String] = []
        func count(_ n: Int, _ one: String, _ many: String, _ tail: String = "") {
            if n > 0 { parts.append("\(n) \(n == 1 ? one : many)\(tail)") }
        }
        count(report.newFailures.count, "pair newly fails contrast", "pairs newly fail contrast")
        let moved = report.movedCount
        count(report.values.count, "value changed", "values changed", moved > 0 ? ", moving \(moved) \(moved == 1 ? "token" : "tokens")" : "")
        count(report.contrast.count - report.newFailures.count, "other contrast change", "other contrast changes")
        count(report.tokens.added.count, "token added", "tokens added")
        count(report.tokens.removed.count, "token removed", "tokens removed")
        count(report.tokens.renamed.count, "token renamed", "tokens renamed")
        count(report.tokens.typeChanged.count, "type changed", "types changed")
        count(report.tokens.deprecated.count, "token deprecated", "tokens deprecated")
        count(report.components.added.count, "component added", "components added")
        count(report.components.removed.count, "component removed", "components removed")
        count(report.components.parts.count, "component part changed", "component parts changed")
        count(report.modes.added.count, "mode added", "modes added")
        count(report.modes.removed.count, "mode removed", "modes removed")
        return parts
    }

    public static let noChanges = "No changes to tokens, values, contrast or components."

    /// `{color.blue.500} (#0969DA)`, `#0969DA`, `16pt`.
    public static func value(_ value: DiffReport.Value, code: (String) -> String = { $0 }) -> String {
        guard let resolved = value.resolved, resolved != value.declared else { return code(value.declared) }
        return "\(code(value.declared)) (\(code(resolved)))"
    }

    /// Modes with the same before and after, in first-seen order: "light, dark".
    public static func grouped<T: Equatable>(_ items: [(mode: String?, change: T)]) -> [(modes: String, change: T)] {
        var groups: [(modes: [String], change: T)] = []
        for item in items {
            let name = item.mode ?? "every mode"
            if let index = groups.firstIndex(where: { $0.change == item.change }) { groups[index].modes.append(name) }
            else { groups.append(([name], item.change)) }
        }
        return groups.map { ($0.modes.joined(separator: ", "), $0.change) }
    }

    /// "danger, warning · default, error", or "" when the component has one appearance.
    public static func instances(_ part: DiffReport.PartChange) -> String {
        let states = part.states == ["default"] ? [] : part.states
        return [part.variants.joined(separator: ", "), states.joined(separator: ", ")].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    public static func pair(_ change: DiffReport.PairChange, code: (String) -> String = { $0 }) -> String {
        let over = change.over.map { " over \(code($0))" } ?? ""
        let kind = change.kind == "text" ? "" : " (\(change.kind))"
        return "\(code(change.foreground)) on \(code(change.background))\(over)\(kind)"
    }

    public static func measured(_ measured: DiffReport.Measured?) -> String {
        guard let measured else { return "not checked" }
        return "\(measured.display ?? "–") \(measured.outcome)"
    }

    public static let statusTitle: [DiffReport.PairChange.Status: String] = [
        .newFailure: "new failure", .stillFailing: "still failing", .fixed: "fixed", .changed: "changed",
        .added: "new pair", .removed: "no longer checked",
    ]
}
