import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import DevServer

@Suite("Serving the built site in process")
final class DevServerRouterTests {
    let fixture: ServedFolder

    init() throws {
        fixture = try ServedFolder()
    }

    deinit { fixture.remove() }

    func withServer(liveReload hub: LiveReloadHub? = LiveReloadHub(), _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = Application(router: DevServerRouter.make(site: fixture.site, hub: hub))
        try await app.test(.router, body)
    }

    @Test(arguments: [
        ("/", "text/html; charset=utf-8"),
        ("/assets/site.css", "text/css; charset=utf-8"),
        ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/tokens/tokens.json", "application/json"),
        ("/images/logo.svg", "image/svg+xml"),
        ("/images/dot.png", "image/png"),
        ("/fonts/a.woff2", "font/woff2"),
        ("/sitemap.xml", "application/xml"),
        ("/robots.txt", "text/plain; charset=utf-8"),
    ])
    func contentTypes(_ path: String, _ type: String) async throws {
        try await withServer { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == type)
            }
        }
    }

    @Test(arguments: ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/secret.txt", "/leak.txt",
                      "/leak-folder/secret.txt", "/etc/passwd", "/.stylebook-output", "/assets/.site.css.tmp"])
    func traversalGetsTheSite404Page(_ path: String) async throws {
        try await withServer { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .notFound)
                let body = String(buffer: response.body)
                #expect(body.contains("Lost?"))
                #expect(!body.contains("secret"))
            }
        }
    }

    @Test func plainNotFoundWithoutA404Page() async throws {
        try FileManager.default.removeItem(at: fixture.site.appendingPathComponent("404.html"))
        try await withServer { client in
            try await client.execute(uri: "/nope", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body) == "Not found\n")
            }
        }
    }

    @Test func folderWithoutSlashRedirects() async throws {
        try await withServer { client in
            try await client.execute(uri: "/guides?x=1", method: .get) { response in
                #expect(response.status == .movedPermanently)
                #expect(response.headers[.location] == "/guides/?x=1")
            }
        }
    }

    @Test func headHasHeadersButNoBody() async throws {
        try await withServer(liveReload: nil) { client in
            try await client.execute(uri: "/assets/site.css", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLength] == "17")
                #expect(response.headers[.eTag] != nil)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test func conditionalGetAnswers304() async throws {
        try await withServer { client in
            let (etag, modified) = try await client.execute(uri: "/assets/site.css", method: .get) { response in
                (try #require(response.headers[.eTag]), try #require(response.headers[.lastModified]))
            }
            try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: "\"other\", " + etag]) { response in
                #expect(response.status == .notModified)
            }
            try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifModifiedSince: modified]) { response in
                #expect(response.status == .notModified)
            }
            try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifModifiedSince: "Thu, 01 Jan 1970 00:00:00 GMT"]) { response in
                #expect(response.status == .ok)
            }
            // A tag that does not match wins over a date that would.
            try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: "\"other\"", .ifModifiedSince: modified]) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func changedFileGetsANewETag() async throws {
        let css = fixture.site.appendingPathComponent("assets/site.css")
        try await withServer { client in
            let first = try await client.execute(uri: "/assets/site.css", method: .get) { $0.headers[.eTag] }
            try Data("body{color:white}".utf8).write(to: css)
            try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: first ?? ""]) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "body{color:white}")
            }
        }
    }

    @Test func liveReloadScriptIsInjectedIntoHTMLOnly() async throws {
        try await withServer { client in
            try await client.execute(uri: "/", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(body.hasSuffix("<p>Home</p>" + LiveReloadScript.tag + "\n</body></html>"))
                #expect(response.headers[.contentLength] == String(response.body.readableBytes))
            }
            try await client.execute(uri: "/assets/site.css", method: .get) { response in
                #expect(String(buffer: response.body) == "body{color:black}")
            }
            try await client.execute(uri: "/_stylebook/live-reload.js", method: .get) { response in
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("new EventSource(\"/_stylebook/events\")"))
            }
        }
        // The file on disk is untouched.
        #expect(try String(contentsOf: fixture.site.appendingPathComponent("index.html"), encoding: .utf8) == ServedFolder.files["index.html"])
    }

    @Test func withoutLiveReloadNothingIsInjected() async throws {
        try await withServer(liveReload: nil) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body) == ServedFolder.files["index.html"])
            }
            try await client.execute(uri: "/_stylebook/live-reload.js", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func otherMethodsAreRefused() async throws {
        try await withServer { client in
            try await client.execute(uri: "/", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
            }
        }
    }

    @Test func beforeTheFirstBuildAPlaceholderIsServed() async throws {
        let app = Application(router: DevServerRouter.make(site: fixture.root.appendingPathComponent("not-yet"), hub: LiveReloadHub()))
        try await app.test(.router) { client in
            try await client.execute(uri: "/anything/", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(String(buffer: response.body).contains(LiveReloadScript.tag))
            }
        }
    }

    @Test func eventStreamSendsHelloCurrentErrorAndReload() async throws {
        let hub = LiveReloadHub(instance: "instance-1")
        await hub.showError("Content/index.md:3:1: error: broken [content/broken-link]\n1 error")
        try await withServer(liveReload: hub) { client in
            async let body = client.execute(uri: "/_stylebook/events", method: .get) { response in
                (response.headers[.contentType], String(buffer: response.body))
            }
            while await hub.subscriberCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
            await hub.reload(changed: ["index.html"])
            await hub.finish()
            let (type, text) = try await body
            #expect(type == "text/event-stream")
            #expect(text == """
                retry: 500
                event: hello
                data: instance-1

                event: build-error
                data: Content/index.md:3:1: error: broken [content/broken-link]
                data: 1 error

                event: reload
                data: index.html


                """)
        }
    }
}
