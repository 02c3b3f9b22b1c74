import GeneratorSupport
import StylebookKit

extension ContrastAudit {
    /// A failing check as an error located at the Swift declaration, naming the pair, mode,
    /// ratio and requirement, with the nearest passing foreground as the hint.
    func diagnostic(for check: ContrastCheck) -> Diagnostic? {
        guard check.outcome == .fail, let kind = check.failureKind else { return nil }
        return Diagnostic(kind, severity: check.pair.severity, Self.failureMessage(for: check), at: check.location, hint: Self.hint(for: check))
    }

    /// One diagnostic for the failures of a role matrix too large to list one by one: an error
    /// when any of them is (the matrix at `--matrix error`), so the exit status stays true.
    func unlistedDiagnostic(_ unlisted: AuditResult.Tally, matrix: RoleMatrixPairSource.Plan, checks: Int) -> Diagnostic {
        let failing = unlisted.failed + unlisted.warned
        let surfaces = matrix.surfaces.count
        return Diagnostic(.contrastMatrixNotListed, severity: unlisted.failed > 0 ? .error : .warning,
            "the role matrix (\(matrix.texts.count) text colours on \(surfaces) surfaces, \(checks) checks in \(contexts.count) modes) has \(failing) more failures than the \(matrixListLimit) listed",
            hint: "Check the pairs your components and pages really use: declare them (`pairs:` or component specs) and run `stylebook check --matrix warn` or `off`, or give the text and surface roles only to colours meant to go together.")
    }

    /// "a on b (light, text): 2.14:1 is below the AA minimum of 4.5:1".
    static func failureMessage(for check: ContrastCheck) -> String {
        let d = check.declaration
        return "\(d.label) (\(check.context), \(d.kind.label)): \(check.ratio?.display ?? "-") "
            + "is below the \(check.requirement.level.label) minimum of \(check.requirement.minimumDisplay)"
    }

    static func hint(for check: ContrastCheck) -> String {
        let d = check.declaration
        var text: String
        if let suggestion = check.suggestion {
            text = "Nearest passing colour for `\(d.foreground)` in \(check.context): \(suggestion.hex) "
                + "(\(suggestion.ratio.display), OKLCH lightness \(change(suggestion)), hue and chroma kept)"
        } else {
            text = "No colour with the hue of `\(d.foreground)` reaches \(check.requirement.minimumDisplay) on this background"
        }
        if let background = check.backgroundSuggestion {
            text += "; or change `\(d.background)` to \(background.hex) (\(background.ratio.display), lightness \(change(background)))"
        }
        return text + "."
    }

    /// "0.123 darker".
    static func change(_ suggestion: NearestPassingColor.Suggestion) -> String {
        "\(decimal(abs(suggestion.lightnessChange), places: 3)) \(suggestion.lightnessChange < 0 ? "darker" : "lighter")"
    }

    func diagnostic(for finding: ColorVisionFinding) -> Diagnostic {
        let message = "`\(finding.first)` and `\(finding.second)` are hard to tell apart with \(finding.deficiency.rawValue) "
            + "(\(finding.context)): ΔE OK \(Self.decimal(finding.distance, places: 1)), below "
            + "\(Self.decimal(policy.confusableBelow, places: 1)) (\(Self.decimal(finding.normalDistance, places: 1)) with typical vision)"
        return Diagnostic(.contrastCVDConfusable, severity: policy.colorVisionSeverity, message, at: finding.location,
                          hint: "Never signal these states by colour alone (add an icon and a word), or move their lightness further apart.",
                          subjects: [finding.first.dotted, finding.second.dotted])
    }

    /// Fixed-point text without Foundation's locale-dependent formatting.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale), fraction = String(abs(scaled % Int(scale)))
        let padded = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
        return places == 0 ? "\(whole)" : "\(scaled < 0 && whole == 0 ? "-" : "")\(whole).\(padded)"
    }
}
