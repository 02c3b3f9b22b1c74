import StylebookKit

/// Turns a parsed page into HTML close to what GitHub shows for the same Markdown.
/// The hooks let the site builder rewrite links and replace directive code blocks.
public struct HTMLRenderer: Sendable {
    /// Applied to every link `href` and image `src`; gets the link's range, or its nearest
    /// positioned ancestor's when cmark gives none.
    public var rewriteLink: (@Sendable (_ destination: String, _ range: SourceRange?) -> String)?
    /// Writes links as they are and records where (`RenderedMarkdown.linkSlots`), for a caller
    /// that renders before it can resolve them; `rewriteLink` is not called.
    public var defersLinks = false
    /// A non-nil result replaces the default `<pre><code>` for that code block, verbatim.
    public var renderCodeBlock: (@Sendable (_ info: String, _ literal: String, _ range: SourceRange?) -> String?)?
    /// Given a fenced block's language (first word of the info string, may be empty) and its
    /// text, returns the HTML that goes inside `<code>`: already escaped, usually `<span>`s.
    /// Nil keeps the plain escaped text.
    public var highlightCode: (@Sendable (_ language: String, _ code: String) -> String?)?
    /// Renders `> [!NOTE]`-style blockquotes as GitHub does: a titled callout with an icon.
    public var githubAlerts = true
    /// Adds a `#` link to each heading that points at the heading itself.
    public var headingSelfLinks = true

    public init() {}

    /// Returns the body HTML and the headings in document order, each with its unique id
    /// (its `{#id}`, or a `Slugger` slug of the heading's plain text).
    public func render(_ document: MarkdownDocument) -> RenderedMarkdown {
        var pass = HTMLRenderPass(renderer: self, document: document)
        return pass.run()
    }
}
