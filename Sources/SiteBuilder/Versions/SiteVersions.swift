import Foundation
import GeneratorSupport

/// The versions a site publishes (`versions:` in stylebook.yml) as one build of them sees them:
/// every page's switcher links the same page in each version when that version has it, and its
/// home page when not; an old version's banner links the current version the same way.
public struct SiteVersions: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var label: String
        /// Where the version is in the whole site: "" for the working tree, "v1.0.0/" for a version.
        public var folder: String
        /// Its pages' route paths ("" for its home, "guide/tokens/"), so a link can tell whether
        /// the same page is there; nil while not known (then links go to its home page).
        public var routes: Set<String>?

        public init(label: String, folder: String, routes: Set<String>?) {
            self.label = label
            self.folder = folder
            self.routes = routes
        }
    }

    /// Newest first: the working tree, then each listed version.
    public var entries: [Entry]
    /// The entry this build is.
    public var current: Int

    public init(entries: [Entry], current: Int) {
        self.entries = entries
        self.current = current
    }

    /// The same text for the same versions in every process (a `Set`'s order is not).
    public var fingerprint: String {
        entries.map { "\($0.label)|\($0.folder)|\($0.routes.map { $0.sorted(by: String.inByteOrder).joined(separator: ",") } ?? "?")" }
            .joined(separator: ";") + " current \(current)"
    }

    /// True for a build of an old version: its pages carry the banner.
    public var isOld: Bool { current > 0 }

    /// Whether `entry` (at `index`) has the page at `route`: the page's own version always does,
    /// even before its routes are known (serve's first build, a page just added).
    func has(_ route: String, at index: Int) -> Bool {
        index == current || entries[index].routes?.contains(route) == true
    }

    /// The link from the page at `route` (a route path of this version) to entry `index`: the
    /// same page there when it has one, else its home, relative to the page (`rootPrefix` leads
    /// from the page to this version's root).
    func href(to index: Int, from route: String, rootPrefix: String) -> String {
        let up = String(repeating: "../", count: entries[current].folder.split(separator: "/").count)
        let href = rootPrefix + up + entries[index].folder + (has(route, at: index) ? route : "")
        return href.isEmpty ? "./" : href
    }

    /// `versions` as templates see it: `current` (label), `list` (label, href, isCurrent,
    /// hasPage) and, in an old version, `banner` (label, latest, href).
    func templateValues(route: String, rootPrefix: String) -> VersionsContext {
        let list = entries.enumerated().map { index, entry in
            VersionsContext.Version(label: entry.label, href: href(to: index, from: route, rootPrefix: rootPrefix),
                                    isCurrent: index == current, hasPage: has(route, at: index))
        }
        let banner = isOld ? VersionsContext.Banner(label: entries[current].label, latest: entries[0].label,
                                                    href: href(to: 0, from: route, rootPrefix: rootPrefix),
                                                    hasPage: has(route, at: 0)) : nil
        return VersionsContext(current: entries[current].label, list: list, banner: banner)
    }
}

/// `versions` as templates see it, on a site with `versions:`.
struct VersionsContext: TemplateContext {
    struct Version: TemplateContext {
        var label: String
        var href: String
        var isCurrent: Bool
        var hasPage: Bool
    }

    struct Banner: TemplateContext {
        var label: String
        var latest: String
        var href: String
        var hasPage: Bool
    }

    var current: String
    var list: [Version]
    var banner: Banner?
}

/// A whole site built before this one (a version's), copied into this build's output at `folder`.
public struct MountedSite: Sendable, Hashable {
    /// Where it goes in the output: "v1.0.0" (no trailing slash).
    public var folder: String
    /// The built site, a stylebook output folder.
    public var site: URL
    /// Changes whenever what the site was built from does (`VersionState.stamp`), so this
    /// build's fingerprint tells when the copy must be made again.
    public var stamp: String

    public init(folder: String, site: URL, stamp: String) {
        self.folder = folder
        self.site = site
        self.stamp = stamp
    }
}
