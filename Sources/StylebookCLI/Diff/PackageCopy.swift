import Foundation
import StylebookKit

/// A package as a revision had it, kept in one folder under the package's build folder between
/// runs (`.build/stylebook-diff/base/`), so its describing executable builds incrementally and
/// is not built at all while the revision's files are the same: files whose bytes did not
/// change keep their dates.
struct PackageCopy {
    /// Where the copy lives; its build folder is `build/` beside it.
    var folder: URL
    var scratchPath: URL { folder.deletingLastPathComponent().appendingPathComponent("build") }

    /// Makes `folder` hold exactly the files of `exported`, rewriting only what differs.
    func update(from exported: URL, originalRoot: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        let wanted = Set(try ScaffoldAction.files(under: exported))
        for relative in wanted.sorted() {
            var data = try Data(contentsOf: exported.appendingPathComponent(relative))
            if relative == "Package.swift" {
                data = Data(Self.anchorPathDependencies(String(decoding: data, as: UTF8.self), at: originalRoot).utf8)
            }
            let target = folder.appendingPathComponent(relative)
            if (try? Data(contentsOf: target)) == data { continue }
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        for relative in try ScaffoldAction.files(under: folder) where !wanted.contains(relative) {
            try files.removeItem(at: folder.appendingPathComponent(relative))
        }
    }

    /// `.package(path: "../stylebook")` names a folder relative to the package; the copy sits
    /// elsewhere, so relative paths are made absolute against where the package really is.
    static func anchorPathDependencies(_ manifest: String, at root: URL) -> String {
        // `.package(path: "…")` and `.package(name: "…", path: "…")` with a relative path.
        let pattern = try! NSRegularExpression(pattern: #"\.package\(\s*(?:name:\s*"[^"]*",\s*)?path:\s*"([^"/][^"]*)""#)
        var result = manifest
        let whole = NSRange(manifest.startIndex..., in: manifest)
        for match in pattern.matches(in: manifest, range: whole).reversed() {
            guard let range = Range(match.range(at: 1), in: result) else { continue }
            let absolute = URL(fileURLWithPath: String(result[range]), relativeTo: root).standardizedFileURL.path
            result.replaceSubrange(range, with: absolute)
        }
        return result
    }
}
