import ArgumentParser
import Foundation
import SiteBuilder
import StylebookKit

/// The project a command runs in: the working directory, and its `stylebook.yml` if it has one.
enum ProjectConfiguration {
    static var root: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL }

    static func resolve(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
    }

    /// The configuration, or exit status 1 with every problem in the file reported.
    static func load() throws -> SiteConfiguration {
        switch ConfigurationFile.load(in: root) {
        case .success(let configuration):
            return configuration
        case .failure(let error):
            Console.report(error.diagnostics)
            if let counts = DiagnosticFormatter.counts(of: error.diagnostics) { Console.error(counts) }
            throw ExitCode(ExitStatus.problems)
        }
    }
}
