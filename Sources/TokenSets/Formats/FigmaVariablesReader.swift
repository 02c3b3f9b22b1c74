import Foundation
import GeneratorSupport
import StylebookKit

/// Figma's REST API local-variables response, saved to a file (`stylebook import --figma` saves
/// one), read as DTCG token trees so the rest of the import sees a resolver's layers:
///
/// - A variable `color/text/primary` is the token `color.text.primary`, under no collection
///   name unless two collections declare the same path (then each of their variables is put
///   under its collection's name). `{`, `}` and `.` in a name part become `-`.
/// - A collection with one mode is a set; one with several modes a modifier of its name, whose
///   contexts are the mode names (Light/Dark becomes the appearance axis, `AxisPlan`).
/// - Aliases become `{path}` references, across collections too.
/// - COLOR is a colour; FLOAT a px dimension when its scopes are lengths, a font weight, an
///   opacity (0–100 in Figma, 0–1 in DTCG) or a number; STRING scoped to font family a font
///   family. An unscoped variable takes the type of the variables that alias it. Other strings
///   and booleans are left out with one warning.
/// - Scopes state colour roles: text fill only is text, frame or shape fill a surface, stroke
///   only a border (`TokenSource.roles`); other scopes leave the role to the name.
///
/// Each synthesized token carries the line and column of the variable's value in that mode, so
/// every diagnostic points into the response file.
enum FigmaVariablesReader {
    /// `meta.variableCollections` and `meta.variables` (or those two at the root), or an error
    /// Figma returned (`{"status": 403, "err": "Invalid token"}`) saved in their place.
    static func isVariablesResponse(_ root: JSONNode) -> Bool {
        let body = root["meta"] ?? root
        if body["variableCollections"]?.members != nil, body["variables"]?.members != nil { return true }
        return root["status"]?.number != nil && (root["error"]?.bool != nil || root["err"]?.string != nil)
    }

    static func read(path: String, root: JSONNode, loader: JSONFileLoader) -> (source: TokenSource?, diagnostics: [Diagnostic]) {
        if let failure = errorResponse(path: path, root: root) { return (nil, loader.diagnostics + [failure]) }
        var reading = FigmaVariablesReading(path: path, response: FigmaVariablesResponse(path: path, body: root["meta"] ?? root))
        let (layers, modifiers, roles) = reading.read()
        let diagnostics = loader.diagnostics + reading.diagnostics
        var source = TokenSource(path: path, name: TokenSource.stem(path), modifiers: modifiers, layers: layers,
                                 documents: loader.documents, loadDiagnostics: diagnostics)
        source.roles = roles
        return (source, diagnostics)
    }

    /// `"error": true` or a status other than 200: the message Figma gave, as an error.
    static func errorResponse(path: String, root: JSONNode) -> Diagnostic? {
        let status = root["status"]?.number
        guard root["error"]?.bool == true || (status != nil && status != 200) else { return nil }
        let messageNode = root["message"] ?? root["err"]
        let message = messageNode?.string ?? "no message"
        let code = status.map { " (status \(Int($0)))" } ?? ""
        return Diagnostic(.importFigmaErrorResponse, "the file holds an error from Figma's REST API\(code), not variables: \"\(message)\"",
                          at: ImportProblem(file: path).location(messageNode ?? root),
                          hint: "fetch the variables again with `stylebook import --figma FILE_KEY` and a FIGMA_TOKEN that can read the file")
    }
}

/// The token type a Figma variable is read as.
enum FigmaTokenKind: Equatable {
    case color, dimension, fontWeight, opacity, number, fontFamily
    /// Strings other than font families, and booleans: Stylebook has no such tokens.
    case unsupported

    var dtcgType: String? {
        switch self {
        case .color: "color"
        case .dimension: "dimension"
        case .fontWeight: "fontWeight"
        case .opacity, .number: "number"
        case .fontFamily: "fontFamily"
        case .unsupported: nil
        }
    }

    /// Scopes that bind a FLOAT to a length in px.
    static let lengthScopes: Set<String> = ["CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
                                            "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "EFFECT_FLOAT"]

    /// The kind a variable's own type and scopes state; nil when they say nothing (ALL_SCOPES, or
    /// none), so the variables aliasing it decide.
    static func stated(by variable: FigmaVariablesResponse.Variable) -> FigmaTokenKind? {
        let scopes = variable.scopes
        let unscoped = scopes.isEmpty || scopes.contains("ALL_SCOPES")
        switch variable.resolvedType {
        case "COLOR":
            return .color
        case "FLOAT":
            if unscoped { return nil }
            if scopes.isSubset(of: lengthScopes) { return .dimension }
            if scopes == ["FONT_WEIGHT"] { return .fontWeight }
            if scopes == ["OPACITY"] { return .opacity }
            return .number
        case "STRING":
            if scopes.contains("FONT_FAMILY") { return .fontFamily }
            if scopes == ["FONT_WEIGHT"] || scopes == ["FONT_STYLE"] && TokenPath.words(in: variable.name).contains("weight") { return .fontWeight }
            return unscoped ? nil : .unsupported
        default:
            return .unsupported
        }
    }

    /// An unscoped FLOAT that nothing scoped aliases, by the words of its name, as Figma files
    /// name them (`Spacing/100`, `Corner radius/Full`, `Line height/Font size 900`): a length, a
    /// weight; else a plain number (one between 0 and 1 is then an opacity).
    static func named(_ name: String) -> FigmaTokenKind {
        let words = Set(TokenPath.words(in: name))
        if words.contains("weight") { return .fontWeight }
        let lengths: Set = ["size", "spacing", "space", "radius", "gap", "width", "height", "padding", "margin", "inset",
                            "offset", "border", "stroke", "indent", "dimension", "sizing", "corner", "line", "letter", "blur", "spread"]
        return words.isDisjoint(with: lengths) ? .number : .dimension
    }

    /// An unscoped STRING by its name: `Font family/Body` is a font family, `Font weight/Bold`
    /// a weight written as a name (DTCG's `bold`, `semi-bold`); other strings have no kind.
    static func namedString(_ name: String) -> FigmaTokenKind {
        let words = Set(TokenPath.words(in: name))
        if words.contains("family") { return .fontFamily }
        if words.contains("weight") { return .fontWeight }
        return .unsupported
    }

    /// The role a colour's scopes state, if they state one.
    static func role(scopes: Set<String>) -> ColorRole? {
        if scopes == ["TEXT_FILL"] { return .text }
        if !scopes.isEmpty, scopes.isSubset(of: ["FRAME_FILL", "SHAPE_FILL"]) { return .surface }
        if scopes == ["STROKE_COLOR"] { return .border }
        return nil
    }
}

/// One reading of a response: paths, kinds, what is left out, then a tree per collection and mode.
struct FigmaVariablesReading {
    typealias Variable = FigmaVariablesResponse.Variable

    let path: String
    let response: FigmaVariablesResponse
    private(set) var diagnostics: [Diagnostic]
    private var problem: ImportProblem { ImportProblem(file: path) }
    private var byID: [String: Variable] = [:]
    private var paths: [String: [String]] = [:]
    private var kinds: [String: FigmaTokenKind] = [:]
    private var leftOut = Set<String>()

    init(path: String, response: FigmaVariablesResponse) {
        self.path = path
        self.response = response
        diagnostics = response.diagnostics
        for (_, variables) in response.collections {
            for variable in variables where byID[variable.id] == nil { byID[variable.id] = variable }
        }
    }

    private var allVariables: [Variable] { response.collections.flatMap(\.variables) }

    mutating func read() -> (layers: [TokenSource.Layer], modifiers: [TokenSource.Modifier], roles: RoleOverrides) {
        assignPaths()
        assignKinds()
        findLeftOut()
        var layers: [TokenSource.Layer] = []
        var modifiers: [TokenSource.Modifier] = []
        var rules: [(pattern: String, role: ColorRole)] = []
        var origins: [RoleOrigin] = []
        for (collection, variables) in response.collections {
            let kept = variables.filter { !leftOut.contains($0.id) }
            guard !kept.isEmpty else { continue }
            var trees: [(mode: String, tree: TokenSource.Tree)] = []
            for mode in collection.modes {
                let entries = kept.compactMap { variable in
                    variable.value(in: mode.id).flatMap { token(variable, value: $0, collection: collection) }.map { (paths[variable.id]!, $0) }
                }
                let read = TokenSource.tree(file: path, root: FigmaTokenTree.build(entries, anchor: collection.node))
                diagnostics += read.diagnostics
                trees.append((mode.name, read.tree))
            }
            if collection.modes.count == 1 {
                layers.append(.set([trees[0].tree]))
            } else {
                layers.append(.modifier(name: collection.name, contexts: trees.map { ($0.mode, [$0.tree]) }))
                modifiers.append(TokenSource.Modifier(name: collection.name, contexts: collection.modes.map(\.name),
                                                      defaultContext: collection.defaultMode.name, location: problem.location(collection.node)))
            }
            for variable in kept where kinds[variable.id] == .color {
                if let role = FigmaTokenKind.role(scopes: variable.scopes) {
                    rules.append((paths[variable.id]!.joined(separator: "."), role))
                    origins.append(.figmaScopes(variable.scopes.sorted()))
                }
            }
        }
        return (layers, modifiers, RoleOverrides(rules, origins: origins))
    }

    // MARK: Paths

    /// Each variable's path; a collection is a path part only when another declares one of its paths.
    private mutating func assignPaths() {
        var renamed: [(variable: Variable, path: [String])] = []
        var own: [String: [String]] = [:]
        var declaredBy: [String: [Int]] = [:]
        for (position, (_, variables)) in response.collections.enumerated() {
            for variable in variables {
                let parts = variable.name.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                let path = parts.map(Self.pathPart)
                guard !path.isEmpty else {
                    diagnostics.append(Diagnostic(.importFigmaMalformedVariable, "variable '\(variable.id)' has an empty name; it is left out",
                                                  at: problem.location(variable.node)))
                    leftOut.insert(variable.id)
                    continue
                }
                if path != parts { renamed.append((variable, path)) }
                own[variable.id] = path
                let dotted = path.joined(separator: ".")
                if declaredBy[dotted]?.last != position { declaredBy[dotted, default: []].append(position) }
            }
        }
        if let first = renamed.first {
            diagnostics.append(Diagnostic(.importFigmaNameChanged,
                "\(renamed.count) variable name(s) contain '{', '}' or '.', which a token path cannot hold; each is read as '-' (first: '\(first.variable.name)' is '\(first.path.joined(separator: "."))')",
                at: problem.location(first.variable.node), hint: "rename them in Figma to keep their names in the tokens"))
        }
        let shared = declaredBy.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
        let prefixed = Set(shared.flatMap(\.value))
        if let (dotted, owners) = shared.first {
            let names = owners.map { "'\(response.collections[$0].collection.name)'" }.joined(separator: " and ")
            let second = response.collections[owners[1]].collection
            diagnostics.append(Diagnostic(.importFigmaCollectionsPrefixed,
                "collections \(names) both declare '\(dotted)', so the variables of \(prefixed.count == 2 ? "both" : "\(prefixed.count) collections") are put under their collection's name ('\(Self.pathPart(second.name)).\(dotted)')",
                at: problem.location(second.node), hint: "give the variables different names in Figma to keep the shorter paths"))
        }
        for (position, (collection, variables)) in response.collections.enumerated() {
            for variable in variables {
                guard let path = own[variable.id] else { continue }
                paths[variable.id] = prefixed.contains(position) ? [Self.pathPart(collection.name)] + path : path
            }
        }
    }

    static func pathPart(_ text: String) -> String {
        String(text.map { "{}./".contains($0) ? "-" : $0 })
    }

    // MARK: Kinds

    /// Stated kinds, then for unscoped variables the kind of the first variable that aliases them.
    private mutating func assignKinds() {
        var stated = Set<String>()
        for variable in allVariables {
            if let kind = FigmaTokenKind.stated(by: variable) {
                kinds[variable.id] = kind
                stated.insert(variable.id)
            }
        }
        for variable in allVariables where stated.contains(variable.id) && kinds[variable.id] != .unsupported {
            var queue = variable.aliasIDs
            while let id = queue.popLast() {
                guard kinds[id] == nil, let target = byID[id], target.resolvedType == variable.resolvedType else { continue }
                kinds[id] = kinds[variable.id]
                queue += target.aliasIDs
            }
        }
        for variable in allVariables where kinds[variable.id] == nil {
            switch variable.resolvedType {
            case "FLOAT": kinds[variable.id] = FigmaTokenKind.named(variable.name)
            case "STRING": kinds[variable.id] = FigmaTokenKind.namedString(variable.name)
            default: kinds[variable.id] = .unsupported
            }
        }
    }

    // MARK: What is left out

    private mutating func findLeftOut() {
        let unsupported = allVariables.filter { kinds[$0.id] == .unsupported && !leftOut.contains($0.id) }
        leftOut.formUnion(unsupported.map(\.id))
        if let first = unsupported.first {
            let types = Set(unsupported.map(\.resolvedType)).sorted().map { $0.lowercased() }.joined(separator: " or ")
            diagnostics.append(Diagnostic(.importFigmaUnsupportedVariable,
                "\(unsupported.count) \(types) variable(s) left out: Stylebook has no such tokens (first: '\(first.name)', a \(first.resolvedType))",
                at: problem.location(first.values.first?.node ?? first.node),
                hint: "a string variable scoped to Font family is imported as a font family"))
        }
        for variable in allVariables where !leftOut.contains(variable.id) {
            for (modeID, value) in variable.values {
                if let id = Variable.aliasID(value) {
                    guard byID[id] == nil else { continue }
                    diagnostics.append(Diagnostic(.importFigmaUnknownAlias,
                        "variable '\(variable.name)' (mode \(modeID)) refers to '\(id)', which the response does not hold; the variable is left out",
                        at: problem.location(value), hint: "it is most likely a library variable: fetch the library file's variables, or detach the alias in Figma"))
                    leftOut.insert(variable.id)
                } else if literal(variable, value) == nil {
                    diagnostics.append(Diagnostic(.importFigmaMalformedVariable,
                        "variable '\(variable.name)' (mode \(modeID)): \(value.kindName) is not a \(variable.resolvedType) value; the variable is left out",
                        at: problem.location(value)))
                    leftOut.insert(variable.id)
                }
            }
        }
        // A variable aliasing one left out (for a reason of its own) is left out too.
        var changed = true
        while changed {
            changed = false
            for variable in allVariables where !leftOut.contains(variable.id) {
                guard let (id, value) = variable.values.lazy.compactMap({ value in Variable.aliasID(value.node).map { ($0, value.node) } })
                    .first(where: { leftOut.contains($0.0) && byID[$0.0] != nil }) else { continue }
                leftOut.insert(variable.id)
                changed = true
                if kinds[id] == .unsupported, kinds[variable.id] == .unsupported { continue }
                diagnostics.append(Diagnostic(.importLeftOutReference,
                    "variable '\(variable.name)' refers to '\(byID[id]!.name)', which is left out (see its warning); so is this variable",
                    at: problem.location(value)))
            }
        }
    }

    // MARK: Tokens

    /// The DTCG token for one mode's value, every node at the value's line and column.
    private func token(_ variable: Variable, value: JSONNode, collection: FigmaVariablesResponse.Collection) -> JSONNode? {
        guard let kind = kinds[variable.id], let type = kind.dtcgType else { return nil }
        func at(_ content: JSONNode.Value) -> JSONNode { JSONNode(content, line: value.line, column: value.column) }
        var members: [JSONNode.Member] = []
        let tokenValue: JSONNode
        if let id = Variable.aliasID(value), let target = paths[id] {
            tokenValue = at(.string("{\(target.joined(separator: "."))}"))
            // An alias of another type than its target's chain takes the target's (DTCG §8.1).
            if chainType(id, visited: [variable.id]) == type { members.append(.init(key: "$type", value: at(.string(type)))) }
        } else if let literal = literal(variable, value) {
            tokenValue = at(literal)
            members.append(.init(key: "$type", value: at(.string(type))))
        } else {
            return nil
        }
        members.append(.init(key: "$value", value: tokenValue))
        if let description = variable.description { members.append(.init(key: "$description", value: at(.string(description)))) }
        return at(.object(members))
    }

    /// The DTCG type at the end of an alias chain, following each variable's default mode.
    private func chainType(_ id: String, visited: Set<String>) -> String? {
        guard let variable = byID[id], !visited.contains(id) else { return nil }
        let own = kinds[id]?.dtcgType
        let defaultMode = response.collections.first { $0.collection.id == variable.collectionID }?.collection.defaultModeID
        guard let value = defaultMode.flatMap(variable.value(in:)) ?? variable.values.first?.node,
              let next = Variable.aliasID(value) else { return own }
        return chainType(next, visited: visited.union([id])) ?? own
    }

    /// A literal value as DTCG writes it for the variable's kind; nil when it is not one.
    private func literal(_ variable: Variable, _ value: JSONNode) -> JSONNode.Value? {
        func at(_ content: JSONNode.Value) -> JSONNode { JSONNode(content, line: value.line, column: value.column) }
        switch kinds[variable.id] {
        case .color:
            guard let r = value["r"]?.number, let g = value["g"]?.number, let b = value["b"]?.number else { return nil }
            let alpha = value["a"]?.number ?? 1
            let hex = "#" + [r, g, b].map { String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
            return .object([
                .init(key: "colorSpace", value: at(.string("srgb"))),
                .init(key: "components", value: at(.array([r, g, b].map { at(.number($0)) }))),
                .init(key: "alpha", value: at(.number(alpha))),
                .init(key: "hex", value: at(.string(hex))),
            ])
        case .dimension:
            guard let number = value.number else { return nil }
            return .object([.init(key: "value", value: at(.number(number))), .init(key: "unit", value: at(.string("px")))])
        case .opacity:
            return value.number.map { .number($0 / 100) }
        case .fontWeight:
            // Figma writes a weight as a number, or (a STRING variable) as a style name.
            return value.number.map { .number($0) } ?? value.string.map { .string($0) }
        case .number:
            return value.number.map { .number($0) }
        case .fontFamily:
            return value.string.map { .string($0) }
        case .unsupported, nil:
            return nil
        }
    }
}

/// Nests `(path, token)` entries into a DTCG document. A path that is both a token and a group
/// (`a/b` beside `a/b/c`) keeps the token as the group's `$root`, which `{a.b}` still names.
enum FigmaTokenTree {
    private final class Group {
        var keys: [String] = []
        var entries: [String: Entry] = [:]

        func set(_ key: String, _ entry: Entry) {
            if entries[key] == nil { keys.append(key) }
            entries[key] = entry
        }
    }

    private enum Entry {
        case token(JSONNode)
        case group(Group)
    }

    static func build(_ entries: [([String], JSONNode)], anchor: JSONNode) -> JSONNode {
        let root = Group()
        for (path, token) in entries {
            var group = root
            for part in path.dropLast() {
                switch group.entries[part] {
                case .group(let child)?:
                    group = child
                case .token(let existing)?:
                    let child = Group()
                    child.set("$root", .token(existing))
                    group.set(part, .group(child))
                    group = child
                case nil:
                    let child = Group()
                    group.set(part, .group(child))
                    group = child
                }
            }
            let last = path[path.count - 1]
            if case .group(let child)? = group.entries[last] {
                child.set("$root", .token(token))
            } else {
                group.set(last, .token(token))
            }
        }
        return node(root, anchor: anchor)
    }

    private static func node(_ group: Group, anchor: JSONNode) -> JSONNode {
        let members = group.keys.map { key -> JSONNode.Member in
            switch group.entries[key]! {
            case .token(let token): JSONNode.Member(key: key, value: token)
            case .group(let child): JSONNode.Member(key: key, value: node(child, anchor: anchor))
            }
        }
        return JSONNode(.object(members), line: anchor.line, column: anchor.column)
    }
}
