import Foundation
import GeneratorSupport
import StylebookKit
import YAMLReading
import Yams

/// `pairs.yml` for `stylebook check --tokens`: role overrides for names the inference gets
/// wrong, pairs to check beyond the inferred ones, pairs to leave out, and the level a
/// context demands. A group's `$root` token is named by the group (`color.background.danger`).
///
/// ```yaml
/// roles:
///   color.brand.primary: surface     # exact path
///   color.accent.*: text             # every path starting with color.accent.
/// pairs:
///   - foreground: color.text.on-brand
///     background: color.brand.primary
///   - foreground: color.border.focus
///     background: color.surface.page
///     kind: non-text                 # text (default), large-text or non-text
///     over: color.surface.page       # the opaque surface under a translucent background
///     decorative: "a hairline between list rows"   # or disabled: "…"; the pair is then skipped
/// exclude:
///   - foreground: color.text.brand.*  # leave out inferred pairs; either side may be omitted
///     background: color.background.brand
/// contexts:
///   dark-dimmed: aa                  # the level a context demands (high-contrast ones default to aaa)
/// ```
///
/// Every name must match a token and every context must exist; a file that names nothing is an
/// error at its line, never ignored.
public struct PairsFile: Sendable {
    public var roles: RoleOverrides
    public var pairs: [ContrastPairDeclaration]
    public var exclusions: [Exclusion]
    /// Context name → the level it demands.
    public var contextLevels: [(name: String, level: ContrastLevel, location: SourceLocation)]

    /// Pairs to leave out: each side an exact path or a prefix ending in `*`; nil matches any.
    public struct Exclusion: Sendable {
        public var foreground: String?
        public var background: String?
        public var location: SourceLocation

        public func matches(_ foreground: TokenPath, _ background: TokenPath) -> Bool {
            Self.match(self.foreground, foreground) && Self.match(self.background, background)
        }

        static func match(_ pattern: String?, _ path: TokenPath) -> Bool {
            guard let pattern else { return true }
            return pattern.hasSuffix("*") ? path.dotted.hasPrefix(String(pattern.dropLast())) : path.dotted == pattern
        }
    }

    public init(roles: RoleOverrides = RoleOverrides(), pairs: [ContrastPairDeclaration] = [], exclusions: [Exclusion] = [],
                contextLevels: [(name: String, level: ContrastLevel, location: SourceLocation)] = []) {
        self.roles = roles
        self.pairs = pairs
        self.exclusions = exclusions
        self.contextLevels = contextLevels
    }

    /// `color.background.$root` and `color.background` name the same token.
    static func path(_ text: String) -> String {
        TokenPath(text).components.filter { $0 != "$root" }.joined(separator: ".")
    }

    public static func load(path: String) -> (file: PairsFile, diagnostics: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (PairsFile(), [Diagnostic(.importMissingFile, "cannot read '\(path)'", at: SourceLocation(path: path))])
        }
        return parse(String(decoding: data, as: UTF8.self), path: path)
    }

    public static func parse(_ yaml: String, path: String) -> (file: PairsFile, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func location(_ node: Node?) -> SourceLocation {
            SourceLocation(path: path, line: (node?.mark?.line ?? 1), column: (node?.mark?.column ?? 1))
        }
        func problem(_ message: String, _ node: Node?) {
            diagnostics.append(Diagnostic(.importMalformedPairs, message, at: location(node),
                                      hint: "see `stylebook check --help` for the pairs.yml format"))
        }
        let root: Node?
        do {
            root = try YAMLDocument.compose(yaml)
        } catch {
            return (PairsFile(), [Diagnostic(.importMalformedPairs, "pairs.yml is not valid YAML: \(error.message)",
                                         at: SourceLocation(path: path, line: error.line ?? 1, column: error.column),
                                         hint: "check the indentation and quoting on this line")])
        }
        guard let root else { return (PairsFile(), []) }
        guard let mapping = root.mapping else {
            problem("pairs.yml must be a mapping with `roles:` and/or `pairs:`", root)
            return (PairsFile(), diagnostics)
        }
        var file = PairsFile()
        for (key, value) in mapping {
            switch key.string {
            case "roles":
                guard let roles = value.mapping else { problem("`roles` must map token paths to roles", value); continue }
                for (path, roleNode) in roles {
                    guard let pattern = path.string, let name = roleNode.string, let role = ColorRole(rawValue: name) else {
                        problem("role must be one of \(ColorRole.allCases.map(\.rawValue).joined(separator: ", "))", roleNode)
                        continue
                    }
                    file.roles.rules.append((Self.path(pattern), role))
                    file.roles.locations.append(location(path))
                }
            case "pairs":
                guard let list = value.sequence else { problem("`pairs` must be a list", value); continue }
                for entry in list {
                    guard let pair = entry.mapping, let fg = pair["foreground"]?.string, let bg = pair["background"]?.string else {
                        problem("each pair needs `foreground` and `background` token paths", entry)
                        continue
                    }
                    let kindName = pair["kind"]?.string ?? "text"
                    guard let kind = ContrastKind(rawValue: kindName) else {
                        problem("kind '\(kindName)' is not text, large-text or non-text", pair["kind"])
                        continue
                    }
                    var exemption: ContrastExemption?
                    if let reason = pair["decorative"]?.string { exemption = .decorative(reason) }
                    if let reason = pair["disabled"]?.string { exemption = .disabled(reason) }
                    let at = location(entry)
                    file.pairs.append(ContrastPairDeclaration(
                        foreground: TokenPath(Self.path(fg)), background: TokenPath(Self.path(bg)),
                        over: pair["over"]?.string.map { TokenPath(Self.path($0)) },
                        kind: kind, exemption: exemption, file: at.path, line: at.line, column: at.column))
                }
            case "exclude":
                guard let list = value.sequence else { problem("`exclude` must be a list", value); continue }
                for entry in list {
                    let fg = entry.mapping?["foreground"]?.string, bg = entry.mapping?["background"]?.string
                    guard fg != nil || bg != nil else {
                        problem("each exclusion needs a `foreground` or a `background` (a path, or a prefix ending in *)", entry)
                        continue
                    }
                    file.exclusions.append(Exclusion(foreground: fg.map(Self.path), background: bg.map(Self.path), location: location(entry)))
                }
            case "contexts":
                guard let levels = value.mapping else { problem("`contexts` must map context names to aa or aaa", value); continue }
                for (name, levelNode) in levels {
                    guard let context = name.string, let level = levelNode.string.flatMap(ContrastLevel.init(rawValue:)) else {
                        problem("a context's level must be aa or aaa", levelNode)
                        continue
                    }
                    file.contextLevels.append((context, level, location(name)))
                }
            default:
                diagnostics.append(Diagnostic(.importUnknownPairsKey, "unknown key '\(key.string ?? "")' ignored",
                                            at: location(key), hint: "known keys: roles, pairs, exclude, contexts"))
            }
        }
        return (file, diagnostics)
    }
}
