/// The output formats of `stylebook check`; raw values are the stable `--format` names.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, sarif, github

    /// Renders a report. `useColor` only affects `text`; the CLI sets it when stdout is a
    /// terminal and NO_COLOR is unset. `notes` too: the CLI shows them with --verbose only;
    /// the other formats are for tools, which get everything.
    public func render(_ report: CheckReport, useColor: Bool = false, notes: Bool = true) -> String {
        switch self {
        case .text: TextReport.render(report, useColor: useColor, notes: notes)
        case .json: JSONReport.render(report)
        case .junit: JUnitReport.render(report)
        case .sarif: SARIFReport.render(report)
        case .github: GitHubReport.render(report)
        }
    }
}
