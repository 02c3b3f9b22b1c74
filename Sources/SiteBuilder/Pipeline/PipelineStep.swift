/// The build's steps, in the order they run. `stylebook build`, `stylebook check` and
/// `stylebook serve` all run this one list through `SitePipeline`, each as its `PipelinePlan`
/// says: a build runs every step over every page (those the build cache says changed, with
/// one), `check` stops after `.check`, and serve keeps each step's results and runs the steps
/// again only for what a change touches.
enum PipelineStep: String, CaseIterable, Sendable {
    /// Take up where the last build into the same output folder stopped (`BuildCache`): every
    /// page as it was, and the run narrowed to what changed since.
    case loadCache = "load cache"
    /// Walk Content/ for pages and assets, and add the design system's generated pages.
    case discover
    /// Front matter and Markdown into a page with its own diagnostics.
    case parse
    /// Routes, the link table and navigation.
    case resolve
    /// Markdown into HTML, with links rewritten; what the link checks and search need from each page.
    case renderMarkdown = "render markdown"
    /// Whole-site checks, templates compiled and linted: every diagnostic a build reports.
    case check
    /// Pages into the layout, staged next to the output.
    case renderTemplates = "render templates"
    /// Token exports, content and theme assets, search index, 404 page, sitemap.
    case publish
    /// The staged files moved into the output folder; files no longer produced removed.
    case write
    /// What the next build needs to take up from here, beside the output folder.
    case saveCache = "save cache"
}
