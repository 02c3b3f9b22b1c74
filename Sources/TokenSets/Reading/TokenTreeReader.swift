import GeneratorSupport
import StylebookKit

/// Flattens one `.tokens.json` document into raw tokens: groups pass their `$type` and
/// `$deprecated` down, `$extends` merges another group in first, `$root` stays a path part.
struct TokenTreeReader {
    let file: String
    let root: JSONNode
    private(set) var tokens: [RawToken] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Tokens carrying Primer's non-standard `alpha` beside `$value`; the caller warns once per set.
    private(set) var alphaKeys: [NonStandardKey] = []
    private var problem: ImportProblem { ImportProblem(file: file) }

    static let groupKeys: Set<String> = ["$type", "$description", "$extends", "$deprecated", "$extensions", "$schema", "$defs"]
    static let tokenKeys: Set<String> = ["$value", "$ref", "$type", "$description", "$deprecated", "$extensions"]

    init(file: String, root: JSONNode) {
        self.file = file
        self.root = root
    }

    static func read(file: String, root: JSONNode) -> (tokens: [RawToken], diagnostics: [Diagnostic], alphaKeys: [NonStandardKey]) {
        var reader = TokenTreeReader(file: file, root: root)
        guard root.members != nil else {
            reader.diagnostics.append(reader.problem.diagnostic(.importMalformedFile, "a token file must hold a JSON object", at: JSONPointer(tokens: []), root))
            return ([], reader.diagnostics, [])
        }
        reader.walkGroup(root, path: [], pointer: JSONPointer(tokens: []), type: nil, deprecation: nil, extending: [])
        return (reader.tokens, reader.diagnostics, reader.alphaKeys)
    }

    /// `{"value": …, "type": …, "description": …}`, the pre-DTCG syntax, rewritten with `$` keys;
    /// nil unless `value` is there and every other key is one of those.
    static func legacyToken(_ node: JSONNode) -> JSONNode? {
        let legacyKeys: Set<String> = ["value", "type", "description"]
        guard let members = node.members, node["value"] != nil, members.allSatisfy({ legacyKeys.contains($0.key) }) else { return nil }
        var token = node
        token.value = .object(members.map { JSONNode.Member(key: "$" + $0.key, value: $0.value) })
        return token
    }

    static func isToken(_ node: JSONNode) -> Bool {
        node["$value"] != nil || (node["$ref"] != nil && node.members?.allSatisfy { $0.key.hasPrefix("$") } == true)
    }

    private mutating func walkGroup(_ group: JSONNode, path: [String], pointer: JSONPointer, type: String?,
                                    deprecation: JSONNode?, extending: [String]) {
        let members = expandedMembers(group, path: path, pointer: pointer, extending: extending)
        let groupType = members.last { $0.key == "$type" }?.value.string ?? type
        var groupDeprecation = deprecation
        if let own = members.last(where: { $0.key == "$deprecated" })?.value { groupDeprecation = own }
        // A repeated key: the last occurrence wins, as in most JSON readers.
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.key] = index }
        for (index, member) in members.enumerated() where lastIndex[member.key] == index {
            let key = member.key, node = member.value
            let at = pointer.appending(key)
            if key.hasPrefix("$"), key != "$root" {
                if !Self.groupKeys.contains(key) {
                    diagnostics.append(problem.diagnostic(.importUnknownProperty, "group property `\(key)` is not part of DTCG 2025.10; ignored", at: at, node))
                }
                continue
            }
            guard node.members != nil else {
                diagnostics.append(problem.diagnostic(.importMalformedGroup, "'\(key)' is \(node.kindName); a token or group must be an object", at: at, node,
                                                 hint: "wrap the value: {\"$value\": ..., \"$type\": ...}"))
                continue
            }
            if key.contains(where: { "{}.".contains($0) }) {
                diagnostics.append(problem.diagnostic(.importInvalidName, "name '\(key)' contains '{', '}' or '.', which references cannot name", at: at, node))
                continue
            }
            if Self.isToken(node) {
                addToken(node, path: path + [key], pointer: at, type: groupType, deprecation: groupDeprecation)
            } else if let legacy = Self.legacyToken(node) {
                diagnostics.append(problem.diagnostic(.importLegacyTokenSyntax, "token written with `value`/`type` instead of `$value`/`$type`; read as DTCG",
                                                   at: at, node, hint: "Style Dictionary v3 and older Tokens Studio files use this syntax; DTCG prefixes the keys with $"))
                addToken(legacy, path: path + [key], pointer: at, type: groupType, deprecation: groupDeprecation)
            } else if key == "$root" {
                diagnostics.append(problem.diagnostic(.importMalformedGroup, "`$root` must be a token with `$value`", at: at, node))
            } else if node["$type"] != nil, node.members?.allSatisfy({ $0.key.hasPrefix("$") }) == true {
                diagnostics.append(problem.diagnostic(.importTypeWithoutValue, "'\(key)' has `$type` but no `$value`, so it is not a token; skipped",
                                                   at: at, node, hint: "give it a `$value`, or remove it"))
            } else {
                walkGroup(node, path: path + [key], pointer: at, type: groupType, deprecation: groupDeprecation, extending: extending)
            }
        }
    }

    private mutating func addToken(_ node: JSONNode, path: [String], pointer: JSONPointer, type: String?, deprecation: JSONNode?) {
        var children = node.members?.filter { !$0.key.hasPrefix("$") } ?? []
        if let alpha = children.first(where: { $0.key == "alpha" }), alpha.value.number != nil {
            alphaKeys.append(NonStandardKey(key: "alpha", pointer: pointer.appending("alpha"), location: problem.location(alpha.value)))
            children.removeAll { $0.key == "alpha" }
        }
        if !children.isEmpty {
            diagnostics.append(problem.diagnostic(.importTokenWithChildren,
                "token also holds \(children.map { "'\($0.key)'" }.joined(separator: ", ")), which a token may not; they are ignored",
                at: pointer, node, hint: "move them into a group next to the token, or name the token `$root` inside that group"))
        }
        for member in node.members ?? [] where member.key.hasPrefix("$") && !Self.tokenKeys.contains(member.key) {
            diagnostics.append(problem.diagnostic(.importUnknownProperty, "token property `\(member.key)` is not part of DTCG 2025.10; ignored",
                                               at: pointer.appending(member.key), member.value))
        }
        tokens.append(RawToken(path: path, node: node, type: node["$type"]?.string ?? type, inheritedDeprecation: deprecation,
                               file: file, pointer: pointer))
    }

    /// The group's members with those of its `$extends` group placed first. A local token
    /// replaces an inherited one whole; local and inherited groups merge deeply.
    private mutating func expandedMembers(_ group: JSONNode, path: [String], pointer: JSONPointer, extending: [String]) -> [JSONNode.Member] {
        let own = group.members ?? []
        guard let extendsNode = group["$extends"] else { return own }
        let at = pointer.appending("$extends")
        guard let reference = extendsNode.string.flatMap(Reference.curly) ?? extendsNode["$ref"]?.string.flatMap(Self.pointerPath) else {
            diagnostics.append(problem.diagnostic(.importMalformedExtends, "`$extends` must be a reference to a group such as \"{button}\"", at: at, extendsNode))
            return own
        }
        let dotted = reference.joined(separator: ".")
        if extending.contains(dotted) || path.starts(with: reference) {
            diagnostics.append(problem.diagnostic(.importReferenceCycle, "`$extends` cycle: \((extending + [dotted]).joined(separator: " -> "))", at: at, extendsNode))
            return own
        }
        guard let base = JSONPointer(tokens: reference).resolve(in: root), base.members != nil, !Self.isToken(base) else {
            diagnostics.append(problem.diagnostic(.importUnknownReference, "`$extends` names '{\(dotted)}', which is not a group in this file", at: at, extendsNode))
            return own
        }
        let inherited = expandedMembers(base, path: reference, pointer: JSONPointer(tokens: reference), extending: extending + [dotted])
        return Self.merge(inherited.filter { $0.key != "$extends" }, own.filter { $0.key != "$extends" })
    }

    static func merge(_ base: [JSONNode.Member], _ local: [JSONNode.Member]) -> [JSONNode.Member] {
        var result = base
        for member in local {
            guard let index = result.lastIndex(where: { $0.key == member.key }) else {
                result.append(member)
                continue
            }
            let inherited = result[index].value
            if !member.key.hasPrefix("$"), inherited.members != nil, member.value.members != nil, !isToken(inherited), !isToken(member.value) {
                var merged = member.value
                merged.value = .object(merge(inherited.members ?? [], member.value.members ?? []))
                result[index].value = merged
            } else {
                result[index] = member
            }
        }
        return result
    }

    /// `#/a/b` as path parts.
    static func pointerPath(_ text: String) -> [String]? {
        JSONPointer(text)?.tokens
    }
}

/// A key beside `$value` that DTCG does not define but that changes the value (Primer's
/// `"alpha": 0.1`). It is honoured, and reported once per set.
struct NonStandardKey: Hashable, Sendable {
    var key: String
    var pointer: JSONPointer
    var location: SourceLocation

    /// One warning for all of a set's (or a file's) non-standard keys.
    static func warning(_ keys: [NonStandardKey], in what: String) -> Diagnostic? {
        guard let first = keys.first else { return nil }
        return Diagnostic(.importNonStandardAlpha,
            "\(what): \(keys.count) token(s) carry `alpha` beside `$value`, which DTCG 2025.10 does not define (first: \(first.pointer)); read as an opacity multiplier",
            at: first.location, hint: "write the alpha into the colour value (`\"alpha\": 0.1` inside `$value`) so every DTCG tool reads it")
    }
}
