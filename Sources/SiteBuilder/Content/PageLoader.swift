import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// Reads one Markdown file into a `Page`, turning every problem with the bytes into a diagnostic.
struct PageLoader: Sendable {
    /// The theme's own ids (`Theme.fixedIDs`), which headings must not take.
    var reservedIDs: Set<String> = []
    /// Which pages are MDX.
    var markdown = MarkdownSettings()

    /// Pages above this size are refused: they are almost always generated or pasted by mistake.
    static let maximumPageBytes = 8 * 1024 * 1024

    func load(_ item: ContentItem) -> Result<Page, Diagnostic> {
        loadStamped(item).page
    }

    /// The page, and its file's stamp as it was before the bytes were read (nil for pages the
    /// design system generates, or a file that could not be read).
    func loadStamped(_ item: ContentItem) -> (stamp: FileStamp?, page: Result<Page, Diagnostic>) {
        let location = SourceLocation(path: item.displayPath)
        let data: Data
        var stamp: FileStamp?
        if let text = item.generatedText {
            data = Data(text.utf8)
        } else {
            switch PageFileReader.load(item.path, limit: Self.maximumPageBytes) {
            case .read(let bytes, let found):
                (data, stamp) = (bytes, found)
            case .tooLarge(let size, let found):
                return (found, .failure(Self.tooLarge(size, at: location)))
            case .notPlain:
                // A symbolic link, or a file that vanished: stamped without following, checked
                // before reading, so a huge file is refused without loading it.
                stamp = FileStamp(path: item.path)
                if let size = Self.fileSize(item.url), size > Self.maximumPageBytes {
                    return (stamp, .failure(Self.tooLarge(size, at: location)))
                }
                do {
                    data = try Data(contentsOf: item.url)
                } catch {
                    return (stamp, .failure(Diagnostic(
                        .contentUnreadable, "cannot read page: it disappeared or is not readable",
                        at: location, hint: "check that the file exists and is readable, then build again")))
                }
            }
        }
        return (stamp, page(item, data: data, location: location))
    }

    private func page(_ item: ContentItem, data: Data, location: SourceLocation) -> Result<Page, Diagnostic> {
        if data.count > Self.maximumPageBytes {
            return .failure(Self.tooLarge(data.count, at: location))
        }
        // Through the raw bytes: `Data`'s own subscript checks exclusivity on every byte.
        if let nul = data.withUnsafeBytes({ bytes in
            bytes.baseAddress.flatMap { memchr($0, 0, bytes.count) }.map { bytes.baseAddress!.distance(to: UnsafeRawPointer($0)) }
        }) {
            return .failure(Diagnostic(
                .contentBinaryFile, "file looks binary (it contains a NUL byte), not Markdown",
                at: TextPosition.location(of: nul, in: data, path: item.displayPath),
                hint: "rename it so it does not end in .md, and it will be copied as it is"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let offset = TextPosition.firstInvalidUTF8(in: data)
            return .failure(Diagnostic(
                .contentInvalidUTF8, "file is not valid UTF-8",
                at: TextPosition.location(of: offset, in: data, path: item.displayPath),
                hint: "re-save the file as UTF-8"))
        }
        if text.allSatisfy({ $0.isWhitespace }) {
            return .failure(Diagnostic(
                .contentEmptyPage, "page is empty",
                at: location, hint: "write some content, or delete the file"))
        }
        let source: SourceFile
        do {
            source = try SourceFile(text: text, path: item.displayPath)
        } catch {
            return .failure(error)
        }
        // Docusaurus's `md`, `mdx` or `detect`; another generator's `format:` (Pandoc's `html`)
        // is a template value, as before.
        let format = source.frontMatter.values["format"]
        let document = MarkdownDocument(parsing: source.body, path: item.displayPath, lineOffset: source.bodyLineOffset,
                                        options: MarkdownOptions(reservedIDs: reservedIDs),
                                        isMDX: markdown.isMDX(path: item.relativePath, frontMatterFormat: format?.text),
                                        partials: PartialFiles(for: item, markdown: markdown).loader(importer: item.relativePath))
        // The parser flattens nesting this deep; the page would not show what was written, so
        // the build refuses it.
        if let tooDeep = document.diagnostics.first(where: { $0.kind == .contentNestingTooDeep }) {
            return .failure(tooDeep)
        }
        let id: String?
        switch Self.documentID(source.frontMatter) {
        case .success(let found): id = found
        case .failure(let problem):
            return .failure(Diagnostic(
                .contentMalformedFrontMatter, "front matter `id` \(problem.description)",
                at: source.frontMatter.keyLocations["id"] ?? location,
                hint: "write the last part of the page's URL, e.g. `id: reducing-boilerplate`"))
        }
        let route: PageRoute
        switch PageRoute.fromSlug(source.frontMatter.slug, sourcePath: item.relativePath, id: id) {
        case .success(let found): route = found
        case .failure(let reason):
            return .failure(Diagnostic(
                .contentMalformedFrontMatter, "front matter `slug` \(reason.description)",
                at: source.frontMatter.keyLocations["slug"] ?? location,
                hint: "write a path such as `/guide/intro` (from the site root) or `intro` (next to this file)"))
        }
        let h1 = document.root.children.first { if case .heading(level: 1) = $0.kind { return true } else { return false } }
        let title = source.frontMatter.title
            ?? h1.map { $0.plainText }
            ?? Self.title(fromFileName: item.relativePath)
        return .success(Page(
            item: item, route: route, frontMatter: source.frontMatter, document: document, headingIDs: document.headings.map(\.id),
            title: title, description: source.frontMatter.description, order: source.frontMatter.position,
            hasOwnTitleHeading: h1 != nil, usesPartials: document.usesPartials))
    }

    /// Docusaurus's `id`: the last segment of the page's URL. Text or a number; no `/`.
    static func documentID(_ frontMatter: FrontMatter) -> Result<String?, PageRoute.SlugProblem> {
        let text: String
        switch frontMatter.values["id"] {
        case nil: return .success(nil)
        case .string(let string)?: text = string
        case .int(let number)?: text = String(number)
        default: return .failure(.init("must be text, such as `intro`"))
        }
        guard !text.isEmpty, text != ".", text != "..", !text.contains(where: { "/\\#?".contains($0) }) else {
            return .failure(.init("'\(text)' must be one URL segment: not empty, `.` or `..`, without `/`, `\\`, `#` or `?`"))
        }
        return .success(text)
    }

    private static func tooLarge(_ bytes: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.contentPageTooLarge,
               "page is \(bytes / (1024 * 1024)) MB; the limit is \(maximumPageBytes / (1024 * 1024)) MB",
               at: location, hint: "split it into several pages, or move generated data out of Content/")
    }

    private static func fileSize(_ url: URL) -> Int? {
        FileType.sizeWithoutFollowing(url.path)
    }

    /// `offline-patterns.md` → "Offline patterns"; `guides/index.md` → "Guides"; the home page → "Home".
    static func title(fromFileName relativePath: String) -> String {
        var parts = relativePath.split(separator: "/").map(String.init)
        let name = parts.removeLast()
        var stem = String(name.dropLast(ContentItem.pageExtensionLength(name)))
        if stem == "index" { stem = parts.last ?? "Home" }
        let words = stem.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
