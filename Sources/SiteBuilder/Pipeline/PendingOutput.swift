import Foundation

/// Output the pipeline owes its output folder. It accumulates while errors hold writing back, so
/// a page saved during a broken edit elsewhere is still written once everything is fixed.
struct PendingOutput {
    /// Render and publish every file: nothing was written yet, or navigation or the theme changed.
    var everything = true
    /// Content-relative paths of pages to render and write.
    var pages: Set<String> = []
    /// Routes of deleted pages, whose index.html goes unless another page now owns the route.
    var removedRoutes: Set<PageRoute> = []
    /// Site-relative destination → source file.
    var copies: [String: URL] = [:]
    /// Site-relative files to delete.
    var removals: Set<String> = []
}
