import Foundation
import StylebookKit

/// What serve tells the person at the terminal: progress on stdout, diagnostics on stderr,
/// honouring --quiet, --verbose and --color (`settings`, set once before serving starts).
enum ServeConsole {
    nonisolated(unsafe) static var settings = DevServerConfiguration.Output()

    /// The address being served: said even with --quiet, since it is what serve is for.
    static func announce(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Progress ("Rebuilt 1 page in 12 ms"): not with --quiet.
    static func say(_ text: String) {
        if !settings.quiet { announce(text) }
    }

    /// Details only --verbose asks for.
    static func detail(_ text: String) {
        if settings.verbose { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    /// Errors and warnings; notes (acknowledged warnings) only with --verbose.
    static func report(_ diagnostics: [Diagnostic]) {
        let shown = diagnostics.filter { $0.severity != .note || settings.verbose }
        guard !shown.isEmpty else { return }
        let lines = shown.map { DiagnosticFormatter.format($0, color: settings.color) }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
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
