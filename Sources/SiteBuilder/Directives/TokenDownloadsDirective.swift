import Exporters
import StylebookKit

/// ```` ```token-downloads ````: every export format with its files, linked from `tokens/`.
struct TokenDownloadsDirective: Directive {
    static let name = "token-downloads"

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        context.outputs == nil
            ? [.needsDesignSystem(Self.name)]
            : []
    }

    func render(argument: String, body: String, context: DirectiveContext) -> String {
        guard let outputs = context.outputs else { return "" }
        var html = "<table class=\"token-downloads\">\n<thead><tr><th scope=\"col\">Format</th><th scope=\"col\">What it holds</th><th scope=\"col\">Files</th></tr></thead>\n<tbody>\n"
        for exporter in outputs.exporters {
            let files = outputs.exports.map(\.path).filter { $0.hasPrefix(exporter.id + "/") }.filter(Self.isListed).sorted()
            let links = files.map { path in
                "<a href=\"\(MarkupText.escape(context.rootPrefix + DesignSystemOutputs.tokensFolder + "/" + path))\"><code>\(MarkupText.escape(String(path.dropFirst(exporter.id.count + 1))))</code></a>"
            }
            html += "<tr><th scope=\"row\"><code>\(MarkupText.escape(exporter.id))</code></th><td>\(MarkupText.escape(exporter.summary))</td><td>\(links.joined(separator: "<br>"))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// An asset catalog holds one folder per colour; list the catalog, not each colourset.
    static func isListed(_ path: String) -> Bool {
        guard let range = path.range(of: ".xcassets/") else { return true }
        return path[range.upperBound...] == "Contents.json"
    }
}
