import ArgumentParser
import Audit
import GeneratorSupport
import StylebookKit
import TokenSets

/// `stylebook contrast FG BG`: one pair measured against every WCAG level. Exits 1 when the
/// pair fails the requirement asked for (AA body text unless `--level`/`--kind` say otherwise),
/// so scripts can use it as a gate; 2 on malformed input.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Print the WCAG contrast ratio of two colours and which levels it meets.",
        discussion: help.discussion("""
        Colours may be written as in CSS or a DTCG token file: #RGB, #RRGGBB, #RRGGBBAA, a named colour \
        (white, rebeccapurple), rgb()/rgba(), hsl()/hsla(), hwb(), lab(), lch(), oklab(), oklch() or \
        color(display-p3 …). A translucent foreground is composited over the background, a translucent \
        background over --over (white when not given), as browsers draw them.
        """)
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Foreground colour, e.g. '#FFFFFF', 'white' or 'rgb(255 255 255 / 0.9)'.")
    var foreground: String

    @Argument(help: "Background colour, e.g. '#F59E0B' or '#F59E0B1F'.")
    var background: String

    @Option(help: "Surface a translucent background sits on (default white).")
    var over: String?

    @Option(help: "Opacity applied to the background, 0...1.")
    var alpha: Double?

    @Option(help: "WCAG level the pair must meet: aa or aaa.")
    var level: ContrastLevel = .aa

    @Option(help: "What the foreground is: text, large-text or non-text.")
    var kind: ContrastKind = .text

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        _ = try query()
    }

    func run() throws {
        let query = try query()
        Console.output(format == .json ? query.json() : query.report(), terminator: "")
        if !query.passes { throw ExitCode(1) }
    }

    func query() throws -> ContrastQuery {
        if let alpha, !(0...1).contains(alpha) {
            throw ValidationError("--alpha must be between 0 and 1, got \(alpha).")
        }
        return ContrastQuery(foreground: try Self.color(foreground, "foreground"), background: try Self.color(background, "background"),
                             over: try over.map { try Self.color($0, "--over") }, alpha: alpha,
                             requirement: ContrastRequirement(kind: kind, level: level))
    }

    static func color(_ text: String, _ name: String) throws -> SRGBColor {
        guard let color = CSSColorString.parse(text) else {
            throw ValidationError("Malformed \(name) colour '\(text)': use #RRGGBB, #RRGGBBAA, a CSS colour name, rgb(), hsl(), oklch() or color().")
        }
        return color
    }
}

extension ContrastKind: ExpressibleByArgument {}
