import Foundation

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

    func resolve(_ destination: String, from page: PageRoute, sourcePath: String) -> Resolution {
        if destination.isEmpty || Self.hasScheme(destination) || destination.hasPrefix("//") {
            return .external
        }
        var pathPart = destination
        var fragment: String?
        if let hash = pathPart.firstIndex(of: "#") {
            fragment = String(pathPart[pathPart.index(after: hash)...])
            pathPart = String(pathPart[..<hash])
        }
        if let query = pathPart.firstIndex(of: "?") { pathPart = String(pathPart[..<query]) }
        let anchor = fragment.map { $0.removingPercentEncoding ?? $0 }
        if pathPart.isEmpty {
            return .page(href: destination, target: page, anchor: anchor)
        }
        let decoded = pathPart.removingPercentEncoding ?? pathPart
        guard let target = Self.normalise(decoded, relativeTo: sourcePath) else {
            return .broken(
                reason: "link '\(destination)' leads outside the content folder",
                hint: "link to a page inside Content/, or use a full https:// URL")
        }
        let suffix = fragment.map { "#" + $0 } ?? ""
        for candidate in Self.pageCandidates(for: target) {
            if let route = index.pagesBySource[candidate] {
                return .page(href: page.relativeLink(to: route.path) + suffix, target: route, anchor: anchor)
            }
        }
        if index.assets.contains(target) {
            return .asset(href: page.rootPrefix + Self.encodePath(target) + suffix)
        }
        let shown = target.isEmpty ? "the content root" : "'\(target)'"
        return .broken(
            reason: "link '\(destination)' points to \(shown), which does not exist",
            hint: target.hasSuffix(".md") ? "check the file name; links are relative to this page's folder" : "link to the .md file of the page, relative to this page's folder")
    }

    /// `guides/x.md` is a page; so are `guides/x/`, `guides/` (their index.md) when written as folders.
    private static func pageCandidates(for target: String) -> [String] {
        if target.lowercased().hasSuffix(".md") { return [target] }
        let folder = target.hasSuffix("/") ? String(target.dropLast()) : target
        return [folder.isEmpty ? "index.md" : folder + "/index.md", folder + ".md"]
    }

    /// Resolves `..` and `.` against the source file's folder; nil when it climbs above the root.
    static func normalise(_ link: String, relativeTo sourcePath: String) -> String? {
        var parts: [Substring] = link.hasPrefix("/") ? [] : sourcePath.split(separator: "/").dropLast()
        for component in link.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        return link.hasSuffix("/") && !joined.isEmpty ? joined + "/" : joined
    }

    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    static func encodePath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
