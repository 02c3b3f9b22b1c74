import Foundation
import Hummingbird

/// Serves the built site: only files inside it, with content types, ETag and Last-Modified
/// validators (304), HEAD, the site's own 404.html, and the live-reload script injected into
/// HTML responses. Paths under `/_stylebook/` go on to the router.
struct SiteFileMiddleware<Context: RequestContext>: RouterMiddleware {
    let site: SitePath
    let injectLiveReload: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path.hasPrefix("/_stylebook/") { return try await next(request, context) }
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        guard SitePath.realPath(site.root.path) != nil else { return notBuiltYet(request) }
        switch site.resolve(path) {
        case .file(let file):
            return SiteFileResponse(path: file, injectLiveReload: injectLiveReload).response(to: request)
        case .addSlash:
            let query = request.uri.query.map { "?" + $0 } ?? ""
            return Response(status: .movedPermanently, headers: [.location: path + "/" + query])
        case .notFound:
            return notFound(request)
        }
    }

    private func notFound(_ request: Request) -> Response {
        if case .file(let page) = site.resolve("/404.html") {
            return SiteFileResponse(path: page, injectLiveReload: injectLiveReload).response(to: request, status: .notFound)
        }
        return SiteFileResponse.text("Not found\n", status: .notFound, request: request)
    }

    /// Before the first successful build there is no site; say so, and let live reload show the errors.
    private func notBuiltYet(_ request: Request) -> Response {
        var html = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not built yet</title></head>"
            + "<body><p>The site has not built yet. Fix the errors shown in the terminal; this page reloads when it builds.</p></body></html>"
        if injectLiveReload { html = LiveReloadScript.inject(into: html) }
        return SiteFileResponse.bytes(Data(html.utf8), type: "text/html; charset=utf-8", status: .serviceUnavailable, request: request)
    }
}
