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
}
