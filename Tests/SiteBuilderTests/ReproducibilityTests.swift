import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

/// Two builds of the same input are byte-identical wherever they run and whenever: no
/// timestamps, no absolute paths, no dependence on file dates or on scheduling.
@Suite("reproducibility")
struct ReproducibilityTests {
    static let files = [
        "Content/index.md": "# Home\n\n## A\n\n| x | y |\n|---|:-:|\n| 1 | 2 |\n\n```contrast\n```\n",
        "Content/guide/index.md": "---\ntitle: Guide\norder: 2\n---\nSee [tokens](../tokens/index.md#formats).\n",
        "Content/guide/b.md": "---\ntitle: B\nauthor: me\n---\n- [x] done\n\nNote[^1]\n\n[^1]: Foot.\n",
        "Content/guide/a.md": "# A\n\n![logo](logo.svg)\n",
        "Content/guide/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
        "Templates/assets/site.css": "body { margin: 0 }\n",
    ]

    static let system = DesignSystem(name: "Repro", tokens: [
        .color("color.surface.page", light: "#FFFFFF", dark: "#0F172A", role: .surface, "Page."),
        .color("color.text.body", light: "#111111", dark: "#F8FAFC", role: .text, "Body."),
        .dimension("spacing.small", 4, "Small gap."),
    ], pairs: [.text("color.text.body", on: "color.surface.page")])

    @Test func buildsInDifferentFoldersAtDifferentTimesAreByteIdentical() async throws {
        let first = try TestSite(Self.files)
        defer { first.remove() }
        #expect(await build(first).succeeded)

        // A second checkout, a second later, with every input file dated differently.
        try await Task.sleep(for: .milliseconds(1100))
        let second = try TestSite(Self.files)
        defer { second.remove() }
        let moved = second.root.deletingLastPathComponent().appendingPathComponent("another-checkout-\(UUID().uuidString)")
        try FileManager.default.moveItem(at: second.root, to: moved)
        defer { try? FileManager.default.removeItem(at: moved) }
        let checkout = TestSite(existing: moved)
        for file in Self.files.keys {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 86_400)],
                                                  ofItemAtPath: moved.appendingPathComponent(file).path)
        }
        #expect(await build(checkout).succeeded)

        #expect(first.files() == checkout.files())
        #expect(first.files().contains("tokens/css/tokens.css"))
        for file in first.files() {
            let a = try Data(contentsOf: first.root.appendingPathComponent("_site/" + file))
            let b = try Data(contentsOf: moved.appendingPathComponent("_site/" + file))
            #expect(a == b, "\(file) differs")
            let text = String(decoding: a, as: UTF8.self)
            #expect(!text.contains(first.root.path), "\(file) names the folder it was built in")
        }
    }

    private func build(_ site: TestSite) async -> BuildReport {
        var options = site.options
        options.designSystem = Self.system
        return await site.build(options)
    }
}
