import StylebookKit
import StylebookMarkdown
import Testing

/// Pathological nesting must neither crash the parser nor overflow the stack in the Swift tree,
/// its comparisons, the renderer or deallocation.
@Suite struct DeepNestingTests {
    /// The deepest chain of nodes below `node`, measured without recursion.
    private func depth(of node: MarkdownNode) -> Int {
        var deepest = 0
        var stack: [(MarkdownNode, Int)] = [(node, 1)]
        while let (current, level) = stack.popLast() {
            deepest = max(deepest, level)
            for child in current.children { stack.append((child, level + 1)) }
        }
        return deepest
    }

    private func check(_ text: String, keeps expected: String) {
        let document = MarkdownDocument(parsing: text, path: "deep.md")
        #expect(depth(of: document.root) < 80)
        #expect(document.diagnostics.map(\.id) == ["content/nesting-too-deep"])
        // The tree is flattened so nothing crashes, but a site refuses the page: an error.
        #expect(document.diagnostics.first?.severity == .error)
        #expect(document.root.plainText.contains(expected))
        let output = HTMLRenderer().render(document).html
        #expect(output.contains(expected))
        // Equality and hashing walk the whole tree.
        #expect(document == MarkdownDocument(parsing: text, path: "deep.md"))
        #expect(Set([document.root]).count == 1)
    }

    @Test func tenThousandNestedBlockQuotes() {
        check(String(repeating: ">", count: 10_000) + " deep quote\n", keeps: "deep quote")
    }

    @Test func tenThousandNestedLists() {
        check(String(repeating: "- ", count: 10_000) + "deep item\n", keeps: "deep item")
        check(String(repeating: "1. ", count: 10_000) + "deep number\n", keeps: "deep number")
    }

    @Test func flattenedListsStillHoldOnlyItems() {
        let output = HTMLRenderer().render(MarkdownDocument(parsing: String(repeating: "- ", count: 200) + "x\n", path: "d.md")).html
        #expect(!output.contains("<ul>\n<p>"))
        #expect(!output.contains("<ul>\nx"))
        #expect(output.components(separatedBy: "<ul>").count == output.components(separatedBy: "</ul>").count)
        #expect(output.components(separatedBy: "<li>").count == output.components(separatedBy: "</li>").count)
    }

    @Test func deeplyNestedInlines() {
        check(String(repeating: "*", count: 20_000) + "deep emphasis" + String(repeating: "*", count: 20_000) + "\n",
              keeps: "deep emphasis")
        check(String(repeating: "![", count: 5_000) + "deep alt" + String(repeating: "](i.png)", count: 5_000) + "\n",
              keeps: "deep alt")
    }

    @Test func shallowDocumentsAreNotFlattened() {
        let text = String(repeating: "> ", count: 30) + "- - - quoted list\n"
        let document = MarkdownDocument(parsing: text, path: "d.md")
        #expect(document.diagnostics.isEmpty)
        #expect(depth(of: document.root) == 30 + 6 + 3)
    }
}
