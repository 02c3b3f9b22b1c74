import DesignTokens
import Foundation
import Testing
import Exporters

/// The exported iOS package builds with `swift build` here on Linux: the platform-neutral file
/// is compiled, and the SwiftUI and UIKit files, inactive behind `#if canImport`, are parsed.
@Suite struct IOSPackageBuildTests {
    @Test func theProjectsPackageBuildsWithSwiftBuild() throws {
        let settings = ExportSettings(iosPackage: "ProjectTokens", iosPublicPalette: false)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ios-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try TokenExport.write(IOSExporter().files(for: StylebookDesignSystem.system, settings: settings), to: root)
        let package = root.appendingPathComponent("ios")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swift build failed:\n\(log)")
        #expect(!log.contains("warning:"), "swift build warned:\n\(log)")
        // The module and its resource bundle were built.
        let products = try FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent(".build/debug").path)
        #expect(products.contains("ProjectTokens_ProjectTokens.resources"))
        let modules = try FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent(".build/debug/Modules").path)
        #expect(modules.contains("ProjectTokens.swiftmodule"))
    }
}
