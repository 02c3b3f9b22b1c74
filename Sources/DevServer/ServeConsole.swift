import Foundation
import StylebookKit

/// What serve tells the person at the terminal: progress on stdout, diagnostics on stderr.
enum ServeConsole {
    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        FileHandle.standardError.write(Data((text(for: diagnostics) + "\n").utf8))
    }

    /// The same text the terminal shows, for the browser overlay.
    static func text(for diagnostics: [Diagnostic]) -> String {
        var lines = diagnostics.map(DiagnosticFormatter.format)
        if let counts = DiagnosticFormatter.counts(of: diagnostics) { lines.append(counts) }
        return lines.joined(separator: "\n")
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let value = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return value < 10 ? String(format: "%.1f ms", value) : "\(Int(value.rounded())) ms"
    }
}
