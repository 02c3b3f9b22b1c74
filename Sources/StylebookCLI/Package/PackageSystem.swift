import ArgumentParser
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// The design system of the package `stylebook` runs in, registered before build, check,
/// serve and tokens. A program that registered its own (`Stylebook.main(system:)`) skips this.
enum PackageSystem {
    /// The executable that described the registered systems, if one did.
    nonisolated(unsafe) private static var describer: DescribingExecutable?

    /// The package folder: STYLEBOOK_PACKAGE, else the working directory. The pages come from
    /// the working directory either way.
    static var root: URL {
        ProcessInfo.processInfo.environment["STYLEBOOK_PACKAGE"]
            .map { URL(fileURLWithPath: $0, relativeTo: ProjectConfiguration.root).standardizedFileURL } ?? ProjectConfiguration.root
    }

    static func register() throws {
        guard DesignSystemCatalog.systems.isEmpty else { return }
        switch DescribingExecutable.presence(in: root) {
        case .noPackage:
            return
        case .noDescriber:
            Console.report([Diagnostic(.packageNoDescriber,
                                     "this package has no describing executable, so only the pages are built",
                                     at: SourceLocation(path: DisplayPath.of(root.appendingPathComponent("Package.swift"))),
                                     hint: "add an executable target depending on StylebookKit and your tokens, whose Sources/NAME/main.swift calls DesignSystemDescription.main(system:) (see the guide's Start a design system)")])
        case .found(let product):
            let start = ContinuousClock.now
            let executable = DescribingExecutable(packageRoot: root, product: product)
            describer = executable
            switch executable.describe() {
            case .success(let description):
                DesignSystemCatalog.register(description.systems.map { ($0.name, $0.system) }, fromPackage: true,
                                             referenceFolder: description.stylebookReference)
                Console.detail("Described the design system in \(Console.seconds(since: start))")
            case .failure(let error):
                Console.report(error.diagnostics)
                throw ExitCode.failure
            }
        }
    }

    /// For serve: describes the package again after Sources/ changed.
    static func reload() -> Result<DesignSystem, DiagnosticsError> {
        guard let describer else { return .failure(DiagnosticsError([])) }
        return describer.describe().map { described in
            let name = DesignSystemCatalog.defaultName
            return (described.systems.first { $0.name == name } ?? described.systems[0]).system
        }
    }
}

/// A command that works on the design system of the package it runs in.
protocol UsesPackageSystem {
    var usesPackageSystem: Bool { get }
}

extension UsesPackageSystem {
    var usesPackageSystem: Bool { true }
}

extension BuildCommand: UsesPackageSystem {}
extension ServeCommand: UsesPackageSystem {}
extension TokensCommand: UsesPackageSystem {}
extension CheckCommand: UsesPackageSystem {
    /// `check --tokens FILE` reads a DTCG file, not the package.
    var usesPackageSystem: Bool { tokens == nil }
}
