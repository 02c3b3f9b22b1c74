import Foundation
import GeneratorSupport
import StylebookKit

/// What MDX (Docusaurus) adds to Markdown, read line for line so every position stays where it
/// was: `import`/`export` lines and `{/* comments */}` become blank, the components Stylebook
/// knows (`<Tabs>`, `<TabItem>`, `<Admonition>`, `<details>`) become container markers, and a
/// partial used as a component (`<Warning />`) becomes a sentinel its content replaces.
/// In a `.md` page only partials are looked for (its import lines are blanked as before).
struct MDXSource {
    /// `import Warning from './_Warning.mdx'`: a Markdown file used as a component.
    struct PartialImport: Sendable {
        var name: String
        var source: String
        var location: SourceLocation
    }

    /// A component line that opens or closes a container (0-based line).
    enum ContainerLine: Sendable {
        case open(ContainerKind, title: String?, name: String)
        case close(name: String)
    }

    static let partialPrefix = "<!--stylebook-partial:"

    private(set) var text: String
    private(set) var imports: [PartialImport] = []
    /// Line → container marker, for `ContainerMarkers`.
    private(set) var containers: [Int: ContainerLine] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var lines: [String]
    private let path: String
    private let lineOffset: Int

    init(_ source: String, path: String, lineOffset: Int, isMDX: Bool) {
        self.path = path
        self.lineOffset = lineOffset
        text = source
        let mayImport = source.hasPrefix("import ") || source.containsUTF8("\nimport ")
        guard isMDX || mayImport else {
            lines = []
            return
        }
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fenced = fencedLines()
        if isMDX {
            removeComments(skip: fenced)
            removeModuleCode(skip: fenced)
            fenced = fencedLines()
            let tags = JSXTag.scan(lines, skip: fenced)
            let pairs = balance(tags)
            reportUnknown(tags)
            quoteAttributes(tags)
            flattenLeaves(tags)
            markContainers(tags, pairs: pairs)
        } else {
            for (index, line) in lines.enumerated() where !fenced[index] && line.hasPrefix("import ") {
                // A partial's import is read here, wherever it stands (after `<!-- prettier-ignore -->`, say).
                if readImport(line, at: index) { lines[index] = "" }
            }
        }
        replacePartialUses(skip: fenced)
        text = lines.joined(separator: "\n")
    }

    private func location(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(path: path, line: line + 1 + lineOffset, column: column)
    }

    private func fencedLines() -> [Bool] {
        var fenced = Array(repeating: false, count: lines.count)
        var fence: ContainerMarkers.Fence?
        for (index, line) in lines.enumerated() {
            let content = line.drop { $0 == " " || $0 == "\t" }
            if let open = fence {
                fenced[index] = true
                if ContainerMarkers.closes(content, open) { fence = nil }
            } else if let opened = ContainerMarkers.opensFence(content) {
                fenced[index] = true
                fence = opened
            }
        }
        return fenced
    }

    /// `{/* … */}`, on one line or over several; the lines stay, emptied where it stood.
    private mutating func removeComments(skip: [Bool]) {
        var index = 0
        while index < lines.count {
            guard !skip[index], let open = lines[index].range(of: "{/*") else {
                index += 1
                continue
            }
            var last = index
            while last < lines.count {
                let searchFrom = last == index ? open.upperBound : lines[last].startIndex
                if let close = lines[last].range(of: "*/}", range: searchFrom..<lines[last].endIndex) {
                    let after = String(lines[last][close.upperBound...])
                    let before = String(lines[index][..<open.lowerBound])
                    for middle in index...last { lines[middle] = "" }
                    lines[index] = before + (last == index ? after : "")
                    if last != index { lines[last] = after }
                    break
                }
                last += 1
            }
            // An unclosed comment is text, as MDX would refuse it: leave it for the reader to see.
            if last == lines.count { return }
            if last == index, lines[index].contains("{/*") { continue }
            index = last + 1
        }
    }

    /// Top-level `import` and `export` statements: code for MDX, never shown to readers. Each
    /// runs to the next blank line, as in MDX. One note per file says they were left out.
    private mutating func removeModuleCode(skip: [Bool]) {
        var removed = 0
        var first: Int?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let startsParagraph = index == 0 || lines[index - 1].allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
            guard !skip[index], startsParagraph, line.hasPrefix("import ") || line.hasPrefix("export ") else {
                index += 1
                continue
            }
            first = first ?? index
            while index < lines.count, !lines[index].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                let original = lines[index]
                if original.hasPrefix("import ") || original.hasPrefix("export ") { removed += 1 }
                if original.hasPrefix("import ") { readImport(original, at: index) }
                lines[index] = ""
                index += 1
            }
        }
        if let first {
            diagnostics.append(Diagnostic(
                .contentMDXCodeRemoved,
                "\(removed == 1 ? "an `import` or `export` line was" : "\(removed) `import` and `export` lines were") left out: they are code for MDX, which Stylebook does not run",
                at: location(first),
                hint: "components the page imports show as raw HTML unless Stylebook knows them (\(MDXComponent.knownList)) or they are Markdown partials"))
        }
    }

    /// `import Name from './_partial.mdx'`: remembered when it names a Markdown file.
    @discardableResult
    private mutating func readImport(_ line: String, at index: Int) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 4, words[0] == "import", words[2] == "from" else { return false }
        let name = String(words[1])
        var source = words[3...].joined(separator: " ")
        while let last = source.last, last == ";" || last == " " || last == "\r" { source.removeLast() }
        guard let quote = source.first, quote == "'" || quote == "\"", source.count >= 2, source.last == quote else { return false }
        source = String(source.dropFirst().dropLast())
        let lowered = source.lowercased()
        guard lowered.hasSuffix(".md") || lowered.hasSuffix(".mdx"), JSXTag.isComponentName(name) else { return false }
        let column = line.range(of: source).map { line.utf8.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 1
        imports.append(PartialImport(name: name, source: source, location: location(index, column)))
        return true
    }

    /// Every component opened is closed, in order. Returns each opening tag's index with its
    /// closing tag's; reports the rest, which MDX would refuse to compile.
    private mutating func balance(_ tags: [JSXTag]) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var open: [Int] = []
        for (index, tag) in tags.enumerated() {
            switch tag.form {
            case .selfClosing: continue
            case .open: open.append(index)
            case .close:
                if let last = open.last, tags[last].name == tag.name {
                    pairs[open.removeLast()] = index
                } else if let match = open.lastIndex(where: { tags[$0].name == tag.name }) {
                    for unclosed in open[(match + 1)...] { reportUnclosed(tags[unclosed], before: tag) }
                    pairs[open[match]] = index
                    open.removeSubrange(match...)
                } else {
                    diagnostics.append(Diagnostic(
                        .contentUnbalancedJSX, "`</\(tag.name)>` closes a component that is not open",
                        at: location(tag.line, tag.column),
                        hint: "remove it, or open it with `<\(tag.name)>` before; in MDX every component is closed, or written `<\(tag.name) />`"))
                }
            }
        }
        for unclosed in open { reportUnclosed(tags[unclosed], before: nil) }
        return pairs
    }

    private mutating func reportUnclosed(_ tag: JSXTag, before closing: JSXTag?) {
        diagnostics.append(Diagnostic(
            .contentUnbalancedJSX,
            "`<\(tag.name)>` is never closed" + (closing.map { " before `</\($0.name)>` on line \($0.line + 1 + lineOffset)" } ?? ""),
            at: location(tag.line, tag.column),
            hint: "close it with `</\(tag.name)>`, or write `<\(tag.name) />` when it has no content"))
    }

    /// One warning per page naming every component Stylebook shows only as raw HTML.
    private mutating func reportUnknown(_ tags: [JSXTag]) {
        let partials = Set(imports.map(\.name))
        var names: [String] = []
        var first: JSXTag?
        for tag in tags where tag.form != .close && !MDXComponent.known.contains(tag.name) && !partials.contains(tag.name) {
            if !names.contains(tag.name) { names.append(tag.name) }
            first = first ?? tag
        }
        guard let first else { return }
        diagnostics.append(Diagnostic(
            .contentMDXUnknownComponent,
            "\(names.count == 1 ? "component" : "components") \(names.map { "`<\($0)>`" }.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") not known to Stylebook and \(names.count == 1 ? "passes" : "pass") through as raw HTML: \(names.count == 1 ? "its" : "their") text shows, not what \(names.count == 1 ? "its" : "their") code would draw",
            at: location(first.line, first.column),
            hint: "use Markdown, a `:::` container or one of the components Stylebook draws (\(MDXComponent.knownList)) instead, or import a Markdown partial"))
    }

    /// An unknown component written on a line of its own with a JSX value (`title={`…`}`)
    /// is written again with quoted values, so it passes through as HTML rather than as text.
    /// Values that are code, not text, are left out.
    private mutating func quoteAttributes(_ tags: [JSXTag]) {
        for tag in tags where tag.form != .close && tag.standsAlone && tag.line == tag.endLine && lines[tag.line].contains("={")
            && !MDXComponent.containers.contains(tag.name) {
            let indent = lines[tag.line].prefix { $0 == " " || $0 == "\t" }
            var written = String(indent) + "<" + tag.name
            for (name, value) in tag.attributes.sorted(by: { $0.key < $1.key }) {
                written += " \(name)=\"\(MarkupText.escape(value, .text))\""
            }
            lines[tag.line] = written + (tag.form == .selfClosing ? " />" : ">")
        }
    }

    /// A component without content that Stylebook draws (`<LinkCard … />`), written over several
    /// lines, is written again on its first line, with its values quoted and the other lines
    /// blank, so cmark sees one line of HTML that `MDXComponentLowering` can read. A `<Code>`
    /// whose code is an expression is reported and left out: it would draw nothing readable.
    private mutating func flattenLeaves(_ tags: [JSXTag]) {
        for tag in tags where tag.form == .selfClosing && tag.standsAlone
            && (MDXComponent.blocks.contains(tag.name) || MDXComponent.inline.contains(tag.name)) {
            if tag.name == "Code", tag.attributes["code"] == nil {
                diagnostics.append(Diagnostic(
                    .contentMDXExpression,
                    "`<Code>` takes its code from an expression (`code={…}`), which Stylebook does not run; the component is left out",
                    at: location(tag.line, tag.column),
                    hint: "write the code in a fenced code block instead, or give `code` a quoted string"))
                for index in tag.line...tag.endLine { lines[index] = "" }
                continue
            }
            guard tag.endLine > tag.line || lines[tag.line].contains("={") else { continue }
            let indent = lines[tag.line].prefix { $0 == " " || $0 == "\t" }
            var written = String(indent) + "<" + tag.name
            // As JSX reads entities in quoted values, and a line break must not start a line.
            for (name, value) in tag.attributes.sorted(by: { $0.key < $1.key }) {
                let encoded = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                    .replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: "&#10;")
                written += " \(name)=\"\(encoded)\""
            }
            lines[tag.line] = written + " />"
            if tag.endLine > tag.line {
                for index in (tag.line + 1)...tag.endLine { lines[index] = "" }
            }
        }
    }

    /// Containers for the known components written on lines of their own, and the lines inside
    /// them moved left by their common indentation (MDX has no indented code blocks).
    private mutating func markContainers(_ tags: [JSXTag], pairs: [Int: Int]) {
        for (openIndex, closeIndex) in pairs.sorted(by: { $0.key < $1.key }) {
            let opening = tags[openIndex], closing = tags[closeIndex]
            guard MDXComponent.containers.contains(opening.name), closing.standsAlone else { continue }
            var first = opening.line + 1
            if opening.endLine > opening.line {
                // Values over several lines (`<LinkButton⏎ href=…⏎>`): the marker takes the
                // first line, and the rest of the tag is not content.
                guard opening.standsAlone, opening.name != "details" else { continue }
                for index in (opening.line + 1)...opening.endLine { lines[index] = "" }
                first = opening.endLine + 1
            }
            var title: String?
            let kind: ContainerKind
            if let resolved = MDXComponent.container(opening.name, opening.attributes) {
                guard opening.standsAlone else { continue }
                kind = resolved.kind
                title = resolved.title
                if let problem = resolved.problem {
                    diagnostics.append(Diagnostic(.contentUnknownContainer, problem.message,
                                                  at: location(opening.line, opening.column), hint: problem.hint))
                }
            } else {
                // `<details>`, with its `<summary>` on the same line or the next.
                guard let (summary, summaryLine) = summary(after: opening) else { continue }
                kind = .details
                title = summary
                if let summaryLine {
                    lines[summaryLine] = ""
                    first = summaryLine + 1
                }
            }
            containers[opening.line] = .open(kind, title: title, name: opening.name)
            containers[closing.line] = .close(name: opening.name)
            dedent(first..<closing.line, keeping: lines[opening.line].prefix { $0 == " " || $0 == "\t" }.count)
        }
    }

    /// The summary of a `<details>` that stands alone or is followed on its line by
    /// `<summary>…</summary>`, and the line to empty when the summary has one of its own.
    private func summary(after opening: JSXTag) -> (String?, Int?)? {
        let line = lines[opening.line]
        let trimmed = line.trimmingCharacters(in: [" ", "\t", "\r"])
        if opening.standsAlone {
            var next = opening.line + 1
            while next < lines.count, lines[next].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { next += 1 }
            if next < lines.count, let text = Self.summaryText(lines[next].trimmingCharacters(in: [" ", "\t", "\r"])) {
                return (text, next)
            }
            return (nil, nil)
        }
        guard let close = trimmed.range(of: ">") else { return nil }
        let rest = String(trimmed[close.upperBound...]).trimmingCharacters(in: [" ", "\t"])
        guard let text = Self.summaryText(rest) else { return nil }
        return (text, nil)
    }

    private static func summaryText(_ text: String) -> String? {
        guard text.hasPrefix("<summary>"), text.hasSuffix("</summary>") else { return nil }
        let inner = text.dropFirst("<summary>".count).dropLast("</summary>".count)
        // Markup inside the summary shows as its text.
        var plain = ""
        var inTag = false
        for character in inner {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { plain.append(character) }
        }
        return plain.trimmingCharacters(in: [" ", "\t"])
    }

    /// Moves the lines left to the component's own indentation (`keeping`), never further: a
    /// component inside a list item keeps its content in that item.
    private mutating func dedent(_ range: Range<Int>, keeping base: Int) {
        let blank: (String) -> Bool = { $0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
        let indents = range.filter { !blank(lines[$0]) }.map { lines[$0].prefix { $0 == " " || $0 == "\t" }.count }
        guard let common = indents.min(), common > base else { return }
        for index in range where !blank(lines[index]) {
            lines[index] = String(lines[index].prefix(base) + lines[index].dropFirst(common))
        }
    }

    /// A line that is only `<Name />` for an imported partial becomes its sentinel.
    private mutating func replacePartialUses(skip: [Bool]) {
        guard !imports.isEmpty else { return }
        for (index, line) in lines.enumerated() where !skip[index] {
            let trimmed = line.trimmingCharacters(in: [" ", "\t", "\r"])
            guard trimmed.hasPrefix("<"), trimmed.hasSuffix("/>") else { continue }
            let name = trimmed.dropFirst().dropLast(2).trimmingCharacters(in: [" ", "\t"])
            guard let which = imports.firstIndex(where: { $0.name == name }) else { continue }
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            lines[index] = String(indent.prefix(3)) + Self.partialPrefix + String(which) + ContainerMarkers.sentinelSuffix
        }
    }

    static func partialIndex(_ html: String) -> Int? {
        let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(partialPrefix), trimmed.hasSuffix(ContainerMarkers.sentinelSuffix) else { return nil }
        return Int(trimmed.dropFirst(partialPrefix.count).dropLast(ContainerMarkers.sentinelSuffix.count))
    }
}
