import DesignTokens
import StylebookKit

/// Design systems the CLI can check by name. `stylebook` is the project's own; `seed-values`
/// is the seed page's uncorrected colours, kept to show (and test) a failing check.
enum DesignSystemCatalog {
    static let defaultName = "stylebook"

    static let systems: [(name: String, system: DesignSystem)] = [
        ("stylebook", StylebookDesignSystem.system),
        ("seed-values", SeedValuesFixture.system),
    ]

    static var names: [String] { systems.map(\.name) }

    static func system(named name: String) -> DesignSystem? {
        systems.first { $0.name == name }?.system
    }
}
