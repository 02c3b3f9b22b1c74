// swift-tools-version: 6.0
import Foundation
import PackageDescription

// libFuzzer targets over the main package, kept in their own package so that the main package's
// `swift build` and `swift test` never see a sanitizer flag. Build and run them with `make fuzz`.
// A path dependency is named after its folder, whatever the clone is called.
let stylebook = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "StylebookFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "FuzzMarkdown", dependencies: [.product(name: "StylebookMarkdown", package: stylebook)]),
        .executableTarget(name: "FuzzColor", dependencies: [.product(name: "StylebookKit", package: stylebook)]),
    ]
)
