import Foundation
import GeneratorSupport
import StylebookKit

/// Tokens are Swift: after a change under Sources/ the package is compiled again with
/// `swift build`, and the fresh binary of the running program (a team's own executable on
/// `Stylebook.main(system:exporters:)`) takes over serving.
struct PackageRebuild: Sendable {
    enum Outcome: Sendable {
        /// Path of the rebuilt `stylebook` executable.
        case built(executable: String)
        case failed([Diagnostic])
    }

    var packageRoot: URL
    /// `release` when the running binary came from `.build/release`.
    var configuration: String
    /// The running executable's product: `site`, say, not `stylebook`.
    var product: String
    var swift: String = SwiftBuild.swift

    func run() -> Outcome {
        let arguments = ["build", "-c", configuration, "--product", product]
        let environment = SwiftBuild.buildEnvironment(in: packageRoot)
        let build = ChildProcess.run(swift, arguments, in: packageRoot, environment: environment)
        guard build.status == 0 else {
            return .failed(SwiftBuild.diagnostics(fromCompilerOutput: String(decoding: build.output, as: UTF8.self) + build.errors,
                                                  kind: .serveCompileError,
                                                  hint: "fix the Swift error; serving continues with the previous design system"))
        }
        let binPath = ChildProcess.run(swift, arguments + ["--show-bin-path"], in: packageRoot, environment: environment)
        let folder = String(decoding: binPath.output, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        let executable = URL(fileURLWithPath: folder).appendingPathComponent(product).path
        guard binPath.status == 0, FileManager.default.isExecutableFile(atPath: executable) else {
            return .failed([Diagnostic(.serveRebuiltBinaryMissing, "swift build succeeded but no \(product) executable was found in '\(folder)'",
                                   hint: "stop serve and start it again")])
        }
        return .built(executable: executable)
    }
}
