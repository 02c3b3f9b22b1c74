import Foundation
import Testing
@testable import DevServer

@Suite("Request paths stay inside the served folder")
final class SitePathTests {
    let fixture: ServedFolder
    var site: SitePath { SitePath(root: fixture.site) }

    init() throws {
        fixture = try ServedFolder()
    }

    deinit { fixture.remove() }

    @Test func filesFoldersAndIndexes() {
        #expect(site.resolve("/") == .file(fixture.real("index.html")))
        #expect(site.resolve("/guides/") == .file(fixture.real("guides/index.html")))
        #expect(site.resolve("/guides") == .addSlash)
        #expect(site.resolve("/assets/site.css") == .file(fixture.real("assets/site.css")))
        #expect(site.resolve("/assets/site%2Ecss") == .file(fixture.real("assets/site.css")))
        #expect(site.resolve("//assets//site.css") == .file(fixture.real("assets/site.css")))
        #expect(site.resolve("/missing.html") == .notFound)
        #expect(site.resolve("/assets/") == .notFound, "a folder without index.html is not listed")
    }

    @Test(arguments: [
        "/../secret.txt", "/guides/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt",
        "/guides/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/./index.html",
        "/.stylebook-output", "/assets/.site.css.tmp", "/guides%00/index.html", "/..\\secret.txt",
        "/%252e%252e/secret.txt", "/%zz", "relative/index.html",
    ])
    func traversalAndHiddenFilesAreNotFound(_ path: String) {
        #expect(site.resolve(path) == .notFound)
    }

    @Test func absolutePathsAreInsideTheSite() {
        // `/etc/passwd` names site/etc/passwd, which does not exist.
        #expect(site.resolve("/etc/passwd") == .notFound)
        #expect(site.resolve(fixture.outside.path) == .notFound)
    }

    @Test func symlinksLeadingOutAreNotFoundAndThoseInsideWork() {
        #expect(site.resolve("/leak.txt") == .notFound)
        #expect(site.resolve("/leak-folder/secret.txt") == .notFound)
        #expect(site.resolve("/leak-folder/") == .notFound)
        #expect(site.resolve("/leak-folder") == .notFound)
        #expect(site.resolve("/alias.css") == .file(fixture.real("assets/site.css")))
    }
}
