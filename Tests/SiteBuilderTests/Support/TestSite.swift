import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

/// A throwaway package folder built from inline files, so each test states its whole input.
struct TestSite {
    static let minimalTemplates: [String: String] = [
        "Templates/layout.html": """
        <title>{{page.title}}</title>
        {{#page.showTitle}}<h1>{{page.title}}</h1>{{/page.showTitle}}
        <nav>{{{sidebar}}}</nav>
        <main>{{{page.content}}}</main>
        <aside>{{#page.outline}}<a href="#{{id}}">{{text}}</a>{{/page.outline}}</aside>
        <p>root={{root}}</p>
        """,
    ]

    let root: URL

    init(_ files: [String: String], templates: [String: String] = TestSite.minimalTemplates) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("stylebook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files.merging(templates, uniquingKeysWith: { file, _ in file }) {
            try write(contents, to: path)
        }
    }

    /// A site already on disk, e.g. one moved to another folder.
    init(existing root: URL) {
        self.root = root
    }

    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    var options: BuildOptions { BuildOptions(packageRoot: root) }

    func build(_ options: BuildOptions? = nil) async -> BuildReport {
        await SiteBuild(options: options ?? self.options).build()
    }

    func output(_ path: String, in folder: String = "_site") -> String? {
        try? String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every file under `folder`, relative, sorted.
    func files(in folder: String = "_site") -> [String] {
        (try? SiteBuild.files(under: root.appendingPathComponent(folder))) ?? []
    }

    /// The site's pages, discovered and parsed as a build would. A page that does not load fails
    /// the calling test: a test of the others must not pass by quietly having fewer pages.
    func pages(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Page] {
        ContentDiscovery(root: options.contentDirectory).discover().items.filter { $0.kind == .page }.compactMap { item in
            switch PageLoader().load(item) {
            case .success(let page): return page
            case .failure(let problem):
                Issue.record("\(item.relativePath) did not load: \(problem.message)", sourceLocation: sourceLocation)
                return nil
            }
        }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

extension BuildReport {
    /// `id @ path:line` for each error, the shape most assertions compare against.
    var errorSummaries: [String] {
        diagnostics.filter { $0.severity == .error }.map { d in
            "\(d.id) @ \(d.location.map { "\(($0.path as NSString).lastPathComponent):\($0.line)" } ?? "-")"
        }
    }
}
