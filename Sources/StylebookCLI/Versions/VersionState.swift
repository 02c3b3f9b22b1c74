import Foundation

/// What the last build of a version left in `.stylebook/versions/<path>/state.json`: the commit
/// its copy holds, the stamp of what its site was built with, and its pages' routes.
struct VersionState: Codable, Equatable {
    var commit: String
    /// Nil until its site is built.
    var stamp: String?
    var routes: [String]?

    static func load(_ url: URL) -> VersionState? {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(VersionState.self, from: $0) }
    }

    func save(_ url: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? encoder.encode(self).write(to: url, options: .atomic)
    }
}
