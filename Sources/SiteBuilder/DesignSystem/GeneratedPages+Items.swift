import Foundation

extension GeneratedPages {
    /// The generated pages as content items, named the way a build names them.
    static func items(for outputs: DesignSystemOutputs?, contentDirectory: URL) -> [ContentItem] {
        guard let outputs else { return [] }
        return sources(for: outputs).map {
            ContentItem(kind: .page, relativePath: $0.relativePath, url: contentDirectory.appendingPathComponent($0.relativePath),
                        displayPath: "(generated) " + $0.relativePath, generatedText: $0.markdown)
        }
    }
}
