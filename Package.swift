// swift-tools-version: 6.1
import PackageDescription

/// The generator's third-party dependencies are used only with the Generator trait (on by default).
let generator = TargetDependencyCondition.when(traits: ["Generator"])

let package = Package(
    name: "Stylebook",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // The plain tool: init, check --tokens, contrast, import, theme, and pages-only sites.
        .executable(name: "stylebook", targets: ["stylebook"]),
        // What a team's tokens library depends on: the token model, Foundation only.
        .library(name: "StylebookKit", targets: ["StylebookKit"]),
        // What a team's site executable depends on: `Stylebook.main(system:)` runs the whole CLI.
        .library(name: "StylebookGenerator", targets: ["StylebookGenerator"]),
        // The project's own design system: an app imports this product directly.
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        // Generates a package's tokens library from its token files (`tokens:` in stylebook.yml).
        .plugin(name: "StylebookTokens", targets: ["StylebookTokens"]),
        // For the libFuzzer targets in Fuzz/, which reach the parser through a path dependency.
        .library(name: "StylebookMarkdown", targets: ["StylebookMarkdown"]),
        // A design-system package's own export formats (its describing executable links it; Foundation
        // only), and a package of imported tokens that exports them itself (the import round-trip test).
        .library(name: "Exporters", targets: ["Exporters"]),
    ],
    // A design-system package depends on this one for StylebookKit alone, with `traits: []`: then
    // SwiftPM neither fetches nor checks out any of the generator's dependencies below, and each
    // `swift build` of its describing executable plans a graph of one package, not twenty-five.
    traits: [
        .default(enabledTraits: ["Generator"]),
        .trait(name: "Generator", description: "The stylebook tool and the generator's libraries, with their dependencies."),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already resolved through Hummingbird; named so DevServer can run its own service group and quiet the log.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCMarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "StylebookKit"),
        // What the generator's targets share and an app never links: escaping for the HTML and
        // Markdown the tool writes.
        .target(name: "GeneratorSupport", dependencies: ["StylebookKit"]),
        // A declared design system checked: validation, deprecations, acknowledgements, as diagnostics.
        .target(name: "SystemValidation", dependencies: ["StylebookKit", "GeneratorSupport"]),
        .target(name: "DesignTokens", dependencies: ["StylebookKit"]),
        // The seed page's uncorrected colours: a failing system for tests and the docs' example.
        .target(name: "SeedValuesFixture", dependencies: ["StylebookKit"]),
        // Appearance × contrast × brand: the multi-mode system the site tests build.
        .target(name: "ModesFixture", dependencies: ["StylebookKit"]),
        // Every YAML file composed through Yams, and the one adapter from its errors to a line to fix.
        .target(name: "YAMLReading", dependencies: [.product(name: "Yams", package: "Yams", condition: generator)]),
        .target(
            name: "StylebookMarkdown",
            dependencies: ["CCMarkGFM", "StylebookKit", "GeneratorSupport", "YAMLReading", .product(name: "Yams", package: "Yams", condition: generator)]
        ),
        .target(name: "Exporters", dependencies: ["StylebookKit", "GeneratorSupport", "SystemValidation"]),
        .target(name: "Audit", dependencies: ["StylebookKit", "GeneratorSupport"]),
        // `stylebook diff`: two states of a design system compared by meaning, contrast through Audit.
        .target(name: "SystemDiff", dependencies: ["StylebookKit", "GeneratorSupport", "Audit"]),
        // DTCG token sets: read with positions, audited (`check --tokens`, with pairs.yml through
        // YAMLReading and Yams) and imported as Swift declarations (Exporters' SwiftLiteral).
        // Without the Generator trait it reads token files but no pairs.yml: what the
        // StylebookTokens plugin's tool needs in a team's package, where Yams is not fetched.
        .target(name: "TokenSets", dependencies: [
            "StylebookKit", "GeneratorSupport", "SystemValidation", "Audit", "Exporters",
            .target(name: "YAMLReading", condition: generator), .product(name: "Yams", package: "Yams", condition: generator),
        ]),
        .target(
            name: "SiteBuilder",
            dependencies: [
                "StylebookKit", "GeneratorSupport", "SystemValidation", "StylebookMarkdown", "Exporters", "Audit", "YAMLReading",
                // A version's changes page compares it with the version before, as `stylebook diff` does.
                "SystemDiff",
                .product(name: "Mustache", package: "swift-mustache", condition: generator),
                // For stylebook.yml, read with line numbers for its diagnostics.
                .product(name: "Yams", package: "Yams", condition: generator),
            ],
            // The built-in theme: layout, partials and assets. A project's Templates/PATH replaces Theme/PATH.
            resources: [.copy("Theme")]
        ),
        .target(
            name: "DevServer",
            dependencies: [
                "SiteBuilder", "StylebookKit", "GeneratorSupport",
                .product(name: "Hummingbird", package: "hummingbird", condition: generator),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: generator),
                .product(name: "Logging", package: "swift-log", condition: generator),
            ]
        ),
        .target(
            name: "StylebookCLI",
            dependencies: [
                "StylebookKit", "GeneratorSupport", "SiteBuilder", "Exporters", "Audit", "TokenSets", "DevServer", "SystemDiff",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: generator),
            ],
            // What `stylebook init` writes: a package with placeholders for the team's names.
            resources: [.copy("Starter"), .copy("StarterTokenFiles")]
        ),
        .target(
            name: "StylebookGenerator",
            dependencies: ["StylebookCLI", "StylebookKit", "Exporters"],
            // glibc's malloc slows as a large build's heap fragments (100,000 pages: 25 % of the
            // wall time); jemalloc does not. Release builds on Linux only (libjemalloc-dev), so
            // debug, test and sanitizer builds keep the system allocator. README: Performance.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(name: "stylebook", dependencies: ["StylebookGenerator"]),
        // Prints this repository's own design system as JSON for the installed `stylebook`, as
        // any team's describing executable does: StylebookKit and the tokens only.
        .executableTarget(name: "stylebook-describe", dependencies: ["StylebookKit", "DesignTokens", "SeedValuesFixture", "ModesFixture"]),
        // A package whose tokens live in token files (`tokens:` in stylebook.yml) generates its
        // Swift tokens library from them on every `swift build`: the plugin names the files, the
        // tool writes the declarations `stylebook import` would.
        .executableTarget(name: "stylebook-tokens-swift", dependencies: ["TokenSets", "StylebookKit", "GeneratorSupport"]),
        .plugin(name: "StylebookTokens", capability: .buildTool(), dependencies: ["stylebook-tokens-swift"]),
        // In-process benchmarks for `make bench`; not shipped as a product.
        .executableTarget(name: "stylebook-bench", dependencies: ["Audit", "StylebookKit", "SystemValidation"]),

        .testTarget(name: "StylebookKitTests", dependencies: ["StylebookKit", "GeneratorSupport", "SystemValidation", "Audit"]),
        .testTarget(name: "GeneratorSupportTests", dependencies: ["GeneratorSupport"]),
        .testTarget(name: "SystemValidationTests", dependencies: ["SystemValidation", "GeneratorSupport", "StylebookKit"]),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "SeedValuesFixture", "ModesFixture", "Audit", "GeneratorSupport", "SystemValidation"]),
        // Golden/ folders hold reviewed expected outputs (some are .swift or .md): not sources.
        .testTarget(name: "StylebookMarkdownTests", dependencies: ["StylebookMarkdown", "GeneratorSupport"], exclude: ["Golden"]),
        .testTarget(name: "ExportersTests", dependencies: ["Exporters", "DesignTokens", "GeneratorSupport", "SystemValidation"], exclude: ["Golden"]),
        .testTarget(name: "AuditTests", dependencies: ["Audit", "GeneratorSupport"], exclude: ["Golden"]),
        .testTarget(name: "SystemDiffTests", dependencies: ["SystemDiff", "Audit", "GeneratorSupport"]),
        .testTarget(name: "TokenSetsTests", dependencies: ["TokenSets", "Audit", "Exporters", "DesignTokens", "ModesFixture", "GeneratorSupport", "SystemValidation"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", "ModesFixture", "GeneratorSupport", "SystemValidation", "Exporters"]),
        .testTarget(
            name: "DevServerTests",
            dependencies: ["DevServer", "GeneratorSupport", .product(name: "HummingbirdTesting", package: "hummingbird", condition: generator)]
        ),
        .testTarget(name: "StylebookCLITests", dependencies: ["stylebook", "stylebook-describe", "StylebookCLI", "SiteBuilder", "StylebookKit", "DesignTokens", "GeneratorSupport"]),
    ]
)
