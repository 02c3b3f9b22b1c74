import Foundation
import GeneratorSupport

/// When each page's file was last committed, from one `git log` over the content folder: the
/// committer date of the newest commit that touched it, as `2026-11-28`. The same commit gives
/// the same dates on every machine (a file's modification time would not survive a checkout).
/// A file with no commit (new, or not in a repository) has none.
public struct LastUpdated: Sendable, Equatable {
    /// By the file's path relative to the content folder.
    var dates: [String: String]

    public init(dates: [String: String]) {
        self.dates = dates
    }

    /// Nil when the folder is not in a git repository or git cannot run.
    public static func read(contentDirectory: URL) -> LastUpdated? {
        // Newest first; `%x01` marks a commit's line, the names follow. `--relative` gives the
        // names from the content folder; quotePath off keeps non-ASCII names as written.
        gitLog(["-C", contentDirectory.path, "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames", "--", "."])
            .map { LastUpdated(dates: parse($0)) }
    }

    /// The dates as `revision` has them, for a version built from it: `contentPath` is the
    /// content folder's path below the package folder `packageRoot` (which need not hold it any
    /// more: the log is of the revision).
    public static func read(revision: String, packageRoot: URL, contentPath: String) -> LastUpdated? {
        guard let prefix = gitLog(["-C", packageRoot.path, "rev-parse", "--show-prefix"])?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        let folder = prefix + (contentPath == "." || contentPath.isEmpty ? "" : contentPath.hasSuffix("/") ? contentPath : contentPath + "/")
        return gitLog(["-C", packageRoot.path, "log", revision, "--format=%x01%cs", "--name-only", "--no-renames", "--", ":/" + folder])
            .map { log in
                LastUpdated(dates: parse(log).reduce(into: [:]) { dates, entry in
                    if entry.key.hasPrefix(folder) { dates[String(entry.key.dropFirst(folder.count))] = entry.value }
                })
            }
    }

    private static func gitLog(_ arguments: [String]) -> String? {
        let run = ChildProcess.run("git", ["-c", "core.quotePath=false"] + arguments,
                                   in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return run.succeeded ? String(decoding: run.output, as: UTF8.self) : nil
    }

    static func parse(_ log: String) -> [String: String] {
        var dates: [String: String] = [:]
        var date: String?
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.first == "\u{1}" {
                date = String(line.dropFirst())
            } else if let date, dates[String(line)] == nil {
                dates[String(line)] = date
            }
        }
        return dates
    }

    /// The date of a file written under Content/; generated pages have none.
    func date(for item: ContentItem) -> String? {
        item.generatedText == nil ? dates[item.relativePath] : nil
    }

    /// A fixed hash of every date, for the build cache's layout part: a commit re-lays out the
    /// pages around their cached bodies rather than reusing pages with the old date.
    var fingerprint: UInt64 {
        var hash = FNV1a()
        for (path, date) in dates.sorted(by: { $0.key < $1.key }) {
            hash.add(path)
            hash.add(date)
        }
        return hash.value
    }
}
