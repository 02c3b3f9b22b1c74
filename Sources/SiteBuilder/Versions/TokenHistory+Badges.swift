import GeneratorSupport

extension TokenHistory {
    /// The release a token has been in ever since, when that is not the oldest: a token in
    /// every release knows no "since". nil for a token the last release does not have.
    func since(_ path: String) -> String? {
        firstOfLastRun { $0.tokens.contains(path) }
    }

    /// The release that deprecated the token, counted as for `since`: nil when it is not
    /// deprecated now, or was already in the oldest release (when is not known).
    func deprecatedIn(_ path: String) -> String? {
        firstOfLastRun { $0.deprecated.contains(path) }
    }

    /// The label of the first release of the unbroken run that ends at the last, if the run
    /// starts after the oldest.
    private func firstOfLastRun(_ holds: (Release) -> Bool) -> String? {
        guard let last = releases.last, holds(last) else { return nil }
        var start = releases.count - 1
        while start > 0, holds(releases[start - 1]) { start -= 1 }
        return start == 0 ? nil : releases[start].label
    }

    /// Every release's label and sorted paths, for the build cache: the badges on every tokens
    /// page follow from it.
    var fingerprint: String {
        var hash = FNV1a()
        for release in releases {
            hash.add(release.label)
            hash.add(release.tokens.sorted(by: String.inByteOrder).joined(separator: "\n"))
            hash.add(release.deprecated.sorted(by: String.inByteOrder).joined(separator: "\n"))
        }
        return String(hash.value, radix: 16)
    }
}
