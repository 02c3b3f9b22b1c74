import ArgumentParser
import Audit
import StylebookKit

/// --level, --high-contrast-level and --system: which system's contrast is measured and against
/// what, the same on `check` and `diff`.
struct ContrastOptions: ParsableArguments {
    @Option(help: ArgumentHelp("WCAG level to require: aa or aaa.", valueName: "level"))
    var level: ContrastLevel = .aa

    @Option(name: .customLong("high-contrast-level"),
            help: ArgumentHelp("The level high-contrast contexts (increased, hc, high-contrast, _ax) demand: aa or aaa; stylebook.yml's contrast.levels can say more.", valueName: "level"))
    var highContrastLevel: ContrastLevel = .aaa

    @Option(help: ArgumentHelp("The design system, when the package describes several\(DesignSystemCatalog.nameList); the first by default.", valueName: "name"),
            completion: .list(DesignSystemCatalog.names))
    var system: String?

    var policy: ContrastPolicy { ContrastPolicy(level: level, highContrastLevel: highContrastLevel) }
}
