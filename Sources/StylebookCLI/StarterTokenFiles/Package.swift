// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "{{SLUG}}",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // What an app imports: the tokens, generated from tokens/ on every build, with
        // StylebookKit's model and nothing else.
        .library(name: "{{MODULE}}", targets: ["{{MODULE}}"]),
    ],
    dependencies: [
        // StylebookKit and the StylebookTokens plugin only: `traits: []` leaves out the generator
        // and its dependencies, which the installed `stylebook` already is.
        {{DEPENDENCY}},
    ],
    targets: [
        // The token files named by `tokens:` in stylebook.yml are the source: the plugin writes
        // this library's declarations from them whenever one changes.
        .target(
            name: "{{MODULE}}",
            dependencies: [.product(name: "StylebookKit", package: "{{PACKAGE}}")],
            plugins: [.plugin(name: "StylebookTokens", package: "{{PACKAGE}}")]
        ),
        // Describes the components, pairs and acknowledgements to the installed `stylebook`,
        // which reads the token files itself on every run: a token change compiles nothing here.
        .executableTarget(name: "{{SLUG}}-describe", dependencies: [
            .product(name: "StylebookKit", package: "{{PACKAGE}}"),
        ]),
    ]
)
