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

    /// One count of the summary ("2 values changed, moving 5 tokens"), worded by the theme.
    struct Counted: TemplateContext {
        var counted: CaseFlags<DiffWording.Counted>
        var count: Int
        var one: Bool
        /// Tokens the changed values move through aliases (with `values` only; false when none).
        var moved: Int?
        var movedOne: Bool
        var isFirst: Bool
    }

    /// Each field is empty or false in the oldest version, which has nothing to compare with.
    struct Values: TemplateContext {
        var base = ""
        var head = ""
        var hasChanges = false
        var summary: [Counted] = []
        var isFirst = false
        var modesAdded: String?
        var modesRemoved: String?
        var hasTokens = false
        var added: [ChangesRows.Added] = []
        var removed: [ChangesRows.Removed] = []
        var renamed: [ChangesRows.Renamed] = []
        var typeChanged: [ChangesRows.TypeChanged] = []
        var deprecated: [ChangesRows.Deprecated] = []
        var changed: [ChangesRows.Changed] = []
        /// In the report's order: new failures first, then still failing, fixed, changed, new, gone.
        var contrast: [ChangesRows.Pair] = []
        var hasComponents = false
        var componentsAdded: [ChangesRows.Component] = []
        var componentsRemoved: [ChangesRows.Component] = []
        var parts: [ChangesRows.Part] = []
        // Whether each list has entries, so a table's frame is drawn once around its rows.
        var hasAdded = false
        var hasRemoved = false
        var hasRenamed = false
        var hasTypeChanged = false
        var hasDeprecated = false
        var hasChanged = false
        var hasContrast = false
        var hasComponentsAdded = false
        var hasComponentsRemoved = false
        var hasParts = false
    }

    func values(argument: String, body: String, context: DirectiveContext) -> Values? {
        guard let outputs = context.outputs else { return nil }
        guard let report = outputs.changes else {
            return outputs.firstVersion.map { Values(head: $0, isFirst: true) }
        }
        let rows = ChangesRows(report: report, system: outputs.system, context: context)
        let tokens = report.tokens, components = report.components
        var values = Values(
            base: report.base.label, head: report.head.label, hasChanges: report.hasChanges,
            summary: DiffWording.counts(report).enumerated().map { index, item in
                Counted(counted: CaseFlags(item.counted), count: item.count, one: item.count == 1,
                        moved: item.moved > 0 ? item.moved : nil, movedOne: item.moved == 1, isFirst: index == 0)
            },
            modesAdded: TemplateEncoder.nonEmpty(report.modes.added.joined(separator: ", ")),
            modesRemoved: TemplateEncoder.nonEmpty(report.modes.removed.joined(separator: ", ")),
            hasTokens: tokens.added.count + tokens.removed.count + tokens.renamed.count + tokens.typeChanged.count
                + tokens.deprecated.count + report.values.count > 0)
        values.added = tokens.added.map(rows.added)
        values.removed = tokens.removed.map(rows.removed)
        values.renamed = tokens.renamed.map(rows.renamed)
        values.typeChanged = tokens.typeChanged.map(rows.typeChanged)
        values.deprecated = tokens.deprecated.map(rows.deprecated)
        values.changed = report.values.map(rows.changed)
        values.contrast = report.contrast.map(rows.pair)
        values.hasComponents = components.added.count + components.removed.count + components.parts.count > 0
        values.componentsAdded = components.added.map { rows.component($0, linked: true) }
        values.componentsRemoved = components.removed.map { rows.component($0, linked: false) }
        values.parts = components.parts.map(rows.part)
        values.hasAdded = !values.added.isEmpty
        values.hasRemoved = !values.removed.isEmpty
        values.hasRenamed = !values.renamed.isEmpty
        values.hasTypeChanged = !values.typeChanged.isEmpty
        values.hasDeprecated = !values.deprecated.isEmpty
        values.hasChanged = !values.changed.isEmpty
        values.hasContrast = !values.contrast.isEmpty
        values.hasComponentsAdded = !values.componentsAdded.isEmpty
        values.hasComponentsRemoved = !values.componentsRemoved.isEmpty
        values.hasParts = !values.parts.isEmpty
        return values
    }
}
