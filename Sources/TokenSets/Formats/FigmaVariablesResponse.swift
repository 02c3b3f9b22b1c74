import GeneratorSupport
import StylebookKit

/// The collections and variables of Figma's local-variables response
/// (`GET /v1/files/:file_key/variables/local`), as written, each with the JSON node it was read
/// from so diagnostics point at the response file.
struct FigmaVariablesResponse {
    struct Mode {
        var id: String
        var name: String
    }

    struct Collection {
        var id: String
        var name: String
        var modes: [Mode]
        var defaultModeID: String
        var node: JSONNode

        var defaultMode: Mode { modes.first { $0.id == defaultModeID } ?? modes[0] }
    }

    struct Variable {
        var id: String
        var name: String
        var collectionID: String
        /// COLOR, FLOAT, STRING or BOOLEAN.
        var resolvedType: String
        /// `valuesByMode`, in the file's order.
        var values: [(modeID: String, node: JSONNode)]
        var scopes: Set<String>
        var description: String?
        var node: JSONNode

        func value(in modeID: String) -> JSONNode? {
            values.first { $0.modeID == modeID }?.node
        }

        /// The id a value aliases (`{"type": "VARIABLE_ALIAS", "id": …}`), or nil for a literal.
        static func aliasID(_ value: JSONNode) -> String? {
            guard value["type"]?.string == "VARIABLE_ALIAS" else { return nil }
            return value["id"]?.string
        }

        var aliasIDs: [String] { values.compactMap { Self.aliasID($0.node) } }
    }

    /// Collections in the file's order, each with its variables in the collection's
    /// `variableIds` order (then any others in the file's order).
    var collections: [(collection: Collection, variables: [Variable])] = []
    var diagnostics: [Diagnostic] = []

    init(path: String, body: JSONNode) {
        let problem = ImportProblem(file: path)
        var skippedCollections = Set<String>()
        for member in body["variableCollections"]?.members ?? [] {
            let node = member.value
            let id = node["id"]?.string ?? member.key
            let modes = (node["modes"]?.elements ?? []).compactMap { mode -> Mode? in
                guard let id = mode["modeId"]?.string, let name = mode["name"]?.string else { return nil }
                return Mode(id: id, name: name)
            }
            guard let name = node["name"]?.string, !modes.isEmpty else {
                skippedCollections.insert(id)
                diagnostics.append(Diagnostic(.importFigmaMalformedVariable,
                    "collection '\(id)' has no name or no modes; it and its variables are left out", at: problem.location(node)))
                continue
            }
            let defaultModeID = node["defaultModeId"]?.string.flatMap { id in modes.contains { $0.id == id } ? id : nil } ?? modes[0].id
            collections.append((Collection(id: id, name: name, modes: modes, defaultModeID: defaultModeID, node: node), []))
        }
        let index = Dictionary(collections.enumerated().map { ($0.element.collection.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for member in body["variables"]?.members ?? [] {
            let node = member.value
            let id = node["id"]?.string ?? member.key
            guard let collectionID = node["variableCollectionId"]?.string, !skippedCollections.contains(collectionID) else {
                if node["variableCollectionId"]?.string == nil {
                    diagnostics.append(Diagnostic(.importFigmaMalformedVariable, "variable '\(id)' names no collection; it is left out", at: problem.location(node)))
                }
                continue
            }
            guard let name = node["name"]?.string, let type = node["resolvedType"]?.string, let values = node["valuesByMode"]?.members else {
                diagnostics.append(Diagnostic(.importFigmaMalformedVariable,
                    "variable '\(node["name"]?.string ?? id)' lacks `name`, `resolvedType` or `valuesByMode`; it is left out", at: problem.location(node)))
                continue
            }
            guard let position = index[collectionID] else {
                diagnostics.append(Diagnostic(.importFigmaMalformedVariable,
                    "variable '\(name)' belongs to collection '\(collectionID)', which the response does not hold; it is left out", at: problem.location(node)))
                continue
            }
            let scopes = Set((node["scopes"]?.elements ?? []).compactMap(\.string))
            let description = node["description"]?.string.flatMap { $0.isEmpty ? nil : $0 }
            collections[position].variables.append(Variable(id: id, name: name, collectionID: collectionID, resolvedType: type,
                                                            values: values.map { ($0.key, $0.value) }, scopes: scopes,
                                                            description: description, node: node))
        }
        for position in collections.indices {
            let listed = (collections[position].collection.node["variableIds"]?.elements ?? []).compactMap(\.string)
            let rank = Dictionary(listed.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
            collections[position].variables = collections[position].variables.enumerated().sorted { a, b in
                let (x, y) = (rank[a.element.id] ?? Int.max, rank[b.element.id] ?? Int.max)
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element)
        }
    }
}
