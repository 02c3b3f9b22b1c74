import Foundation
import GeneratorSupport
import StylebookKit

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
///     over: color.surface.page       # the opaque surface under a translucent background, or a list
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
    /// Every surface an `over:` names, where it names it, so an unknown one is an error there.
    public var surfaces: [(path: TokenPath, location: SourceLocation)] = []
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
}
