import Foundation
import StylebookKit

/// The one place the CLI writes text: diagnostics and errors to stderr, results to stdout.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Text as it is, for output that streams in pieces.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        error(diagnostics.map(DiagnosticFormatter.format).joined(separator: "\n"))
    }

    /// `Built 14 pages in 0.21 s` or `2 errors, 1 warning`.
    static func summary(success: String, diagnostics: [Diagnostic]) {
        if diagnostics.hasErrors {
            output(DiagnosticFormatter.counts(of: diagnostics) ?? "failed")
        } else if let counts = DiagnosticFormatter.counts(of: diagnostics) {
            output("\(success) (\(counts))")
        } else {
            output(success)
        }
    }

    static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let value = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return String(format: "%.2f s", value)
    }
}
