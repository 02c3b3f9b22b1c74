import Exporters
import GeneratorSupport
import StylebookKit

/// ```` ```token-downloads ````: every export format with its files, linked from `tokens/`.
struct TokenDownloadsDirective: Directive {
    static let name = "token-downloads"
    static let usage = DirectiveUsage(
        renders: "Every token export the build writes, per format, linked.",
        argument: "None.", body: "Empty.", example: "```token-downloads\n```")

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        context.outputs == nil
            ? [.needsDesignSystem(Self.name)]
            : []
    }

    struct Values: TemplateContext {
        struct Format: TemplateContext {
            var id: String
            var summary: String
            var files: [File]
        }

        struct File: TemplateContext {
            var name: String
            var href: String
        }

        var formats: [Format]
    }

    func values(argument: String, body: String, context: DirectiveContext) -> Values? {
        guard let outputs = context.outputs else { return nil }
        let formats = outputs.exporters.map { exporter in
            let files = outputs.exports.map(\.path).filter { $0.hasPrefix(exporter.id + "/") }.filter(Self.isListed).sorted(by: String.inByteOrder)
            return Values.Format(id: exporter.id, summary: exporter.summary, files: files.map { path in
                Values.File(name: String(path.dropFirst(exporter.id.count + 1)),
                            href: context.rootPrefix + DesignSystemOutputs.tokensFolder + "/" + path)
            })
        }
        return Values(formats: formats)
    }

    /// An asset catalog holds one folder per colour; list the catalog, not each colourset.
    static func isListed(_ path: String) -> Bool {
        guard let range = path.range(of: ".xcassets/") else { return true }
        return path[range.upperBound...] == "Contents.json"
    }
}
