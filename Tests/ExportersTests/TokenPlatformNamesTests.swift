import Testing
import StylebookKit
@testable import Exporters

/// The names the token pages show are names the exports really declare.
@Suite struct TokenPlatformNamesTests {
    @Test func everyNameIsDeclaredInItsPlatformsExport() throws {
        let files = try TokenExport.run(Fixture.withIcons).files
        func text(_ folder: String) -> String { files.filter { $0.path.hasPrefix(folder + "/") }.map(\.text).joined(separator: "\n") }
        let exports = ["CSS custom property": text("css"), "Swift": text("ios"), "Kotlin": text("compose"), "Android resource": text("android")]
        for token in Fixture.withIcons.sortedTokens {
            for name in TokenPlatformNames.names(for: token, in: Fixture.withIcons) {
                guard let export = exports[name.platform] else { continue }
                switch name.platform {
                case "CSS custom property":
                    #expect(export.contains(name.name + ":"), "\(token.path): \(name.name)")
                case "Android resource":
                    let parts = name.name.dropFirst().split(separator: "/").map(String.init)
                    // Interpolators and drawables are files named for the resource; the rest are `name="…"` entries.
                    if ["interpolator", "drawable"].contains(parts[0]) {
                        #expect(files.contains { $0.path == "android/\(parts[0])/\(parts[1]).xml" }, "\(token.path): \(name.name)")
                    } else {
                        #expect(export.contains("name=\"\(parts[1])\""), "\(token.path): \(name.name)")
                    }
                default:
                    // `FixtureKitColor.stateDanger`: the type and the member both exist.
                    let parts = name.name.split(separator: ".").map(String.init)
                    for part in parts { #expect(export.contains(part), "\(token.path): \(name.name) lacks \(part)") }
                }
            }
        }
    }
}
