import Exporters
import Yams

/// How the reader takes a top-level key's value into the configuration.
typealias ConfigurationReading = @Sendable (inout ConfigurationReader, Node, inout SiteConfiguration) -> Void

/// One key of `stylebook.yml`: where it sits, the type of value it takes, its default and what it
/// does. `section` is the mapping it belongs to (`repository`, `exports`, …), nil at the top.
public struct ConfigurationKey: Sendable {
    public let section: String?
    public let name: String
    public let type: String
    public let defaultValue: String
    public let meaning: String
    /// How its value is read: set for every top-level key; a key inside a mapping is read by its
    /// mapping's reader.
    let read: ConfigurationReading?

    /// `repository.branch`, or `name` at the top level.
    public var path: String { section.map { "\($0).\(name)" } ?? name }

    init(_ section: String?, _ name: String, _ type: String, default defaultValue: String, _ meaning: String,
         read: ConfigurationReading? = nil) {
        self.section = section
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.meaning = meaning
        self.read = read
    }
}

/// Every key `stylebook.yml` accepts, declared once: the reader (`ConfigurationReader`) knows
/// exactly these keys, and the manual's configuration reference is generated from this list.
/// Defaults that are values are read from the types that hold them, so the table cannot drift.
public enum ConfigurationKeys {
    static let site = SiteConfiguration()
    static let repository = SiteConfiguration.Repository(url: "")
    static let exports = ExportSettings()

    public static let all: [ConfigurationKey] = [
        .init(nil, "name", "text", default: "the design system's name, or `Documentation` for a site of pages only",
              "The site's name, in the header and the page titles.",
              read: { $2.name = $0.string($1, key: "name") }),
        .init(nil, "logo", "text (a path under Content/)", default: "the built-in mark",
              "An image shown in the header instead of the built-in mark; it must exist.",
              read: { $2.logo = $0.string($1, key: "logo") }),
        .init(nil, "baseURL", "text (an absolute http(s) URL)", default: "none",
              "The address the site is published at; enables `sitemap.xml` and `robots.txt`. `--base-url` overrides it.",
              read: { $2.baseURL = $0.url($1, key: "baseURL") }),
        .init(nil, "language", "text (a BCP 47 language tag)", default: "`\(site.language)`",
              "The pages' language, as `<html lang>`.",
              read: { $2.language = $0.language($1) ?? $2.language }),
        .init(nil, "footer", "text", default: "none", "A line of text in every page's footer.",
              read: { $2.footer = $0.string($1, key: "footer") }),
        .init(nil, "version", "text (a release number such as `2.4.0`)", default: "none",
              "The design system's release. `check` and `build` warn about each deprecated token whose `removedIn:` release it has reached (`tokens/removal-due`).",
              read: { $2.version = $0.string($1, key: "version") }),
        .init(nil, "versions", "list of revisions, or of mappings", default: "none (one version: the working tree)",
              "Git revisions published beside the working tree, newest first, e.g. `[v2.0.0, v1.0.0]`: each is built from its own files at `/<revision>/`, with a version switcher on every page and a changes page per version (manual: Versions and changes).",
              read: { $2.versions = $0.versions($1) }),
        .init("versions", "ref", "text (a branch, tag or commit)", default: "required",
              "The revision, in the long form `- ref: v1.0.0`."),
        .init("versions", "label", "text", default: "the revision as written",
              "Its name in the switcher, the banner and the changes pages."),
        .init("versions", "path", "text (a folder name)", default: "the revision as written",
              "The folder it is published in: `path: v1` publishes it at `/v1/`."),
        .init(nil, "repository", "mapping", default: "none",
              "The repository the site's sources live in, for \"Edit this page\" links.",
              read: { $2.repository = $0.repository($1) }),
        .init("repository", "url", "text (an absolute http(s) URL)", default: "required",
              "The repository's web address, e.g. `https://github.com/acme/design`."),
        .init("repository", "branch", "text", default: "`\(repository.branch)`",
              "The branch \"Edit this page\" opens: `URL/edit/BRANCH/DIRECTORY/Content/PAGE.md`."),
        .init("repository", "directory", "text", default: "empty (the repository's root)",
              "The package's folder inside the repository."),
        .init("repository", "editLinks", "`true` or `false`", default: "`\(repository.editLinks)`",
              "Whether pages written under Content/ show \"Edit this page\"."),
        .init("repository", "lastUpdated", "`true` or `false`", default: "`\(repository.lastUpdated)`",
              "Whether pages written under Content/ show the date of the last commit that touched their file, read from git."),
        .init(nil, "nav", "list of mappings", default: "none", "Extra links in the header, in order.",
              read: { $2.nav = $0.links($1) }),
        .init("nav", "text", "text", default: "required", "A header link's label."),
        .init("nav", "url", "text", default: "required", "A header link's address."),
        .init(nil, "content", "text (a folder)", default: "`Content`", "The folder of pages. `--content` overrides it.",
              read: { $2.content = $0.string($1, key: "content") }),
        .init(nil, "templates", "text (a folder)", default: "`Templates`",
              "The folder of theme overrides. `--templates` overrides it.",
              read: { $2.templates = $0.string($1, key: "templates") }),
        .init(nil, "output", "text (a folder)", default: "`_site`", "Where the site is written. `--output` overrides it.",
              read: { $2.output = $0.string($1, key: "output") }),
        .init(nil, "public", "text (a folder)", default: "`Content/public`",
              "A folder whose files are published at the site root as they are, besides `Content/public/` (Docusaurus's `static/`: `public: ../website/static`); it must exist.",
              read: { $2.publicFolder = $0.string($1, key: "public") }),
        .init(nil, "severities", "mapping of diagnostic ids to `error`, `warning` or `note`", default: "none (every id at its own level)",
              "The project's own level for a content finding, e.g. `content/broken-anchor: warning`; every finding is still printed, and the summary counts those lowered.",
              read: { $2.severities = $0.severities($1) }),
        .init(nil, "markdown", "mapping", default: "none (Docusaurus's defaults in a Docusaurus folder)", "How pages are read.",
              read: { $0.markdown($1, into: &$2) }),
        .init("markdown", "format", "`detect`, `mdx` or `md`", default: "`detect`, or `mdx` where a `docusaurus.config.*` is found",
              "Docusaurus's `markdown.format`: `detect` reads `.mdx` pages as MDX and `.md` pages as CommonMark; `mdx` reads every page as MDX, as Docusaurus does by default. A page's front matter `format:` overrides it."),
        .init("markdown", "routeBasePath", "text (a URL path such as `/docs`)", default: "none, or `/docs` where a `docusaurus.config.*` is found",
              "Links written from the site root under this path point at Content/: with `/docs`, `/docs/cli` is the page `cli.md` (or the page whose `id` or `slug` is `cli`)."),
        .init(nil, "sidebar", "mapping", default: "none", "How the sidebar lists a very large site.",
              read: { $0.sidebar($1, into: &$2) }),
        .init("sidebar", "sections", "whole number, at least 1", default: "`\(SectionsIndex.defaultLimit)`",
              "With more top-level entries than this, each page's sidebar lists only its own and links to a `sections/` page of them all."),
        .init(nil, "tokens", "mapping", default: "none (the tokens are declared in Swift)",
              "Token files that are the design system's source of truth: every `build`, `check`, `serve` and `diff` reads them afresh, and the package's Swift names their tokens by path.",
              read: { $2.tokens = $0.tokens($1) }),
        .init("tokens", "source", "text (a file or folder)", default: "required",
              "A DTCG file or resolver, a Tokens Studio folder or its `$themes.json`, a Figma variables response, or a Style Dictionary folder or `config.json`, relative to `stylebook.yml`."),
        .init("tokens", "pairs", "text (a file)", default: "none",
              "A `pairs.yml` whose roles and pairs join those the tokens give, as `check --tokens --pairs` reads it."),
        .init("tokens", "context", "mapping of a modifier to one of its contexts", default: "none (every modifier that changes a colour is an axis)",
              "Modifiers held at one context instead of becoming axes, as `import --context` holds them, e.g. `brand: acme`."),
        .init(nil, "exports", "mapping", default: "none", "The formats, names and units of the token exports.",
              read: { $0.exports($1, into: &$2) }),
        .init("exports", "formats", "list of export ids", default: "every registered format",
              "Which formats a build writes: `dtcg`, `css`, `scss`, `android`, `compose`, `ios`, `typescript`, or a registered exporter's id."),
        .init("exports", "cssPrefix", "text", default: exports.cssPrefix.isEmpty ? "empty (no prefix)" : "`\(exports.cssPrefix)`",
              "Prefix of every CSS custom property and class: `acme` gives `--acme-color-text-primary`."),
        .init("exports", "cssUnit", "`rem` or `px`", default: "`\(exports.cssUnit.rawValue)`", "The unit of CSS lengths and type sizes."),
        .init("exports", "cssBaseSize", "positive number", default: "`\(number(exports.cssBaseSize))`",
              "How many CSS pixels one `rem` stands for."),
        .init("exports", "cssLightDark", "`true` or `false`", default: "`\(exports.cssLightDark)`",
              "Write each colour that differs between light and dark once, as `light-dark(light, dark)` under `color-scheme`, instead of a block per appearance."),
        .init("exports", "androidPrefix", "text", default: "the system's name in snake case",
              "Prefix of every Android resource name: `acme` gives `@color/acme_color_text_primary`."),
        .init("exports", "iosPackage", "text", default: "the system's name in UpperCamelCase plus `Tokens`",
              "Name of the exported Swift package."),
        .init("exports", "iosModule", "text", default: "the package name", "Name of the Swift module apps import."),
        .init("exports", "iosPublicPalette", "`true` or `false`", default: "`\(exports.iosPublicPalette)`",
              "Whether palette colours are public in the iOS module; `false` keeps them internal."),
        .init("exports", "composePackage", "text", default: "the system's name in lowercase plus `.tokens`",
              "The Kotlin package of the Compose files."),
        .init("exports", "composeTheme", "text", default: "the system's name in UpperCamelCase plus `Theme`",
              "Name of the Compose theme composable."),
        .init("exports", Self.formatSection, "mapping", default: "none",
              "A package's own format's settings, under its id (`flutter:`); each key must be one the format declares (manual: Writing an export format)."),
        .init(nil, "contrast", "mapping", default: "none", "What contrast each mode of the design system must reach.",
              read: { $0.contrast($1, into: &$2) }),
        .init("contrast", "levels", "mapping of a context or combination to `aa` or `aaa`",
              default: "`aaa` in increased- and high-contrast modes, `--level` elsewhere",
              "The WCAG level a context (`increased`) or combination (`dark+increased`) is checked at; the most specific entry wins."),
        .init("contrast", "build", "`error` or `warning`", default: "`error`",
              "What a pair below its level is to `build` and `serve`: an error keeps the previous site; a warning is printed and the site is built. `check` fails on it either way. `init --from` writes `warning`."),
    ]

    /// Stands for any format's id in the reference; not a key the reader accepts as written.
    static let formatSection = "<format id>"

    /// The keys of one mapping (`nil`: the top level), in declaration order.
    static func names(in section: String?) -> [String] {
        all.filter { $0.section == section && $0.name != formatSection }.map(\.name)
    }

    /// `16`, not `16.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Whether a top-level key holds a list of mappings (`nav`) rather than one mapping.
    static func isList(_ name: String) -> Bool {
        all.first { $0.section == nil && $0.name == name }?.type.hasPrefix("list") ?? false
    }
}
