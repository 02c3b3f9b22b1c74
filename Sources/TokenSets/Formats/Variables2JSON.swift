import GeneratorSupport
import StylebookKit

/// The file the variables2json Figma plugin writes (on every plan, unlike the REST API):
/// `collections`, each with `modes`, each a flat list of `variables` named `Group/name`,
/// colours as `{r, g, b}` in 0–255 with `a` in 0–1 (or hex), aliases as
/// `"isAlias": true, "value": {"collection", "name"}`. It is rewritten into the REST response's
/// shape, every value at the line it was written on, so one reader maps both.
enum Variables2JSON {
    static func isExport(_ root: JSONNode) -> Bool {
        root["collections"]?.elements?.first?["modes"]?.elements != nil
    }

    /// `{"variableCollections": …, "variables": …}` as `FigmaVariablesResponse` reads it.
    static func responseBody(_ root: JSONNode) -> JSONNode {
        func at(_ node: JSONNode, _ value: JSONNode.Value) -> JSONNode { JSONNode(value, line: node.line, column: node.column) }
        func string(_ node: JSONNode, _ text: String) -> JSONNode { at(node, .string(text)) }
        var collections: [JSONNode.Member] = []
        var variables: [(id: String, node: JSONNode, name: String, collection: String, type: String, values: [JSONNode.Member])] = []
        var index: [String: Int] = [:]
        for collection in root["collections"]?.elements ?? [] {
            guard let name = collection["name"]?.string else { continue }
            var modes: [JSONNode] = []
            for mode in collection["modes"]?.elements ?? [] {
                guard let modeName = mode["name"]?.string else { continue }
                let modeID = name + ":" + modeName
                modes.append(at(mode, .object([.init(key: "modeId", value: string(mode, modeID)), .init(key: "name", value: string(mode, modeName))])))
                for variable in mode["variables"]?.elements ?? [] {
                    guard let variableName = variable["name"]?.string, let type = variable["type"]?.string,
                          let value = variable["value"] else { continue }
                    let id = name + "/" + variableName
                    if index[id] == nil {
                        index[id] = variables.count
                        variables.append((id, variable, variableName, name, resolvedType(type), []))
                    }
                    variables[index[id]!].values.append(.init(key: modeID, value: converted(value, type: type, isAlias: variable["isAlias"]?.bool == true)))
                }
            }
            guard let first = modes.first?["modeId"] else { continue }
            collections.append(.init(key: name, value: at(collection, .object([
                .init(key: "id", value: string(collection, name)), .init(key: "name", value: string(collection, name)),
                .init(key: "modes", value: at(collection, .array(modes))), .init(key: "defaultModeId", value: first),
            ]))))
        }
        let variableMembers = variables.map { variable in
            JSONNode.Member(key: variable.id, value: at(variable.node, .object([
                .init(key: "id", value: string(variable.node, variable.id)),
                .init(key: "name", value: string(variable.node, variable.name)),
                .init(key: "variableCollectionId", value: string(variable.node, variable.collection)),
                .init(key: "resolvedType", value: string(variable.node, variable.type)),
                .init(key: "valuesByMode", value: at(variable.node, .object(variable.values))),
            ])))
        }
        return at(root, .object([
            .init(key: "variableCollections", value: at(root, .object(collections))),
            .init(key: "variables", value: at(root, .object(variableMembers))),
        ]))
    }

    /// color, number, string, boolean as Figma's COLOR, FLOAT, STRING, BOOLEAN; the plugin's
    /// style collections (typography, effect, grid) keep their own name, which the reader
    /// reports as a type Stylebook does not read from Figma.
    static func resolvedType(_ type: String) -> String {
        switch type {
        case "color": "COLOR"
        case "number": "FLOAT"
        case "string": "STRING"
        case "boolean": "BOOLEAN"
        default: type.uppercased()
        }
    }

    /// An alias becomes `{"type": "VARIABLE_ALIAS", "id": "Collection/Name"}`; a colour in
    /// 0–255 or hex becomes Figma's 0–1 RGBA; anything else is kept.
    static func converted(_ value: JSONNode, type: String, isAlias: Bool) -> JSONNode {
        func at(_ content: JSONNode.Value) -> JSONNode { JSONNode(content, line: value.line, column: value.column) }
        if isAlias, let collection = value["collection"]?.string, let name = value["name"]?.string {
            return at(.object([.init(key: "type", value: at(.string("VARIABLE_ALIAS"))), .init(key: "id", value: at(.string(collection + "/" + name)))]))
        }
        guard type == "color" else { return value }
        var channels: [Double]?
        if let r = value["r"]?.number, let g = value["g"]?.number, let b = value["b"]?.number {
            channels = [r / 255, g / 255, b / 255, value["a"]?.number ?? 1]
        } else if let hex = value.string, let color = SRGBColor(hex: hex) {
            channels = [color.red, color.green, color.blue, color.alpha]
        }
        guard let channels else { return value }
        return at(.object(zip(["r", "g", "b", "a"], channels).map { .init(key: $0, value: at(.number($1))) }))
    }
}
