/// The single place diagnostics become text: `path:line:col: error: message [id]`,
/// followed by an indented hint when there is one.
public enum DiagnosticFormatter {
    public static func line(for diagnostic: Diagnostic) -> String {
        line(for: diagnostic, color: false)
    }

    public static func format(_ diagnostic: Diagnostic) -> String {
        format(diagnostic, color: false)
    }

    public static func line(for diagnostic: Diagnostic, color: Bool) -> String {
        var text = ""
        if let location = diagnostic.location { text += "\(location): " }
        text += "\(label(diagnostic.severity, color: color)) \(diagnostic.message) [\(diagnostic.id)]"
        return text
    }

    /// With `color`, the severity label is painted as compilers do (bold red errors, bold
    /// yellow warnings), so stripping the escapes gives the plain text back.
    public static func format(_ diagnostic: Diagnostic, color: Bool) -> String {
        var text = line(for: diagnostic, color: color)
        if let hint = diagnostic.hint { text += "\n    hint: \(hint)" }
        return text
    }

    static func label(_ severity: Diagnostic.Severity, color: Bool) -> String {
        let text = "\(severity.rawValue):"
        guard color else { return text }
        let code = switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// `2 errors, 1 warning, 8 acknowledged`, or nil when there is nothing to count. Findings
    /// the project lowered are counted by the setting that lowered them, so none is hidden:
    /// `23 warnings, 23 lowered by \`content/broken-anchor: warning\` (stylebook.yml:4:3)`.
    public static func counts(of diagnostics: [Diagnostic]) -> String? {
        var parts: [String] = []
        let errors = diagnostics.errorCount, warnings = diagnostics.warningCount
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        if diagnostics.acknowledgedCount > 0 { parts.append("\(diagnostics.acknowledgedCount) acknowledged") }
        var lowered: [SeverityOverride: Int] = [:]
        for diagnostic in diagnostics.lowered { if let by = diagnostic.overridden?.by { lowered[by, default: 0] += 1 } }
        for (setting, count) in lowered.sorted(by: { $0.key.id < $1.key.id }) {
            parts.append("\(count) lowered by `\(setting.setting)`" + (setting.location.map { " (\($0))" } ?? ""))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
