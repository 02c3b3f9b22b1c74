import StylebookMarkdown
import Testing

/// cmark-gfm switches extension characters on and off in a process-wide table while it parses;
/// pages parsed at the same time must still all see their extensions. The pages are long so
/// that, without `CMarkConverter`'s lock, one page's inline parsing overlaps others finishing
/// (checked: without the lock this fails on every run).
@Suite struct ConcurrencyTests {
    @Test func parallelParsesMatchSerialOnes() async {
        let texts = (0..<64).map { index in
            let paragraph = "Text ~~gone \(index)~~ and www.example.com/\(index) or mail@example.com here.\n\n"
            return "# Page \(index)\n\n" + String(repeating: paragraph, count: 40)
                + "| a | b |\n|---|--:|\n| \(index) | x |\n\n- [x] done\n"
        }
        let expected = texts.map { HTMLRenderer().render(MarkdownDocument(parsing: $0, path: "p.md")).html }
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for round in 0..<8 {
                for (index, text) in texts.enumerated() {
                    group.addTask { (index, HTMLRenderer().render(MarkdownDocument(parsing: text, path: "p.md")).html) }
                }
                _ = round
            }
            var collected: [(Int, String)] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 8 * texts.count)
        for (index, html) in results {
            #expect(html == expected[index])
        }
        #expect(expected[3].contains("<del>gone 3</del>"))
        #expect(expected[3].contains("<a href=\"http://www.example.com/3\">"))
    }
}
