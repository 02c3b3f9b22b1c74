import Foundation

extension Theme {
    /// The ids the theme's markup writes as they are (`main#content`, the search box), read from
    /// every template. A page's headings step aside for them, so no page has one id twice; an
    /// override that adds an id is read the same way.
    public var fixedIDs: Set<String> {
        var ids: Set<String> = []
        for file in files where file.path.hasSuffix(".html") && !file.path.hasPrefix("assets/") {
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
            // An id a template fills in (`id="{{id}}"`) is the page's own, not the theme's.
            ids.formUnion(HTMLIDs.scan(text).filter { !$0.isEmpty && !$0.contains("{{") })
        }
        return ids
    }
}
