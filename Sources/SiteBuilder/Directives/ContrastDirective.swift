import Audit
import Foundation
import GeneratorSupport
import StylebookKit

/// ```` ```contrast ````: every checked pair, one row per distinct foreground, background, mode
/// and minimum, with where it is used, filters, and the grid of text colours on surfaces per
/// mode. ```` ```contrast inline-banner ```` shows only the rows that component's bindings produced.
struct ContrastDirective: Directive {
    static let name = "contrast"
    static let usage = DirectiveUsage(
        renders: "Every checked colour pair once per mode and minimum, with the parts, variants and states (or the declaration) that use it, filters (one per mode axis), and the text-on-surface grid of each mode.",
        argument: "A component id (optional): only that component's pairs, without the grid.", body: "Empty.",
        example: "```contrast inline-banner\n```")
    /// Surfaces per grid table: more are split into blocks rather than squeezed or clipped.
    static let gridColumnsPerBlock = 5

    struct Values: TemplateContext {
        typealias Token = TokenReference.Values

        struct Row: TemplateContext {
            var foreground: Token
            var background: Token
            var over: Token?
            var mode: String
            var modeName: String
            var contexts: String?
            var kinds: String
            var kindKeys: String
            var needs: String
            var swatch: Swatch?
            var ratio: String
            var result: String
            var resultLabel: String
            var note: String?
            var proposal: Proposal?
            var uses: [Use]
        }

        /// The changes `fix contrast` would make that let a failing row pass.
        struct Proposal: TemplateContext {
            struct Change: TemplateContext {
                var token: String
                var mode: String
                var old: String
                var new: String
                var newText: String
                var ownValue: Bool
            }

            var ratio: String
            var changes: [Change]
            var command: String
        }

        struct RepairNote: TemplateContext {
            struct WithoutMatrix: TemplateContext {
                var changes: Int
            }

            var check: String
            var heldBy: String?
            var withoutMatrix: WithoutMatrix?
            var alsoWithoutMatrix: String?
        }

        typealias Swatch = TokenDisplay.Swatch

        struct Use: TemplateContext {
            var label: String
            var href: String?
            var detail: String?
        }

        struct Grid: TemplateContext {
            var mode: String
            var modeName: String
            var contexts: String?
            var needsNote: String?
            var blocks: [Block]
        }

        struct Block: TemplateContext {
            struct Column: TemplateContext {
                var background: Token
                var over: Token?
            }

            struct Row: TemplateContext {
                var foreground: Token
                var cells: [Cell]
            }

            struct Cell: TemplateContext {
                var swatch: Swatch?
                var ratio: String
                var result: String
                var resultLabel: String
            }

            var label: String
            var columns: [Column]
            var rows: [Row]
        }

        var isWholeSystem: Bool
        var component: String?
        var summary: String
        var caption = ""
        var label = ""
        var rows: [Row]
        var rowCount: Int
        var grids: [Grid] = []
        var gridNeeds: String
        var gridOmitted: String?
        var modeSwitch: ModeSwitch.Values?
        var repairNote: RepairNote?
    }

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        if !argument.isEmpty {
            return ComponentLookup.problems(directive: Self.name, argument: argument, context: context)
        }
        if context.outputs == nil {
            return [.needsDesignSystem(Self.name)]
        }
        return []
    }

    func values(argument: String, body: String, context: DirectiveContext) -> Values? {
        guard let outputs = context.outputs else { return nil }
        let system = outputs.system
        let level = Self.levels(outputs.audit.checks, system: system, policy: outputs.policy)
        let modes = ModeSwitch.phrase(system)
        let checks = argument.isEmpty ? outputs.audit.checks : outputs.audit.checks.filter { $0.pair.component == argument }
        let rows = ContrastRow.rows(checks)
        let failed = rows.filter { $0.outcome == .fail }.count
        let verdict = rows.isEmpty ? "nothing to check" : failed == 0 ? "all pass or are exempt" : "\(failed) fail"
        var summary = "\(rows.count) distinct pairs across \(modes), checked at WCAG \(level): \(verdict)."
        let unlisted = outputs.audit.unlisted
        if argument.isEmpty, unlisted.total > 0 {
            summary += " The role matrix's other \(unlisted.total) checks are counted, not listed: \(unlisted.passed) pass, \(unlisted.failed + unlisted.warned) fail."
        }
        var values = Values(
            isWholeSystem: argument.isEmpty, component: TemplateEncoder.nonEmpty(argument), summary: summary,
            rows: rows.map { row(for: $0, system: system, context: context) }, rowCount: rows.count,
            gridNeeds: outputs.policy.requirement(for: .text).minimumDisplay,
            modeSwitch: ModeSwitch.values(for: system, showAll: argument.isEmpty),
            repairNote: argument.isEmpty ? repairNote(outputs) : nil)
        if argument.isEmpty {
            values.caption = "Every foreground and background pair the audit checked, in \(modes)"
            values.label = "Checked pairs"
            let cells = ContrastGrid.cellCount(system)
            if cells > ContrastGrid.maximumCells {
                values.gridOmitted = "With \(cells) text and surface combinations per mode the grid is not drawn (it is drawn up to \(ContrastGrid.maximumCells)); the failing pairs are listed above."
            } else {
                values.grids = system.modes.map { mode in
                    grid(ContrastGrid.textOnSurfaces(system, policy: outputs.policy, mode: mode), outputs: outputs, context: context)
                }
            }
        } else {
            let name = system.components.first { $0.id == argument }?.name.lowercased() ?? argument
            let where_ = ModeSwitch.isNeeded(for: system) ? "in every mode" : "light and dark"
            values.caption = "Colour pairs of the \(name), in every variant and state, \(where_)"
            values.label = "Contrast of the \(name)"
        }
        return values
    }

    // MARK: - Rows

    private func row(for row: ContrastRow, system: DesignSystem, context: DirectiveContext) -> Values.Row {
        let shown = row.representative
        return Values.Row(
            foreground: TokenReference.values(row.foreground, context: context),
            background: TokenReference.values(row.background, context: context),
            over: row.over.map { TokenReference.values($0, context: context) },
            mode: row.mode.name, modeName: row.mode.title, contexts: ModeSwitch.contexts(row.mode, in: system),
            kinds: row.kinds.map(\.label).joined(separator: ", ").capitalizedFirst,
            kindKeys: row.kinds.map(\.rawValue).joined(separator: " "),
            needs: row.minimumDisplay,
            swatch: swatch(shown), ratio: shown.ratio?.display ?? "–",
            result: shown.outcome.label, resultLabel: Self.resultLabel(shown.outcome),
            note: TemplateEncoder.nonEmpty(note(shown)),
            proposal: proposal(for: row, outputs: context.outputs),
            uses: uses(of: row, system: system, context: context))
    }

    /// The changes `fix contrast` would make that let this row pass, each with the ratio the
    /// row reaches.
    private func proposal(for row: ContrastRow, outputs: DesignSystemOutputs?) -> Values.Proposal? {
        guard row.outcome == .fail, case .repaired(let changes, let after)? = outputs?.repairWithoutMatrix ?? outputs?.repair else { return nil }
        let names = Set(row.checks.map(\.name))
        let fixing = changes.filter { !names.isDisjoint(with: $0.fixes) }
        guard !fixing.isEmpty else { return nil }
        let reached = after.checks.first { names.contains($0.name) }?.ratio?.display ?? "–"
        let list = fixing.map { change in
            Values.Proposal.Change(token: change.token.dotted, mode: change.selector.isEmpty ? "every mode" : change.selector,
                                   old: change.oldColor.hex, new: change.new.hex, newText: change.newText, ownValue: change.split)
        }
        let command = outputs?.repairWithoutMatrix == nil ? "stylebook fix contrast" : "stylebook fix contrast --matrix off"
        return Values.Proposal(ratio: reached, changes: list, command: command)
    }

    /// What the page says of `fix contrast` above the table: that it finds no change (naming
    /// the check that conflicts), or that its proposals cover the declared pairs only.
    private func repairNote(_ outputs: DesignSystemOutputs) -> Values.RepairNote? {
        guard case .conflict(let check, _, let constraints)? = outputs.repair else { return nil }
        let held = constraints.filter { $0 != check.name }.prefix(3).joined(separator: "; ")
        var note = Values.RepairNote(check: check.name, heldBy: TemplateEncoder.nonEmpty(held))
        switch outputs.repairWithoutMatrix {
        case .repaired(let changes, _)?: note.withoutMatrix = .init(changes: changes.count)
        case .conflict(let other, _, _)?: note.alsoWithoutMatrix = other.name
        case nil: break
        }
        return note
    }

    private func swatch(_ check: ContrastCheck) -> Values.Swatch? {
        guard let foreground = check.foregroundHex, let background = check.backgroundHex else { return nil }
        return Values.Swatch(foreground: foreground, background: background)
    }

    static func resultLabel(_ outcome: ContrastCheck.Outcome) -> String {
        switch outcome {
        case .pass: "Pass"
        case .fail: "Fail"
        case .skipped: "Skipped"
        }
    }

    private func note(_ check: ContrastCheck) -> String? {
        switch check.outcome {
        case .pass: return nil
        case .fail: return check.suggestion.map { "Nearest passing text colour: \($0.hex) (\($0.ratio.display))" }
        case .skipped(let reason): return reason
        }
    }

    /// "Inline banner › message" with its variants and states; "Declared in Colors.swift:42";
    /// "Role matrix: every text colour on every surface". An exempt use says so.
    private func uses(of row: ContrastRow, system: DesignSystem, context: DirectiveContext) -> [Values.Use] {
        var uses: [Values.Use] = []
        var seen = Set<String>()
        func add(_ label: String, href: String?, detail: String?) {
            guard seen.insert(label + (detail ?? "")).inserted else { return }
            uses.append(Values.Use(label: label, href: TemplateEncoder.nonEmpty(href), detail: TemplateEncoder.nonEmpty(detail)))
        }
        for check in row.checks {
            let exempt: String? = if case .skipped(let reason) = check.outcome { "exempt: \(reason)" } else { nil }
            switch check.pair.origin {
            case .component:
                let byPart = Dictionary(grouping: check.pair.uses, by: \.part)
                for part in byPart.keys.sorted(by: String.inByteOrder) {
                    let componentID = check.pair.component ?? ""
                    let spec = system.components.first { $0.id == componentID }
                    let name = spec?.name ?? componentID
                    let detail = [scope(byPart[part] ?? [], of: spec), exempt].compactMap { $0 }.joined(separator: "; ")
                    add("\(name) › \(part)", href: spec.map { context.rootPrefix + "components/\($0.id)/" }, detail: detail)
                }
            case .declared where check.pair.declaration.inference != nil:
                add("Inferred pair", href: nil, detail: [check.pair.declaration.inference?.summary, exempt].compactMap { $0 }.joined(separator: "; "))
            case .declared:
                let location = check.pair.location
                let file = URL(fileURLWithPath: location.path).lastPathComponent
                add("Declared pair", href: nil, detail: ["\(file):\(location.line)", exempt].compactMap { $0 }.joined(separator: "; "))
            case .extensions, .convention:
                add("Inferred pair", href: nil, detail: [check.pair.rule ?? "from the token files", exempt].compactMap { $0 }.joined(separator: "; "))
            case .roleMatrix:
                add("Role matrix", href: nil, detail: Self.roleReasons(check.pair, in: system))
            }
        }
        return uses
    }

    /// The matrix pairs every text colour with every surface; for colours read from token
    /// files, say which rule made each one text or a surface.
    static func roleReasons(_ pair: AuditPair, in system: DesignSystem) -> String {
        let reasons = RoleOrigin.reasons(foreground: system.token(pair.declaration.foreground), background: system.token(pair.declaration.background))
        return "every text colour on every surface" + (reasons.map { "; " + $0 } ?? "")
    }

    /// The variants and states a part uses the pair in; nil when it is all of them.
    private func scope(_ uses: [ComponentUse], of spec: ComponentSpec?) -> String? {
        guard let spec else { return nil }
        let all = spec.variantIDs.count * spec.states.count
        let combinations = Set(uses.map { "\($0.variant ?? "")/\($0.state.rawValue)" })
        if combinations.count >= all { return nil }
        let labels = uses.map { use in
            [use.variant.map { id in spec.variants.first { $0.id == id }?.name ?? id }, use.state.label].compactMap { $0 }.joined(separator: " · ")
        }
        var unique: [String] = []
        for label in labels where !unique.contains(label) { unique.append(label) }
        return unique.count > 4 ? "\(unique.count) variants and states" : unique.joined(separator: ", ")
    }

    // MARK: - Grid

    private func grid(_ grid: ContrastGrid, outputs: DesignSystemOutputs, context: DirectiveContext) -> Values.Grid {
        let modeName = grid.mode.title
        let starts = Array(stride(from: 0, to: grid.columns.count, by: Self.gridColumnsPerBlock))
        let blocks = starts.map { start in
            let range = start..<min(grid.columns.count, start + Self.gridColumnsPerBlock)
            var label = "Text colours on surfaces, \(grid.mode.name) mode"
            if starts.count > 1 { label += ", surfaces \(range.lowerBound + 1)–\(range.upperBound) of \(grid.columns.count)" }
            return Values.Block(
                label: label,
                columns: grid.columns[range].map { column in
                    Values.Block.Column(background: TokenReference.values(column.background, context: context),
                                        over: column.over.map { TokenReference.values($0, context: context) })
                },
                rows: grid.foregrounds.indices.map { row in
                    Values.Block.Row(foreground: TokenReference.values(grid.foregrounds[row], context: context),
                                     cells: grid.cells[row][range].map { check in
                                         Values.Block.Cell(swatch: swatch(check), ratio: check.ratio?.display ?? "–",
                                                           result: check.outcome.label, resultLabel: Self.resultLabel(check.outcome))
                                     })
                })
        }
        // A mode held to a stricter level than the page's (7:1 in increased contrast) says so above its grid.
        let level = grid.cells.first?.first?.requirement.level ?? outputs.policy.level
        let needs = ContrastRequirement(kind: .text, level: level)
        let note = level == outputs.policy.level ? nil
            : "In \(grid.mode.name), text needs \(needs.minimumDisplay) (WCAG \(level.label))."
        return Values.Grid(mode: grid.mode.name, modeName: modeName, contexts: ModeSwitch.contexts(grid.mode, in: outputs.system),
                           needsNote: TemplateEncoder.nonEmpty(note), blocks: grid.foregrounds.isEmpty ? [] : blocks)
    }

    /// "AA"; "AA, and AAA in light+increased and dark+increased" when the audit held some modes
    /// to a stricter level than the policy's.
    static func levels(_ checks: [ContrastCheck], system: DesignSystem, policy: ContrastPolicy) -> String {
        let base = policy.level.label
        let stricterModes = Set(checks.filter { $0.requirement.level != policy.level }.map(\.mode))
        let stricter = system.modes.filter(stricterModes.contains).map(\.name)
        guard let last = stricter.last else { return base }
        let names = stricter.count == 1 ? last : stricter.dropLast().joined(separator: ", ") + " and " + last
        return "\(base), and \(ContrastLevel.aaa.label) in \(names)"
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
