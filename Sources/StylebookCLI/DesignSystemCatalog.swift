import ArgumentParser
import Exporters
import Foundation
import StylebookKit

/// The design systems this program documents: registered by `Stylebook.main(system:)` before the
/// command line is parsed, or by the installed `stylebook` from the package it runs in
/// (`PackageSystem`, through the package's describing executable).
public enum DesignSystemCatalog {
    nonisolated(unsafe) private static var registered: [(name: String, system: DesignSystem)] = []
    /// The export formats: the standard ones plus any the package added.
    nonisolated(unsafe) private(set) static var exporters = ExporterRegistry.standard
    /// The folder under Content/ that Stylebook's own reference is generated into, when the site
    /// has written that folder's `index.md`; only the site holding Stylebook's manual sets it
    /// (this repository's describing executable, `stylebook-describe`).
    nonisolated(unsafe) private(set) static var referenceFolder: String?

    /// True when the systems came from the package's describing executable, so serve describes
    /// it again on a Sources/ change instead of rebuilding and restarting this program.
    nonisolated(unsafe) private(set) static var fromPackage = false

    public static func register(_ systems: [(name: String, system: DesignSystem)], exporters: ExporterRegistry = .standard,
                                referenceFolder: String? = nil) {
        registered = systems
        self.exporters = exporters
        self.referenceFolder = referenceFolder
    }

    static func register(_ systems: [(name: String, system: DesignSystem)], fromPackage: Bool, referenceFolder: String?,
                         exporters: ExporterRegistry = .standard) {
        registered = systems
        self.exporters = exporters
        self.fromPackage = fromPackage
        self.referenceFolder = referenceFolder
    }

    static var systems: [(name: String, system: DesignSystem)] { registered }
    static var names: [String] { registered.map(\.name) }
    static var defaultName: String? { registered.first?.name }
    static var defaultSystem: DesignSystem? { registered.first?.system }

    static func system(named name: String) -> DesignSystem? {
        registered.first { $0.name == name }?.system
    }

    /// The system `--system NAME` picks, else the default one. Checked when a command runs, not
    /// when its flags are parsed: a package's systems are known only once it is described.
    static func chosen(_ name: String?) throws -> DesignSystem? {
        guard let name else { return defaultSystem }
        if let system = system(named: name) { return system }
        let known = names.isEmpty
            ? "This stylebook carries no design system; run it in a design-system package (one with a describing executable)."
            : "Known: \(names.joined(separator: ", "))."
        throw ValidationError("Unknown design system '\(name)'. \(known)")
    }

    /// ": stylebook, seed-values", or nothing for the plain tool, which carries none: for `--system`'s help.
    static var nameList: String {
        names.isEmpty ? "" : ": " + names.joined(separator: ", ")
    }

    /// `Acme Design` → `acme-design`: how `--system` names a system registered by its display name.
    public static func identifier(for name: String) -> String {
        DesignSystemDescription.identifier(for: name)
    }
}
