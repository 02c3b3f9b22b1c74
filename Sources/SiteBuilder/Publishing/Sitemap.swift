import GeneratorSupport
import StylebookKit

/// `sitemap.xml` and `robots.txt`, written only when the site knows where it will be published
/// (`--base-url`): both need absolute URLs. No `lastmod`, so the output stays reproducible.
struct Sitemap {
    var baseURL: String
    var routes: [PageRoute]

    var root: String { baseURL.hasSuffix("/") ? baseURL : baseURL + "/" }

    var xml: String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes.sorted(by: { String.inByteOrder($0.path, $1.path) }) {
            text += "  <url><loc>\(MarkupText.escape(root + route.path))</loc></url>\n"
        }
        return text + "</urlset>\n"
    }

    var robots: String {
        "User-agent: *\nAllow: /\n\nSitemap: \(root)sitemap.xml\n"
    }
}
