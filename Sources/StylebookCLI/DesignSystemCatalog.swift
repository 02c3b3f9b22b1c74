import Exporters
import Foundation
import StylebookKit

/// The design systems this program documents, registered once by `Stylebook.main` before the
/// command line is parsed. The plain `stylebook` tool has none; a team's site executable has one.
public enum DesignSystemCatalog {
    nonisolated(unsafe) private static var registered: [(name: String, system: DesignSystem)] = []
    /// The export formats: the standard ones plus any the package added.
    nonisolated(unsafe) private(set) static var exporters = ExporterRegistry.standard
    /// The folder under Content/ that Stylebook's own reference is generated into, when the site
    /// has written that folder's `index.md`; only the executable of the site holding Stylebook's
    /// manual (this repository's `stylebook-site`) sets it.
    nonisolated(unsafe) private(set) static var referenceFolder: String?

    public static func register(_ systems: [(name: String, system: DesignSystem)], exporters: ExporterRegistry = .standard,
                                referenceFolder: String? = nil) {
        registered = systems
        self.exporters = exporters
        self.referenceFolder = referenceFolder
    }

    static var systems: [(name: String, system: DesignSystem)] { registered }
    static var names: [String] { registered.map(\.name) }
    static var defaultName: String? { registered.first?.name }
    static var defaultSystem: DesignSystem? { registered.first?.system }

    static func system(named name: String) -> DesignSystem? {
        registered.first { $0.name == name }?.system
    }

    /// `Acme Design` → `acme-design`: how `--system` names a system registered by its display name.
    public static func identifier(for name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "system" : words.joined(separator: "-")
    }
}
