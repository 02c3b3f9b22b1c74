/// A page's build-cache record: what `Page` and its `PageEntry` keep between builds (their
/// `Saved` parts, each with its codec beside it), and where the body's outline was.
extension BuildCache {
    /// One page as the pipeline held it after rendering, without its parsed tree and HTML.
    struct PageRecord {
        var page: Page.Saved
        /// The level 2 and 3 headings, which the layout's outline lists.
        var outline: BodyPlacement.Outline
        var entry: PageEntry.Saved
    }
}

extension PageEntry {
    /// The entry as the cache records it; nil when the page was never rendered or its file never stamped.
    func cacheRecord(of page: Page) -> BuildCache.PageRecord? {
        guard self.facts != nil, self.search != nil else { return nil }
        if page.item.generatedText == nil, self.sourceStamp == nil { return nil }
        return BuildCache.PageRecord(page: page.saved, outline: self.body.map(BodyPlacement.Outline.init(of:)) ?? self.bodyPlacement?.outline ?? .none,
                                     entry: self.saved)
    }

    /// Takes up the state a record describes (the page itself is set through the table).
    /// `encoded`: the record's bytes, written back as they are while the page is not read again.
    mutating func restore(_ record: BuildCache.PageRecord, encoded: ArraySlice<UInt8>?, placement: BodyPlacement?) {
        self.saved = record.entry
        self.restoredRecord = encoded
        self.bodyPlacement = placement
    }
}

extension CacheWriter {
    mutating func record(_ record: BuildCache.PageRecord) {
        page(record.page)
        block(record.outline.encoded)
        entry(record.entry)
    }
}

extension CacheReader {
    mutating func record() throws -> BuildCache.PageRecord {
        BuildCache.PageRecord(page: try page(), outline: BodyPlacement.Outline(encoded: try block().bytes), entry: try entry())
    }
}
