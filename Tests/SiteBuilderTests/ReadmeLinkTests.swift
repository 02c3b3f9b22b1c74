import Foundation
import Testing
import StylebookMarkdown

/// The README is the front door to the manual, which lives in `Content/` and is built (links
/// checked) by `make site`. The README itself is not a page of the site, so its links are checked
/// here: every relative link names a file of the repository, a link into the manual names the
/// page's `.md` file (as the site's own links do, so GitHub and the site agree), and an anchor
/// names a heading of that page.
@Suite struct ReadmeLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `[text](target)` destinations, outside code blocks and code spans.
    static func links(in markdown: String) throws -> [String] {
        var prose = ""
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { prose += line + "\n" }
        }
        let withoutCode = prose.replacingOccurrences(of: "`[^`\n]*`", with: "", options: .regularExpression)
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        return pattern.matches(in: withoutCode, range: NSRange(withoutCode.startIndex..., in: withoutCode)).map {
            String(withoutCode[Range($0.range(at: 1), in: withoutCode)!])
        }
    }

    static func headingIDs(of file: URL) throws -> Set<String> {
        var slugger = Slugger()
        var ids: Set<String> = []
        var inFence = false
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, let match = line.firstMatch(of: /^#{1,6} +(.+?) *$/) else { continue }
            let text = String(match.1).replacingOccurrences(of: "`", with: "")
            ids.insert(slugger.slug(for: text))
        }
        return ids
    }

    @Test func everyLinkOfTheReadmeResolves() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let links = try Self.links(in: readme)
        #expect(links.contains { $0.hasPrefix("Content/guide/") }, "the README links into the manual")
        for link in links where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let file = Self.root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
                Issue.record("README.md links to \(link), which does not exist")
                continue
            }
            if path.hasPrefix("Content/") {
                #expect(!isFolder.boolValue, "README.md links to \(link): name the page's .md file")
            }
            if parts.count == 2 {
                #expect(try Self.headingIDs(of: file).contains(String(parts[1])), "README.md links to \(link): no such heading")
            }
        }
    }

    @Test func linksAreFoundOutsideCode() throws {
        #expect(try Self.links(in: "See [a](Content/missing.md) and `[b](not-a-link)`.\n```\n[c](d)\n```\n") == ["Content/missing.md"])
        #expect(try Self.headingIDs(of: Self.root.appendingPathComponent("README.md")).contains("working-on-stylebook"))
    }
}
