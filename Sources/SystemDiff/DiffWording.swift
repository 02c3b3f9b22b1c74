/// The words the text and Markdown reports share: the summary line, values, grouped modes. Public
/// so a site's changes page (SiteBuilder) says what `stylebook diff` says.
public enum DiffWording {
    /// What the summary counts, in its order. A site's changes page words each in its theme.
    public enum Counted: String, CaseIterable, Sendable {
        case newFailures, values, otherContrast, tokensAdded, tokensRemoved, tokensRenamed, typesChanged
        case tokensDeprecated, componentsAdded, componentsRemoved, partsChanged, modesAdded, modesRemoved
    }

    /// Each count the summary names, in order, without the zeros; `moved` is the tokens the
    /// changed values move through aliases (with `values` only).
    public static func counts(_ report: DiffReport) -> [(counted: Counted, count: Int, moved: Int)] {
        let counts: [(Counted, Int)] = [
            (.newFailures, report.newFailures.count), (.values, report.values.count),
            (.otherContrast, report.contrast.count - report.newFailures.count),
            (.tokensAdded, report.tokens.added.count), (.tokensRemoved, report.tokens.removed.count),
            (.tokensRenamed, report.tokens.renamed.count), (.typesChanged, report.tokens.typeChanged.count),
            (.tokensDeprecated, report.tokens.deprecated.count), (.componentsAdded, report.components.added.count),
            (.componentsRemoved, report.components.removed.count), (.partsChanged, report.components.parts.count),
            (.modesAdded, report.modes.added.count), (.modesRemoved, report.modes.removed.count),
        ]
        return counts.filter { $0.1 > 0 }.map { ($0.0, $0.1, $0.0 == .values ? report.movedCount : 0) }
    }

    /// "1 pair newly fails contrast · 2 values changed, moving 5 tokens · 1 token added", or nil.
    public static func summary(_ report: DiffReport) -> [String] {
        counts(report).map { counted, n, moved in
            let (one, many): (String, String) = switch counted {
            case .newFailures: ("pair newly fails contrast", "pairs newly fail contrast")
            case .values: ("value changed", "values changed")
            case .otherContrast: ("other contrast change", "other contrast changes")
            case .tokensAdded: ("token added", "tokens added")
            case .tokensRemoved: ("token removed", "tokens removed")
            case .tokensRenamed: ("token renamed", "tokens renamed")
            case .typesChanged: ("type changed", "types changed")
            case .tokensDeprecated: ("token deprecated", "tokens deprecated")
            case .componentsAdded: ("component added", "components added")
            case .componentsRemoved: ("component removed", "components removed")
            case .partsChanged: ("component part changed", "component parts changed")
            case .modesAdded: ("mode added", "modes added")
            case .modesRemoved: ("mode removed", "modes removed")
            }
            let tail = moved > 0 ? ", moving \(moved) \(moved == 1 ? "token" : "tokens")" : ""
            return "\(n) \(n == 1 ? one : many)\(tail)"
        }
    }

    public static let noChanges = "No changes to tokens, values, contrast or components."

    /// `{color.blue.500} (#0969DA)`, `#0969DA`, `16pt`.
    public static func value(_ value: DiffReport.Value, code: (String) -> String = { $0 }) -> String {
        guard let resolved = value.resolved, resolved != value.declared else { return code(value.declared) }
        return "\(code(value.declared)) (\(code(resolved)))"
    }

    /// Modes with the same before and after, in first-seen order: "light, dark".
    public static func grouped<T: Equatable>(_ items: [(mode: String?, change: T)]) -> [(modes: String, change: T)] {
        groupedByMode(items).map { group in (group.modes.map { $0 ?? "every mode" }.joined(separator: ", "), group.change) }
    }

    /// The same groups with each mode's name, nil for a value every mode shares.
    public static func groupedByMode<T: Equatable>(_ items: [(mode: String?, change: T)]) -> [(modes: [String?], change: T)] {
        var groups: [(modes: [String?], change: T)] = []
        for item in items {
            if let index = groups.firstIndex(where: { $0.change == item.change }) { groups[index].modes.append(item.mode) }
            else { groups.append(([item.mode], item.change)) }
        }
        return groups
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
