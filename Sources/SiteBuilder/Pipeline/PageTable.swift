import GeneratorSupport
import StylebookMarkdown

/// Everything the pipeline knows about one Markdown file of the site (written under Content/ or
/// generated), by content-relative path: its page and the `Fields` below (`entry.facts` reads
/// one). A new fact about a page is a field there: forgetting a page drops its entry, so no fact
/// can outlive the page it is about.
///
/// The fields sit in one box shared by copies and copied on write (`SharedFields`), as `Page`'s do.
/// What the build cache keeps of an entry is `Saved`, whose codec sits beside it
/// (`Cache/PageEntry+Saved.swift`); `entry.facts` reads a saved field as it reads any other.
@dynamicMemberLookup
struct PageEntry: Sendable {
    /// The page as last parsed successfully; nil for a draft or a page that never loaded. Set
    /// through `PageTable.setPage`, which keeps the sorted paths and page list current.
    fileprivate(set) var page: Page?
    private var fields = PageEntry.empty

    struct Fields {
        /// The file, when its front matter says `draft: true`: left out, and links to it are errors.
        var draft: ContentItem?
        /// Why the file could not be read or parsed the last time it was tried.
        var loadFailure: Diagnostic?
        /// Its rendered Markdown, until a one-shot build lays the page out and lets it go.
        var body: RenderedMarkdown?
        var saved = Saved()
        /// Its build-cache record as read, while the page is neither parsed nor rendered again
        /// (`BuildCache.encodedPages`).
        var restoredRecord: ArraySlice<UInt8>?
        /// Where its body sits in its output file, for a build whose layout changed.
        var bodyPlacement: BodyPlacement?
        /// Rendered while a one-shot build parsed it, waiting for its links (`PreRendered`).
        var preRendered: PreRendered?
    }

    subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { fields.value[keyPath: field] }
        set { fields.write { $0[keyPath: field] = newValue } }
    }

    subscript<Value>(dynamicMember field: WritableKeyPath<Saved, Value>) -> Value {
        get { fields.value.saved[keyPath: field] }
        set { fields.write { $0.saved[keyPath: field] = newValue } }
    }

    /// The page rendered again: its body, facts and search entry are new, so its cache record
    /// must be made again too.
    mutating func rendered(_ body: RenderedMarkdown, facts: PageCheckFacts, search: SearchDocument) {
        self.body = body
        self.facts = facts
        self.search = search
        self.restoredRecord = nil
    }

    /// The pipeline knows the file: a page, a draft, or one that failed to load.
    var isKnown: Bool { page != nil || (fields.value.draft != nil || fields.value.loadFailure != nil) }

    /// What an entry starts with; copied on its first change.
    private static let empty = SharedFields(Fields())
}

/// The pipeline's pages: one `PageEntry` per path, with the sorted paths and page list most
/// steps ask for (copying ten thousand pages at each ask cost more than some steps' own work).
struct PageTable: Sendable {
    private var entries: [String: PageEntry] = [:]
    /// The loaded pages' paths, sorted; nil after a page came or went.
    private var sortedPathCache: [String]?
    /// The loaded pages in `sortedPaths` order; nil after any page changed.
    private var pageListCache: [Page]?
    private(set) var pageCount = 0

    /// A path's entry; an empty one for a path the table does not hold. Changing a field keeps
    /// the entry; `forget` drops it.
    subscript(path: String) -> PageEntry {
        get { entries[path] ?? PageEntry() }
        _modify { yield &entries[path, default: PageEntry()] }
    }

    func page(_ path: String) -> Page? { entries[path]?.page }

    /// A page's early HTML, handed over once (`PreRendered`).
    mutating func takePreRendered(_ path: String) -> PreRendered? {
        guard entries[path]?.preRendered != nil else { return nil }
        defer { entries[path]?.preRendered = nil }
        return entries[path]?.preRendered
    }

    /// A page's body, handed over once: a one-shot build lets it go as its page is laid out.
    mutating func takeBody(_ path: String) -> RenderedMarkdown? {
        guard entries[path]?.body != nil else { return nil }
        defer { entries[path]?.body = nil }
        return entries[path]?.body
    }

    /// Puts `page` at `path` (nil: takes it away) and returns the page it replaced.
    @discardableResult
    mutating func setPage(_ page: Page?, at path: String) -> (old: Page?, setChanged: Bool) {
        let old = entries[path]?.page
        if page == nil, entries[path] == nil { return (nil, false) }
        entries[path, default: PageEntry()].page = page
        pageListCache = nil
        let setChanged = (old == nil) != (page == nil)
        if setChanged {
            sortedPathCache = nil
            pageCount += page == nil ? -1 : 1
        }
        return (old, setChanged)
    }

    /// Changes a loaded page in place (its item, after discovery named the file differently).
    mutating func updatePage(at path: String, _ change: (inout Page) -> Void) {
        guard entries[path]?.page != nil else { return }
        change(&entries[path]!.page!)
        pageListCache = nil
    }

    /// Drops everything known about `path`; returns the page it held.
    @discardableResult
    mutating func forget(_ path: String) -> Page? {
        guard let entry = entries.removeValue(forKey: path) else { return nil }
        pageListCache = nil
        if entry.page != nil {
            sortedPathCache = nil
            pageCount -= 1
        }
        return entry.page
    }

    /// Paths of the loaded pages, sorted: the order a full build sees them in.
    mutating func sortedPaths() -> [String] {
        if let sortedPathCache { return sortedPathCache }
        // By bytes: file names need not be in NFC (macOS writes them decomposed), and `<` does
        // not order every such pair, which would leave the order to the hashed table.
        let paths = entries.compactMap { $0.value.page == nil ? nil : $0.key }.sorted(by: String.inByteOrder)
        sortedPathCache = paths
        return paths
    }

    /// The loaded pages in `sortedPaths` order.
    mutating func pageList() -> [Page] {
        if let pageListCache { return pageListCache }
        let list = sortedPaths().compactMap { entries[$0]?.page }
        pageListCache = list
        return list
    }

    /// Every loaded page with its path, in no order.
    var pages: some Sequence<(path: String, page: Page)> {
        entries.lazy.compactMap { entry in entry.value.page.map { (entry.key, $0) } }
    }

    /// Every entry with its path, in no order.
    var allEntries: some Sequence<(key: String, value: PageEntry)> { entries.lazy.map { $0 } }

    /// Content-relative paths of every Markdown file known, loaded or not.
    var knownPaths: Set<String> { Set(entries.lazy.filter { $0.value.isKnown }.map(\.key)) }

    /// Files left out as drafts, by path.
    var drafts: [String: ContentItem] {
        entries.reduce(into: [:]) { drafts, entry in if let draft = entry.value.draft { drafts[entry.key] = draft } }
    }

    /// Why each file that failed to load did, in path order.
    var loadFailures: [Diagnostic] {
        entries.compactMap { entry in entry.value.loadFailure.map { (entry.key, $0) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
