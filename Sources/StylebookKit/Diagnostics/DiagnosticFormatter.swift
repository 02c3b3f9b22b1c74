/// The single place diagnostics become text: `path:line:col: error: message [id]`,
/// followed by an indented hint when there is one.
public enum DiagnosticFormatter {
    public static func line(for diagnostic: Diagnostic) -> String {
        var text = ""
        if let location = diagnostic.location { text += "\(location): " }
        text += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
        return text
    }

    public static func format(_ diagnostic: Diagnostic) -> String {
        var text = line(for: diagnostic)
        if let hint = diagnostic.hint { text += "\n    hint: \(hint)" }
        return text
    }

    /// `2 errors, 1 warning`, or nil when there is nothing to count.
    public static func counts(of diagnostics: [Diagnostic]) -> String? {
        var parts: [String] = []
        let errors = diagnostics.errorCount, warnings = diagnostics.warningCount
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
