import GeneratorSupport
import StylebookKit

/// Flattens one `.tokens.json` document into raw tokens: groups pass their `$type` and
/// `$deprecated` down, `$extends` merges another group in first, `$root` stays a path part.
struct TokenTreeReader {
    let file: String
    let root: JSONNode
    /// How tokens are written: DTCG's `$value`, or also the `value` of Style Dictionary and
    /// Tokens Studio files.
    let dialect: TokenDialect
    private(set) var tokens: [RawToken] = []
    /// Tokens written with `value`/`type`: reported in one note for the file, not one each.
    private var legacyTokens: [(pointer: JSONPointer, node: JSONNode)] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Tokens carrying Primer's non-standard `alpha` beside `$value`; the caller warns once per set.
    private(set) var alphaKeys: [NonStandardKey] = []
    private var problem: ImportProblem { ImportProblem(file: file) }

    static let groupKeys: Set<String> = ["$type", "$description", "$extends", "$deprecated", "$extensions", "$schema", "$defs"]
    static let tokenKeys: Set<String> = ["$value", "$ref", "$type", "$description", "$deprecated", "$extensions"]

    init(file: String, root: JSONNode, dialect: TokenDialect) {
        self.file = file
        self.root = root
        self.dialect = dialect
    }

    /// Without a `dialect`, a file that writes no `$value` anywhere but has `value` tokens is
    /// read as the legacy dialect, so a Tokens Studio or Style Dictionary file reads as it means.
    static func read(file: String, root: JSONNode, dialect: TokenDialect? = nil) -> (tokens: [RawToken], diagnostics: [Diagnostic], alphaKeys: [NonStandardKey]) {
        var reader = TokenTreeReader(file: file, root: root, dialect: dialect ?? TokenDialect.of(root))
        guard root.members != nil else {
            reader.diagnostics.append(reader.problem.diagnostic(.importMalformedFile, "a token file must hold a JSON object", at: JSONPointer(tokens: []), root))
            return ([], reader.diagnostics, [])
        }
        reader.walkGroup(root, path: [], pointer: JSONPointer(tokens: []), type: nil, deprecation: nil, extending: [])
        if let first = reader.legacyTokens.first {
            let count = reader.legacyTokens.count
            reader.diagnostics.append(reader.problem.diagnostic(.importLegacyTokenSyntax,
                "\(count) token(s) written with `value`/`type` (Style Dictionary and Tokens Studio syntax; first here), read as that dialect: colour strings, dimensions as strings or numbers, Tokens Studio types and math",
                at: first.pointer, first.node, hint: "nothing to do; DTCG 2025.10 writes `$value`/`$type`, which Stylebook reads too"))
        }
        return (reader.tokens, reader.diagnostics, reader.alphaKeys)
    }

    /// `{"value": …, "type": …, "description": …}`, the pre-DTCG syntax, rewritten with `$` keys
    /// (metadata keys dropped); nil unless `value` is there and every other key is one of those
    /// or a `$` key. In DTCG files only `type` and `description` may sit beside it.
    static func legacyToken(_ node: JSONNode, dialect: TokenDialect = .dtcg) -> JSONNode? {
        guard let members = node.members, let value = node["value"] else { return nil }
        if dialect == .dtcg {
            guard members.allSatisfy({ ["value", "type", "description"].contains($0.key) }) else { return nil }
        } else {
            // Any other key is the tool's metadata (`deprecatedValues`, `comment`, `attributes`);
            // only a group holding a token named `value` is not a token.
            let valueIsGroup = value.members?.contains { $0.value["value"] != nil || $0.value["$value"] != nil } ?? false
            guard node["type"] != nil || !valueIsGroup else { return nil }
        }
        var token = node
        token.value = .object(members.compactMap { member in
            if member.key.hasPrefix("$") { return member }
            guard ["value", "type", "description"].contains(member.key) else { return nil }
            return JSONNode.Member(key: "$" + member.key, value: member.value)
        })
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
                // Style Dictionary skips a bare value in a group (a global such as "baseline": "16"); said, not refused.
                let problem = problem.diagnostic(.importMalformedGroup, "'\(key)' is \(node.kindName); a token or group must be an object", at: at, node,
                                                 hint: "wrap the value: {\"$value\": ..., \"$type\": ...}")
                diagnostics.append(dialect == .legacy ? problem.reported(as: .warning) : problem)
                continue
            }
            if key.contains(where: { "{}.".contains($0) }) {
                diagnostics.append(problem.diagnostic(.importInvalidName, "name '\(key)' contains '{', '}' or '.', which references cannot name", at: at, node))
                continue
            }
            if Self.isToken(node) {
                addToken(node, path: path + [key], pointer: at, type: groupType, deprecation: groupDeprecation, dialect: dialect)
            } else if let legacy = Self.legacyToken(node, dialect: dialect) {
                legacyTokens.append((at, node))
                addToken(legacy, path: path + [key], pointer: at, type: groupType, deprecation: groupDeprecation, dialect: .legacy)
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

    private mutating func addToken(_ node: JSONNode, path: [String], pointer: JSONPointer, type: String?, deprecation: JSONNode?,
                                   dialect: TokenDialect = .dtcg) {
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
        for member in node.members ?? [] where dialect == .dtcg && member.key.hasPrefix("$") && !Self.tokenKeys.contains(member.key) {
            diagnostics.append(problem.diagnostic(.importUnknownProperty, "token property `\(member.key)` is not part of DTCG 2025.10; ignored",
                                               at: pointer.appending(member.key), member.value))
        }
        tokens.append(RawToken(path: path, node: node, type: node["$type"]?.string ?? type, inheritedDeprecation: deprecation,
                               file: file, pointer: pointer, dialect: dialect))
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
