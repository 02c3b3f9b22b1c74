import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// Reads the Markdown files a page imports and uses as components (Docusaurus's partials:
/// `import Warning from './_Warning.mdx'`, then `<Warning />`). Each is parsed with its own
/// path, so its problems point into it, and its relative links are rewritten from the content
/// root, so they lead where they lead from the partial's own folder, as in Docusaurus.
struct PartialFiles: Sendable {
    /// The importing page. The folders below are worked out only for a page that imports
    /// something: URL arithmetic on every page was a visible part of parsing.
    private let item: ContentItem
    private var markdown = MarkdownSettings()

    init(for item: ContentItem, markdown: MarkdownSettings = MarkdownSettings()) {
        self.markdown = markdown
        self.item = item
    }

    /// The content folder, worked out from the importing page.
    var contentRoot: URL {
        let depth = item.relativePath.split(separator: "/").count
        var root = item.url
        for _ in 0..<depth { root.deleteLastPathComponent() }
        return root
    }

    /// How diagnostics name the content folder.
    var displayRoot: String {
        let display = item.displayPath
        return display.hasSuffix(item.relativePath) ? String(display.dropLast(item.relativePath.count)) : ""
    }

    /// The loader for the imports of `importer` (content-relative), which was reached through `chain`.
    func loader(importer: String, chain: [String] = []) -> PartialLoader {
        let files = self
        return { source, location in files.load(source, importer: importer, chain: chain, at: location) }
    }

    /// The content-relative path an import names: relative to the importing file, or from
    /// Docusaurus's site folder (`@site/docs/_x.mdx`, the docs folder being the content folder).
    /// Backslashes are JavaScript's escapes (`\_x.mdx`, as formatters write it).
    func path(of source: String, importer: String) -> String? {
        let written = source.replacingOccurrences(of: "\\", with: "")
        guard written.hasPrefix("@site/") else { return LinkResolver.normalise(written, relativeTo: importer) }
        let parts = written.dropFirst("@site/".count).split(separator: "/")
        guard let first = parts.first, first == "docs" || first == contentRoot.lastPathComponent, parts.count > 1 else { return nil }
        return LinkResolver.normalise(parts.dropFirst().joined(separator: "/"), relativeTo: "")
    }

    private func load(_ source: String, importer: String, chain: [String], at location: SourceLocation) -> Result<Partial, Diagnostic> {
        guard let path = path(of: source, importer: importer) else {
            return .failure(Diagnostic(.contentMissingPartial, "import '\(source)' leads outside the content folder", at: location,
                                   hint: "keep partials inside the content folder and import them with a relative path"))
        }
        if path == importer || chain.contains(path) {
            let loop = (chain + [importer, path]).drop { $0 != path }.map { "'\($0)'" }.joined(separator: " → ")
            return .failure(Diagnostic(
                .contentPartialCycle,
                path == importer ? "'\(importer)' imports itself" : "'\(importer)' imports '\(path)', which imports it again: \(loop)",
                at: location, hint: "remove the import; a partial cannot contain itself"))
        }
        let url = contentRoot.appendingPathComponent(path)
        guard FileType.withoutFollowing(url.path) == .regular else {
            let folder = url.deletingLastPathComponent()
            let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.lowercased().hasSuffix(".md") || $0.lowercased().hasSuffix(".mdx") }.sorted()
            let suggestion = Suggestion.closest(to: url.lastPathComponent, in: siblings)
            return .failure(Diagnostic(
                .contentMissingPartial, "import '\(source)' names '\(path)', which does not exist", at: location,
                hint: suggestion.map { "did you mean '\($0)'?" } ?? "check the path; it is relative to this file's folder"))
        }
        let display = displayRoot + path
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            return .failure(Diagnostic(.contentUnreadable, "cannot read the partial '\(path)' as UTF-8 text", at: SourceLocation(path: display),
                                   hint: "check that the file exists, is readable and is saved as UTF-8"))
        }
        let file: SourceFile
        do {
            file = try SourceFile(text: text, path: display)
        } catch {
            return .failure(error)
        }
        let document = MarkdownDocument(parsing: file.body, path: display, lineOffset: file.bodyLineOffset,
                                        isMDX: markdown.isMDX(path: path, frontMatterFormat: file.frontMatter.values["format"]?.text), partials: loader(importer: path, chain: chain + [importer]))
        return .success(Partial(root: Self.rebased(document.root, from: path), diagnostics: document.diagnostics))
    }

    /// The tree with every relative link and image made a link from the content root.
    static func rebased(_ node: MarkdownNode, from file: String) -> MarkdownNode {
        let kind: MarkdownNode.Kind
        switch node.kind {
        case .link(let destination, let title): kind = .link(destination: rebase(destination, from: file), title: title)
        case .image(let source, let title): kind = .image(source: rebase(source, from: file), title: title)
        default: kind = node.kind
        }
        guard !node.children.isEmpty || kind != node.kind else { return node }
        return MarkdownNode(kind: kind, children: node.children.map { rebased($0, from: file) }, range: node.range)
    }

    private static func rebase(_ link: String, from file: String) -> String {
        guard let first = link.first, first != "/", first != "#", !LinkResolver.hasScheme(link) else { return link }
        let end = link.firstIndex { $0 == "#" || $0 == "?" } ?? link.endIndex
        guard let target = LinkResolver.normalise(String(link[..<end]), relativeTo: file) else { return link }
        return "/" + target + link[end...]
    }
}
