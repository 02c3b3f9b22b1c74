import Audit
import Exporters
import Foundation
import GeneratorSupport
import StylebookKit

/// Everything a build needs to know about where things are. Paths are absolute file URLs.
public struct BuildOptions: Sendable {
    public var packageRoot: URL
    public var contentDirectory: URL
    public var templatesDirectory: URL
    public var outputDirectory: URL
    /// Where the build cache and output record of each output folder are kept (`CacheFile`):
    /// `.stylebook/` in the package unless `--cache-dir` names another folder.
    public var cacheDirectory: URL
    /// A folder published at the site root besides the content folder's `public/` (`public:` in
    /// stylebook.yml, e.g. Docusaurus's `static/`); nil for none.
    public var publicDirectory: URL?
    /// The project's own levels for diagnostic ids (`severities:` in stylebook.yml).
    public var severityOverrides: [SeverityOverride] = []
    /// `contrast.build` in stylebook.yml: the severity contrast failures take in a build.
    public var contrastBuildSeverity: Diagnostic.Severity = .error
    /// Which tokens `fix contrast` can give a value for one mode besides the Swift declarations
    /// of their own line: those the package's token files write per mode. The contrast page's
    /// proposals use it so they are what the command would do.
    public var repairCanSplitMode: (@Sendable (TokenPath, Mode) -> Bool)?
    /// Absolute URL the site is published at, e.g. `https://design.example.com/`; enables sitemap.xml.
    public var baseURL: String?
    /// Name, logo, language, footer, links and repository, as templates see them (`site.*`).
    public var site: SiteValues {
        get {
            var values = configuredSite
            // Previews need the exported custom properties; a site without them links nothing.
            let writesCSS = exportSettings.formats.map { $0.contains("css") } ?? true
            values.tokensStylesheet = designSystem != nil && writesCSS ? DesignSystemOutputs.tokensFolder + "/css/tokens.css" : nil
            values.modeSwitch = ModeSwitch.isNeeded(for: designSystem)
            return values
        }
        set { configuredSite = newValue }
    }
    private var configuredSite: SiteValues
    public var siteName: String {
        get { site.name }
        set { site.name = newValue }
    }
    /// More top-level navigation entries than this, and each page's sidebar lists only its own
    /// with a link to the generated list of them all (`SectionsIndex`; `sidebar: sections:`).
    public var sidebarSections = SectionsIndex.defaultLimit
    /// Which pages are MDX, and the route prefix of links (`markdown:` in stylebook.yml, with
    /// Docusaurus's defaults in a Docusaurus folder).
    public var markdown = MarkdownSettings()
    /// `markdown` with Docusaurus's defaults where the content is a Docusaurus docs folder.
    var markdownInEffect: MarkdownSettings { markdown.completed(forContent: contentDirectory) }
    /// The design system whose tokens are exported, audited and documented; nil builds pages only.
    public var designSystem: DesignSystem?
    /// Stylebook's own reference pages (commands, configuration, diagnostics, directives), for
    /// the site that holds Stylebook's manual; nil for every other site.
    public var reference: StylebookReference?
    public var contrastPolicy: ContrastPolicy
    /// The role matrix's severity (`check --matrix`); nil leaves it out of the audit.
    public var roleMatrix: Diagnostic.Severity? = .error
    /// The design system's release (`version:` in stylebook.yml), for deprecated tokens' `removedIn:`.
    public var release: String?
    /// Names, units and formats of the token exports (`exports:` in stylebook.yml).
    public var exportSettings = ExportSettings()
    /// The export formats available, the built-in ones plus any the project registers.
    public var exporters = ExporterRegistry.standard
    /// Each page's last commit date (`repository.lastUpdated`), shown beside "Edit this page".
    public var lastUpdated: LastUpdated?
    /// The versions the site publishes (`versions:`), for each page's switcher and an old
    /// version's banner; nil for a site of one version.
    public var versions: SiteVersions?
    /// Version sites built beforehand, copied into the output at their folders.
    public var mountedSites: [MountedSite] = []
    /// Whether a base URL writes sitemap.xml and robots.txt: not for a version site copied into
    /// another, whose sitemap lists the current version only.
    public var writesSitemap = true
    /// This version's changes page, against the version before it; nil for none.
    public var changes: VersionChanges?
    /// Which version each token appeared or was deprecated in, for the tokens pages' badges.
    public var tokenHistory: TokenHistory?
    /// The built-in theme the project's templates override; nil renders with the project's files alone.
    public var builtInTheme: URL? = Theme.builtInDirectory
    /// Reuse what the last build into the same output folder learnt (`BuildCache`), so only
    /// changed pages are parsed and rendered. `--no-cache` turns it off.
    public var usesBuildCache = true
    /// How output files are written; tests inject one that fails like a full disk.
    var writer: any FileWriting = DiskWriter()
    /// Keeps the site in memory instead of writing the output folder (no build cache then).
    var memoryOutput: MemoryOutput?
    /// Where the pages come from: the content folder, or Markdown held in memory by
    /// content-relative path, each read as a generated page is (no file is opened).
    var contentSource = ContentSource.folder

    enum ContentSource: Sendable {
        case folder
        case memory([String: String])
    }

    /// The pages and files the content source holds.
    func discoverContent() -> ContentDiscovery.Found {
        switch contentSource {
        case .folder:
            ContentDiscovery(root: contentDirectory, publicRoot: publicDirectory, markdownPartials: markdownInEffect.format == .mdx).discover()
        case .memory(let pages):
            (pages.keys.sorted(by: String.inByteOrder).map { path in
                ContentItem(kind: .page, relativePath: path, url: contentDirectory.appendingPathComponent(path), displayPath: path,
                            generatedText: pages[path])
            }, [])
        }
    }
    /// Progress of long builds, for a terminal; nil stays silent.
    public var progress: BuildProgress?

    public init(
        packageRoot: URL,
        contentDirectory: URL? = nil,
        templatesDirectory: URL? = nil,
        outputDirectory: URL? = nil,
        baseURL: String? = nil,
        siteName: String = "Stylebook",
        designSystem: DesignSystem? = nil,
        contrastPolicy: ContrastPolicy = .standard
    ) {
        self.packageRoot = packageRoot.standardizedFileURL
        self.contentDirectory = (contentDirectory ?? packageRoot.appendingPathComponent("Content")).standardizedFileURL
        self.templatesDirectory = (templatesDirectory ?? packageRoot.appendingPathComponent("Templates")).standardizedFileURL
        self.outputDirectory = (outputDirectory ?? packageRoot.appendingPathComponent("_site")).standardizedFileURL
        self.cacheDirectory = packageRoot.appendingPathComponent(Self.defaultCacheFolder).standardizedFileURL
        self.baseURL = baseURL
        self.configuredSite = SiteValues(name: siteName)
        self.designSystem = designSystem
        self.contrastPolicy = contrastPolicy
    }

    /// The cache folder's name in the package; the starter's `.gitignore` lists it.
    public static let defaultCacheFolder = ".stylebook"

    /// The theme as this build sees it, read afresh each time it is asked for.
    public var theme: Theme { Theme(overrides: templatesDirectory, builtIn: builtInTheme) }
}
