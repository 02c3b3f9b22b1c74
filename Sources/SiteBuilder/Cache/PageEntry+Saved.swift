import GeneratorSupport

/// What the build cache keeps of a page's entry between builds, and how it is written and read:
/// a field added to `Saved` and to its two codec functions below survives a build, with nothing
/// else to change. Changing the codec changes `BuildCache.version`.
extension PageEntry {
    struct Saved: Sendable {
        /// The source file's stamp when it was last read.
        var sourceStamp: FileStamp?
        /// Its parser and per-page rule diagnostics as last loaded.
        var problems: [Diagnostic] = []
        /// Its broken links and unknown front-matter keys as last checked
        /// (`SitePipeline+PageChecks`); nil until checked.
        var checks: [Diagnostic]?
        /// Its links and anchors, so the link checks never walk unchanged trees.
        var facts: PageCheckFacts?
        /// Its entry in the search index.
        var search: SearchDocument?
    }
}

// Both in the order the fields are declared, which the reader's memberwise call evaluates in.
extension CacheWriter {
    mutating func entry(_ entry: PageEntry.Saved) {
        optional(entry.sourceStamp) { $0.stamp($1) }
        array(entry.problems) { $0.diagnostic($1) }
        // A page restored was checked when it was saved.
        array(entry.checks ?? []) { $0.diagnostic($1) }
        optional(entry.facts) { $0.facts($1) }
        optional(entry.search) { $0.search($1) }
    }
}

extension CacheReader {
    mutating func entry() throws -> PageEntry.Saved {
        PageEntry.Saved(
            sourceStamp: try optional { try $0.stamp() }, problems: try array { try $0.diagnostic() },
            checks: try array { try $0.diagnostic() }, facts: try optional { try $0.facts() }, search: try optional { try $0.search() })
    }
}
