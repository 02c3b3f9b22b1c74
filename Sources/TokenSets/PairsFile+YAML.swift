import GeneratorSupport
import StylebookKit
#if Generator
import YAMLReading
import Yams
#endif

// pairs.yml is YAML, read with Yams, which only the Generator trait brings: the StylebookTokens
// plugin's tool, built in a team's package without it, reads token files and never a pairs.yml.
extension PairsFile {
#if Generator
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
                    // `over:` names the opaque surface beneath a translucent background, or a list of them.
                    var surfaces: [TokenPath?] = [nil]
                    if let over = pair["over"] {
                        let nodes = over.sequence.map(Array.init) ?? [over]
                        guard !nodes.isEmpty, nodes.allSatisfy({ $0.string != nil }) else {
                            problem("`over` must name a surface token, or list them", over)
                            continue
                        }
                        surfaces = nodes.map { TokenPath(Self.path($0.string!)) }
                        file.surfaces += zip(surfaces, nodes).map { ($0.0!, location($0.1)) }
                    }
                    let at = location(entry)
                    for surface in surfaces {
                        file.pairs.append(ContrastPairDeclaration(
                            foreground: TokenPath(Self.path(fg)), background: TokenPath(Self.path(bg)), over: surface,
                            kind: kind, exemption: exemption, file: at.path, line: at.line, column: at.column))
                    }
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
#else
    public static func parse(_ yaml: String, path: String) -> (file: PairsFile, diagnostics: [Diagnostic]) {
        (PairsFile(), [Diagnostic(.importMalformedPairs, "this build of Stylebook reads no pairs.yml (it has no YAML reader)",
                                  at: SourceLocation(path: path), hint: "run the installed stylebook, which reads it")])
    }
#endif
}
