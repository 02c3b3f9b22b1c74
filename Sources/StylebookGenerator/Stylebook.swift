@_exported import Exporters
import Foundation
import StylebookCLI
import StylebookKit

/// The entry point a design system's own package calls from its site executable:
///
/// ```swift
/// import AcmeTokens
/// import StylebookGenerator
///
/// await Stylebook.main(system: AcmeTokens.system)
/// ```
///
/// It runs the whole `stylebook` command line (build, check, serve, tokens, …) for that system,
/// reading `stylebook.yml` from the working directory, and exits with the command's status.
public enum Stylebook {
    ///
    /// `exporters` adds the package's own formats (or replaces a standard one with the same id):
    /// `Stylebook.main(system: Acme.system, exporters: .standard.adding(AcmeJSONExporter()))`.
    /// `exports.formats` in `stylebook.yml` chooses which formats a build writes.
    public static func main(system: DesignSystem, exporters: ExporterRegistry = .standard) async -> Never {
        await main(systems: [(DesignSystemCatalog.identifier(for: system.name), system)], exporters: exporters)
    }

    /// Several systems under names that `--system NAME` chooses between; the first is the default.
    /// `reference` names the folder of Content/ that Stylebook's own reference (commands,
    /// configuration keys, diagnostic ids, directives) is generated into, when the site has
    /// written that folder's `index.md`: only the site that holds Stylebook's manual passes it.
    public static func main(systems: [(name: String, system: DesignSystem)], exporters: ExporterRegistry = .standard,
                            reference: String? = nil) async -> Never {
        DesignSystemCatalog.register(systems, exporters: exporters, referenceFolder: reference)
        exit(await StylebookCommand.runMain())
    }

    /// The plain `stylebook` tool, which carries no design system of its own.
    public static func main() async -> Never {
        await main(systems: [])
    }
}
