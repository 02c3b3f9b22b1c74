import Foundation

/// How much the CLI says and whether it colours it; set once, before a command runs.
struct OutputSettings: Sendable {
    enum Verbosity: Int, Comparable, Sendable {
        case quiet, normal, verbose
        static func < (a: Verbosity, b: Verbosity) -> Bool { a.rawValue < b.rawValue }
    }

    var verbosity: Verbosity = .normal
    var color: ColorChoice = .auto

    /// `--color always` wins over NO_COLOR (a flag is the more specific request, as no-color.org
    /// asks); `auto` colours a terminal unless NO_COLOR is set to a non-empty value.
    func usesColor(on descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return !noColor && isatty(descriptor) != 0
        }
    }
}
