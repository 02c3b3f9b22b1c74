import GeneratorSupport
import StylebookKit

/// The result of one pair in one mode.
public struct ContrastCheck: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        case pass
        case fail
        /// Not measured against its requirement; the reason says why (an exemption, or a
        /// token that has no valid colour, which validation reports).
        case skipped(String)

        public var label: String {
            switch self {
            case .pass: "pass"
            case .fail: "fail"
            case .skipped: "skipped"
            }
        }
    }

    public var pair: AuditPair
    public var mode: Mode
    /// The context measured: the mode's name for a Swift system, the DTCG context(s) otherwise.
    public var context: String
    /// Where to fix a failure: the pair's declaration, or for inferred pairs the line that
    /// declares this context's foreground value.
    public var location: SourceLocation
    /// The colours actually compared, as 8-bit hex: translucent ones already composited.
    public var foregroundHex: String?
    public var backgroundHex: String?
    /// The lower of the exact and the 8-bit composite ratio (see ContrastAudit).
    public var ratio: ContrastRatio?
    public var requirement: ContrastRequirement
    public var outcome: Outcome
    /// For failures: the nearest foreground that passes, verified.
    public var suggestion: NearestPassingColor.Suggestion?
    /// For failures between two opaque colours: the nearest background that passes instead.
    public var backgroundSuggestion: NearestPassingColor.Suggestion?
    /// For failures: what is reported, e.g. `.contrastTextBelowAA`.
    public var failureKind: GradedDiagnosticKind?
    /// For failures: the diagnostic id, e.g. `contrast/text-below-aa`.
    public var diagnosticID: String? { failureKind?.kind.id }

    public var declaration: ContrastPairDeclaration { pair.declaration }

    init(pair: AuditPair, context: AuditContext, requirement: ContrastRequirement, outcome: Outcome) {
        self.pair = pair
        mode = context.mode
        self.context = context.name
        location = pair.location
        self.requirement = requirement
        self.outcome = outcome
    }

    /// A failure that counts as an error (not one only warned about).
    public var isFailure: Bool { outcome == .fail && pair.severity == .error }

    /// "color.text.primary on color.surface.default (light)".
    public var name: String { "\(pair.declaration.label) (\(context))" }
}
