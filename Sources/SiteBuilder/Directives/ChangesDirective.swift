import GeneratorSupport
import StylebookKit
import SystemDiff

/// ```` ```changes ````: what changed in the design system since the version published before
/// this one (`BuildOptions.changes`), as `stylebook diff` reports it: tokens, values, contrast
/// (new failures first), components and modes. The generated `changes/` page is this block.
struct ChangesDirective: Directive {
    static let name = "changes"
    static let usage = DirectiveUsage(
        renders: "What changed in the design system since the version published before this one, compared as `stylebook diff` compares them: tokens added (with their values), removed, renamed, retyped and deprecated; values changed per mode; every contrast pair whose ratio moved, new failures first; component parts and modes. In the oldest version a site publishes, it says there is nothing earlier to compare with; on a site without `versions:` it is an error.",
        argument: "None.", body: "Empty.", example: "```changes\n```")

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        if !argument.isEmpty {
            return [DirectiveProblem(message: "the changes directive takes no argument, but got '\(argument)'",
                                     hint: "write the block as ```changes: it lists every change since the version before")]
        }
        guard let outputs = context.outputs else { return [.needsDesignSystem(Self.name)] }
        if outputs.changes == nil, outputs.firstVersion == nil {
            return [DirectiveProblem(message: "the changes directive compares this version with the one published before it, and this build has none",
                                     hint: "list the earlier versions under `versions:` in stylebook.yml")]
        }
        return []
    }

    static let templateSchema = TemplateSchema(rootType: "changes", types: [
        "changes": [
            "base": .value, "head": .value, "hasChanges": .value, "summary": .value, "isFirst": .value,
            "modesAdded": .value, "modesRemoved": .value,
            "hasTokens": .value, "added": .list("addedToken"), "removed": .list("removedToken"), "renamed": .list("rename"),
            "typeChanged": .list("typeChange"), "deprecated": .list("newDeprecation"), "changed": .list("valueChange"),
            "contrast": .list("pair"),
            "hasComponents": .value, "componentsAdded": .list("component"), "componentsRemoved": .list("component"), "parts": .list("part"),
            // Whether each list has entries, so a table's frame is drawn once around its rows.
            "hasAdded": .value, "hasRemoved": .value, "hasRenamed": .value, "hasTypeChanged": .value, "hasDeprecated": .value,
            "hasChanged": .value, "hasContrast": .value, "hasComponentsAdded": .value, "hasComponentsRemoved": .value, "hasParts": .value,
        ],
        "addedToken": ["token": .object("token"), "kind": .value, "values": .list("modeValue")],
        "modeValue": ["modes": .value, "value": .value],
        "removedToken": ["token": .object("token"), "kind": .value, "deprecation": .value, "removedIn": .value],
        "rename": ["from": .object("token"), "to": .object("token"), "kind": .value],
        "typeChange": ["token": .object("token"), "from": .value, "to": .value],
        "newDeprecation": ["token": .object("token"), "message": .value, "replacement": .object("token"), "removedIn": .value],
        "valueChange": ["token": .object("token"), "kind": .value, "modes": .list("transition"), "moves": .list("token"), "moveCount": .value],
        "transition": ["modes": .value, "before": .value, "after": .value],
        "pair": [
            "foreground": .object("token"), "background": .object("token"), "over": .object("token"), "kind": .value, "mode": .value,
            "status": .value, "statusLabel": .value, "isNewFailure": .value, "before": .value, "after": .value, "result": .value,
            "needs": .value, "swatch": .object("swatch"), "causes": .list("token"), "hasCauses": .value,
        ],
        "swatch": ["foreground": .value, "background": .value],
        "component": ["name": .value, "href": .value],
        "part": ["component": .object("component"), "part": .value, "property": .value, "instances": .value, "changes": .list("binding")],
        "binding": ["modes": .value, "before": .object("bound"), "after": .object("bound")],
        "bound": ["token": .object("token"), "value": .value],
        "token": TokenReference.schemaType,
        "namePart": TokenReference.partSchemaType,
    ])

    func values(argument: String, body: String, context: DirectiveContext) -> [String: Any]? {
        guard let outputs = context.outputs else { return nil }
        guard let report = outputs.changes else {
            return outputs.firstVersion.map { ["isFirst": true, "head": $0] }
        }
        let rows = ChangesRows(report: report, system: outputs.system, context: context)
        let tokens = report.tokens, components = report.components
        let flags: [String: Any] = [
            "hasAdded": !tokens.added.isEmpty, "hasRemoved": !tokens.removed.isEmpty, "hasRenamed": !tokens.renamed.isEmpty,
            "hasTypeChanged": !tokens.typeChanged.isEmpty, "hasDeprecated": !tokens.deprecated.isEmpty, "hasChanged": !report.values.isEmpty,
            "hasContrast": !report.contrast.isEmpty, "hasComponentsAdded": !components.added.isEmpty,
            "hasComponentsRemoved": !components.removed.isEmpty, "hasParts": !components.parts.isEmpty,
        ]
        return flags.merging([
            "base": report.base.label, "head": report.head.label, "hasChanges": report.hasChanges, "isFirst": false,
            "summary": DiffWording.summary(report).joined(separator: ", "),
            "modesAdded": optionalText(report.modes.added.joined(separator: ", ")),
            "modesRemoved": optionalText(report.modes.removed.joined(separator: ", ")),
            "hasTokens": tokens.added.count + tokens.removed.count + tokens.renamed.count + tokens.typeChanged.count
                + tokens.deprecated.count + report.values.count > 0,
            "added": tokens.added.map(rows.added), "removed": tokens.removed.map(rows.removed),
            "renamed": tokens.renamed.map(rows.renamed), "typeChanged": tokens.typeChanged.map(rows.typeChanged),
            "deprecated": tokens.deprecated.map(rows.deprecated), "changed": report.values.map(rows.changed),
            // In the report's order: new failures first, then still failing, fixed, changed, new, gone.
            "contrast": report.contrast.map(rows.pair),
            "hasComponents": components.added.count + components.removed.count + components.parts.count > 0,
            "componentsAdded": components.added.map { rows.component($0, linked: true) },
            "componentsRemoved": components.removed.map { rows.component($0, linked: false) },
            "parts": components.parts.map(rows.part),
        ]) { flag, _ in flag }
    }
}
