import Audit
import Foundation
import GeneratorSupport
import StylebookKit
import TokenSets

/// `stylebook fix contrast`: the repair of `ContrastRepair`, turned into edits of the Swift
/// declarations and the token files the colours are written in, then written, or shown as a
/// diff, with a report of every change.
struct FixContrastAction {
    var system: DesignSystem
    var audit: ContrastAudit
    /// The folder relative paths are shown from.
    var root: String
    /// The token files the system's colours were read from (`--tokens`, or a package's
    /// `tokens:`), with each mode's resolution: their colours are written there.
    var tokenFiles: ImportedSystem?
    /// With `--tokens`: the audit `check --tokens` runs, run again on the patched files before
    /// anything is written, so the fix is judged by the check that found the failures.
    var verification: (() -> CheckReport)?

    struct FileEdit {
        var path: String
        var old: String
        var new: String
    }

    struct Outcome {
        var changes: [ContrastRepair.Change] = []
        var after: AuditResult?
        var files: [FileEdit] = []
        var diagnostics: [Diagnostic] = []
        var failed: Bool { diagnostics.contains { $0.severity == .error } }
    }

    func run() -> Outcome {
        var outcome = Outcome()
        var repair = ContrastRepair(audit: audit)
        // A Swift declaration of its own line can gain a value for one mode; a token file can
        // when it writes that mode apart.
        let ownLine = ContrastRepair.ownLineTokens(system)
        let fromFiles = tokenFiles.map(TokenFilePatch.canSplitMode)
        repair.canSplitMode = { path, mode in
            ownLine.contains(path) || (fromFiles?(path, mode) ?? false)
        }
        switch repair.run() {
        case .conflict(let check, let reason, let constraints):
            let others = constraints.filter { $0 != check.name }
            outcome.diagnostics.append(Diagnostic(
                .fixContrastConflict,
                "\(check.name) cannot pass with the others: \(reason)" + (others.isEmpty ? "" : "; it is held by " + others.prefix(6).joined(separator: ", ") + (others.count > 6 ? " and \(others.count - 6) more" : "")),
                at: check.location,
                hint: "give one of these colours its own value for this mode, or move the surfaces apart, then run `stylebook fix contrast` again; nothing was written"))
        case .repaired(let changes, let after):
            outcome.changes = changes
            outcome.after = after
            let fromFiles = changes.filter(isInTokenFiles)
            outcome.files = edits(for: changes.filter { !isInTokenFiles($0) }, diagnostics: &outcome.diagnostics)
            if let tokenFiles, !fromFiles.isEmpty {
                let (files, problems) = TokenFilePatch.edits(for: fromFiles, imported: tokenFiles)
                outcome.diagnostics += problems
                outcome.files = (outcome.files + files.map { FileEdit(path: $0.path, old: $0.old, new: $0.new) }).sorted { $0.path < $1.path }
                if !outcome.failed, let verification {
                    outcome.diagnostics += unverified(TokenFilePatch.auditing(files, verification))
                }
            }
            if outcome.failed { outcome.files = [] }
        }
        return outcome
    }

    /// A colour read from a token file, not declared in Swift.
    private func isInTokenFiles(_ change: ContrastRepair.Change) -> Bool {
        guard let tokenFiles else { return false }
        return tokenFiles.system.token(change.token) != nil && !change.location.path.hasSuffix(".swift")
    }

    /// The checks `check --tokens` still fails on the patched files.
    private func unverified(_ report: CheckReport) -> [Diagnostic] {
        let failing = report.audit.checks.filter(\.isFailure)
        guard report.exitCode != 0 else { return [] }
        guard let first = failing.first else {
            return report.diagnostics.filter { $0.severity == .error }.prefix(3).map { problem in
                Diagnostic(.fixUnverified, "the patched files do not read back: \(problem.message)", at: problem.location)
            }
        }
        let more = failing.count > 1 ? " (and \(failing.count - 1) more)" : ""
        return [Diagnostic(.fixUnverified, "with the patch, `check --tokens` still fails \(first.name)\(more)", at: first.location,
                           hint: "run `stylebook check --tokens` to see it; nothing was written")]
    }

    /// Every change as an edit of its file; a literal that cannot be found is an error and
    /// nothing is written.
    private func edits(for changes: [ContrastRepair.Change], diagnostics: inout [Diagnostic]) -> [FileEdit] {
        var byFile: [String: [SwiftColorPatch.Edit]] = [:]
        var sources: [String: String] = [:]
        // A helper that makes several tokens declares them all at its own line: rewriting it
        // would change every one of them.
        var declared: [SourceLocation: Int] = [:]
        for token in system.tokens { declared[token.location, default: 0] += 1 }
        for change in changes {
            let path = change.location.path
            guard declared[change.location, default: 0] <= 1 else {
                diagnostics.append(Diagnostic(
                    .fixLiteralNotFound,
                    "\(change.token.dotted) is declared at a line that declares other tokens too (a helper function), so its value cannot be changed to \(change.newText) there alone",
                    at: change.location, hint: "declare the token with its own `.color(…)` call, or change it by hand; nothing was written"))
                continue
            }
            guard let source = sources[path] ?? (try? String(contentsOfFile: path, encoding: .utf8)),
                  let entries = system.token(change.token)?.colorValues?.values else {
                diagnostics.append(Diagnostic(.fixLiteralNotFound, "cannot read the declaration of \(change.token.dotted) to change it to \(change.newText)",
                                              at: change.location, hint: "change it by hand; nothing was written"))
                continue
            }
            sources[path] = source
            do {
                let edit = if let selector = change.addedSelector, let all = system.token(change.token)?.colorValues?.entries {
                    try SwiftColorPatch.addEntry(in: source, at: change.location, entries: all, selector: selector, new: change.newText)
                } else {
                    try SwiftColorPatch.edit(in: source, at: change.location, entries: entries, entry: change.entry, new: change.newText)
                }
                byFile[path, default: []].append(edit)
            } catch let failure where change.addedSelector != nil {
                let selector = change.addedSelector ?? ""
                diagnostics.append(Diagnostic(
                    .fixLiteralNotFound,
                    "\(change.token.dotted) needs a value of its own in \(selector), \(change.newText), and its `.color(…)` call is not written with string literals that can take one (\(failure))",
                    at: change.location, hint: "add `\"\(selector)\": \"\(change.newText)\"` to its values by hand; nothing was written"))
            } catch {
                diagnostics.append(Diagnostic(
                    .fixLiteralNotFound,
                    "the \(change.selector.isEmpty ? "" : "`\(change.selector)` ")value of \(change.token.dotted) is not a string literal in its `.color(…)` call, so it cannot be changed to \(change.newText)",
                    at: change.location, hint: "write it as a string literal, or change it by hand; nothing was written"))
            }
        }
        return byFile.keys.sorted().map { path in
            FileEdit(path: path, old: sources[path]!, new: SwiftColorPatch.apply(byFile[path]!, to: sources[path]!))
        }
    }

    // MARK: - Reports

    /// The before/after table, by the mode each changed value is declared for.
    static func text(_ outcome: Outcome, dryRun: Bool, display: (String) -> String) -> String {
        guard !outcome.changes.isEmpty else {
            return outcome.failed ? "" : "Every contrast check passes in every mode: nothing to fix.\n"
        }
        let ratios = Dictionary((outcome.after?.checks ?? []).map { ($0.name, $0.ratio) }, uniquingKeysWith: { first, _ in first })
        var text = ""
        let groups = Dictionary(grouping: outcome.changes) { $0.selector }
        for selector in groups.keys.sorted(by: { ($0.isEmpty ? "" : $0) < $1 }) {
            text += "\(selector.isEmpty ? "every mode" : selector)\n"
            var rows = [["token", "was", "now", "ΔE OK", "now reaches"]]
            for change in groups[selector]! {
                let reaches = change.fixes.map { name in
                    let ratio = ratios[name].flatMap { $0 }?.display ?? "?"
                    return "\(ratio) \(name)"
                }
                let was = change.old.aliasTarget.map { "\(change.oldColor.hex) ({\($0.dotted)})" } ?? change.oldColor.hex
                rows.append([change.token.dotted + (change.split ? " (own value now)" : ""), was, change.newText,
                             String(format: "%.3f", change.deltaE / 100), reaches.first ?? "(keeps others passing)"])
                for extra in reaches.dropFirst() { rows.append(["", "", "", "", extra]) }
            }
            let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                text += "  " + row.enumerated().map { $0.offset == 4 ? $0.element : $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                    .joined(separator: "  ") + "\n"
            }
            text += "\n"
        }
        let deltas = outcome.changes.map { $0.deltaE / 100 }.sorted()
        let median = deltas.count % 2 == 1 ? deltas[deltas.count / 2] : (deltas[deltas.count / 2 - 1] + deltas[deltas.count / 2]) / 2
        let splits = outcome.changes.filter(\.split).count
        let count = "\(outcome.changes.count) colour\(outcome.changes.count == 1 ? "" : "s")"
        let own = splits > 0 ? " (\(splits) given \(splits == 1 ? "its" : "their") own value instead of an alias)" : ""
        let deltaE = String(format: "ΔE OK median %.3f, largest %.3f", median, deltas.last ?? 0)
        if outcome.failed {
            text += "\(count) would change\(own); \(deltaE); nothing was written: see the errors.\n"
            return text
        }
        text += "\(count) \(dryRun ? "would change" : "changed") in \(outcome.files.count) file\(outcome.files.count == 1 ? "" : "s")\(own); \(deltaE); every check passes in every mode.\n"
        if dryRun {
            text += "\n" + outcome.files.map { UnifiedDiff.render(path: display($0.path), old: $0.old, new: $0.new) }.joined()
        }
        return text
    }

    struct JSONChange: Encodable {
        var token: String
        var mode: String
        var old: String
        var new: String
        var deltaE: Double
        var ownValue: Bool
        var fixes: [String]
        var file: String
        var line: Int
    }

    struct JSONReport: Encodable {
        var changes: [JSONChange]
        var written: Bool
        var diagnostics: [String]
    }

    static func json(_ outcome: Outcome, dryRun: Bool, display: (String) -> String) -> String {
        let report = JSONReport(
            changes: outcome.changes.map { change in
                JSONChange(token: change.token.dotted, mode: change.selector.isEmpty ? "*" : change.selector, old: change.oldColor.hex,
                           new: change.newText, deltaE: (change.deltaE / 100 * 10_000).rounded() / 10_000, ownValue: change.split,
                           fixes: change.fixes, file: display(change.location.path), line: change.location.line)
            },
            written: !dryRun && !outcome.failed && !outcome.files.isEmpty,
            diagnostics: outcome.diagnostics.map(\.description))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }
}
