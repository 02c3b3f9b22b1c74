import Foundation
import GeneratorSupport
import StylebookKit

/// Walks the content folder in sorted order. Follows symlinks only while they stay inside the
/// folder, and reports loops and escapes instead of hanging or reading outside the project.
struct ContentDiscovery {
    var root: URL
    /// A folder outside the content folder published at the site root (`public:` in
    /// stylebook.yml); its files are listed as if they lay in `public/`.
    var publicRoot: URL?
    /// Every page is MDX, as in Docusaurus, where `_name.md` is a partial too, not a page.
    var markdownPartials = false

    typealias Found = (items: [ContentItem], diagnostics: [Diagnostic])

    func discover() -> Found {
        var diagnostics: [Diagnostic] = []
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.append(Diagnostic(
                .contentMissingFolder, "content folder '\(DisplayPath.of(root))' does not exist",
                hint: "create it with an index.md, or pass --content DIR"))
            return ([], diagnostics)
        }
        let realRoot = root.resolvingSymlinksInPath().path
        let walker = Walker(realRoot: realRoot,
                            workingDirectory: DisplayPath.workingDirectory, markdownPartials: markdownPartials)
        // The top folder first, then each folder under it walked on its own core; joined in
        // order, the result is the same as one walk's.
        let top = walker.scan(Folder(url: root, relative: "", path: root.standardizedFileURL.path, real: realRoot, ancestors: [realRoot]))
        var items = top.items
        diagnostics += top.diagnostics
        for walked in parallelMap(top.subfolders, walker.walk) {
            items += walked.items
            diagnostics += walked.diagnostics
        }
        if let publicRoot {
            let walked = Self.walkPublic(publicRoot, workingDirectory: walker.workingDirectory)
            items += walked.items
            diagnostics += walked.diagnostics
        }
        items.sort { String.inByteOrder($0.relativePath, $1.relativePath) }
        return (items, diagnostics + Self.publicClashes(items))
    }

    /// The configured public folder, walked with its own root: a link in it may not lead out of it.
    private static func walkPublic(_ folder: URL, workingDirectory: String) -> (items: [ContentItem], diagnostics: [Diagnostic]) {
        let real = folder.resolvingSymlinksInPath().path
        let walker = Walker(realRoot: real, workingDirectory: workingDirectory, markdownPartials: false)
        return walker.walk(Folder(url: folder, relative: ContentItem.publicFolder, path: folder.standardizedFileURL.path,
                                  real: real, ancestors: [real]))
    }

    private struct Walker: Sendable {
        let realRoot: String
        let workingDirectory: String
        let markdownPartials: Bool

        /// Every file under `start`, depth first in sorted order. An explicit stack: deep folder
        /// trees must not grow the call stack.
        @Sendable func walk(_ start: Folder) -> (items: [ContentItem], diagnostics: [Diagnostic]) {
            var items: [ContentItem] = []
            var diagnostics: [Diagnostic] = []
            var stack = [start]
            while let folder = stack.popLast() {
                let scanned = scan(folder)
                items += scanned.items
                diagnostics += scanned.diagnostics
                stack.append(contentsOf: scanned.subfolders.reversed())
            }
            return (items, diagnostics)
        }

        /// One folder's files and the folders in it. Each folder carries its standardized and
        /// its real path, so an entry that is not a symbolic link costs one `lstat` instead of
        /// resolving every component of its path again.
        func scan(_ folder: Folder) -> (items: [ContentItem], diagnostics: [Diagnostic], subfolders: [Folder]) {
            let fm = FileManager.default
            var isDirectory: ObjCBool = false
            var items: [ContentItem] = []
            var diagnostics: [Diagnostic] = []
            let names: [String]
            do {
                names = try fm.contentsOfDirectory(atPath: folder.url.path).sorted(by: String.inByteOrder)
            } catch {
                diagnostics.append(Diagnostic(
                    .contentUnreadable, "cannot read folder: \(error.localizedDescription)",
                    at: SourceLocation(path: DisplayPath.of(folder.url)), hint: "check its permissions"))
                return ([], diagnostics, [])
            }
            var subfolders: [Folder] = []
            let urlPath = folder.url.path
            for name in names where !name.hasPrefix(".") {
                let filePath = ContentItem.path(name, in: urlPath)
                let rel = folder.relative.isEmpty ? name : folder.relative + "/" + name
                let path = folder.path.hasSuffix("/") ? folder.path + name : folder.path + "/" + name
                let display = DisplayPath.of(path: path, below: workingDirectory)
                let entry: (real: String, type: FileType)
                switch FileType.withoutFollowing(path) {
                case .directory: entry = (folder.child(name), .directory)
                case .regular: entry = (folder.child(name), .regular)
                case .other: entry = (folder.child(name), .other)
                case .symbolicLink, nil:
                    let url = URL(fileURLWithPath: filePath)
                    let real = url.resolvingSymlinksInPath().path
                    guard real == realRoot || real.hasPrefix(realRoot + "/") else {
                        diagnostics.append(Diagnostic(
                            .contentLinkOutsideContent, "symbolic link leads outside the content folder, to '\(real)'",
                            at: SourceLocation(path: display), hint: "copy the file into the content folder instead of linking to it"))
                        continue
                    }
                    guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                        diagnostics.append(Diagnostic(
                            .contentBrokenSymlink, "symbolic link points to a file that does not exist",
                            at: SourceLocation(path: display), hint: "fix or remove the link"))
                        continue
                    }
                    entry = (real, isDirectory.boolValue ? .directory : ContentDiscovery.isRegularFile(url) ? .regular : .other)
                }
                switch entry.type {
                case .directory:
                    if folder.ancestors.contains(entry.real) {
                        diagnostics.append(Diagnostic(
                            .contentSymlinkLoop, "symbolic link loops back to one of its own parent folders",
                            at: SourceLocation(path: display), hint: "remove the link or point it elsewhere"))
                        continue
                    }
                    subfolders.append(Folder(url: folder.url.appendingPathComponent(name, isDirectory: true), relative: rel, path: path, real: entry.real,
                                             ancestors: folder.ancestors.union([entry.real])))
                case .other, .symbolicLink:
                    // Reading a FIFO or a device would block or never end.
                    diagnostics.append(Diagnostic(
                        .contentNotAFile, "not a regular file (a pipe, socket or device), so it cannot be read",
                        at: SourceLocation(path: display), hint: "remove it from the content folder"))
                case .regular:
                    // Everything under public/ is copied as it is, Markdown included.
                    let isPublic = rel.hasPrefix(ContentItem.publicFolder + "/")
                    items.append(ContentItem(kind: isPublic ? .asset : ContentItem.kind(ofFile: name, markdownPartials: markdownPartials), relativePath: rel, path: filePath,
                                             displayPath: display))
                }
            }
            return (items, diagnostics, subfolders)
        }
    }

    /// `public/logo.png` and `logo.png` would both be written to the site's `logo.png`.
    static func publicClashes(_ items: [ContentItem]) -> [Diagnostic] {
        var bySitePath: [String: ContentItem] = [:]
        var problems: [Diagnostic] = []
        for item in items where item.kind == .asset {
            if let other = bySitePath[item.sitePath] {
                let (first, second) = other.relativePath < item.relativePath ? (other, item) : (item, other)
                problems.append(Diagnostic(
                    .contentDuplicateURL, "'\(second.displayPath)' and '\(first.displayPath)' would both be published as '/\(item.sitePath)'",
                    at: SourceLocation(path: second.displayPath), hint: "keep one of the two files"))
            } else {
                bySitePath[item.sitePath] = item
            }
        }
        return problems
    }

    private struct Folder: Sendable {
        var url: URL
        var relative: String
        /// `url`'s standardized path, which display paths are made from.
        var path: String
        /// Where symbolic links lead: the folder's path with every link resolved.
        var real: String
        var ancestors: Set<String>

        func child(_ name: String) -> String {
            real.hasSuffix("/") ? real + name : real + "/" + name
        }
    }

    private static func isRegularFile(_ url: URL) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }
}
