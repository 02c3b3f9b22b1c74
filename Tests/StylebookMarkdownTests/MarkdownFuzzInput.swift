import StylebookMarkdown

/// One fuzz input through everything a page goes through in StylebookMarkdown: front matter,
/// parsing, walking and rendering with both hooks set, as the site builder sets them. Shared,
/// through a symbolic link, by the `FuzzMarkdown` libFuzzer target in Fuzz/ and by the test
/// that replays every input in Fuzz/regressions/FuzzMarkdown/.
enum MarkdownFuzzInput {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let path = "Content/fuzz.md"
        let source: SourceFile
        do {
            source = try SourceFile(text: text, path: path)
        } catch {
            _ = error.message
            return
        }
        let document = MarkdownDocument(parsing: source.body, path: path, lineOffset: source.bodyLineOffset)
        _ = document.links()
        _ = document.root.plainText
        _ = document.diagnostics.count
        var renderer = HTMLRenderer()
        renderer.rewriteLink = { destination, _ in destination.hasSuffix(".md") ? String(destination.dropLast(3)) + "/" : destination }
        // Directive blocks: a reserved first word replaces the code block, as in the site builder.
        renderer.renderCodeBlock = { info, literal, _ in
            let word = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            return ["contrast", "tokens", "token-downloads", "component"].contains(word)
                ? "<div class=\"directive\">\(literal.utf8.count)</div>" : nil
        }
        let rendered = renderer.render(document)
        _ = rendered.html.utf8.count
        _ = rendered.headings.map(\.id)
    }
}
