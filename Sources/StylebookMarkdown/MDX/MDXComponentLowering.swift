import GeneratorSupport
import StylebookKit

/// Turns the components cmark left as raw HTML into what they draw, after containers are grouped:
///
/// - a container component written on one line, `<TabItem label="Moons">Io, Europa</TabItem>`,
///   whose content MDX reads as text of that line;
/// - `<LinkCard … />` and `<Code … />` on lines of their own;
/// - `<Badge … />` and `<Icon … />` inside text;
/// - `<LinkButton href>`'s content, made a link so it is resolved and checked as any other.
///
/// A known component still left as raw HTML after this is reported: it would show as its tag.
struct MDXComponentLowering {
    let path: String
    let options: MarkdownOptions
    private(set) var diagnostics: [Diagnostic] = []
    private var iconCount = 0
    private var firstIcon: SourceLocation?

    init(path: String, options: MarkdownOptions) {
        self.path = path
        self.options = options
    }

    mutating func apply(_ root: MarkdownNode) -> MarkdownNode {
        let lowered = lower(root)
        report(lowered)
        if let firstIcon {
            diagnostics.append(Diagnostic(
                .contentMDXIconNotDrawn,
                "\(iconCount == 1 ? "an `<Icon>` is" : "\(iconCount) `<Icon>`s are") not drawn: Stylebook has no copy of Starlight's icon set; an icon's `label`, if any, shows as text",
                at: firstIcon,
                hint: "give each meaningful icon a `label`, or replace it with an image"))
        }
        return lowered
    }

    // MARK: - Lowering

    private mutating func lower(_ node: MarkdownNode) -> MarkdownNode {
        switch node.kind {
        case .htmlInline(let html):
            return inlineComponent(html, node)
                ?? Self.closingUnknown(html).map { MarkdownNode(kind: .htmlInline($0), range: node.range) } ?? node
        case .htmlBlock(let html):
            if let blocks = blockComponents(html, node) {
                // What they hold (a `<LinkButton>`'s link, a `<Badge />` in a one-line aside) too.
                let lowered = blocks.map { block -> MarkdownNode in
                    if case .htmlBlock = block.kind { return Self.closingUnknownLines(block) }
                    return lower(block)
                }
                return MarkdownNode(kind: .container(.transparent, title: nil), children: lowered, range: node.range)
            }
            return Self.closingUnknownLines(node)
        case .codeBlock:
            return node
        default:
            break
        }
        guard !node.children.isEmpty else { return node }
        var children: [MarkdownNode] = []
        for child in node.children {
            if case .paragraph = child.kind, child.children.contains(where: { if case .htmlInline = $0.kind { return true } else { return false } }) {
                children += splitOneLineComponents(child).map { lower($0) }
            } else {
                children.append(lower(child))
            }
        }
        if case .container(.linkButton(let href, _), _) = node.kind {
            children = children.map { Self.linked($0, to: href) }
        }
        return MarkdownNode(kind: node.kind, children: children, range: node.range)
    }

    /// A paragraph's lines that are each one container component become that container; the
    /// other lines stay a paragraph.
    private mutating func splitOneLineComponents(_ paragraph: MarkdownNode) -> [MarkdownNode] {
        var segments: [[MarkdownNode]] = [[]]
        for child in paragraph.children {
            if case .softBreak = child.kind { segments.append([]) } else { segments[segments.count - 1].append(child) }
        }
        var result: [MarkdownNode] = []
        var pending: [MarkdownNode] = []
        func flush() {
            guard !pending.isEmpty else { return }
            if pending.last.map({ if case .softBreak = $0.kind { return true } else { return false } }) == true { pending.removeLast() }
            let start = pending.first?.range ?? paragraph.range
            result.append(MarkdownNode(kind: .paragraph, children: pending, range: start.map { SourceRange(start: $0.start, end: pending.last?.range?.end ?? $0.end) }))
            pending = []
        }
        for segment in segments {
            if let container = oneLineContainer(segment) {
                flush()
                result.append(container)
            } else if segment.count == 1, case .htmlInline(let html) = segment[0].kind,
                      let block = blockComponent(html, html.trimmingCharacters(in: [" ", "\t", "\r", "\n"]), range: segment[0].range) {
                // `<LinkCard />` right under a line of text: cmark keeps it in the paragraph,
                // where MDX has a block of its own.
                flush()
                if let block { result.append(block) }
            } else {
                pending += segment + [MarkdownNode(kind: .softBreak)]
            }
        }
        flush()
        guard result.count != 1 || result[0].children.count != paragraph.children.count else { return [paragraph] }
        return result
    }

    private func oneLineContainer(_ segment: [MarkdownNode]) -> MarkdownNode? {
        guard segment.count >= 2, let first = segment.first, let last = segment.last,
              case .htmlInline(let openHTML) = first.kind, case .htmlInline(let closeHTML) = last.kind,
              let open = Self.tag(openHTML), open.form == .open, MDXComponent.containers.contains(open.name),
              let close = Self.tag(closeHTML), close.form == .close, close.name == open.name,
              let resolved = MDXComponent.container(open.name, open.attributes) else { return nil }
        var inlines = Array(segment.dropFirst().dropLast())
        // The text right after the tag starts with the space MDX would trim.
        if case .text(let text) = inlines.first?.kind {
            inlines[0] = MarkdownNode(kind: .text(String(text.drop { $0 == " " || $0 == "\t" })), range: inlines[0].range)
        }
        let range = first.range.map { SourceRange(start: $0.start, end: last.range?.end ?? $0.end) }
        let content = MarkdownNode(kind: .paragraph, children: inlines, range: range)
        return MarkdownNode(kind: .container(resolved.kind, title: resolved.title), children: [content], range: range)
    }

    /// `<LinkButton>`'s text, inside a link to its `href`.
    private static func linked(_ node: MarkdownNode, to href: String) -> MarkdownNode {
        guard case .paragraph = node.kind, !href.isEmpty else { return node }
        let link = MarkdownNode(kind: .link(destination: href, title: ""), children: node.children, range: node.range)
        return MarkdownNode(kind: .paragraph, children: [link], range: node.range)
    }

    /// `<Screenshot … />` of a component Stylebook does not know, written `<Screenshot …></Screenshot>`:
    /// HTML has no self-closing elements of its own, so a browser would read the rest of the
    /// page as its content. Nil for anything else.
    static func closingUnknown(_ html: String) -> String? {
        guard html.hasSuffix("/>") || html.hasSuffix("/>\n") || html.hasSuffix("/>\r") else { return nil }
        let trimmed = html.trimmingCharacters(in: [" ", "\t", "\r", "\n"])
        guard let tag = JSXTag.scan([trimmed], skip: [false]).first, tag.form == .selfClosing, tag.column == 1,
              tag.endIndex == trimmed.utf8.count, !MDXComponent.known.contains(tag.name), tag.name != "details",
              let slash = trimmed.range(of: "/>", options: .backwards) else { return nil }
        let start = String(trimmed[..<slash.lowerBound]).trimmingCharacters(in: [" ", "\t"])
        let indent = html.prefix { $0 == " " || $0 == "\t" }
        return indent + start + "></\(tag.name)>" + (html.hasSuffix("\n") ? "\n" : "")
    }

    private static func closingUnknownLines(_ node: MarkdownNode) -> MarkdownNode {
        guard case .htmlBlock(let html) = node.kind, html.contains("/>") else { return node }
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false).map { closingUnknown(String($0)) ?? String($0) }
        return MarkdownNode(kind: .htmlBlock(lines.joined(separator: "\n")), range: node.range)
    }

    /// `<Badge>` and `<Icon>` inside text.
    private mutating func inlineComponent(_ html: String, _ node: MarkdownNode) -> MarkdownNode? {
        guard let tag = Self.tag(html), tag.form == .selfClosing, MDXComponent.inline.contains(tag.name) else { return nil }
        switch tag.name {
        case "Badge":
            var markup = HTMLBuffer(capacity: 64)
            let variant = tag.attributes["variant"].flatMap { Self.badgeVariants.contains($0) ? $0 : nil }
            markup.append("<span class=\"badge" + (variant.map { " badge-\($0)" } ?? "") + "\">")
            markup.appendEscaped(tag.attributes["text"] ?? "")
            markup.append("</span>")
            return MarkdownNode(kind: .htmlInline(markup.string), range: node.range)
        default:
            noteIcon(node)
            return MarkdownNode(kind: .text(tag.attributes["label"] ?? ""), range: node.range)
        }
    }

    private static let badgeVariants: Set<String> = ["note", "tip", "caution", "danger", "success", "default"]

    /// The lines of an HTML block that are each a component Stylebook draws (`<LinkCard />`,
    /// `<Code />`, `<Badge />`, a one-line `<Aside>…</Aside>`) become their blocks; the other
    /// lines stay raw HTML around them. Nil when no line is such a component.
    private mutating func blockComponents(_ html: String, _ node: MarkdownNode) -> [MarkdownNode]? {
        guard html.contains("<") else { return nil }
        var blocks: [MarkdownNode] = []
        var raw: [Substring] = []
        var lowered = false
        func flushRaw() {
            guard raw.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { raw = []; return }
            blocks.append(MarkdownNode(kind: .htmlBlock(raw.joined(separator: "\n") + "\n"), range: node.range))
            raw = []
        }
        for (offset, line) in html.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: [" ", "\t", "\r"])
            var range = node.range
            if let start = node.range?.start {
                let at = SourceLocation(path: start.path, line: start.line + offset, column: 1)
                range = SourceRange(start: at, end: SourceLocation(path: at.path, line: at.line, column: max(1, line.utf8.count)))
            }
            guard !trimmed.isEmpty, let block = blockComponent(String(line), trimmed, range: range) else {
                raw.append(line)
                continue
            }
            flushRaw()
            lowered = true
            if let block { blocks.append(block) }
        }
        guard lowered else { return nil }
        flushRaw()
        return blocks
    }

    /// One line's component: nil when the line is not one; `.some(nil)` for one that draws nothing.
    private mutating func blockComponent(_ line: String, _ trimmed: String, range: SourceRange?) -> MarkdownNode?? {
        if let container = oneLineContainer(line, range: range) { return container }
        guard let tag = Self.tag(trimmed), tag.form == .selfClosing,
              MDXComponent.blocks.contains(tag.name) || MDXComponent.inline.contains(tag.name) else { return nil }
        switch tag.name {
        case "LinkCard":
            let title = MarkdownNode(kind: .text(tag.attributes["title"] ?? tag.attributes["href"] ?? ""), range: range)
            var children = [MarkdownNode(kind: .paragraph, children: [
                MarkdownNode(kind: .link(destination: tag.attributes["href"] ?? "", title: ""), children: [title], range: range),
            ], range: range)]
            if let description = tag.attributes["description"], !description.isEmpty {
                children.append(MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .text(description), range: range)], range: range))
            }
            return MarkdownNode(kind: .container(.linkCard, title: nil), children: children, range: range)
        case "TOCInline":
            // Docusaurus's table of contents in the page: the `[[toc]]` of VitePress.
            return MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .text("[[toc]]"), range: range)], range: range)
        case "Code":
            guard let code = tag.attributes["code"] else { return nil }
            var info = tag.attributes["lang"] ?? ""
            if let title = tag.attributes["title"] { info += " title=\"\(title)\"" }
            let literal = code.hasSuffix("\n") ? code : code + "\n"
            return MarkdownNode(kind: .codeBlock(info: info, literal: literal), range: range)
        default:
            // `<Badge />` or `<Icon />` on a line of its own: a paragraph of it.
            let node = MarkdownNode(kind: .htmlInline(trimmed), range: range)
            guard let drawn = inlineComponent(trimmed, node) else { return nil }
            if case .text(let label) = drawn.kind, label.isEmpty { return .some(nil) }
            return MarkdownNode(kind: .paragraph, children: [drawn], range: range)
        }
    }

    /// `<Aside>Text</Aside>` on a line cmark took as HTML (its name is an HTML block's): the
    /// container, with the text between the tags read as Markdown.
    private func oneLineContainer(_ line: String, range: SourceRange?) -> MarkdownNode? {
        let tags = JSXTag.scan([line], skip: [false])
        guard let open = tags.first, let close = tags.last, tags.count >= 2, open.form == .open, close.form == .close,
              close.name == open.name, MDXComponent.containers.contains(open.name),
              line.utf8.prefix(open.column - 1).allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }),
              line.utf8.dropFirst(close.endIndex).allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }),
              let resolved = MDXComponent.container(open.name, open.attributes) else { return nil }
        let bytes = Array(line.utf8)
        let inner = String(decoding: bytes[open.endIndex..<(close.column - 1)], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
        let lineOffset = (range?.start.line ?? 1) - 1
        let (parsed, _) = CMarkConverter.convert(inner, path: path, lineOffset: lineOffset, options: options)
        return MarkdownNode(kind: .container(resolved.kind, title: resolved.title), children: parsed.children, range: range)
    }

    private mutating func noteIcon(_ node: MarkdownNode) {
        iconCount += 1
        if firstIcon == nil { firstIcon = node.range?.start ?? SourceLocation(path: path) }
    }

    /// The one tag `html` holds, with the entities JSX reads in quoted values decoded (the
    /// ones `MDXSource` writes for a tag it puts on one line).
    static func tag(_ html: String) -> JSXTag? {
        let line = html.trimmingCharacters(in: [" ", "\t", "\r", "\n"])
        guard var tag = JSXTag.scan([line], skip: [false]).first, tag.column == 1, tag.standsAlone else { return nil }
        for (name, value) in tag.attributes where value.contains("&") {
            tag.attributes[name] = value.replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        }
        return tag
    }

    // MARK: - What is left

    /// Each known component still written as raw HTML, once per name.
    private mutating func report(_ root: MarkdownNode) {
        var reported: Set<String> = []
        root.forEachWithRange { node, range in
            let html: String
            switch node.kind {
            case .htmlInline(let text), .htmlBlock(let text): html = text
            default: return
            }
            guard html.contains("<") else { return }
            let lines = html.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for tag in JSXTag.scan(lines, skip: Array(repeating: false, count: lines.count))
            where MDXComponent.known.contains(tag.name) && tag.name != "details" && !reported.contains(tag.name) {
                reported.insert(tag.name)
                var at = range?.start ?? SourceLocation(path: path)
                at.line += tag.line
                if tag.line > 0 { at.column = tag.column }
                diagnostics.append(Diagnostic(
                    .contentMDXComponentMisplaced,
                    "`<\(tag.name)>` is written where Stylebook cannot draw it, so it shows as raw HTML",
                    at: at,
                    hint: tag.form == .selfClosing
                        ? "write `<\(tag.name) />` on a line of its own, with its values in quotes"
                        : "write `<\(tag.name)>` and `</\(tag.name)>` on lines of their own with a blank line around the content, or the whole component on one line"))
            }
        }
    }
}
