import GeneratorSupport
import StylebookKit

/// What the pipeline knows about the site as a whole, beside its pages (`PageTable`): the other
/// files under Content/, the theme as compiled, and the tables made from every page.
struct SiteState {
    // MARK: Files besides pages

    /// Files copied as they are, by content-relative path.
    var assets: [String: ContentItem] = [:]
    /// Partials (`_name.mdx`) by path, with their stamps when last seen.
    var partialStamps: [String: FileStamp?] = [:]
    /// Each folder's `_category_` file, by folder.
    var categories: [String: CategoryFile] = [:]
    /// What the last walk of Content/ found wrong (unreadable folders, clashing URLs …).
    var discoveryProblems: [Diagnostic] = []

    // MARK: The theme

    var templates: TemplateSet?
    /// Reads pages with the theme's own ids reserved (`Theme.fixedIDs`); made again when the theme changes.
    var pageLoader: PageLoader?
    /// Hashed theme asset names and the other publishing outputs (search index, 404 page, sitemap).
    var publishing: SitePublishing?
    /// Why the templates could not be compiled, and what the lint found in them.
    var templateProblems: [Diagnostic] = []
    var lintProblems: [Diagnostic] = []
    /// Front-matter keys the templates were last linted with.
    var lintedKeys: Set<String>?
    /// Front-matter keys the templates read, for the unknown-key check.
    var templatePageKeys: Set<String> = []
    /// The theme's templates as the lint reads them, scanned when the theme was loaded.
    var scannedTemplates: TemplateLint.Scanned?

    // MARK: Tables made from every page

    var navigation = Navigation(pages: [])
    var resolver = LinkResolver(index: SiteIndex(pages: [], assets: []))
    /// Checks and tables that depend only on which pages exist and their titles, not on their
    /// bodies: worked out again when those change.
    var siteWide: SitePipeline.SiteWide?
    /// Every route's anchors, for the link checks; nil until needed again.
    var anchorIndex: [PageRoute: Set<String>]?
    /// Pages whose checks are out of date; nil when every page's are.
    var staleChecks: Set<String>?
}

/// The search index's state between runs.
struct SearchIndexState {
    /// A page's entry changed since the index was last written.
    var isStale = false
    /// Snapshots taken and the newest written, so an older one never overwrites it.
    var generations = (made: 0, written: 0)
}

/// Work a build starts, or reads, ahead of the step that uses it, so it overlaps other work.
struct BuildHandoffs {
    /// Content/ as a one-shot build found it while it loaded and restored its cache, for the
    /// discover step's first walk.
    var earlyDiscovery: BackgroundWork<ContentDiscovery.Found>?
    /// The theme, loaded while the cache is restored; taken by the first `loadTemplates`.
    var earlyTheme: BackgroundWork<LoadedTheme>?
    /// The previous output's files, listed while pages parse when the plan reads it.
    var outputListing: BackgroundWork<[String]?>?
    /// What the previous build left in the output folder (`OutputRecord`): when there is one,
    /// pages are compared by digest and the previous output is not read.
    var previousOutputRecord: OutputRecord?
    /// The output folder's stamps as the restored cache found them.
    var restoredOutput: [String: FileStamp]?
    /// Every page's cache record, being encoded since the check step (`startEncodingPageRecords`).
    var encodedPageRecords: BackgroundWork<[String: ArraySlice<UInt8>]?>?
    /// The cache a build took up, kept until the pipeline goes: freeing ten thousand records
    /// then happens off the build's path (`SiteBuild.build`), not in the middle of it.
    var takenCache: BuildCache?
}
