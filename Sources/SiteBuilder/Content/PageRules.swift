import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// The checks that look at one page alone (missing alt text, directive names). Shared by the
/// full build and `serve`'s incremental session, so both report the same problems.
enum PageRules {
    static func check(_ page: Page, document: MarkdownDocument, outputs: DesignSystemOutputs?,
                      directives: DirectiveRegistry = .standard) -> [Diagnostic] {
        ImageAltRule.check(page, document: document)
            + HomeLayout.problems(page)
            + directives.check(page, document: document, context: DirectiveContext(outputs: outputs, rootPrefix: page.route.rootPrefix))
    }
}
