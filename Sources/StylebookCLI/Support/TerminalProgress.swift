import Foundation
import SiteBuilder

/// One self-overwriting status line on standard error, drawn only when it is a terminal, so
/// logs and pipes stay clean.
final class TerminalProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var drawn = false

    /// nil when standard error is not a terminal.
    static func standardError() -> TerminalProgress? {
        isatty(STDERR_FILENO) != 0 ? TerminalProgress() : nil
    }

    var report: BuildProgress {
        { [self] step, done, total in
            let text = total > 0 ? "\(step): \(done)/\(total) pages" : "\(step)…"
            lock.lock()
            defer { lock.unlock() }
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
            drawn = true
        }
    }

    /// Clears the line before diagnostics and the summary are printed.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
