import GeneratorSupport
import StylebookKit
import Testing
@testable import StylebookMarkdown

/// The flat reader is only a shortcut: whatever it reads must come out exactly as Yams reads
/// it, positions included, and whatever it is unsure of must go to Yams.
@Suite struct FlatFrontMatterTests {
    private func result(_ yaml: String, flat: Bool) -> Result<FrontMatter, Diagnostic> {
        do {
            return .success(flat
                ? try FrontMatter(yaml: yaml, path: "p.md", firstLine: 2)
                : try FrontMatter(composing: yaml, path: "p.md", firstLine: 2))
        } catch {
            return .failure(error)
        }
    }

    /// Front matter the flat reader takes itself.
    static let flat = [
        "title: \"Colour: the basics\"\norder: 3\n",
        "title: Buttons and links\ndescription: When to use which, and why.\n",
        "title: \"Spacing\"\nsidebar_position: 2\nweight: 7\n",
        "title: Motion\nweight: -4\ndraft: true\n",
        "title: Don't panic\norder: 0\nlayout: doc\ntags_x: a, b/c (d)\n",
        "sidebar_label: Short\nslug: /guides/short\ndraft: false\n",
        "title: \"\"\nwide: true\n",
        "order: 12\ntitle: Twelve\n",
    ]

    /// Front matter it must hand to Yams, valid or not.
    static let yamlOnly = [
        "title: Colour\n# a comment\norder: 1\n",
        "title: Colour\n\norder: 1\n",
        "title: \"Caf\u{E9}\"\n",
        "title: \"Tab\\there\"\n",
        "title: 'single'\n",
        "title: yes\n",
        "title: Null\n",
        "title: Off\n",
        "order: 010\n",
        "order: 1.5\n",
        "order: 99999999999999999999\n",
        "title: x\ntitle: y\n",
        "tags: [a, b]\n",
        "title: a: b\n",
        "title: trailing \n",
        "title:\n  nested\n",
        "title: \"open\n",
        "order: \"3\"\n",
        "title: 5\n",
        "draft: maybe\n",
        "weight: many\n",
        "key:value\n",
        "- a\n- b\n",
    ]

    @Test(arguments: flat + yamlOnly)
    func agreesWithYams(_ yaml: String) {
        let fast = result(yaml, flat: true)
        let reference = result(yaml, flat: false)
        switch (fast, reference) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect(a == b)
        default: Issue.record("flat reader gave \(fast), Yams gave \(reference)")
        }
    }

    @Test(arguments: flat)
    func commonFrontMatterSkipsYams(_ yaml: String) {
        #expect(FlatFrontMatter.entries(yaml) != nil)
    }

    @Test(arguments: yamlOnly)
    func anythingUnsureGoesToYams(_ yaml: String) {
        let entries = FlatFrontMatter.entries(yaml)
        let typed = entries.flatMap { FrontMatter(flat: $0, path: "p.md", firstLine: 2) }
        #expect(typed == nil)
    }

    @Test func keyPositionsAreLinesOfTheFile() throws {
        let matter = try FrontMatter(yaml: "title: T\norder: 4\n", path: "p.md", firstLine: 2)
        #expect(matter.keyLocations["order"] == SourceLocation(path: "p.md", line: 3, column: 1))
        #expect(matter.order == 4 && matter.position == 4)
    }
}
