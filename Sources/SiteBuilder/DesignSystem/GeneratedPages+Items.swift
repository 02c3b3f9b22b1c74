import Foundation

extension GeneratedPages {
    /// The generated pages (the design system's and Stylebook's reference) as content items,
    /// named the way a build names them.
    static func items(for outputs: DesignSystemOutputs?, reference: StylebookReference? = nil, contentDirectory: URL) -> [ContentItem] {
        let sources = (outputs.map(sources(for:)) ?? []) + (reference?.sources ?? [])
        return sources.map {
            ContentItem(kind: .page, relativePath: $0.relativePath, url: contentDirectory.appendingPathComponent($0.relativePath),
                        displayPath: "(generated) " + $0.relativePath, generatedText: $0.markdown)
        }
    }
}
