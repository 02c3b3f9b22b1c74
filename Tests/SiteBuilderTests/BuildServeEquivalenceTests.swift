import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

/// `serve` and `build` run the same pipeline: after any sequence of edits, the folder serve keeps
/// up to date holds exactly the bytes a fresh build of the same inputs writes.
@Suite("build = serve")
struct BuildServeEquivalenceTests {
    /// A deterministic generator, so a failing sequence can be replayed from its seed.
    struct SplitMix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let start = [
        "Content/index.md": "---\ntitle: Home\n---\nWelcome. See [a](guides/a.md#usage).\n",
        "Content/guides/index.md": "---\ntitle: Guides\n---\nAll guides.\n",
        "Content/guides/a.md": "---\ntitle: A\norder: 1\n---\n## Usage\n\nAlpha.\n",
        "Content/guides/b.md": "---\ntitle: B\norder: 2\n---\nBravo ![logo](../images/logo.svg).\n",
        "Content/images/logo.svg": "<svg/>",
        "Templates/assets/site.css": "body{}",
    ]

    /// One edit: the files it writes (nil deletes) and what it tells serve changed.
    static func edit(_ rng: inout SplitMix, step: Int) -> [String: String?] {
        let page = ["Content/guides/a.md", "Content/guides/b.md", "Content/guides/c.md", "Content/notes/d.md"][rng.next(4)]
        let order = rng.next(3)
        switch rng.next(11) {
        case 0: return [page: "---\ntitle: \(page.dropFirst(8).prefix(1).uppercased())\norder: \(order)\n---\n## Usage\n\nBody \(step).\n"]
        case 1: return [page: "---\ntitle: Renamed \(step)\norder: \(order)\n---\n## Usage\n\nText.\n"]
        case 2: return [page: nil]
        case 3: return ["Content/images/logo.svg": rng.next(2) == 0 ? nil : "<svg id='\(step)'/>"]
        case 4: return ["Content/index.md": "---\ntitle: Home\n---\nSee [missing](missing.md).\n"] // an error
        case 5: return ["Content/index.md": "---\ntitle: Home\n---\nWelcome \(step). See [a](guides/a.md).\n"]
        case 6: return [page: "---\ntitle: [unclosed\n---\nBroken.\n"] // an error
        case 7: return ["Templates/layout.html": TestSite.minimalTemplates["Templates/layout.html"]! + "\n<footer>\(step)</footer>\n"]
        case 8: return [page: "---\ntitle: Draft \(step)\ndraft: true\n---\nNot yet.\n"]
        case 9: return [page: "---\ntitle: Moved \(step)\nslug: /moved-\(step % 2)\n---\n## Usage\n\nElsewhere.\n"]
        default: return ["Content/notes/index.md": rng.next(2) == 0 ? nil : "---\ntitle: Notes\norder: \(order)\n---\nNotes \(step).\n"]
        }
    }

    /// Seeds 7 and 8 allow the sidebar one top-level entry, so `notes/` coming and going turns the
    /// short sidebar and the `sections/` page on and off (`SectionsIndex`).
    ///
    /// Each step is compared with a build from scratch: an output folder and a cache folder of
    /// its own, both empty, so nothing the earlier steps left can hide a difference.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func servedFolderMatchesAFreshBuildAfterEveryEdit(seed: UInt64) async throws {
        let site = try TestSite(Self.start)
        defer { site.remove() }
        func options(_ folder: String) -> BuildOptions {
            var options = BuildOptions(packageRoot: site.root, outputDirectory: site.root.appendingPathComponent(folder))
            options.cacheDirectory = site.root.appendingPathComponent(folder + "-cache")
            options.sidebarSections = seed > 6 ? 1 : SectionsIndex.defaultLimit
            return options
        }
        let session = SiteSession(options: options("served"))
        #expect(await session.start().succeeded)
        var rng = SplitMix(state: seed)
        var log: [String] = []
        var listedSections = false
        var failedSteps = 0
        for step in 0..<14 {
            let edit = Self.edit(&rng, step: step)
            for (path, contents) in edit.sorted(by: { $0.key < $1.key }) {
                if let contents {
                    try site.write(contents, to: path)
                } else {
                    try? FileManager.default.removeItem(at: site.root.appendingPathComponent(path))
                }
                log.append("\(contents == nil ? "delete" : "write") \(path)")
            }
            let servedBefore = Self.snapshot(site, "served")
            let update = await session.update(edit.keys.map { site.root.appendingPathComponent($0) })
            _ = await session.refreshSearchIndex()
            let fresh = "fresh-\(step)"
            #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent(fresh).path))
            let build = await site.build(options(fresh))
            defer {
                for folder in [fresh, fresh + "-cache"] { try? FileManager.default.removeItem(at: site.root.appendingPathComponent(folder)) }
            }
            #expect(update.succeeded == build.succeeded, "seed \(seed) after \(log): \(update.diagnostics) vs \(build.diagnostics)")
            if !update.succeeded || !build.succeeded {
                // Both fail with the error the edit made. A page that stops parsing keeps its last
                // good version in serve, so serve does not also report the links to it as broken:
                // serve's errors are the build's, less that cascade.
                failedSteps += 1
                let served = Set(Self.errors(update.diagnostics)), built = Set(Self.errors(build.diagnostics))
                #expect(!served.isEmpty && served.isSubset(of: built), "seed \(seed) after \(log): \(served) vs \(built)")
                #expect(built.subtracting(served).allSatisfy { $0.hasPrefix("content/broken-link ") },
                        "seed \(seed) after \(log): \(built.subtracting(served))")
                // Neither wrote anything: serve still serves the last good site, the build made no folder.
                #expect(Self.snapshot(site, "served") == servedBefore, "seed \(seed): a failed update changed the served folder after \(log)")
                #expect(site.files(in: fresh).isEmpty, "seed \(seed): a failed build wrote files after \(log)")
                continue
            }
            #expect(update.diagnostics.map(\.id) == build.diagnostics.map(\.id), "seed \(seed) after \(log)")
            let served = site.files(in: "served")
            listedSections = listedSections || served.contains("sections/index.html")
            #expect(!served.isEmpty)
            #expect(served == site.files(in: fresh), "seed \(seed) after \(log)")
            for file in served where site.output(file, in: "served") != site.output(file, in: fresh) {
                Issue.record("seed \(seed): \(file) differs after \(log)")
            }
        }
        #expect(listedSections == (seed > 6), "seed \(seed): the sections page was \(listedSections ? "" : "never ")made")
        // The sequences mix failing and succeeding steps; a seed whose steps all fail compares nothing.
        #expect(failedSteps < 14, "seed \(seed): every step failed")
    }

    /// Every file of a folder with its bytes.
    static func snapshot(_ site: TestSite, _ folder: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: site.files(in: folder).map { ($0, site.output($0, in: folder) ?? "") })
    }

    /// `id path:line` of each error.
    static func errors(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.severity == .error }.map { "\($0.id) \($0.location.map { "\($0.path):\($0.line)" } ?? "-")" }
    }
}
