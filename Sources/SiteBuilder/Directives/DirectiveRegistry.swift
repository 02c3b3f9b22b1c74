import StylebookKit
import StylebookMarkdown

/// The reserved info strings and what they render. Add a directive by adding its type here.
struct DirectiveRegistry: Sendable {
    static let standard = DirectiveRegistry(directives: [ContrastDirective(), TokenDownloadsDirective()])

    private let byName: [String: any Directive]

    init(directives: [any Directive]) {
        var map: [String: any Directive] = [:]
        for directive in directives { map[type(of: directive).name] = directive }
        byName = map
    }

    var names: [String] { byName.keys.sorted() }

    /// Splits ```` ```tokens color.state ```` into the directive and its argument, if it is one.
    func directive(forInfo info: String) -> (directive: any Directive, argument: String)? {
        let trimmed = info.trimmingCharacters(in: .whitespaces)
        let name = trimmed.prefix { !$0.isWhitespace }
        guard let directive = byName[String(name)] else { return nil }
        return (directive, trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
    }

    /// Every directive block of a page, validated; problems located at the block's fence.
    func check(_ page: Page, context: DirectiveContext) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        page.document.root.forEach { node in
            guard case .codeBlock(let info, let literal) = node.kind,
                  let (directive, argument) = directive(forInfo: info) else { return }
            let location = node.range?.start ?? SourceLocation(path: page.item.displayPath)
            for problem in directive.validate(argument: argument, body: literal, context: context) {
                problems.append(.error("content/unknown-directive-name", problem.message, at: location, hint: problem.hint))
            }
        }
        return problems
    }

    /// The HTML for a directive block, or nil when the block is ordinary code.
    func render(info: String, literal: String, context: DirectiveContext) -> String? {
        guard let (directive, argument) = directive(forInfo: info) else { return nil }
        return directive.render(argument: argument, body: literal, context: context)
    }
}
