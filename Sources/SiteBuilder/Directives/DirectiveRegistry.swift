import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// The reserved info strings and what they render. Add a directive by adding its type here.
struct DirectiveRegistry: Sendable {
    static let standard = DirectiveRegistry(directives: [
        AnatomyDirective(), ChangesDirective(), ComponentDirective(), ContrastDirective(), DoDontDirective(), TokenDownloadsDirective(),
        TokensDirective(),
    ])

    private let byName: [String: any Directive]
    /// `misspelling(_:)` by info word: a site's code blocks use a handful of languages, and the
    /// edit distances to every name cost more per block than the rest of the check.
    private let misspellings = Memo<String, DirectiveProblem?>()

    init(directives: [any Directive]) {
        var map: [String: any Directive] = [:]
        for directive in directives { map[type(of: directive).name] = directive }
        byName = map
    }

    var names: [String] { byName.keys.sorted() }

    /// Every directive's name and what the reference says about it, by name.
    var usages: [(name: String, usage: DirectiveUsage)] {
        names.compactMap { name in byName[name].map { (name, type(of: $0).usage) } }
    }

    /// Splits ```` ```tokens color.state ```` into the directive and its argument, if it is one.
    func directive(forInfo info: String) -> (directive: any Directive, argument: String)? {
        let name = Self.firstWord(info)
        guard let directive = byName[name] else { return nil }
        let trimmed = info.trimmingCharacters(in: .whitespaces)
        return (directive, trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
    }

    /// The info string's first word: `trimmingCharacters(in: .whitespaces)`, then up to the
    /// first whitespace `Character`. Read from the bytes when the info is ASCII (where those
    /// are space and tab, and tab to carriage return and space), as it is for nearly every block.
    static func firstWord(_ info: String) -> String {
        var info = info
        let ascii = info.withUTF8 { utf8 -> String? in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            var start = 0
            while start < utf8.count, utf8[start] == 0x20 || utf8[start] == 0x09 { start += 1 }
            var end = start
            while end < utf8.count, utf8[end] != 0x20, !(0x09...0x0D).contains(utf8[end]) { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
        }
        return ascii ?? String(info.trimmingCharacters(in: .whitespaces).prefix { !$0.isWhitespace })
    }

    /// Every directive block of a page, validated; problems located at the block's fence.
    func check(_ page: Page, document: MarkdownDocument, context: DirectiveContext) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        document.root.forEach { node in
            guard case .codeBlock(let info, let literal) = node.kind else { return }
            let location = node.range?.start ?? SourceLocation(path: page.item.displayPath)
            guard let (directive, argument) = directive(forInfo: info) else {
                if let problem = misspelling(info) {
                    problems.append(Diagnostic(.contentUnknownDirectiveName, problem.message, at: location, hint: problem.hint))
                }
                return
            }
            for problem in directive.validate(argument: argument, body: literal, context: context) {
                problems.append(Diagnostic(problem.kind, problem.message, at: location, hint: problem.hint))
            }
        }
        return problems
    }

    /// A code block whose info word is one edit or so from a directive name (```` ```compnent ````)
    /// is almost certainly a misspelt directive; left alone it would quietly render as code.
    func misspelling(_ info: String) -> DirectiveProblem? {
        let word = Self.firstWord(info)
        guard !word.isEmpty else { return nil }
        return misspellings.value(for: word) {
            guard let closest = Suggestion.closest(to: word, in: names) else { return nil }
            return DirectiveProblem(message: "unknown directive '\(word)'; did you mean '\(closest)'?",
                                    hint: "correct the name, or give the block a language such as ```text to show it as code")
        }
    }

    /// The HTML for a directive block, or nil when the block is ordinary code: the directive's
    /// values rendered through its theme template.
    func render(info: String, literal: String, context: DirectiveContext) -> String? {
        guard let (directive, argument) = directive(forInfo: info) else { return nil }
        guard let values = directive.values(argument: argument, body: literal, context: context) else { return "" }
        let name = type(of: directive).templateName
        // Without its template (a broken installation) the theme did not load, with an error
        // naming the file (`LoadedTheme.missingDirectiveTemplate`), so nothing is written.
        return context.templates?.render(values, template: name) ?? ""
    }

    /// The anchors every directive block of a page renders, in document order.
    func anchors(_ document: MarkdownDocument, context: DirectiveContext) -> [DirectiveAnchor] {
        var anchors: [DirectiveAnchor] = []
        document.root.forEach { node in
            guard case .codeBlock(let info, let literal) = node.kind, let (directive, argument) = directive(forInfo: info) else { return }
            anchors += directive.anchors(argument: argument, body: literal, context: context)
        }
        return anchors
    }

    /// Each directive's template name and the values it receives, for the template lint.
    var templateSchemas: [(template: String, schema: TemplateSchema)] {
        names.compactMap { byName[$0] }.map { (type(of: $0).templateName, type(of: $0).templateSchema) }
    }
}
