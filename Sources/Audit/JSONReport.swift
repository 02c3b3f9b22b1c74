import Foundation
import GeneratorSupport
import StylebookKit

/// The report for scripts: sorted keys, unrounded ratios next to their display form.
public enum JSONReport {
    public static func render(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Document(report)), let text = String(data: data, encoding: .utf8) else {
            return "{}\n" // Encoding plain structs of strings and numbers cannot fail.
        }
        return text + "\n"
    }

    struct Document: Encodable {
        var system: String
        var level: String
        var summary: Summary
        var contrast: [Check]
        var colorVision: [Vision]
        var diagnostics: [DiagnosticEntry]
        var recognised: Recognised?

        init(_ report: CheckReport) {
            system = report.systemName
            level = report.level.rawValue
            summary = Summary(checks: report.checkCount, passed: report.passedCount, failed: report.failedCount,
                              warned: report.warnedCount, skipped: report.skippedCount, notRun: report.audit.unchecked,
                              errors: report.diagnostics.errorCount, warnings: report.diagnostics.warningCount)
            recognised = report.inventory.map(Recognised.init)
            contrast = report.audit.checks.map(Check.init)
            colorVision = report.audit.colorVision.map(Vision.init)
            diagnostics = report.diagnostics.map(DiagnosticEntry.init)
        }
    }

    struct Summary: Encodable {
        var checks, passed, failed, warned, skipped, notRun, errors, warnings: Int
    }

    struct Recognised: Encodable {
        struct Context: Encodable {
            var name, level: String
            var roles: [String: Int]
        }
        struct Source: Encodable {
            var name: String
            var pairs: Int
            var detail: String?
        }
        var contexts: [Context]
        var sources: [Source]
        var skipped: [String]

        init(_ inventory: AuditInventory) {
            contexts = inventory.contexts.map { context in
                Context(name: context.name, level: context.level.rawValue,
                        roles: Dictionary(context.roles.map { ($0.role.rawValue, $0.count) }, uniquingKeysWith: +))
            }
            sources = inventory.sources.map { Source(name: $0.name, pairs: $0.pairs, detail: $0.detail) }
            skipped = inventory.skipped
        }
    }

    struct Location: Encodable {
        var path: String
        var line: Int
        var column: Int
        init(_ location: SourceLocation) { (path, line, column) = (location.path, location.line, location.column) }
    }

    struct Check: Encodable {
        var foreground: String
        var background: String
        var over: String?
        var kind: String
        var origin: String
        /// The component whose binding produced the pair; absent for other origins.
        var component: String?
        /// The naming rule that inferred the pair (origin `convention`).
        var rule: String?
        /// The mode, or the DTCG context(s).
        var mode: String
        var severity: String
        var foregroundHex: String?
        var backgroundHex: String?
        var ratio: Double?
        var ratioDisplay: String?
        var requirement: Double
        var level: String
        var outcome: String
        var reason: String?
        var suggestion: String?
        var suggestionRatio: Double?
        var diagnostic: String?
        var location: Location

        init(_ check: ContrastCheck) {
            let d = check.declaration
            foreground = d.foreground.dotted
            background = d.background.dotted
            over = d.over?.dotted
            kind = d.kind.rawValue
            origin = check.pair.origin.rawValue
            component = check.pair.component
            mode = check.context
            rule = check.pair.rule
            severity = check.pair.severity.rawValue
            foregroundHex = check.foregroundHex
            backgroundHex = check.backgroundHex
            ratio = check.ratio?.value
            ratioDisplay = check.ratio?.display
            requirement = check.requirement.minimum
            level = check.requirement.level.rawValue
            outcome = check.outcome.label
            if case .skipped(let text) = check.outcome { reason = text }
            suggestion = check.suggestion?.hex
            suggestionRatio = check.suggestion?.ratio.value
            diagnostic = check.diagnosticID
            location = Location(check.location)
        }
    }

    struct Vision: Encodable {
        var first, second, mode, deficiency: String
        var distance, normalDistance: Double
        var location: Location

        init(_ finding: ColorVisionFinding) {
            first = finding.first.dotted
            second = finding.second.dotted
            mode = finding.context
            deficiency = finding.deficiency.rawValue
            distance = finding.distance
            normalDistance = finding.normalDistance
            location = Location(finding.location)
        }
    }

    struct DiagnosticEntry: Encodable {
        var severity, id, message: String
        var hint: String?
        var location: Location?

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity.rawValue
            id = diagnostic.id
            message = diagnostic.message
            hint = diagnostic.hint
            location = diagnostic.location.map(Location.init)
        }
    }
}
