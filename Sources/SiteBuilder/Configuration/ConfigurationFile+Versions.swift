import Yams

/// `versions:` in stylebook.yml.
extension ConfigurationReader {
    /// Folders the build writes at the site root itself, and what it writes there.
    static let reservedFolders = [
        "assets": "the theme's files", "search": "the search index", "tokens": "the token pages and exports",
        "components": "the component pages", "contrast": "the contrast page", "foundations": "the foundation pages",
        "changes": "the changes page", "sections": "the list of sections", "404.html": "the page for a missing URL",
        "sitemap.xml": "the sitemap", "robots.txt": "robots.txt",
    ]

    /// `versions: [v2.0.0, v1.0.0]`, or entries `- ref: v1.0.0` with a `label:` and a `path:`.
    /// Whether each revision exists is checked when the site is built; here only the shape, and
    /// that no two versions share a folder.
    mutating func versions(_ node: Node) -> [SiteConfiguration.PublishedVersion] {
        guard case .sequence(let sequence) = node else {
            problems.append(wrongType(node, key: "`versions`", expected: "a list of git revisions, newest first, e.g. `[v2.0.0, v1.0.0]`"))
            return []
        }
        var versions: [SiteConfiguration.PublishedVersion] = []
        var folders: [String: Node] = [:]
        for item in sequence {
            var entry: SiteConfiguration.PublishedVersion
            if case .mapping = item {
                var values: [String: Node] = [:]
                for (key, value) in mapping(item, what: "a `versions` entry", keys: Self.versionKeys) { values[key] = value }
                guard let refNode = values["ref"] else {
                    problems.append(problem(.configMissingKey, "a `versions` entry needs a `ref`", at: item,
                                            hint: "Write `- ref: v1.0.0` (a branch, tag or commit) and, below it, any `label:` or `path:`."))
                    continue
                }
                guard let ref = string(refNode, key: "versions.ref") else { continue }
                let label = values["label"].flatMap { string($0, key: "versions.label") }
                let path = values["path"].flatMap { string($0, key: "versions.path") }
                entry = SiteConfiguration.PublishedVersion(ref: ref, label: label, path: path, location: location(item))
            } else {
                guard let ref = string(item, key: "versions") else { continue }
                entry = SiteConfiguration.PublishedVersion(ref: ref, location: location(item))
            }
            guard !entry.ref.isEmpty, !entry.label.isEmpty else {
                problems.append(problem(.configInvalidValue, "a `versions` entry needs a revision and a label that are not empty", at: item,
                                        hint: "Write the branch, tag or commit, e.g. `- v1.0.0`."))
                continue
            }
            let folder = entry.path
            if let what = Self.reservedFolders[folder.lowercased()] {
                problems.append(problem(.configInvalidValue, "a version cannot be published at `/\(folder)/`: the build writes \(what) there", at: item,
                                        hint: "Give the entry another `path:`, e.g. `path: v-\(folder)`."))
                continue
            }
            let legal = !folder.isEmpty && folder != "." && folder != ".." && !folder.hasPrefix(".")
                && folder.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
            guard legal else {
                problems.append(problem(.configInvalidValue, "`\(folder)` cannot be a version's folder: it becomes the URL `/\(folder)/`",
                                        at: item, hint: "Give the entry a `path:` of letters, digits, `-`, `_` and `.`, e.g. `path: v1` (the long form: `- ref: \(entry.ref)` with `path:` below it)."))
                continue
            }
            // `V1` and `v1` are one folder on the file systems of macOS and Windows.
            if let earlier = folders[folder.lowercased()] {
                let line = earlier.mark.map { " (line \($0.line))" } ?? ""
                problems.append(problem(.configInvalidValue, "two versions are published at `/\(folder)/`\(line)", at: item,
                                        hint: "Give one of them another `path:`."))
                continue
            }
            folders[folder.lowercased()] = item
            versions.append(entry)
        }
        return versions
    }
}
