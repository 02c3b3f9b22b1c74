import Foundation
import GeneratorSupport
import Mustache
import StylebookKit

extension GeneratedPages {
    /// The theme's template of `foundations/index.md`, listing the kinds the system has.
    static let foundationsTemplate = "generated/foundations.md"
    /// The theme's template of one kind's page (`foundations/colour.md`).
    static let foundationTemplate = "generated/foundation.md"
    /// A kind's title and one-sentence summary, each a template selected by the kind's file
    /// name, so the index and the kind's own page say the same words from one place.
    static let foundationTitleTemplate = "generated/foundation-title.md"
    static let foundationSummaryTemplate = "generated/foundation-summary.md"

    /// One page per kind of token: its file under `foundations/`, and the first path components it shows.
    static let foundationKinds: [(file: String, prefixes: [String])] = [
        ("colour", ["color"]), ("spacing", ["spacing", "size"]), ("radius", ["radius"]), ("opacity", ["opacity"]),
        ("typography", ["typography"]), ("motion", ["motion"]), ("icons", ["icon"]),
    ]

    /// `foundations/colour/`: the site path of the page that shows a token's entry, if any.
    static func foundationPage(for path: TokenPath, in system: DesignSystem) -> String? {
        guard let first = path.components.first,
              let kind = foundationKinds.first(where: { $0.prefixes.contains(first) }) else { return nil }
        return "foundations/\(kind.file)/"
    }

    /// `foundations/`: one page per kind of token, each a `tokens` directive over its groups.
    static func foundationPages(_ system: DesignSystem, templates: [String: MustacheTemplate], words modeWords: ModeWords) -> [Source] {
        let groups = Set(system.sortedTokens.compactMap(\.path.components.first))
        let present = foundationKinds.filter { kind in kind.prefixes.contains { groups.contains($0) } }
        guard !present.isEmpty, let titleTemplate = templates[foundationTitleTemplate],
              let summaryTemplate = templates[foundationSummaryTemplate] else { return [] }
        func words(_ template: MustacheTemplate, _ kind: String) -> String {
            template.render(values: modeValues(modeWords, KindFlag(kind: kind))).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var sources: [Source] = []
        if let index = templates[foundationsTemplate] {
            // The same summary as the kind's own page: a system with more modes than light and
            // dark says so on the list too.
            let kinds = present.map { kind in
                FoundationsValues.Kind(file: kind.file, title: words(titleTemplate, kind.file), summary: words(summaryTemplate, kind.file))
            }
            sources.append(Source(relativePath: "foundations/index.md",
                                  markdown: index.render(values: modeValues(modeWords, FoundationsValues(kinds: kinds)))))
        }
        guard let template = templates[foundationTemplate] else { return sources }
        for (position, kind) in present.enumerated() {
            let summary = words(summaryTemplate, kind.file)
            let values = FoundationValues(
                file: kind.file, order: position + 1, title: words(titleTemplate, kind.file),
                summary: summary, description: MarkdownText.yaml(summary),
                sections: sections(of: kind.prefixes, in: system, groups: groups))
            sources.append(Source(relativePath: "foundations/\(kind.file).md", markdown: template.render(values: modeValues(modeWords, MergedValues(KindFlag(kind: kind.file), values)))))
        }
        return sources
    }

    struct FoundationsValues: TemplateContext {
        struct Kind: TemplateContext {
            var file: String
            var title: String
            var summary: String
        }

        var kinds: [Kind]
    }

    struct FoundationValues: TemplateContext {
        var file: String
        var order: Int
        var title: String
        var summary: String
        var description: String
        var sections: [String]
    }

    /// The kind's file name as a flag (`colour` true), so a template picks its words per kind.
    struct KindFlag: TemplateContext {
        var kind: String

        init(kind: String) { self.kind = kind }

        init(from decoder: any Decoder) throws {
            _ = try decoder.container(keyedBy: TemplateKey.self)
            kind = ""
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: TemplateKey.self)
            try container.encode(true, forKey: TemplateKey(kind))
        }
    }

    /// The token groups a kind's page has a section for: `spacing`, or for colour one per
    /// group (`color.state`, `color.text` …), which keeps the long page's outline useful.
    private static func sections(of prefixes: [String], in system: DesignSystem, groups: Set<String>) -> [String] {
        prefixes.filter(groups.contains).flatMap { prefix -> [String] in
            // Tokens directly under the prefix (`color.accent`) get a section of their own.
            let subgroups = Set(system.sortedTokens.filter { $0.path.components.first == prefix && $0.path.components.count > 1 }
                .map { $0.path.components.prefix(2).joined(separator: ".") })
            return prefix == "color" && !subgroups.isEmpty ? subgroups.sorted(by: String.inByteOrder) : [prefix]
        }
    }
}
