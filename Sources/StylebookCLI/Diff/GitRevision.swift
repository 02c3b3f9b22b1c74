import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// A revision of the git repository holding the package, exported as files: `git archive` of
/// the package's folder at that commit, which changes nothing in the repository (no worktree
/// to register or clean up, no checkout, no index).
struct GitRevision {
    /// The package folder the revision is taken of (a subfolder of the repository is fine).
    var root: URL
    var name: String
    var commit: String
    /// "main (1a2b3c4)".
    var label: String

    /// Nil when `name` names no commit here; `problem` says why (no repository, no such revision).
    static func find(_ name: String, in root: URL) -> (revision: GitRevision?, problem: String?) {
        guard !name.hasPrefix("-") else { return (nil, "a revision cannot start with '-'") }
        let verify = git(["rev-parse", "--verify", "--quiet", "\(name)^{commit}"], in: root)
        if verify.status == 127 { return (nil, "git cannot be run: \(verify.errors.trimmingCharacters(in: .whitespacesAndNewlines))") }
        guard verify.status == 0, let commit = text(verify), !commit.isEmpty else {
            let inside = git(["rev-parse", "--is-inside-work-tree"], in: root)
            return (nil, inside.status == 0 ? "the repository has no branch, tag or commit '\(name)'"
                                            : "\(DisplayPath.of(root)) is not in a git repository")
        }
        let short = text(git(["rev-parse", "--short", commit], in: root)) ?? String(commit.prefix(7))
        let label = commit.hasPrefix(name) ? short : "\(name) (\(short))"
        return (GitRevision(root: root, name: name, commit: commit, label: label), nil)
    }

    /// Writes the package folder as it was at the revision into `folder` (created, or emptied).
    func export(into folder: URL) -> Result<Void, Diagnostic> {
        let files = FileManager.default
        try? files.removeItem(at: folder)
        let archive = folder.appendingPathExtension("tar")
        do { try files.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            return .failure(failure("cannot create '\(folder.path)': \(SystemErrorReason.describe(error))"))
        }
        defer { try? files.removeItem(at: archive) }
        let prefix = Self.text(Self.git(["rev-parse", "--show-prefix"], in: root)) ?? ""
        let tree = prefix.isEmpty ? commit : "\(commit):\(prefix)"
        // From the repository's top: in a subfolder git archive looks for that folder again
        // inside the tree it was given ("current working directory is untracked").
        let top = Self.text(Self.git(["rev-parse", "--show-toplevel"], in: root)).map { URL(fileURLWithPath: $0) } ?? root
        let written = Self.git(["archive", "--format=tar", "-o", archive.path, tree], in: top)
        guard written.status == 0 else { return .failure(failure(written.errors)) }
        let unpacked = ChildProcess.run("tar", ["-xf", archive.path, "-C", folder.path], in: root)
        guard unpacked.status == 0 else { return .failure(failure(unpacked.errors)) }
        return .success(())
    }

    private func failure(_ reason: String) -> Diagnostic {
        Diagnostic(.diffGitFailed, "cannot export \(label): \(reason.trimmingCharacters(in: .whitespacesAndNewlines))",
               hint: "check that git and tar work here and that the disk has room")
    }

    private static func git(_ arguments: [String], in root: URL) -> ChildProcess.Result {
        ChildProcess.run("git", ["-C", root.path] + arguments, in: root)
    }

    private static func text(_ result: ChildProcess.Result) -> String? {
        guard result.status == 0 else { return nil }
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
