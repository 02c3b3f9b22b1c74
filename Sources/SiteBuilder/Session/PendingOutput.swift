import Foundation

/// Output a session owes the served folder. It accumulates while errors hold writing back, so
/// a page saved during a broken edit elsewhere is still written once everything is fixed.
struct PendingOutput {
    /// Nothing was ever written: the next successful flush runs a full build.
    var everything = true
    var allPages = false
    /// Content-relative paths of pages to render and write.
    var pages: Set<String> = []
    /// Routes of deleted pages, whose index.html goes unless another page now owns the route.
    var removedRoutes: Set<PageRoute> = []
    /// Site-relative destination → source file.
    var copies: [String: URL] = [:]
    /// Site-relative files to delete.
    var removals: Set<String> = []
}
