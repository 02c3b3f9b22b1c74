import Foundation
import GeneratorSupport
import SiteBuilder

/// What a build says while it runs, on standard error: with --verbose, one line per step with
/// the time it started; otherwise one self-overwriting status line, drawn only on a terminal so
/// logs and pipes stay clean; with --quiet, nothing.
final class TerminalProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let logsSteps: Bool
    private let start = ContinuousClock.now
    private var drawn = false
    private var lastStep: String?

    private init(logsSteps: Bool) {
        self.logsSteps = logsSteps
    }

    /// nil when nothing should be shown.
    static func standardError() -> TerminalProgress? {
        if Console.isVerbose { return TerminalProgress(logsSteps: true) }
        guard !Console.isQuiet, isatty(STDERR_FILENO) != 0 else { return nil }
        return TerminalProgress(logsSteps: false)
    }

    var report: BuildProgress {
        { [self] step, done, total in
            lock.lock()
            defer { lock.unlock() }
            if logsSteps {
                guard step != lastStep else { return }
                lastStep = step
                Console.error("\(Console.seconds(since: start))  \(step)")
                return
            }
            let text = total > 0 ? "\(step): \(done)/\(total) pages" : "\(step)…"
            _ = Console.write("\r\u{1B}[2K\(text)", to: STDERR_FILENO)
            drawn = true
        }
    }

    /// Clears the line before diagnostics and the summary are printed.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { _ = Console.write("\r\u{1B}[2K", to: STDERR_FILENO) }
    }
}
