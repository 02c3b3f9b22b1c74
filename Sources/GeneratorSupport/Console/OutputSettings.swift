import Foundation

/// How much the CLI says and whether it colours it; set once, before a command runs.
public struct OutputSettings: Sendable {
    public enum Verbosity: Int, Comparable, Sendable {
        case quiet, normal, verbose
        public static func < (a: Verbosity, b: Verbosity) -> Bool { a.rawValue < b.rawValue }
    }

    public var verbosity: Verbosity = .normal
    public var color: ColorChoice = .auto

    public init(verbosity: Verbosity = .normal, color: ColorChoice = .auto) {
        self.verbosity = verbosity
        self.color = color
    }

    /// `--color always` wins over NO_COLOR (a flag is the more specific request, as no-color.org
    /// asks); `auto` colours a terminal unless NO_COLOR is set to a non-empty value.
    public func usesColor(on descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return !noColor && isatty(descriptor) != 0
        }
    }
}

/// --color's values.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}
