import Audit
import Exporters
import Foundation
import GeneratorSupport
import StylebookKit
import SystemValidation
import YAMLReading
import Yams

/// Reads `stylebook.yml`. Every key is checked: an unknown one is an error at its line with the
/// closest known key, and a value of the wrong type names the type it should have.
public enum ConfigurationFile {
    /// The configuration in `folder`, or the defaults when it has no `stylebook.yml`.
    public static func load(in folder: URL) -> Result<SiteConfiguration, DiagnosticsError> {
        let url = folder.appendingPathComponent(SiteConfiguration.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return .success(SiteConfiguration()) }
        return load(url)
    }

    public static func load(_ url: URL) -> Result<SiteConfiguration, DiagnosticsError> {
        let path = DisplayPath.of(url)
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            return .failure(DiagnosticsError([Diagnostic(.configUnreadable, "cannot read the configuration: \(error.localizedDescription)",
                                                     at: SourceLocation(path: path))]))
        }
        var reader = ConfigurationReader(path: path)
        var configuration = SiteConfiguration()
        configuration.file = url
        do {
            if let root = try YAMLDocument.compose(text) {
                reader.read(root, into: &configuration)
            }
        } catch {
            reader.problems.append(reader.syntaxError(error))
        }
        return reader.problems.isEmpty ? .success(configuration) : .failure(DiagnosticsError(reader.problems))
    }
}

/// Walks the YAML nodes against the known keys, collecting every problem rather than stopping
/// at the first, so one run shows them all.
struct ConfigurationReader {
    let path: String
    var problems: [Diagnostic] = []

    // The keys of each mapping come from the one table the reference is generated from.
    static let topLevelKeys = ConfigurationKeys.names(in: nil)
    static let repositoryKeys = ConfigurationKeys.names(in: "repository")
    static let navKeys = ConfigurationKeys.names(in: "nav")
    static let sidebarKeys = ConfigurationKeys.names(in: "sidebar")
    static let markdownKeys = ConfigurationKeys.names(in: "markdown")
    static let exportKeys = ConfigurationKeys.names(in: "exports")
    static let contrastKeys = ConfigurationKeys.names(in: "contrast")
    static let tokenKeys = ConfigurationKeys.names(in: "tokens")
    static let versionKeys = ConfigurationKeys.names(in: "versions")

    init(path: String) { self.path = path }

    mutating func read(_ root: Node, into configuration: inout SiteConfiguration) {
        for (key, value) in mapping(root, what: "the configuration", keys: Self.topLevelKeys) {
            configuration.locations[key] = location(value)
            Self.readers[key]?(&self, value, &configuration)
        }
    }

    /// Each top-level key's reader, from its declaration (`ConfigurationKeys.all`).
    static let readers: [String: ConfigurationReading] = Dictionary(
        ConfigurationKeys.all.compactMap { key in key.section == nil ? key.read.map { (key.name, $0) } : nil },
        uniquingKeysWith: { first, _ in first })

    // MARK: - Sections

    mutating func repository(_ node: Node) -> SiteConfiguration.Repository? {
        var values: [String: Node] = [:]
        for (key, value) in mapping(node, what: "`repository`", keys: Self.repositoryKeys) { values[key] = value }
        guard let urlNode = values["url"] else {
            problems.append(problem(.configMissingKey, "`repository` needs a `url`", at: node,
                                    hint: "Add `url: https://github.com/OWNER/REPO` under `repository:`."))
            return nil
        }
        guard let address = url(urlNode, key: "repository.url") else { return nil }
        var repository = SiteConfiguration.Repository(url: address)
        if let branch = values["branch"].flatMap({ string($0, key: "repository.branch") }) { repository.branch = branch }
        if let folder = values["directory"].flatMap({ string($0, key: "repository.directory") }) { repository.directory = folder }
        if let flag = values["editLinks"].flatMap({ bool($0, key: "repository.editLinks") }) { repository.editLinks = flag }
        if let flag = values["lastUpdated"].flatMap({ bool($0, key: "repository.lastUpdated") }) { repository.lastUpdated = flag }
        return repository
    }

    mutating func links(_ node: Node) -> [SiteConfiguration.Link] {
        guard case .sequence(let sequence) = node else {
            problems.append(wrongType(node, key: "nav", expected: "a list of links (`- text: …` and `url: …`)"))
            return []
        }
        var links: [SiteConfiguration.Link] = []
        for item in sequence {
            var values: [String: Node] = [:]
            for (key, value) in mapping(item, what: "a `nav` entry", keys: Self.navKeys) { values[key] = value }
            guard let textNode = values["text"], let urlNode = values["url"] else {
                problems.append(problem(.configMissingKey, "a `nav` entry needs both `text` and `url`", at: item,
                                        hint: "Write `- text: GitHub` and, below it, `url: https://…`."))
                continue
            }
            if let text = string(textNode, key: "nav.text"), let address = string(urlNode, key: "nav.url") {
                links.append(.init(text: text, url: address))
            }
        }
        return links
    }

    /// Types are checked here; whether a name is legal on its platform, the exporters decide
    /// (`SiteConfiguration.exportProblems`). A mapping under `exports:` whose key is not a
    /// setting holds a format's own settings (`exports.flutter.className`); whether that format
    /// exists and declares them is checked there too, once the package's formats are known.
    mutating func exports(_ node: Node, into configuration: inout SiteConfiguration) {
        var settings = ExportSettings()
        var settingNodes = node
        if case .mapping(let entries) = node {
            var kept: [(Node, Node)] = []
            for (keyNode, value) in entries {
                guard let id = keyNode.string, !Self.exportKeys.contains(id), case .mapping(let options) = value else {
                    kept.append((keyNode, value))
                    continue
                }
                configuration.exportLocations[id] = location(keyNode)
                var values: [String: ExportOptionValue] = [:]
                for (nameNode, optionNode) in options {
                    guard let name = nameNode.string, let parsed = optionValue(optionNode, key: "exports.\(id).\(name)") else { continue }
                    values[name] = parsed
                    configuration.exportLocations["\(id).\(name)"] = location(optionNode)
                }
                settings.formatOptions[id] = values
            }
            settingNodes = .mapping(Node.Mapping(kept, entries.tag, entries.style, entries.mark))
        }
        for (key, value) in mapping(settingNodes, what: "`exports`", keys: Self.exportKeys) {
            configuration.exportLocations[key] = location(value)
            let name = "exports." + key
            switch key {
            case "formats": settings.formats = strings(value, key: name)
            case "cssPrefix": settings.cssPrefix = string(value, key: name) ?? settings.cssPrefix
            case "cssUnit":
                guard let unit = string(value, key: name) else { continue }
                guard let parsed = ExportSettings.CSSUnit(rawValue: unit) else {
                    problems.append(problem(.configInvalidValue, "`\(name)` must be `rem` or `px`, not `\(unit)`", at: value,
                                            hint: "Use `rem` so sizes follow the reader's font size, or `px`."))
                    continue
                }
                settings.cssUnit = parsed
            case "cssBaseSize": settings.cssBaseSize = number(value, key: name) ?? settings.cssBaseSize
            case "cssLightDark": settings.cssLightDark = bool(value, key: name) ?? settings.cssLightDark
            case "androidPrefix": settings.androidPrefix = string(value, key: name)
            case "iosPackage": settings.iosPackage = string(value, key: name)
            case "iosModule": settings.iosModule = string(value, key: name)
            case "iosPublicPalette": settings.iosPublicPalette = bool(value, key: name) ?? settings.iosPublicPalette
            case "composePackage": settings.composePackage = string(value, key: name)
            case "composeTheme": settings.composeTheme = string(value, key: name)
            default: break
            }
        }
        configuration.exports = settings
    }

    /// A format's setting as YAML typed it: `true`/`false`, a number, text, or a list of texts.
    private mutating func optionValue(_ node: Node, key: String) -> ExportOptionValue? {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain, let flag = node.bool { return .flag(flag) }
            if scalar.style == .plain, let number = node.float, number.isFinite { return .number(number) }
            return .text(scalar.string)
        case .sequence:
            return strings(node, key: key).map(ExportOptionValue.list)
        default:
            problems.append(wrongType(node, key: "`\(key)`", expected: "text, a number, `true` or `false`, or a list"))
            return nil
        }
    }

    /// `tokens: tokens/` is short for `tokens: {source: tokens/}`.
    mutating func tokens(_ node: Node) -> SiteConfiguration.TokenFiles? {
        if case .scalar = node {
            return string(node, key: "tokens").map { SiteConfiguration.TokenFiles(source: $0, location: location(node)) }
        }
        var files = SiteConfiguration.TokenFiles(source: "")
        var sourceSeen = false
        for (key, value) in mapping(node, what: "`tokens`", keys: Self.tokenKeys) {
            switch key {
            case "source":
                sourceSeen = true
                files.source = string(value, key: "tokens.source") ?? ""
                files.location = location(value)
            case "pairs": files.pairs = string(value, key: "tokens.pairs")
            case "context":
                guard case .mapping(let pairs) = value else {
                    problems.append(wrongType(value, key: "`tokens.context`", expected: "a mapping such as `brand: acme`"))
                    continue
                }
                for (modifier, context) in pairs {
                    guard let name = string(modifier, key: "tokens.context"),
                          let chosen = string(context, key: "tokens.context.\(name)") else { continue }
                    files.context[name] = chosen
                }
            default: break
            }
        }
        guard sourceSeen else {
            problems.append(problem(.configInvalidValue, "`tokens` needs a `source`", at: node,
                                    hint: "Name the token file or folder, e.g. `source: tokens` (a Tokens Studio folder) or `source: tokens.resolver.json`."))
            return nil
        }
        return files.source.isEmpty ? nil : files
    }

    mutating func sidebar(_ node: Node, into configuration: inout SiteConfiguration) {
        for (key, value) in mapping(node, what: "`sidebar`", keys: Self.sidebarKeys) {
            switch key {
            case "sections":
                guard let limit = integer(value, key: "sidebar.sections") else { continue }
                guard limit > 0 else {
                    problems.append(problem(.configInvalidValue, "`sidebar.sections` must be at least 1, not `\(limit)`", at: value,
                                            hint: "Give the number of top-level sections the sidebar lists in full (default \(SectionsIndex.defaultLimit)); a site with more lists only the current page's and links to a page of them all."))
                    continue
                }
                configuration.sidebarSections = limit
            default: break
            }
        }
    }

    mutating func markdown(_ node: Node, into configuration: inout SiteConfiguration) {
        for (key, value) in mapping(node, what: "`markdown`", keys: Self.markdownKeys) {
            guard let text = string(value, key: "markdown.\(key)") else { continue }
            switch key {
            case "format":
                guard let format = MarkdownSettings.Format(rawValue: text) else {
                    problems.append(problem(.configInvalidValue, "`markdown.format` must be `detect`, `mdx` or `md`, not `\(text)`", at: value,
                                            hint: "Use `mdx` to read every page as MDX, as Docusaurus does, or `detect` to read only `.mdx` pages so."))
                    continue
                }
                configuration.markdown.format = format
            case "routeBasePath":
                guard text.hasPrefix("/") else {
                    problems.append(problem(.configInvalidValue, "`markdown.routeBasePath` must start with `/`, not `\(text)`", at: value,
                                            hint: "Write the path the pages are published under, e.g. `/docs`."))
                    continue
                }
                var path = text
                while path.count > 1, path.hasSuffix("/") { path.removeLast() }
                configuration.markdown.routeBasePath = path
            default: break
            }
        }
    }

    /// `levels:` maps a context or combination ("increased", "dark+increased") to `aa` or `aaa`;
    /// whether each context exists, the design system decides (`ContrastPolicy.problems(for:)`).
    mutating func contrast(_ node: Node, into configuration: inout SiteConfiguration) {
        for (key, value) in mapping(node, what: "`contrast`", keys: Self.contrastKeys) {
            if key == "build" {
                guard let text = string(value, key: "contrast.build") else { continue }
                guard let severity = Diagnostic.Severity(rawValue: text.lowercased()), severity != .note else {
                    problems.append(problem(.configInvalidValue, "`contrast.build` must be `error` or `warning`, not `\(text)`", at: value,
                                            hint: "`error` keeps the previous site when a pair fails; `warning` builds it and prints the failures. `stylebook check` fails on them either way."))
                    continue
                }
                configuration.contrastBuildSeverity = severity
                continue
            }
            guard key == "levels" else { continue }
            guard case .mapping(let levels) = value else {
                problems.append(wrongType(value, key: "`contrast.levels`", expected: "a mapping such as `increased: aaa`"))
                continue
            }
            for (contextNode, levelNode) in levels {
                guard let selector = string(contextNode, key: "contrast.levels"),
                      let text = string(levelNode, key: "contrast.levels.\(selector)") else { continue }
                guard let level = ContrastLevel(rawValue: text.lowercased()) else {
                    problems.append(problem(.configInvalidValue, "`contrast.levels.\(selector)` must be `aa` or `aaa`, not `\(text)`", at: levelNode,
                                            hint: "AAA asks 7:1 of text and 4.5:1 of large text; AA 4.5:1 and 3:1."))
                    continue
                }
                configuration.contrastLevels.append(.init(ModeSelector(parsing: selector), level, location: location(contextNode)))
            }
        }
    }

    /// `content/broken-anchor: warning`: an id of the catalogue that may be set, and a level.
    mutating func severities(_ node: Node) -> [SeverityOverride] {
        guard case .mapping(let mapping) = node else {
            problems.append(wrongType(node, key: "`severities`", expected: "a mapping of diagnostic ids to levels, e.g. `content/broken-anchor: warning`"))
            return []
        }
        let adjustable = DiagnosticCatalogue.all.filter(\.adjustable).map(\.id)
        let levels = [Diagnostic.Severity.error, .warning, .note].map(\.rawValue)
        var overrides: [SeverityOverride] = []
        for (keyNode, value) in mapping {
            let id = keyNode.string ?? ""
            guard let kind = DiagnosticCatalogue.kind(id) else {
                let suggestion = Suggestion.closest(to: id, in: DiagnosticCatalogue.all.map(\.id))
                problems.append(problem(
                    .configUnknownKey, "unknown diagnostic id `\(id)` in `severities`" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                    at: keyNode, hint: "Use an id as Stylebook prints it in brackets after a problem, e.g. `content/broken-anchor`."))
                continue
            }
            guard kind.adjustable else {
                problems.append(problem(
                    .configInvalidValue, "the level of `\(id)` cannot be changed", at: keyNode,
                    hint: "Only findings about what pages say can: \(adjustable.map { "`\($0)`" }.joined(separator: ", "))."))
                continue
            }
            guard let text = string(value, key: "severities." + id) else { continue }
            guard let level = Diagnostic.Severity(rawValue: text) else {
                let suggestion = Suggestion.closest(to: text.lowercased(), in: levels) ?? levels.first { $0.hasPrefix(text.lowercased()) }
                problems.append(problem(
                    .configInvalidValue, "`severities.\(id)` must be `error`, `warning` or `note`, not `\(text)`"
                        + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                    at: value, hint: "An error stops the build; a warning or a note is printed and counted, and the build goes on."))
                continue
            }
            overrides.append(SeverityOverride(id: id, severity: level, location: location(keyNode)))
        }
        return overrides
    }

    // MARK: - Values

    /// The known keys of a mapping with their values, in file order; reports unknown keys.
    mutating func mapping(_ node: Node, what: String, keys: [String]) -> [(String, Node)] {
        guard case .mapping(let mapping) = node else {
            problems.append(wrongType(node, key: what, expected: "a mapping of `key: value` lines"))
            return []
        }
        var known: [(String, Node)] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard keys.contains(key) else {
                let suggestion = Suggestion.closest(to: key, in: keys)
                problems.append(problem(
                    .configUnknownKey, "unknown key `\(key)` in \(what)"
                        + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                    at: keyNode,
                    hint: "Known keys here: \(keys.map { "`\($0)`" }.joined(separator: ", "))."))
                continue
            }
            known.append((key, value))
        }
        return known
    }

    mutating func string(_ node: Node, key: String) -> String? {
        guard case .scalar(let scalar) = node, scalar.style != .plain || !Self.isNonString(scalar.string) else {
            problems.append(wrongType(node, key: "`\(key)`", expected: "text"))
            return nil
        }
        return scalar.string
    }

    /// Plain scalars YAML would read as something other than text.
    private static func isNonString(_ text: String) -> Bool {
        ["", "~", "null", "true", "false", "yes", "no"].contains(text.lowercased())
    }

    private mutating func strings(_ node: Node, key: String) -> [String]? {
        guard case .sequence(let sequence) = node else {
            problems.append(wrongType(node, key: "`\(key)`", expected: "a list, e.g. `[css, ios]`"))
            return nil
        }
        let values = sequence.compactMap { string($0, key: key) }
        return values.count == sequence.count ? values : nil
    }

    private mutating func bool(_ node: Node, key: String) -> Bool? {
        guard let value = node.bool else {
            problems.append(wrongType(node, key: "`\(key)`", expected: "`true` or `false`"))
            return nil
        }
        return value
    }

    private mutating func number(_ node: Node, key: String) -> Double? {
        guard let value = node.float, value > 0 else {
            problems.append(wrongType(node, key: "`\(key)`", expected: "a positive number"))
            return nil
        }
        return value
    }

    /// A plain whole number (`200`; not `"200"` or `2.5`).
    private mutating func integer(_ node: Node, key: String) -> Int? {
        guard case .scalar(let scalar) = node, scalar.style == .plain, let value = Int(scalar.string) else {
            problems.append(wrongType(node, key: "`\(key)`", expected: "a whole number, e.g. `200`"))
            return nil
        }
        return value
    }

    mutating func url(_ node: Node, key: String) -> String? {
        guard let text = string(node, key: key) else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
            problems.append(problem(.configInvalidValue, "`\(key)` must be an absolute http(s) URL, not `\(text)`", at: node,
                                    hint: "Write the full address, e.g. `https://design.example.com/`."))
            return nil
        }
        return text
    }

    mutating func language(_ node: Node) -> String? {
        guard let text = string(node, key: "language") else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let valid = !parts.isEmpty && parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            && parts[0].allSatisfy(\.isLetter) && (2...3).contains(parts[0].count)
        guard valid else {
            problems.append(problem(.configInvalidValue, "`language` must be a language tag such as `en` or `pt-BR`, not `\(text)`",
                                    at: node, hint: "Use the BCP 47 tag of the pages' language."))
            return nil
        }
        return text
    }

    // MARK: - Diagnostics

    func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(path: path) }
        return SourceLocation(path: path, line: mark.line, column: mark.column)
    }

    func problem(_ kind: DiagnosticKind, _ message: String, at node: Node, hint: String) -> Diagnostic {
        Diagnostic(kind, message, at: location(node), hint: hint)
    }

    func wrongType(_ node: Node, key: String, expected: String) -> Diagnostic {
        problem(.configWrongType, "\(key) must be \(expected)", at: node,
                hint: "Check the value's quoting and indentation against the configuration reference in Stylebook's manual.")
    }

    func syntaxError(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        let at = SourceLocation(path: path, line: problem.line ?? 1, column: problem.column)
        switch problem.kind {
        case .duplicateKeys:
            return Diagnostic(.configDuplicateKey, "the configuration \(problem.message)", at: at, hint: "Keep one of the repeated keys.")
        case .syntax:
            return Diagnostic(.configSyntaxError, "the configuration is not valid YAML: \(problem.message)", at: at,
                          hint: "Check the indentation and quoting on this line; values containing `:` or `#` need quotes.")
        }
    }
}
