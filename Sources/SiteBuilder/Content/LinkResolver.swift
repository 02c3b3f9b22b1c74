import Foundation
import GeneratorSupport
import StylebookKit

/// Turns a link written in Markdown (relative to the source file, GitHub style) into the link
/// the built site needs, or says why it cannot.
struct LinkResolver: Sendable {
    enum Resolution: Equatable, Sendable {
        /// Not ours to touch: another site, `mailto:`, and the like.
        case external
        /// A link into the site; `anchor` is checked once every page's headings are known.
        case page(href: String, target: PageRoute, anchor: String?)
        case asset(href: String)
        case broken(reason: String, hint: String)
    }

    var index: SiteIndex
    /// `markdown.routeBasePath`: a link from the site root under it points at the content root.
    var routeBasePath: String?

    func resolve(_ written: String, from page: PageRoute, sourcePath: String) -> Resolution {
        let found = resolve(written, as: written, from: page, sourcePath: sourcePath)
        // `/docs/cli` under `routeBasePath: /docs`: tried only when the link as written fails, so
        // a link that resolved before never leads elsewhere.
        guard case .broken = found, let base = routeBasePath, base != "/", written.hasPrefix(base) else { return found }
        let rest = written.dropFirst(base.count)
        guard rest.isEmpty || rest.first == "/" || rest.first == "#" || rest.first == "?" else { return found }
        let stripped = resolve(rest.first == "/" ? String(rest) : "/" + rest, as: written, from: page, sourcePath: sourcePath)
        if case .broken = stripped { return found }
        return stripped
    }

    private func resolve(_ destination: String, as written: String, from page: PageRoute, sourcePath: String) -> Resolution {
        if destination.isEmpty || Self.hasScheme(destination) || destination.hasPrefix("//") {
            return .external
        }
        // URL syntax is bytes: `#`, `?` and `/` are found as bytes, not as whole characters.
        var pathPart = destination
        var fragment: String?
        if let hash = pathPart.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(pathPart[pathPart.utf8.index(after: hash)...])
            pathPart = String(pathPart[..<hash])
        }
        let withQuery = pathPart
        if let query = pathPart.utf8.firstIndex(of: UInt8(ascii: "?")) { pathPart = String(pathPart[..<query]) }
        let anchor = fragment.map(Self.percentDecoded)
        if pathPart.isEmpty {
            return pageLink(page, base: withQuery, fragment: fragment, anchor: anchor)
        }
        let decoded = Self.percentDecoded(pathPart)
        guard let target = Self.normalise(decoded, relativeTo: sourcePath) else {
            if !decoded.lowercased().hasSuffix(".md"), let found = resolveAsURL(decoded, from: page, fragment: fragment, anchor: anchor) {
                return found
            }
            return .broken(
                reason: "link '\(written)' leads outside the content folder",
                hint: "link to a page inside Content/, or use a full https:// URL")
        }
        for candidate in Self.pageCandidates(for: target) {
            if let route = index.pagesBySource[candidate] {
                return pageLink(route, base: page.relativeLink(to: route.path), fragment: fragment, anchor: anchor)
            }
        }
        if index.assets.contains(target) {
            return .asset(href: page.rootPrefix + Self.encodePath(target) + (fragment.map { "#" + $0 } ?? ""))
        }
        let routePath = target.isEmpty || target.hasSuffix("/") ? target : target + "/"
        if decoded.hasPrefix("/"), let route = index.pagesByPath[routePath] {
            return pageLink(route, base: page.relativeLink(to: route.path), fragment: fragment, anchor: anchor)
        }
        // `/guide/intro.html`: the page as VitePress publishes it.
        if target.lowercased().hasSuffix(".html"), let route = index.pagesBySource[String(target.dropLast(5)) + ".md"] {
            return pageLink(route, base: page.relativeLink(to: route.path), fragment: fragment, anchor: anchor)
        }
        // Docusaurus resolves a link without `.md` against the page's URL, which has no trailing
        // slash, and a browser stops `..` at the root: try that reading before giving up.
        if !decoded.hasPrefix("/"), !target.lowercased().hasSuffix(".md"),
           let found = resolveAsURL(decoded, from: page, fragment: fragment, anchor: anchor) {
            return found
        }
        // Docusaurus's rule for a bare `file.md` link: beside the page first, then from the content root.
        if Self.isBare(decoded), Self.isPageFile(target), let rootTarget = Self.normalise(decoded, relativeTo: ""),
           let route = Self.pageCandidates(for: rootTarget).lazy.compactMap({ index.pagesBySource[$0] }).first {
            return pageLink(route, base: page.relativeLink(to: route.path), fragment: fragment, anchor: anchor)
        }
        let shown = target.isEmpty ? "the content root" : "'\(target)'"
        if index.partials.contains(target) {
            return .broken(
                reason: "link '\(written)' points to '\(target)', a partial that is not published on its own",
                hint: "link to a page that uses it; a file whose name starts with `_` is inlined where a page imports it")
        }
        if let draft = Self.pageCandidates(for: target).first(where: index.drafts.contains) {
            return .broken(
                reason: "link '\(written)' points to '\(draft)', a draft that is not built",
                hint: "remove `draft: true` from that page, or remove the link until it is published")
        }
        if let suggestion = suggestion(for: target, writtenAs: decoded) {
            return .broken(reason: "link '\(written)' points to \(shown), which does not exist",
                           hint: "did you mean '\(suggestion)'?")
        }
        return .broken(
            reason: "link '\(written)' points to \(shown), which does not exist",
            hint: target.hasSuffix(".md") ? "check the file name; links are relative to this page's folder" : "link to the .md file of the page, relative to this page's folder")
    }

    private func resolveAsURL(_ link: String, from page: PageRoute, fragment: String?, anchor: String?) -> Resolution? {
        var parts = page.segments.dropLast()
        for component in link.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(component))
            }
        }
        let target = parts.joined(separator: "/")
        for candidate in Self.pageCandidates(for: target) {
            if let route = index.pagesBySource[candidate] {
                return pageLink(route, base: page.relativeLink(to: route.path), fragment: fragment, anchor: anchor)
            }
        }
        // A page's route set by its `id` or `slug` (`../reducing-boilerplate`).
        if let route = index.pagesByPath[target.isEmpty ? "" : target + "/"] {
            return pageLink(route, base: page.relativeLink(to: route.path), fragment: fragment, anchor: anchor)
        }
        return nil
    }

    /// Neither `./`, `../` nor `/`: a link Docusaurus also looks up from the content root.
    private static func isBare(_ link: String) -> Bool {
        !link.hasPrefix("/") && !link.hasPrefix("./") && !link.hasPrefix("../")
    }

    private static func isPageFile(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".mdx")
    }

    /// A link to `route`. An anchor written the way VitePress and Docusaurus make slugs
    /// (`#content` for the heading `` `<Content />` ``, whose GitHub id is `content-`) is pointed
    /// at the heading it means, when exactly one heading reads the same without its dashes.
    private func pageLink(_ route: PageRoute, base: String, fragment: String?, anchor: String?) -> Resolution {
        guard let fragment, let anchor else { return .page(href: base, target: route, anchor: anchor) }
        if let id = index.looseMatch(anchor, on: route) {
            return .page(href: base + "#" + (id.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? id),
                         target: route, anchor: id)
        }
        return .page(href: base + "#" + fragment, target: route, anchor: anchor)
    }

    /// The closest page or file to a broken target, written from the site root in the link's
    /// own style (`/guide/intro.md`, `/guide/intro`, `/logo.png`).
    private func suggestion(for target: String, writtenAs link: String) -> String? {
        var stem = target.hasSuffix("/") ? String(target.dropLast()) : target
        var extensionStyle = ""
        for pageExtension in [".md", ".html"] where stem.lowercased().hasSuffix(pageExtension) {
            stem = String(stem.dropLast(pageExtension.count))
            extensionStyle = pageExtension
        }
        guard !stem.isEmpty, let found = Suggestion.closest(to: stem, in: index.linkTargets), found != stem else { return nil }
        let isPage = !index.assets.contains(found)
        if isPage, extensionStyle.isEmpty { return "/" + found + (link.hasSuffix("/") && !found.isEmpty ? "/" : "") }
        if isPage, extensionStyle == ".md", index.pagesBySource[found + ".md"] == nil { return "/" + found + "/index.md" }
        return "/" + found + (isPage ? extensionStyle : "")
    }

    /// `guides/x.md` is a page; so are `guides/x/`, `guides/` (their index.md) when written as
    /// folders, and a folder's `README.md` or page named after it (`guides/guides.md`), which
    /// GitHub and Docusaurus show as the folder's page.
    private static func pageCandidates(for target: String) -> [String] {
        if isPageFile(target) { return [target] }
        let folder = target.hasSuffix("/") ? String(target.dropLast()) : target
        guard !folder.isEmpty else { return ["index.md", "README.md", "index.mdx"] }
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        return [folder + "/index.md", folder + ".md", folder + "/README.md", folder + "/" + name + ".md",
                folder + "/index.mdx", folder + ".mdx", folder + "/" + name + ".mdx"]
    }

    /// Resolves `..` and `.` against the source file's folder; nil when it climbs above the root.
    static func normalise(_ link: String, relativeTo sourcePath: String) -> String? {
        let slash = UInt8(ascii: "/")
        var parts: [Substring.UTF8View] = link.utf8.first == slash ? [] : sourcePath.utf8.split(separator: slash).dropLast()
        for component in link.utf8.split(separator: slash, omittingEmptySubsequences: true) {
            if component.elementsEqual(".".utf8) { continue }
            if component.elementsEqual("..".utf8) {
                if parts.isEmpty { return nil }
                parts.removeLast()
            } else {
                parts.append(component)
            }
        }
        var joined = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { joined += "/" }
            joined += Substring(part)
        }
        return link.utf8.last == slash && !joined.isEmpty ? joined + "/" : joined
    }

    /// `%20` decoded; text without `%` is returned as it is without asking Foundation.
    private static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    static func hasScheme(_ text: String) -> Bool {
        // Most links have no colon at all; finding that out byte by byte is cheap.
        guard text.utf8.contains(UInt8(ascii: ":")), let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    static func encodePath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
