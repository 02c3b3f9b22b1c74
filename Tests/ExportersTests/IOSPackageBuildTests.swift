import DesignTokens
import Foundation
import Testing
import Exporters

/// The exported iOS package builds with `swift build` here on Linux: the platform-neutral file
/// is compiled, and the SwiftUI and UIKit files, inactive behind `#if canImport`, are parsed.
@Suite struct IOSPackageBuildTests {
    /// Runs `swift build` on a package folder; returns the exit status and what it printed.
    private func swiftBuild(_ package: URL) throws -> (status: Int32, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, log)
    }

    @Test func theProjectsPackageBuildsWithSwiftBuild() throws {
        let settings = ExportSettings(iosPackage: "ProjectTokens", iosPublicPalette: false)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ios-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try TokenExport.write(IOSExporter().files(for: StylebookDesignSystem.system, settings: settings), to: root)
        let package = root.appendingPathComponent("ios")
        let (status, log) = try swiftBuild(package)
        #expect(status == 0, "swift build failed:\n\(log)")
        #expect(!log.contains("warning:"), "swift build warned:\n\(log)")
        // The module and its resource bundle were built.
        let products = try FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent(".build/debug").path)
        #expect(products.contains("ProjectTokens_ProjectTokens.resources"))
        let modules = try FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent(".build/debug/Modules").path)
        #expect(modules.contains("ProjectTokens.swiftmodule"))
    }

    /// The SwiftUI and UIKit files type-checked against stand-ins for the frameworks (see
    /// `AppleFrameworkStubs`): the exported sources, unchanged but for the UIKit file's
    /// `os(iOS)` guard, compile next to modules named SwiftUI and UIKit.
    @Test func theFrameworkFilesTypeCheckAgainstStandIns() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ios-stubs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = try IOSExporter().files(for: Fixture.withIcons, settings: ExportSettings()).map { file in
            file.path.hasSuffix("+UIKit.swift")
                ? ExportedFile(path: file.path, text: file.text.replacingOccurrences(of: "(os(iOS) || os(visionOS))", with: "true"))
                : file
        }
        try TokenExport.write(files, to: root)
        let package = root.appendingPathComponent("ios")
        for (module, source) in [("SwiftUI", AppleFrameworkStubs.swiftUI), ("UIKit", AppleFrameworkStubs.uiKit)] {
            let folder = package.appendingPathComponent("Stubs/\(module)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: folder.appendingPathComponent("\(module).swift"))
        }
        try Data("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Check", targets: [
            .target(name: "SwiftUI", path: "Stubs/SwiftUI"),
            .target(name: "UIKit", path: "Stubs/UIKit"),
            .target(name: "FixtureKitTokens", dependencies: ["SwiftUI", "UIKit"], resources: [.process("Assets.xcassets")]),
        ])
        """.utf8).write(to: package.appendingPathComponent("Package.swift"))
        let (status, log) = try swiftBuild(package)
        #expect(status == 0, "swift build failed:\n\(log)")
        #expect(log.contains("Compiling FixtureKitTokens FixtureKitTokens+SwiftUI.swift") || log.contains("FixtureKitTokens+SwiftUI.swift"), "\(log)")
    }

    /// The `@available` markers compile, warn at each use of a deprecated token (the message and
    /// the removal release), and `renamed:` names a member that compiles in the same place.
    @Test func deprecatedTokensWarnAtTheirUsesAndTheirRenamesCompile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ios-deprecations-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try TokenExport.write(IOSExporter().files(for: DeprecationFixture.system, settings: ExportSettings()), to: root)
        let package = root.appendingPathComponent("ios")
        let uses: [(deprecated: String, replacement: String)] = [
            ("SunsetKitColor.textBody", "SunsetKitColor.textPrimary"), ("SunsetKitColor.textMuted", "SunsetKitColor.textPrimary"),
            ("SunsetKitColor.surfaceLegacy", "SunsetKitColor.surfacePage"), ("SunsetKitDimension.spacingMedium", "SunsetKitDimension.spacingMd"),
            ("SunsetKitOpacity.faded", "SunsetKitOpacity.disabled"), ("SunsetKitTypography.paragraph", "SunsetKitTypography.body"),
            ("SunsetKitMotion.snappy", "SunsetKitMotion.quick"), ("SunsetKitIcon.dismiss", "SunsetKitIcon.close"),
        ]
        for (name, names) in [("Old", uses.map(\.deprecated)), ("New", uses.map(\.replacement))] {
            let folder = package.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("import SunsetKitTokens\n\npublic func uses() -> [Any] {\n    [\n\(names.map { "        \($0),\n" }.joined())    ]\n}\n".utf8)
                .write(to: folder.appendingPathComponent("Uses.swift"))
        }
        let manifest = package.appendingPathComponent("Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text += "\npackage.targets += [.target(name: \"Old\", dependencies: [\"SunsetKitTokens\"]), .target(name: \"New\", dependencies: [\"SunsetKitTokens\"])]\n"
        try Data(text.utf8).write(to: manifest)
        let (status, log) = try swiftBuild(package)
        #expect(status == 0, "swift build failed:\n\(log)")
        let warnings = log.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(!warnings.contains { $0.contains("/New/") }, "the replacements warned:\n\(log)")
        #expect(warnings.filter { $0.contains("/Old/Uses.swift") && $0.contains("is deprecated") }.count == uses.count, "\(log)")
        #expect(log.contains("warning: 'textBody' is deprecated: Body text is primary text now. Removed in 3.0."), "\(log)")
        #expect(log.contains("warning: 'textMuted' is deprecated: renamed to 'textPrimary'"), "\(log)")
        #expect(log.contains("warning: 'surfaceLegacy' is deprecated\n") || log.contains("warning: 'surfaceLegacy' is deprecated [") , "\(log)")
    }
}
