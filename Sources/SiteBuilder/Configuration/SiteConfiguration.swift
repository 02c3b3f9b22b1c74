import Audit
import Exporters
import Foundation
import GeneratorSupport
import StylebookKit

/// What `stylebook.yml` says about a site. Every field is optional in the file; command-line
/// flags override it. Documented, key by key, in the manual (Content/guide/configuration.md).
public struct SiteConfiguration: Sendable, Equatable {
    public struct Link: Sendable, Equatable {
        public var text: String
        public var url: String
        public init(text: String, url: String) {
            self.text = text
            self.url = url
        }
    }

    public struct Repository: Sendable, Equatable {
        /// The repository's web address, e.g. `https://github.com/acme/design`.
        public var url: String
        /// Branch that "Edit this page" links open.
        public var branch = "main"
        /// The package's folder inside the repository, when it is not the root (e.g. `design`).
        public var directory = ""
        /// Show "Edit this page" on pages written in Content/.
        public var editLinks = true
        /// Show the date of the last commit that touched each page's file.
        public var lastUpdated = true

        public init(url: String) { self.url = url }

        /// GitHub, GitLab and Gitea all serve `/edit/BRANCH/PATH`.
        public func editURL(forPackagePath path: String) -> String? {
            guard editLinks else { return nil }
            let base = url.hasSuffix("/") ? String(url.dropLast()) : url
            let folder = directory.isEmpty ? "" : directory.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + "/"
            return "\(base)/edit/\(branch)/\(folder)\(path)"
        }
    }

    /// Where the site's own values came from, for diagnostics; nil when there is no file.
    public var file: URL?
    public var name: String?
    /// A file under Content/ shown in the header instead of the built-in mark.
    public var logo: String?
    public var baseURL: String?
    /// BCP 47 language tag of the pages, e.g. `en`, `de-CH`.
    public var language = "en"
    public var footer: String?
    /// `version`: the design system's release, which deprecated tokens' `removedIn:` is compared with.
    public var version: String?
    public var repository: Repository?
    /// `versions:`: revisions published beside the working tree, newest first.
    public var versions: [PublishedVersion] = []
    /// Extra links in the header, in order.
    public var nav: [Link] = []
    public var content: String?
    public var templates: String?
    public var output: String?
    /// How many top-level entries the sidebar lists before it shows only the current page's
    /// and links to a page of them all (`sidebar: sections:`).
    public var sidebarSections = SectionsIndex.defaultLimit
    /// `markdown:`: which pages are MDX, and the route prefix of links.
    public var markdown = MarkdownSettings()
    /// The folder copied to the site root as it is (`public:`, relative to the package, e.g.
    /// Docusaurus's `../website/static`); nil for `public/` inside the content folder.
    public var publicFolder: String?
    /// The project's own levels for diagnostic ids (`severities:`), in file order.
    public var severities: [SeverityOverride] = []
    /// The names and units of the token exports (`exports:`), as the exporters take them.
    public var exports = ExportSettings()
    /// `contrast.levels`: the level a context or combination asks for, above the default (AAA in
    /// high-contrast contexts, the command's `--level` elsewhere).
    public var contrastLevels: [ContrastPolicy.LevelEntry] = []
    /// `contrast.build`: what a pair below its level is to `build` and `serve`. An error keeps
    /// the previous site (the default); a warning is printed and the site is built, so a team
    /// that imported a set with findings can read them on its contrast page while `check` fails.
    public var contrastBuildSeverity: Diagnostic.Severity = .error
    /// Where each top-level key was written, for problems found after reading (a missing logo).
    public var locations: [String: SourceLocation] = [:]
    /// Where each `exports:` key was written, so a value the exporters reject points at its line.
    public var exportLocations: [String: SourceLocation] = [:]

    /// `tokens:`: token files that are the design system's source of truth, read afresh by every
    /// build, check, serve and diff instead of being imported into Swift once.
    public var tokens: TokenFiles?

    public struct TokenFiles: Sendable, Equatable {
        /// A DTCG file or resolver, a Tokens Studio folder or `$themes.json`, a Figma variables
        /// response, or a Style Dictionary folder or `config.json`; relative to `stylebook.yml`.
        public var source: String
        /// A `pairs.yml` whose roles and pairs join the tokens', as `check --tokens --pairs` reads it.
        public var pairs: String?
        /// Modifiers held at one context instead of becoming axes (`brand: acme`).
        public var context: [String: String] = [:]
        /// Where `source` was written, for problems reading it.
        public var location: SourceLocation?

        public init(source: String, pairs: String? = nil, context: [String: String] = [:], location: SourceLocation? = nil) {
            self.source = source
            self.pairs = pairs
            self.context = context
            self.location = location
        }
    }

    /// One entry of `versions:`: a git revision, its name in the switcher and its folder.
    public struct PublishedVersion: Sendable, Hashable {
        public var ref: String
        public var label: String
        /// The folder it is published in, without slashes (`v1.0.0`).
        public var path: String
        /// Where the entry was written, for problems building it.
        public var location: SourceLocation?

        public init(ref: String, label: String? = nil, path: String? = nil, location: SourceLocation? = nil) {
            self.ref = ref
            self.label = label ?? ref
            self.path = path ?? ref
            self.location = location
        }
    }

    public init() {}

    public static let fileName = "stylebook.yml"
}

extension SiteConfiguration {
    /// What the exporters say about the `exports:` values, at the lines that set them.
    public func exportProblems(registry: ExporterRegistry) -> [Diagnostic] {
        exports.problems(registry: registry).map { problem in
            problem.diagnostic(at: exportLocations[problem.field] ?? file.map { SourceLocation(path: DisplayPath.of($0)) })
        }
    }
}
