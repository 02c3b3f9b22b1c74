import ArgumentParser
import Audit
import StylebookKit

/// `stylebook contrast FG BG`: an informational one-off check. Exits 0 whatever the ratio
/// (it answers a question, it is not a gate); 2 on malformed input.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Print the WCAG contrast ratio of two colours and which levels it meets."
    )

    @Argument(help: "Foreground colour, e.g. '#FFFFFF'.")
    var foreground: String

    @Argument(help: "Background colour, e.g. '#F59E0B' or '#F59E0B1F'.")
    var background: String

    @Option(help: "Opaque surface a translucent background sits on (default white).")
    var over: String?

    @Option(help: "Opacity applied to the background, 0...1.")
    var alpha: Double?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        _ = try query()
    }

    func run() throws {
        print(try query().report(), terminator: "")
    }

    func query() throws -> ContrastQuery {
        if let alpha, !(0...1).contains(alpha) {
            throw ValidationError("--alpha must be between 0 and 1, got \(alpha).")
        }
        return ContrastQuery(foreground: try Self.color(foreground, "foreground"), background: try Self.color(background, "background"),
                             over: try over.map { try Self.color($0, "--over") }, alpha: alpha)
    }

    static func color(_ text: String, _ name: String) throws -> SRGBColor {
        guard let color = SRGBColor(hex: text) else {
            throw ValidationError("Malformed \(name) colour '\(text)': use #RGB, #RRGGBB or #RRGGBBAA.")
        }
        return color
    }
}
