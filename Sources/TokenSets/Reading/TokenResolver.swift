import GeneratorSupport
import StylebookKit

/// Follows `{a.b}` aliases and `$ref` JSON Pointers through a merged set of raw tokens, infers
/// types from references, and reads each value. Unknown references and cycles are errors.
struct TokenResolver {
    private let tokens: [String: RawToken]
    let order: [String]
    private let documents: [String: JSONNode]
    var diagnostics: [Diagnostic] = []
    private var values: [String: JSONNode?] = [:]
    private var stack: [String] = []
    /// When set, only tokens of these types are read; the others are counted in `skippedTypes`
    /// (the audit reads colours only, so a `vw` dimension can never stop it).
    private let onlyTypes: Set<String>?
    /// Tokens left unread because of `onlyTypes`, by type ("" when no type could be found).
    private(set) var skippedTypes: [String: Int] = [:]
    /// With `onlyTypes`: tokens without any `$type` whose value is a colour object, read as colours.
    private(set) var untypedColors: [SourceLocation] = []

    /// Types some tools (Tokens Studio, older drafts) write, read as the DTCG type they mean.
    static let legacyTypes: [String: String] = [
        "spacing": "dimension", "sizing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension", "letterSpacing": "dimension", "paragraphSpacing": "dimension",
        "opacity": "number", "lineHeights": "number", "fontFamilies": "fontFamily", "fontWeights": "fontWeight",
        "boxShadow": "shadow",
    ]

    /// The Tokens Studio or Style Dictionary type each legacy token was declared with.
    private var declaredLegacyTypes: [String: String] = [:]

    /// What the value reader reports about values written the way a legacy file writes them all.
    static let dialectKinds: Set<DiagnosticKind> = [
        .importHexColorString, .importCSSColorString, .importStringDimension, .importUnitlessDimension,
        .importStringNumber, .importFontWeightName, .importIncompleteTypography, .importStringDuration,
    ]

    /// The DTCG type a token's declared type means in its dialect.
    static func dtcgType(_ type: String, dialect: TokenDialect) -> String {
        dialect == .legacy ? LegacyValue.types[type] ?? type : legacyTypes[type] ?? type
    }

    init(tokens: [String: RawToken], order: [String], documents: [String: JSONNode], onlyTypes: Set<String>? = nil) {
        self.tokens = tokens
        self.order = order
        self.documents = documents
        self.onlyTypes = onlyTypes
    }

    /// The key of the token a reference path names: the token itself, or the group's `$root`
    /// token, which DTCG lets `{group}` name.
    func key(_ path: [String]) -> String? {
        let dotted = path.joined(separator: ".")
        if tokens[dotted] != nil { return dotted }
        let root = dotted + ".$root"
        if tokens[root] != nil { return root }
        // Style Dictionary 3 names the value itself: {color.base.red.value}.
        if path.count > 1, path.last == "value" { return key(Array(path.dropLast())) }
        return nil
    }

    mutating func resolveAll() -> [ImportedToken] {
        // A Tokens Studio `source` set's tokens only answer references.
        order.compactMap { dotted in tokens[dotted].flatMap { $0.referenceOnly ? nil : resolve($0) } }
    }

    private mutating func resolve(_ raw: RawToken) -> ImportedToken? {
        if raw.dialect == .legacy { return resolveLegacy(raw) }
        let declared = type(of: raw, visited: [])
        // A colour object is a colour even without `$type` (Apple's set writes some so).
        let inferred: String? = declared == nil && Self.isColorObject(raw.node["$value"]) ? "color" : nil
        if inferred != nil { untypedColors.append(raw.problem.location(raw.node)) }
        if let onlyTypes {
            let type = declared.map { Self.legacyTypes[$0] ?? $0 } ?? inferred ?? ""
            guard onlyTypes.contains(type) else {
                skippedTypes[type, default: 0] += 1
                return nil
            }
        }
        guard var type = declared ?? inferred else {
            diagnostics.append(raw.problem.diagnostic(.importMissingType, "token '\(raw.dotted)' has no `$type`, and neither its groups nor a reference give one; the token is left out",
                                                   at: raw.pointer, raw.node, hint: "add \"$type\" to the token or to a group above it"))
            return nil
        }
        if let mapped = Self.legacyTypes[type] {
            diagnostics.append(raw.problem.diagnostic(.importLegacyType, "`$type` '\(type)' is not a DTCG 2025.10 type; read as '\(mapped)'",
                                                   at: raw.pointer.appending("$type"), raw.node["$type"] ?? raw.node))
            type = mapped
        }
        guard ValueReader.types.contains(type) else {
            diagnostics.append(raw.problem.diagnostic(.importUnknownType, "`$type` '\(type)' of '\(raw.dotted)' is not a DTCG 2025.10 type; the token is left out",
                                                   at: raw.pointer.appending("$type"), raw.node["$type"] ?? raw.node,
                                                   hint: "DTCG types: \(ValueReader.types.joined(separator: ", "))"))
            return nil
        }
        return read(raw, as: type)
    }

    /// A Style Dictionary or Tokens Studio token: its type from Tokens Studio's names (or, with
    /// none, from a Style Dictionary category), its value rewritten into DTCG's shape.
    private mutating func resolveLegacy(_ raw: RawToken) -> ImportedToken? {
        let declared = type(of: raw, visited: []) ?? raw.node["$value"].flatMap { LegacyValue.categoryType(raw.path, value: $0) }
        let mapped = declared.flatMap { LegacyValue.types[$0] }
        if let onlyTypes {
            guard let mapped, onlyTypes.contains(mapped) else {
                skippedTypes[mapped ?? declared ?? "", default: 0] += 1
                return nil
            }
        }
        guard let declared else {
            diagnostics.append(raw.problem.diagnostic(.importMissingType, "token '\(raw.dotted)' has no `type`, and neither its groups, a reference nor its category give one; the token is left out",
                                                   at: raw.pointer, raw.node, hint: "add \"type\" to the token or to a group above it"))
            return nil
        }
        if mapped == nil, let named = Self.namedType(declared, path: raw.dotted) {
            diagnostics.append(raw.problem.diagnostic(.importTypeFromContext, "'\(raw.dotted)' has type '\(declared)'; read as a \(named == "fontFamily" ? "font family" : "font weight"), as its name says",
                                                   at: raw.pointer, raw.node))
            declaredLegacyTypes[raw.dotted] = named
            return read(raw, as: named)
        }
        guard let mapped else {
            if let what = LegacyValue.leftOutTypes[declared] {
                diagnostics.append(raw.problem.diagnostic(.importTypeLeftOut, "type '\(declared)' of '\(raw.dotted)' holds \(what), which Stylebook has no kind for; the token is left out",
                                                       at: raw.pointer.appending("type"), raw.node["$type"] ?? raw.node))
            } else {
                diagnostics.append(raw.problem.diagnostic(.importUnknownType, "type '\(declared)' of '\(raw.dotted)' is neither a Tokens Studio nor a DTCG type; the token is left out",
                                                       at: raw.pointer.appending("type"), raw.node["$type"] ?? raw.node,
                                                       hint: "Tokens Studio types: \(LegacyValue.types.keys.sorted().joined(separator: ", "))"))
            }
            return nil
        }
        declaredLegacyTypes[raw.dotted] = declared
        return read(raw, as: mapped)
    }

    /// Tokens Studio's loose `text` type often holds a font family or weight, and the name
    /// says which (`font-family.50`, `font-weight.bold`).
    static func namedType(_ declared: String, path: String) -> String? {
        guard ["text", "string"].contains(declared) else { return nil }
        let words = TokenPath.words(in: path)
        if words.contains("family") { return "fontFamily" }
        return words.contains("weight") ? "fontWeight" : nil
    }

    /// The token's value read as `type`, with its metadata.
    private mutating func read(_ raw: RawToken, as type: String) -> ImportedToken? {
        // Tokens Studio types sizes as numbers and numbers as sizes freely; a `number` that
        // is wholly a reference to a length is that length.
        if type == "number", raw.dialect == .legacy, let target = referencedToken(raw), let targetType = self.type(of: target, visited: [raw.dotted]),
           Self.dtcgType(targetType, dialect: target.dialect) == "dimension" {
            diagnostics.append(raw.problem.diagnostic(.importTypeFromContext, "'\(raw.dotted)' is a number that refers to '\(target.dotted)', a \(targetType); read as a length",
                                                   at: raw.pointer.appending("$value"), raw.node["$value"] ?? raw.node))
            declaredLegacyTypes[raw.dotted] = targetType
            return read(raw, as: "dimension")
        }
        if let target = referencedToken(raw), let declaredTarget = self.type(of: target, visited: [raw.dotted]),
           case let targetType = Self.namedType(declaredTarget, path: target.dotted) ?? declaredTarget,
           Self.dtcgType(targetType, dialect: target.dialect) != type {
            diagnostics.append(raw.problem.diagnostic(.importTypeMismatch, "token '\(raw.dotted)' is a \(type) but refers to '\(target.dotted)', a \(targetType)",
                                                 at: raw.pointer.appending("$value"), raw.node["$value"] ?? raw.node["$ref"],
                                                 hint: "refer to a token of the same type, or correct `$type`"))
            return nil
        }
        let before = diagnostics.count
        guard var value = value(of: raw.dotted) else {
            // A token whose reference failed further along the chain says so at its own line.
            let own = diagnostics[before...].contains { $0.location?.path == raw.file && $0.message.hasPrefix(raw.pointer.description) }
            if !own, let target = referencedToken(raw) ?? aliasTarget(of: raw).flatMap({ tokens[$0.joined(separator: ".")] }) {
                diagnostics.append(raw.problem.diagnostic(.importLeftOutReference, "'\(raw.dotted)' refers to '\(target.dotted)', which cannot be read; so neither can this token",
                                                       at: raw.pointer.appending("$value"), raw.node["$value"] ?? raw.node))
            }
            return nil
        }
        if raw.dialect == .legacy {
            let unitless = raw.styleDictionary && raw.path.first == "size" ? "rem" : "px"
            switch LegacyValue.normalize(value, type: declaredLegacyTypes[raw.dotted] ?? type, unitless: unitless) {
            case .value(let normalised):
                value = normalised
            case .leftOut(let reason):
                diagnostics.append(raw.problem.diagnostic(.importValueLeftOut, "\(reason); the token is left out", at: raw.pointer.appending("value"), raw.node["$value"] ?? raw.node))
                return nil
            }
        }
        var reader = ValueReader(problem: raw.problem, anchor: raw.node["$value"] ?? raw.node["$ref"] ?? raw.node)
        let typed = reader.read(type, value, at: raw.pointer.appending("$value"))
        // A value that is wholly a reference was read, and warned about, at its target; a
        // legacy file's note already says how its values are written.
        let wholeReference = referencedToken(raw) != nil
        diagnostics += reader.diagnostics.filter { diagnostic in
            (!wholeReference || diagnostic.severity == .error) && !(raw.dialect == .legacy && Self.dialectKinds.contains(diagnostic.kind))
        }
        guard var typed else {
            if wholeReference, !reader.diagnostics.hasErrors, let target = referencedToken(raw) {
                diagnostics.append(raw.problem.diagnostic(.importLeftOutReference, "'\(raw.dotted)' refers to '\(target.dotted)', which is left out (see its warning); so is this token",
                                                       at: raw.pointer.appending("$value"), raw.node["$value"] ?? raw.node))
            }
            return nil
        }
        // A modified colour is a colour of its own, no longer the one it refers to.
        var alias = Self.colorModifier(raw) == nil ? aliasTarget(of: raw).map { TokenPath(components: $0) } : nil
        // Primer writes `"alpha": 0.1` beside `$value`; honoured (the reader warns once per file).
        if case .color(var color, let wide) = typed, let alpha = raw.node["alpha"]?.number, (0...1).contains(alpha) {
            color.alpha *= alpha
            typed = .color(color, wide: wide.flatMap { WideColor(space: $0.space, components: $0.components, alpha: $0.alpha * alpha) })
            alias = nil
        }
        let deprecation = DeprecationReading.deprecation(raw.node["$deprecated"] ?? raw.inheritedDeprecation,
                                                         details: raw.node["$extensions"]?[DesignSystemImport.extensionKey])
        return ImportedToken(
            path: TokenPath(components: raw.path), type: type, value: typed, alias: alias,
            description: raw.node["$description"]?.string, deprecation: deprecation, extensions: raw.node["$extensions"],
            location: raw.problem.location(raw.node), pointer: raw.pointer)
    }

    static func isColorObject(_ value: JSONNode?) -> Bool {
        value?["colorSpace"] != nil && value?["components"] != nil
    }

    /// The token a whole value refers to: `"$value": "{a.b}"` or `"$ref": "#/a/b/$value"`.
    private func aliasTarget(of raw: RawToken) -> [String]? {
        if let text = raw.node["$value"]?.string, let path = Reference.curly(text), let key = key(path) {
            return key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        let ref = raw.node["$value"]?["$ref"]?.string ?? (raw.node["$value"] == nil ? raw.node["$ref"]?.string : nil)
        guard let ref, let pointer = JSONPointer(ref), pointer.tokens.last == "$value" else { return nil }
        let path = Array(pointer.tokens.dropLast())
        return tokens[path.joined(separator: ".")] == nil ? nil : path
    }

    /// Explicit `$type`, else the type of the referenced token, else the groups' type (DTCG §5.2.2).
    private func type(of raw: RawToken, visited: Set<String>) -> String? {
        if let explicit = raw.node["$type"]?.string { return explicit }
        if let target = referencedToken(raw), !visited.contains(target.dotted),
           let type = type(of: target, visited: visited.union([raw.dotted])) {
            return type
        }
        return raw.type
    }

    private func referencedToken(_ raw: RawToken) -> RawToken? {
        let value = raw.node["$value"]
        if let text = value?.string, let path = Reference.curly(text) { return key(path).flatMap { tokens[$0] } }
        guard let ref = value?["$ref"]?.string ?? raw.node["$ref"]?.string, let pointer = JSONPointer(ref) else { return nil }
        let path = pointer.tokens.prefix { $0 != "$value" }
        guard pointer.tokens.count <= path.count + 1 else { return nil }  // a part of a value has no token type
        return tokens[path.joined(separator: ".")]
    }

    // MARK: Values

    /// The token's value with every reference inside it replaced; nil after an error.
    mutating func value(of dotted: String) -> JSONNode? {
        if let cached = values[dotted] { return cached }
        guard let raw = tokens[dotted] else { return nil }
        if let start = stack.firstIndex(of: dotted) {
            let cycle = stack[start...] + [dotted]
            diagnostics.append(raw.problem.diagnostic(.importReferenceCycle, "reference cycle: \(cycle.joined(separator: " -> "))",
                                                 at: raw.pointer, raw.node["$value"] ?? raw.node,
                                                 hint: "give one token in the cycle a literal value"))
            return nil
        }
        stack.append(dotted)
        let result: JSONNode?
        if let node = raw.node["$value"] {
            let substituted = substitute(node, in: raw, at: raw.pointer.appending("$value"))
            if let substituted, let modify = Self.colorModifier(raw) {
                result = modified(substituted, by: modify, in: raw)
            } else {
                result = substituted
            }
        } else if let ref = raw.node["$ref"]?.string {
            result = pointerTarget(ref, in: raw, at: raw.pointer.appending("$ref"), anchor: raw.node["$ref"])
        } else {
            result = nil
        }
        stack.removeLast()
        values[dotted] = .some(result)
        return result
    }

    mutating func substitute(_ node: JSONNode, in raw: RawToken, at pointer: JSONPointer) -> JSONNode? {
        switch node.value {
        case .string(let text):
            guard let path = Reference.curly(text) else {
                return raw.dialect == .legacy ? embedded(text, node, in: raw, at: pointer) : node
            }
            let dotted = path.joined(separator: ".")
            guard let key = key(path) else {
                let isGroup = order.contains { $0.hasPrefix(dotted + ".") }
                diagnostics.append(raw.problem.diagnostic(.importUnknownReference, "'\(text)' names no token\(isGroup ? " (it is a group)" : "")",
                                                     at: pointer, node,
                                                     hint: isGroup ? "give the group a `$root` token, or name one of its tokens: {\(dotted).…}" : "declare '\(dotted)' or correct the reference"))
                return nil
            }
            return value(of: key)
        case .object(let members):
            if members.count == 1, let ref = node["$ref"]?.string {
                return pointerTarget(ref, in: raw, at: pointer.appending("$ref"), anchor: node)
            }
            var resolved: [JSONNode.Member] = []
            for member in members {
                guard let value = substitute(member.value, in: raw, at: pointer.appending(member.key)) else { return nil }
                resolved.append(JSONNode.Member(key: member.key, value: value))
            }
            return JSONNode(.object(resolved), line: node.line, column: node.column)
        case .array(let elements):
            var resolved: [JSONNode] = []
            for (index, element) in elements.enumerated() {
                guard let value = substitute(element, in: raw, at: pointer.appending(index)) else { return nil }
                resolved.append(value)
            }
            return JSONNode(.array(resolved), line: node.line, column: node.column)
        default:
            return node
        }
    }

    /// `#/a/b/$value/components/0`: the token `a.b` (merged across files, resolved), then the
    /// rest of the pointer inside its value. Pointers to anything else are looked up in the file.
    private mutating func pointerTarget(_ ref: String, in raw: RawToken, at pointer: JSONPointer, anchor: JSONNode?) -> JSONNode? {
        guard ref.hasPrefix("#"), let target = JSONPointer(ref) else {
            diagnostics.append(raw.problem.diagnostic(.importUnsupportedReference, "`$ref` '\(ref)' is not a same-document JSON Pointer", at: pointer, anchor,
                                                 hint: "write \"#/group/token/$value\", or an alias such as {group.token}"))
            return nil
        }
        let path = Array(target.tokens.prefix { $0 != "$value" })
        let rest = Array(target.tokens.dropFirst(path.count + 1))
        let dotted = path.joined(separator: ".")
        if tokens[dotted] != nil {
            guard let value = value(of: dotted) else { return nil }
            if let found = JSONPointer(tokens: rest).resolve(in: value) { return found }
        } else if let document = documents[raw.file], let found = target.resolve(in: document), !TokenTreeReader.isToken(found) {
            return substitute(found, in: raw, at: pointer)
        }
        diagnostics.append(raw.problem.diagnostic(.importUnknownReference, "`$ref` '\(ref)' points at nothing", at: pointer, anchor,
                                             hint: "point at a token's value, e.g. #/color/blue/$value"))
        return nil
    }
}
