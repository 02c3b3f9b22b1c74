import Foundation
import GeneratorSupport
import StylebookKit

/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the Swift file
/// and line of the failing declaration (`::error file=…,line=…,title=…::message`).
public enum GitHubReport {
    public static func render(_ report: CheckReport) -> String {
        var lines = report.diagnostics.map(command)
        lines.append(TextReport.summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    static func command(_ diagnostic: Diagnostic) -> String {
        let name = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties += ["file=\(escapeProperty(location.path))", "line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=\(escapeProperty(diagnostic.id))")
        var message = diagnostic.message
        if let hint = diagnostic.hint { message += "\nhint: \(hint)" }
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The escaping the Actions runner undoes for a message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values additionally escape the separators `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
