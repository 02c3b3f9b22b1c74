import Foundation
import StylebookMarkdown
import Testing
@testable import SiteBuilder

/// `Page` keeps its fields in one box shared between copies (cheap to hand around), so it must
/// still behave as a value: changing a copy never changes the page it was copied from.
@Suite("page value")
struct PageValueTests {
    private func page(_ title: String) -> Page {
        Page(item: ContentItem(kind: .page, relativePath: "guide/a.md", path: "/site/Content/guide/a.md", displayPath: "Content/guide/a.md"),
             route: PageRoute(path: "guide/a/"), frontMatter: FrontMatter(), document: nil, headingIDs: ["intro"],
             title: title, description: nil, order: 2, hasOwnTitleHeading: true)
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = page("A")
        var copy = original
        copy.title = "B"
        copy.headingIDs.append("usage")
        copy.frontMatter.navigationLabel = "Short"
        copy.item.displayPath = "elsewhere.md"
        #expect(original.title == "A")
        #expect(original.headingIDs == ["intro"])
        #expect(original.navigationTitle == "A")
        #expect(original.item.displayPath == "Content/guide/a.md")
        #expect(copy.title == "B")
        #expect(copy.headingIDs == ["intro", "usage"])
        #expect(copy.navigationTitle == "Short")
        #expect(copy.item.displayPath == "elsewhere.md")
    }

    @Test func pagesInACollectionChangeOneAtATime() {
        var pages = ["a": page("A")]
        pages["b"] = pages["a"]
        pages["b"]?.order = 7
        #expect(pages["a"]?.order == 2)
        #expect(pages["b"]?.order == 7)
    }

    @Test func anItemKeepsItsPathAsAURLGivesIt() {
        #expect(ContentItem.path("guide/a.md", in: "/site/Content") == URL(fileURLWithPath: "/site/Content").appendingPathComponent("guide/a.md").path)
        #expect(ContentItem.path("a.md", in: "/") == URL(fileURLWithPath: "/").appendingPathComponent("a.md").path)
        let item = ContentItem(kind: .page, relativePath: "a.md", url: URL(fileURLWithPath: "/site/Content/a.md"), displayPath: "a.md")
        #expect(item.path == "/site/Content/a.md")
        #expect(item.url == URL(fileURLWithPath: "/site/Content/a.md"))
    }
}
