import Audit
import Foundation
import GeneratorSupport
import StylebookKit

/// `fix contrast` on token files: each changed colour is written back at the literal that gives
/// it, in the file and mode it was read from, and every other byte of every file is kept.
///
/// A change names a token and one of its value entries; the entry holds in some modes, and each
/// mode is one resolution of the source. In each of those resolutions the token's own node, or
/// the palette literal its alias leads to, is the one place its colour is written: a primitive
/// in a shared file is changed once for every mode, a dark file's value only for dark.
public enum TokenFilePatch {
    public struct FileEdit: Sendable, Equatable {
        public var path: String
        public var old: String
        public var new: String
    }

    /// Where one colour is to be written: the token object at `line`:`column` of `path`.
    struct Target: Hashable {
        var path: String
        var line: Int
        var column: Int
        var pointer: String
    }

    /// The edited files, in path order; with errors, nothing should be written.
    public static func edits(for changes: [ContrastRepair.Change], imported: ImportedSystem) -> (files: [FileEdit], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var targets: [Target: ColorValue] = [:]
        for change in changes {
            for mode in change.modes {
                guard let set = imported.resolutions[mode], let link = literal(of: change.token, split: change.split, in: set) else {
                    diagnostics.append(Diagnostic(.fixLiteralNotFound,
                        "cannot find where the token files write \(change.token.dotted) in \(mode), to change it to \(change.newText)",
                        at: change.location, hint: "change it by hand; nothing was written"))
                    continue
                }
                let target = Target(path: link.location.path, line: link.location.line, column: link.location.column, pointer: link.pointer.description)
                if let other = targets[target], other != change.newValue {
                    diagnostics.append(Diagnostic(.fixLiteralNotFound,
                        "\(link.pointer) would take two colours, \(Self.text(other)) and \(change.newText): one literal gives \(change.token.dotted) in several modes that need different values",
                        at: link.location, hint: "give the token its own value in each mode's file, then run `fix contrast` again; nothing was written"))
                }
                targets[target] = change.newValue
            }
        }
        var files: [FileEdit] = []
        for path in Set(targets.keys.map(\.path)).sorted() {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(Diagnostic(.fixLiteralNotFound, "cannot read '\(path)' to change its colours", at: SourceLocation(path: path),
                                              hint: "check that the file is readable; nothing was written"))
                continue
            }
            let bytes = [UInt8](data)
            guard let root = try? JSONParser.parse(bytes: bytes) else {
                diagnostics.append(Diagnostic(.fixLiteralNotFound, "'\(path)' changed while it was being fixed", at: SourceLocation(path: path),
                                              hint: "run `fix contrast` again; nothing was written"))
                continue
            }
            var replacements: [JSONTextEdit.Replacement] = []
            // In file order, so the same input reports the same way.
            let here = targets.filter { $0.key.path == path }.sorted { ($0.key.line, $0.key.column) < ($1.key.line, $1.key.column) }
            for (target, color) in here {
                let location = SourceLocation(path: path, line: target.line, column: target.column)
                let token = JSONTextEdit.node(in: root, line: target.line, column: target.column)
                guard let token, let value = token["$value"] ?? token["value"] else {
                    let figma = token?["valuesByMode"] != nil
                    diagnostics.append(Diagnostic(.fixLiteralNotFound,
                        "\(target.pointer) has no `$value` to change to \(Self.text(color))" + (figma ? " (a Figma variables response is written by Figma)" : ""),
                        at: location, hint: figma ? "set the variable to \(Self.text(color)) in Figma, then fetch the variables again; nothing was written"
                                                  : "change it by hand; nothing was written"))
                    continue
                }
                do {
                    replacements += try JSONTextEdit.colorReplacements(value, with: color, in: bytes)
                } catch {
                    diagnostics.append(Diagnostic(.fixLiteralNotFound,
                        "\(target.pointer): \(error.reason), so it cannot be changed to \(Self.text(color))",
                        at: SourceLocation(path: path, line: value.line, column: value.column),
                        hint: "write the colour as a hex string or an sRGB colour object, or change it by hand; nothing was written"))
                }
            }
            files.append(FileEdit(path: path, old: text, new: JSONTextEdit.apply(replacements, to: bytes)))
        }
        return (files, diagnostics)
    }

    /// A new value as it is written: hex, or CSS for a wide colour.
    static func text(_ value: ColorValue) -> String {
        switch value {
        case .srgb(let color): color.hex
        case .wide(let wide): wide.css
        default: ""
        }
    }

    /// The token node that holds the colour of `path` in one resolution: a literal, or (for a
    /// split) the token's own node, alias or not. Stylebook's `_modes` chain is followed to its
    /// last link.
    static func literal(of path: TokenPath, split: Bool, in set: TokenSet) -> ImportedToken? {
        guard var link = own(path, in: set) else { return nil }
        var visited: Set<TokenPath> = [link.path]
        while let target = link.alias, TokenMapping.isChainStorage(target), let next = set.token(target), visited.insert(target).inserted {
            link = next
        }
        if split { return link }
        guard link.alias == nil, case .color = link.value else { return nil }
        return link
    }

    /// The token as one resolution declares it; `root` in Swift is `$root` in the files.
    static func own(_ path: TokenPath, in set: TokenSet) -> ImportedToken? {
        let rooted = path.components.last == "root" ? TokenPath(components: path.components.dropLast() + ["$root"]) : path
        return set.token(path) ?? set.token(rooted)
    }

    /// Whether `path`'s colour in `mode` is written in a node no other mode reads: then that
    /// mode alone can get its own value (a dark file's `{color.gray.600}` that the light file
    /// also writes).
    public static func canSplitMode(_ imported: ImportedSystem) -> @Sendable (TokenPath, Mode) -> Bool {
        { path, mode in
            guard let node = imported.resolutions[mode.name].flatMap({ own(path, in: $0) }),
                  !TokenMapping.isChainStorage(node.alias ?? TokenPath(components: [])) else { return false }
            return !imported.resolutions.contains { name, set in
                name != mode.name && own(path, in: set)?.location == node.location
            }
        }
    }

    /// The same, reading the token files only when first asked: a build whose contrast passes
    /// never reads them twice.
    public static func canSplitMode(loading load: @escaping @Sendable () -> ImportedSystem?) -> @Sendable (TokenPath, Mode) -> Bool {
        let cache = LazyImport(load)
        return { path, mode in cache.value.map { canSplitMode($0)(path, mode) } ?? false }
    }

    private final class LazyImport: @unchecked Sendable {
        private let lock = NSLock()
        private let load: @Sendable () -> ImportedSystem?
        private var loaded: ImportedSystem??
        init(_ load: @escaping @Sendable () -> ImportedSystem?) { self.load = load }
        var value: ImportedSystem? {
            lock.lock()
            defer { lock.unlock() }
            if let loaded { return loaded }
            let value = load()
            loaded = .some(value)
            return value
        }
    }

    /// What the audit of the patched files says: `audit` is run as if the files held their new
    /// text, and nothing is written.
    public static func auditing<Result>(_ files: [FileEdit], _ audit: () -> Result) -> Result {
        JSONFileLoader.$overrides.withValue(Dictionary(files.map { ($0.path, Array($0.new.utf8)) }, uniquingKeysWith: { _, last in last })) {
            audit()
        }
    }
}
