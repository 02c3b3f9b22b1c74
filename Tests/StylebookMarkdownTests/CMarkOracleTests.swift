import Foundation
@testable import StylebookMarkdown
import Testing

/// cmark-gfm's own HTML renderer is the oracle for ours: on a page using every construct
/// (`Golden/Everything.md`), our HTML must be cmark's byte for byte once what we add on purpose
/// is taken out again. Each of these rules must find something to take out, so none can go stale:
///
/// - void elements are HTML5 (`<br>`, `<hr>`, `<img …>`, `<input …>`), where cmark writes XHTML's ` />`;
/// - headings carry an `id` and end in a `heading-anchor` self-link;
/// - task lists carry GitHub's classes, and each checkbox an `aria-label` (its item's text), as
///   a checkbox with no label fails WCAG; cmark writes `disabled=""`;
/// - a fence with a `title="…"` is wrapped in `<div class="code-fence">` with the title as a `<p>`;
/// - the footnotes section is labelled (`aria-label="Footnotes"`), as a landmark needs a name.
struct CMarkOracleTests {
    @Test func everythingRendersAsCmarkGFMDoes() throws {
        let markdown = try goldenInput("Everything.md")
        var ours = HTMLRenderer().render(MarkdownDocument(parsing: markdown, path: "Content/Everything.md")).html
        let rules: [(what: String, pattern: String, cmark: String)] = [
            ("heading anchor", ##" <a class="heading-anchor" href="#[^"]*" aria-label="[^"]*">#</a>"##, ""),
            ("heading id", ##"<h([1-6]) id="[^"]*">"##, "<h$1>"),
            ("task list class", ##"<ul class="contains-task-list">"##, "<ul>"),
            ("task item class", ##"<li class="task-list-item">"##, "<li>"),
            ("checked task box", #"<input type="checkbox" class="task-list-item-checkbox" disabled checked aria-label="[^"]*">"#,
             #"<input type="checkbox" checked="" disabled="">"#),
            ("open task box", #"<input type="checkbox" class="task-list-item-checkbox" disabled aria-label="[^"]*">"#,
             #"<input type="checkbox" disabled="">"#),
            ("fence title", ##"<div class="code-fence">\n<p class="code-fence-title">[^<]*</p>\n(<pre>[\s\S]*?</pre>\n)</div>\n"##, "$1"),
            ("footnotes label", ##" aria-label="Footnotes""##, ""),
        ]
        for rule in rules {
            let regex = try NSRegularExpression(pattern: rule.pattern)
            let range = NSRange(ours.startIndex..., in: ours)
            #expect(regex.numberOfMatches(in: ours, range: range) > 0, "nothing of ours is a \(rule.what) any more: drop the rule")
            ours = regex.stringByReplacingMatches(in: ours, range: range, withTemplate: rule.cmark)
        }
        let cmark = CMarkConverter.referenceHTML(markdown).replacingOccurrences(of: " />", with: ">")
        #expect(cmark.contains("<table>") && cmark.contains("footnotes"), "the oracle parsed with the extensions")
        #expect(ours == cmark)
    }
}
