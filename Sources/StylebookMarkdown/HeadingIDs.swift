import Foundation
import GeneratorSupport
import StylebookKit

/// Gives every heading its `id` once, at parse time, so `[[toc]]` can list headings that come
/// after it and a clash of custom ids is found where it is written. A heading ending in
/// `{#my-id}` (VitePress, Docusaurus, Pandoc) gets that id and loses the marker from its text;
/// any other gets a GitHub slug of its text, skipping ids already taken.
struct HeadingIDs {
    private(set) var root: MarkdownNode
    private(set) var headings: [HeadingInfo] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ root: MarkdownNode, source: String, path: String, lineOffset: Int, reserved: Set<String> = []) {
        self.root = root
        var custom: [SourceLocation: String] = [:]
        if source.containsUTF8("{#") {
            var stripper = CustomIDStripper()
            self.root = stripper.apply(root)
            custom = stripper.ids
        }
        assign(custom: custom, reserved: reserved, lines: custom.isEmpty ? nil : SourceLines(source), path: path, lineOffset: lineOffset)
    }

    /// In the order the renderer writes them: the body, then footnotes by number.
    private mutating func assign(custom: [SourceLocation: String], reserved: Set<String>, lines: SourceLines?, path: String, lineOffset: Int) {
        let numbering = FootnoteNumbering(root)
        var body: [MarkdownNode] = []
        var definitions: [(Int, MarkdownNode)] = []
        for child in root.children {
            if case .footnoteDefinition(let label) = child.kind {
                if let ordinal = numbering.ordinals[label] { definitions.append((ordinal, child)) }
            } else {
                body.append(child)
            }
        }
        let ordered = body + definitions.sorted { $0.0 < $1.0 }.map(\.1)
        var found: [(node: MarkdownNode, customID: String?)] = []
        for block in ordered {
            block.forEach { node in
                guard case .heading = node.kind else { return }
                found.append((node, node.range.flatMap { custom[$0.start] }))
            }
        }
        // Custom ids are taken first, so an automatic slug steps aside for them.
        var slugger = Slugger()
        for id in reserved.sorted() { slugger.reserve(id) }
        var owners: [String: MarkdownNode] = [:]
        for (node, id) in found {
            guard let id else { continue }
            if reserved.contains(id) {
                diagnostics.append(Diagnostic(
                    .contentDuplicateHeadingID, "heading id '\(id)' is already used by the theme's markup on every page",
                    at: location(of: id, node: node, lines: lines, path: path, lineOffset: lineOffset),
                    hint: "give the heading a different `{#id}`"))
            } else if let first = owners[id] {
                diagnostics.append(duplicate(id, node: node, first: first, lines: lines, path: path, lineOffset: lineOffset))
            } else {
                owners[id] = node
                slugger.reserve(id)
            }
        }
        let texts = found.map { Self.text(of: $0.node) }
        // A custom id equal to another heading's natural slug would quietly move that heading's
        // id to `-1`, breaking links to it.
        if !owners.isEmpty {
            for ((node, customID), text) in zip(found, texts) where customID == nil {
                if let owner = owners[Slugger.slugify(text)], let range = owner.range, let id = custom[range.start] {
                    diagnostics.append(duplicate(id, node: owner, first: node, lines: lines, path: path, lineOffset: lineOffset))
                }
            }
        }
        for ((node, customID), text) in zip(found, texts) {
            guard case .heading(let level) = node.kind else { continue }
            let id = customID ?? slugger.slug(for: text)
            headings.append(HeadingInfo(level: min(max(level, 1), 6), text: text, id: id, range: node.range))
        }
    }

    /// What a reader sees, without the spaces inline HTML leaves at either end
    /// (`` `useData` <Badge …/> `` reads "useData").
    static func text(of heading: MarkdownNode) -> String {
        let text = heading.plainText
        // Foundation's trimming is slow on Linux and most headings have nothing to trim.
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              isSpace(first) || isSpace(last) else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// What `CharacterSet.whitespaces` holds: the tab and the space separators (Zs).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    private func duplicate(_ id: String, node: MarkdownNode, first: MarkdownNode,
                           lines: SourceLines?, path: String, lineOffset: Int) -> Diagnostic {
        let location = location(of: id, node: node, lines: lines, path: path, lineOffset: lineOffset)
        let firstLine = first.range.map { " on line \($0.start.line)" } ?? ""
        return Diagnostic(
            .contentDuplicateHeadingID,
            "heading id '\(id)' is already used by the heading '\(Self.text(of: first))'\(firstLine)",
            at: location, hint: "give one of the two headings a different `{#id}`")
    }

    /// Where the heading's `{#id}` is written, or the heading's start.
    private func location(of id: String, node: MarkdownNode, lines: SourceLines?, path: String, lineOffset: Int) -> SourceLocation {
        var location = node.range?.start ?? SourceLocation(path: path, line: lineOffset + 1)
        if let range = node.range, let line = lines?.line(range.start.line - lineOffset),
           let column = Self.column(of: "{#" + id + "}", in: line, bytes: lines?.bytes ?? []) {
            location.column = column
        }
        return location
    }

    /// 1-based byte column of the last occurrence of `needle` on `line`.
    private static func column(of needle: String, in line: SourceLines.Line, bytes: [UInt8]) -> Int? {
        let target = Array(needle.utf8)
        let content = Array(bytes[line.content])
        guard content.count >= target.count else { return nil }
        for start in stride(from: content.count - target.count, through: 0, by: -1)
        where Array(content[start..<start + target.count]) == target {
            return start + 1
        }
        return nil
    }
}

/// Removes a trailing `{#id}` from headings and remembers the id by the heading's start.
private struct CustomIDStripper {
    private(set) var ids: [SourceLocation: String] = [:]

    /// Recursion is bounded by the parser's cap on the tree's depth.
    mutating func apply(_ node: MarkdownNode) -> MarkdownNode {
        if case .heading = node.kind { return strip(node) }
        guard node.children.contains(where: { !$0.children.isEmpty }) else { return node }
        return MarkdownNode(kind: node.kind, children: node.children.map { apply($0) }, range: node.range)
    }

    private mutating func strip(_ heading: MarkdownNode) -> MarkdownNode {
        guard let range = heading.range, let last = heading.children.last, case .text(let text) = last.kind,
              let (id, rest) = Self.split(text) else { return heading }
        ids[range.start] = id
        var children = Array(heading.children.dropLast())
        if !rest.isEmpty { children.append(MarkdownNode(kind: .text(rest), range: last.range)) }
        // "Title {#id}": the space before the marker is not part of the title.
        if case .text(let previous)? = children.last?.kind, rest.isEmpty, previous.hasSuffix(" ") {
            let trimmed = String(previous.reversed().drop { $0 == " " }.reversed())
            children[children.count - 1] = MarkdownNode(kind: .text(trimmed), range: children[children.count - 1].range)
        }
        return MarkdownNode(kind: heading.kind, children: children, range: heading.range)
    }

    /// `"Title {#my-id}"` → (`my-id`, `"Title"`).
    static func split(_ text: String) -> (id: String, rest: String)? {
        var trimmed = Substring(text)
        while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
        guard trimmed.hasSuffix("}"), let open = trimmed.range(of: "{#", options: .backwards) else { return nil }
        let id = trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)]
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || "-_:.".contains($0) }) else { return nil }
        var rest = trimmed[..<open.lowerBound]
        while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() }
        return (String(id), String(rest))
    }
}
