/// A page's build-cache record is its entry without what only this process can use (its tree,
/// body and pre-rendered HTML): a field that should survive between builds is added to the
/// record here and to its codec (`BuildCache+Records.swift`).
extension PageEntry {
    /// The entry as the cache records it; nil when the page was never rendered or its file never stamped.
    func cacheRecord(of page: Page) -> BuildCache.PageRecord? {
        guard let facts = self.facts, let search = self.search else { return nil }
        if page.item.generatedText == nil, self.sourceStamp == nil { return nil }
        return BuildCache.PageRecord(
            stamp: self.sourceStamp, route: page.route.path, title: page.title, description: page.description, order: page.order,
            hasOwnTitleHeading: page.hasOwnTitleHeading, frontMatter: page.frontMatter, headingIDs: page.headingIDs,
            outline: self.body.map(BodyPlacement.Outline.init(of:)) ?? self.bodyPlacement?.outline ?? .none,
            problems: self.problems, checks: self.checks ?? [], facts: facts, search: search)
    }

    /// Takes up the state a record describes (the page itself is set through the table).
    /// `encoded`: the record's bytes, written back as they are while the page is not read again.
    mutating func restore(_ record: BuildCache.PageRecord, encoded: ArraySlice<UInt8>?, placement: BodyPlacement?) {
        self.facts = record.facts
        self.search = record.search
        self.problems = record.problems
        self.checks = record.checks
        self.sourceStamp = record.stamp
        self.restoredRecord = encoded
        self.bodyPlacement = placement
    }
}
