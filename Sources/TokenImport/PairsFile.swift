import Foundation
import StylebookKit
import Yams

/// `pairs.yml` for `stylebook check --tokens`: role overrides for names the inference gets
/// wrong, and pairs to check beyond the role matrix.
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
/// ```
public struct PairsFile: Sendable {
    public var roles: RoleOverrides
    public var pairs: [ContrastPairDeclaration]

    public init(roles: RoleOverrides = RoleOverrides(), pairs: [ContrastPairDeclaration] = []) {
        self.roles = roles
        self.pairs = pairs
    }

    public static func load(path: String) -> (file: PairsFile, diagnostics: [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (PairsFile(), [.error("import/missing-file", "cannot read '\(path)'", at: SourceLocation(path: path))])
        }
        return parse(String(decoding: data, as: UTF8.self), path: path)
    }

    public static func parse(_ yaml: String, path: String) -> (file: PairsFile, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func location(_ node: Node?) -> SourceLocation {
            SourceLocation(path: path, line: (node?.mark?.line ?? 1), column: (node?.mark?.column ?? 1))
        }
        func problem(_ message: String, _ node: Node?) {
            diagnostics.append(.error("import/malformed-pairs", message, at: location(node),
                                      hint: "see `stylebook check --help` for the pairs.yml format"))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            var at = SourceLocation(path: path)
            if case .scanner(_, _, let mark, _)? = error as? YamlError { at = SourceLocation(path: path, line: mark.line, column: mark.column) }
            if case .parser(_, _, let mark, _)? = error as? YamlError { at = SourceLocation(path: path, line: mark.line, column: mark.column) }
            return (PairsFile(), [.error("import/malformed-pairs", "not valid YAML: \(error)", at: at)])
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
                    file.roles.rules.append((pattern, role))
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
                        foreground: TokenPath(fg), background: TokenPath(bg), over: pair["over"]?.string.map { TokenPath($0) },
                        kind: kind, exemption: exemption, file: at.path, line: at.line, column: at.column))
                }
            default:
                diagnostics.append(.warning("import/malformed-pairs", "unknown key '\(key.string ?? "")' ignored", at: location(key)))
            }
        }
        return (file, diagnostics)
    }
}
