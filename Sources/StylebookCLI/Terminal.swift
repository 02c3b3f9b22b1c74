import Foundation

/// Whether text output may use ANSI colour: only on a terminal, and never when NO_COLOR is
/// set to a non-empty value (https://no-color.org).
enum Terminal {
    static var wantsColor: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return !noColor && isatty(STDOUT_FILENO) != 0
    }
}
