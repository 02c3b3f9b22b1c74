import Foundation
import StylebookKit

/// The one place the tool writes text to the terminal (every command, serve's log included):
/// results and summaries to stdout, diagnostics, errors and details to stderr, each honouring
/// --quiet, --verbose and --color.
public enum Console {
    /// Set by `runMain` from the command's `OutputOptions` before it runs, then only read.
    nonisolated(unsafe) public static var settings = OutputSettings()
    /// The errno of the first failed write to stdout; reported once the command is done.
    nonisolated(unsafe) private(set) static var outputFailure: Int32?

    public static var isQuiet: Bool { settings.verbosity == .quiet }
    public static var isVerbose: Bool { settings.verbosity == .verbose }
    public static var colorsOutput: Bool { settings.usesColor(on: STDOUT_FILENO) }
    public static var colorsErrors: Bool { settings.usesColor(on: STDERR_FILENO) }

    /// What the command was asked to produce (a report, a ratio): printed even with --quiet.
    public static func output(_ text: String, terminator: String = "\n") {
        if let code = write(text + terminator, to: STDOUT_FILENO), outputFailure == nil { outputFailure = code }
    }

    /// Status and summary lines (`Built 14 pages in 0.21 s`): not with --quiet.
    public static func status(_ text: String) {
        if !isQuiet { output(text) }
    }

    /// What happened on the way (steps, files written): only with --verbose.
    public static func detail(_ text: String) {
        if isVerbose { error(text) }
    }

    public static func error(_ text: String) {
        _ = write(text + "\n", to: STDERR_FILENO)
    }

    /// `error: message` and its hint, for failures that are not diagnostics.
    public static func failure(_ message: String, hint: String? = nil) {
        let label = colorsErrors ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        error("\(label) \(message)" + (hint.map { "\n    hint: \($0)" } ?? ""))
    }

    /// Text as it is, for output that streams in pieces.
    public static func write(_ text: String) {
        output(text, terminator: "")
    }

    /// Errors and warnings always; notes (acknowledged warnings among them) only with --verbose.
    public static func report(_ diagnostics: [Diagnostic]) {
        let shown = diagnostics.filter { $0.severity != .note || isVerbose }
        guard !shown.isEmpty else { return }
        let color = colorsErrors
        error(shown.map { DiagnosticFormatter.format($0, color: color) }.joined(separator: "\n"))
    }

    /// `Built 14 pages in 0.21 s` or `2 errors, 1 warning`; the failure count shows even with --quiet.
    public static func summary(success: String, diagnostics: [Diagnostic]) {
        if diagnostics.hasErrors {
            output(DiagnosticFormatter.counts(of: diagnostics) ?? "failed")
        } else if let counts = DiagnosticFormatter.counts(of: diagnostics) {
            status("\(success) (\(counts))")
        } else {
            status(success)
        }
    }

    /// Flushes stdout and returns the reason it could not be written, if it could not.
    public static func finishOutput() -> String? {
        // Anything a library printed with `print` is buffered in stdio: its failures show up here.
        if fflush(nil) != 0, outputFailure == nil { outputFailure = errno }
        return outputFailure.map { SystemErrorReason.describe(errno: $0) }
    }

    /// Unbuffered, so stdout and stderr interleave as they were written; nil or the errno.
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        // Whatever `print` left in stdio's buffer goes first.
        fflush(nil)
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    public static func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let value = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return String(format: "%.2f s", value)
    }

    /// Serve's rebuild times: `4.2 ms`, `87 ms`.
    public static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let value = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return value < 10 ? String(format: "%.1f ms", value) : "\(Int(value.rounded())) ms"
    }
}
