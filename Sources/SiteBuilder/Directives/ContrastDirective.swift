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
            var kinds: [Kind]
            var kindKeys: String
            var needs: String
            var swatch: Swatch?
            var ratio: String
            var result: String
            var outcome: Outcome
            var suggestion: Suggestion?
            var skipReason: String?
            var proposal: Proposal?
            var uses: [Use]
        }

        /// What a pair's foreground is (`text`, `largeText`, `nonText` flags), first of the row's or not.
        struct Kind: TemplateContext {
            var kind: CaseFlags<ContrastKind>
            var isFirst: Bool
        }

        typealias Outcome = CaseFlags<OutcomeName>

        /// The nearest colour to the failing text colour that passes.
        struct Suggestion: TemplateContext {
            var hex: String
            var ratio: String
        }

        /// The changes `fix contrast` would make that let a failing row pass.
        struct Proposal: TemplateContext {
            struct Change: TemplateContext {
                var token: String
                /// The mode's selector, false when the change applies in every mode.
                var mode: String?
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

        /// Where a pair comes from: a component's part (linked), a declaration, an inference, or
        /// the role matrix, with the details in parentheses after it.
        struct Use: TemplateContext {
            struct Part: TemplateContext {
                var name: String
                var part: String
                var href: String?
            }

            struct Location: TemplateContext {
                var file: String
                var line: Int
            }

            /// One detail, written after the ones before it with "; ".
            struct Detail: TemplateContext {
                var isFirst = false
                /// The variants and states a part uses the pair in (names from the spec).
                var instances: [InstanceName]?
                /// More than four of them: only their count.
                var instanceCount: Int?
                var location: Location?
                /// The audit's own account: an inference's summary, a rule's name, the role reasons.
                var reason: String?
                var fromTokenFiles = false
                var everyTextOnEverySurface = false
                /// An exempt pair's reason, as its declaration gives it.
                var exempt: String?
            }

            var component: Part?
            var declared = false
            var inferred = false
            var roleMatrix = false
            var hasDetails = false
            var details: [Detail] = []
        }

        struct Grid: TemplateContext {
            /// A mode held to a stricter level than the page's (7:1 in increased contrast).
            struct Stricter: TemplateContext {
                var needs: String
                var level: String
            }

            var mode: String
            var modeName: String
            var contexts: String?
            var stricter: Stricter?
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
                var outcome: Outcome
            }

            var mode: String
            /// Which surfaces a block of a grid too wide for one table holds (`surfacesFrom`
            /// false when one table holds them all).
            var surfacesFrom: Int?
            var surfacesTo: Int
            var surfaceCount: Int
            var columns: [Column]
            var rows: [Row]
        }

        /// The level pairs are checked at, and the modes held to a stricter one.
        struct Level: TemplateContext {
            struct Stricter: TemplateContext {
                var level: String
                var modes: [ListedText]
            }

            var level: String
            var stricter: Stricter?
        }

        struct Count: TemplateContext {
            var count: Int
        }

        var isWholeSystem: Bool
        var component: String?
        /// The component's name in lower case, on a component's page.
        var componentName: String?
        var modes: ModeSwitch.Names
        var level: Level
        var nothingToCheck: Bool
        var allPass: Bool
        var failing: Count?
        /// The role matrix's checks beyond the listed ones are counted, not listed (false when none).
        var unlistedTotal: Int?
        var unlistedPassed: Int
        var unlistedFailed: Int
        var rows: [Row]
        var rowCount: Int
        var grids: [Grid] = []
        var gridNeeds: String
        /// Text and surface combinations per mode, when too many for the grid to be drawn.
        var gridOmittedCells: Int?
        var gridMaximum = ContrastGrid.maximumCells
        var modeSwitch: ModeSwitch.Values?
        var repairNote: RepairNote?
    }

    /// `pass`, `fail`, `skipped`.
    enum OutcomeName: String, CaseIterable, Sendable {
        case pass, fail, skipped

        init(_ outcome: ContrastCheck.Outcome) {
            switch outcome {
            case .pass: self = .pass
            case .fail: self = .fail
            case .skipped: self = .skipped
            }
        }
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
        let level = Self.level(outputs.audit.checks, system: system, policy: outputs.policy)
        let checks = argument.isEmpty ? outputs.audit.checks : outputs.audit.checks.filter { $0.pair.component == argument }
        let rows = ContrastRow.rows(checks)
        let failed = rows.filter { $0.outcome == .fail }.count
        let unlisted = outputs.audit.unlisted
        var values = Values(
            isWholeSystem: argument.isEmpty, component: TemplateEncoder.nonEmpty(argument),
            modes: ModeSwitch.names(system), level: level,
            nothingToCheck: rows.isEmpty, allPass: !rows.isEmpty && failed == 0,
            failing: failed > 0 ? .init(count: failed) : nil,
            unlistedTotal: argument.isEmpty && unlisted.total > 0 ? unlisted.total : nil,
            unlistedPassed: unlisted.passed, unlistedFailed: unlisted.failed + unlisted.warned,
            rows: rows.map { row(for: $0, system: system, context: context) }, rowCount: rows.count,
            gridNeeds: outputs.policy.requirement(for: .text).minimumDisplay,
            modeSwitch: ModeSwitch.values(for: system, showAll: argument.isEmpty),
            repairNote: argument.isEmpty ? repairNote(outputs) : nil)
        if argument.isEmpty {
            let cells = ContrastGrid.cellCount(system)
            if cells > ContrastGrid.maximumCells {
                values.gridOmittedCells = cells
            } else {
                values.grids = system.modes.map { mode in
                    grid(ContrastGrid.textOnSurfaces(system, policy: outputs.policy, mode: mode), outputs: outputs, context: context)
                }
            }
        } else {
            values.componentName = system.components.first { $0.id == argument }?.name.lowercased() ?? argument
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
            kinds: row.kinds.enumerated().map { Values.Kind(kind: CaseFlags($1), isFirst: $0 == 0) },
            kindKeys: row.kinds.map(\.rawValue).joined(separator: " "),
            needs: row.minimumDisplay,
            swatch: swatch(shown), ratio: shown.ratio?.display ?? "–",
            result: shown.outcome.label, outcome: CaseFlags(OutcomeName(shown.outcome)),
            suggestion: shown.outcome == .fail ? shown.suggestion.map { .init(hex: $0.hex, ratio: $0.ratio.display) } : nil,
            skipReason: Self.skipReason(shown),
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
            Values.Proposal.Change(token: change.token.dotted, mode: TemplateEncoder.nonEmpty(change.selector),
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

    private static func skipReason(_ check: ContrastCheck) -> String? {
        if case .skipped(let reason) = check.outcome { return reason }
        return nil
    }

    /// "Inline banner › message" with its variants and states; "Declared pair (Colors.swift:42)";
    /// "Role matrix (every text colour on every surface)". An exempt use says so.
    private func uses(of row: ContrastRow, system: DesignSystem, context: DirectiveContext) -> [Values.Use] {
        typealias Detail = Values.Use.Detail
        var uses: [Values.Use] = []
        var seen = Set<String>()
        func add(_ use: Values.Use, key: String, details: [Detail], exempt: String?) {
            var details = details
            if let exempt { details.append(Detail(exempt: exempt)) }
            guard seen.insert(key + "|" + details.map(Self.key).joined(separator: "|")).inserted else { return }
            var use = use
            use.details = details.enumerated().map { index, detail in
                var detail = detail
                detail.isFirst = index == 0
                return detail
            }
            use.hasDetails = !details.isEmpty
            uses.append(use)
        }
        for check in row.checks {
            let exempt = Self.skipReason(check)
            switch check.pair.origin {
            case .component:
                let byPart = Dictionary(grouping: check.pair.uses, by: \.part)
                for part in byPart.keys.sorted(by: String.inByteOrder) {
                    let componentID = check.pair.component ?? ""
                    let spec = system.components.first { $0.id == componentID }
                    let name = spec?.name ?? componentID
                    let use = Values.Use(component: .init(name: name, part: part,
                                                          href: spec.map { context.rootPrefix + "components/\($0.id)/" }))
                    add(use, key: "component|\(name)|\(part)", details: scope(byPart[part] ?? [], of: spec).map { [$0] } ?? [], exempt: exempt)
                }
            case .declared where check.pair.declaration.inference != nil:
                add(Values.Use(inferred: true), key: "inferred",
                    details: check.pair.declaration.inference.map { [Detail(reason: $0.summary)] } ?? [], exempt: exempt)
            case .declared:
                let location = check.pair.location
                let file = URL(fileURLWithPath: location.path).lastPathComponent
                add(Values.Use(declared: true), key: "declared", details: [Detail(location: .init(file: file, line: location.line))], exempt: exempt)
            case .extensions, .convention:
                let detail = check.pair.rule.map { Detail(reason: $0) } ?? Detail(fromTokenFiles: true)
                add(Values.Use(inferred: true), key: "inferred", details: [detail], exempt: exempt)
            case .roleMatrix:
                add(Values.Use(roleMatrix: true), key: "matrix", details: Self.roleDetails(check.pair, in: system), exempt: nil)
            }
        }
        return uses
    }

    /// What tells two details apart, for showing each use once.
    private static func key(_ detail: Values.Use.Detail) -> String {
        [detail.instances.map { $0.map { "\($0.variant ?? "")·\($0.state?.value?.rawValue ?? "")" }.joined(separator: ",") }, detail.instanceCount.map(String.init),
         detail.location.map { "\($0.file):\($0.line)" }, detail.reason, detail.fromTokenFiles ? "files" : nil,
         detail.everyTextOnEverySurface ? "matrix" : nil, detail.exempt.map { "exempt " + $0 }]
            .map { $0 ?? "" }.joined(separator: "/")
    }

    /// The matrix pairs every text colour with every surface; for colours read from token
    /// files, say which rule made each one text or a surface.
    static func roleDetails(_ pair: AuditPair, in system: DesignSystem) -> [Values.Use.Detail] {
        let reasons = RoleOrigin.reasons(foreground: system.token(pair.declaration.foreground), background: system.token(pair.declaration.background))
        return [Values.Use.Detail(everyTextOnEverySurface: true)] + (reasons.map { [Values.Use.Detail(reason: $0)] } ?? [])
    }

    /// The variants and states a part uses the pair in; nil when it is all of them.
    private func scope(_ uses: [ComponentUse], of spec: ComponentSpec?) -> Values.Use.Detail? {
        guard let spec else { return nil }
        let all = spec.variantIDs.count * spec.states.count
        let combinations = Set(uses.map { "\($0.variant ?? "")/\($0.state.rawValue)" })
        if combinations.count >= all { return nil }
        let names = uses.map { use in
            InstanceName(variant: use.variant.map { id in spec.variants.first { $0.id == id }?.name ?? id }, state: use.state)
        }
        var unique: [InstanceName] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique.count > 4 ? Values.Use.Detail(instanceCount: unique.count) : Values.Use.Detail(instances: InstanceName.list(unique))
    }

    // MARK: - Grid

    private func grid(_ grid: ContrastGrid, outputs: DesignSystemOutputs, context: DirectiveContext) -> Values.Grid {
        let starts = Array(stride(from: 0, to: grid.columns.count, by: Self.gridColumnsPerBlock))
        let blocks = starts.map { start in
            let range = start..<min(grid.columns.count, start + Self.gridColumnsPerBlock)
            return Values.Block(
                mode: grid.mode.name,
                surfacesFrom: starts.count > 1 ? range.lowerBound + 1 : nil, surfacesTo: range.upperBound, surfaceCount: grid.columns.count,
                columns: grid.columns[range].map { column in
                    Values.Block.Column(background: TokenReference.values(column.background, context: context),
                                        over: column.over.map { TokenReference.values($0, context: context) })
                },
                rows: grid.foregrounds.indices.map { row in
                    Values.Block.Row(foreground: TokenReference.values(grid.foregrounds[row], context: context),
                                     cells: grid.cells[row][range].map { check in
                                         Values.Block.Cell(swatch: swatch(check), ratio: check.ratio?.display ?? "–",
                                                           result: check.outcome.label, outcome: CaseFlags(OutcomeName(check.outcome)))
                                     })
                })
        }
        // A mode held to a stricter level than the page's (7:1 in increased contrast) says so above its grid.
        let level = grid.cells.first?.first?.requirement.level ?? outputs.policy.level
        let stricter = level == outputs.policy.level ? nil
            : Values.Grid.Stricter(needs: ContrastRequirement(kind: .text, level: level).minimumDisplay, level: level.label)
        return Values.Grid(mode: grid.mode.name, modeName: grid.mode.title, contexts: ModeSwitch.contexts(grid.mode, in: outputs.system),
                           stricter: stricter, blocks: grid.foregrounds.isEmpty ? [] : blocks)
    }

    /// "AA"; "AA, and AAA in light+increased and dark+increased" when the audit held some modes
    /// to a stricter level than the policy's.
    static func level(_ checks: [ContrastCheck], system: DesignSystem, policy: ContrastPolicy) -> Values.Level {
        let stricterModes = Set(checks.filter { $0.requirement.level != policy.level }.map(\.mode))
        let stricter = system.modes.filter(stricterModes.contains).map(\.name)
        return Values.Level(level: policy.level.label,
                            stricter: stricter.isEmpty ? nil : .init(level: ContrastLevel.aaa.label, modes: ListedText.list(stricter)))
    }
}
