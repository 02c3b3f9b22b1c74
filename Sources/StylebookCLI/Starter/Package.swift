// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "{{SLUG}}",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // What an app imports: the tokens, with StylebookKit's model and nothing else.
        .library(name: "{{MODULE}}", targets: ["{{MODULE}}"]),
    ],
    dependencies: [
        // StylebookKit only: `traits: []` leaves out the generator and its dependencies, which
        // the installed `stylebook` already is, so nothing else is fetched or compiled.
        {{DEPENDENCY}},
    ],
    targets: [
        .target(name: "{{MODULE}}", dependencies: [.product(name: "StylebookKit", package: "{{PACKAGE}}")]),
        // Describes the system to the installed `stylebook` (build, check, serve, tokens): it
        // prints the tokens as JSON, so the generator is never compiled into this package.
        .executableTarget(name: "{{SLUG}}-describe", dependencies: [
            "{{MODULE}}", .product(name: "StylebookKit", package: "{{PACKAGE}}"),
        ]),
    ]
)
