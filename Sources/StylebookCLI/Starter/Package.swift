// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{{SLUG}}",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // What an app imports: the tokens, with StylebookKit's model and nothing else.
        .library(name: "{{MODULE}}", targets: ["{{MODULE}}"]),
    ],
    dependencies: [
        {{DEPENDENCY}},
    ],
    targets: [
        .target(name: "{{MODULE}}", dependencies: [.product(name: "StylebookKit", package: "{{PACKAGE}}")]),
        // Builds the docs site, exports the tokens and checks contrast: `swift run site build`.
        .executableTarget(name: "site", dependencies: [
            "{{MODULE}}", .product(name: "StylebookGenerator", package: "{{PACKAGE}}"),
        ]),
    ]
)
