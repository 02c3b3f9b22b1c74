import Foundation
import Hummingbird

/// The dev server's routes: the site itself, plus the live-reload script and event stream.
public enum DevServerRouter {
    /// `site` is the folder being served; `hub` nil turns live reload (and its injection) off.
    public static func make(site: URL, hub: LiveReloadHub?) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: SiteFileMiddleware(site: SitePath(root: site), injectLiveReload: hub != nil))
        guard let hub else { return router }
        router.get(RouterPath(LiveReloadScript.scriptPath)) { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: LiveReloadScript.source)))
        }
        router.get(RouterPath(LiveReloadScript.eventsPath)) { _, _ -> Response in
            let subscription = await hub.subscribe()
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                body: ResponseBody { writer in
                    do {
                        for await message in subscription.messages {
                            try await writer.write(ByteBuffer(string: message))
                        }
                    } catch {
                        // A closed connection fails at the next write (pings make sure there is one).
                        await hub.unsubscribe(subscription.id)
                        throw error
                    }
                    try await writer.finish(nil)
                })
        }
        return router
    }
}
