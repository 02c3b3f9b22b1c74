/// The `tokens/` ids: tokens as a design system declares them.
extension DiagnosticKind {
    public static let tokensAliasCycle = DiagnosticKind(
        id: "tokens/alias-cycle", severity: .error,
        summary: "Colour aliases refer to each other in a cycle.",
        fix: "Give one of the tokens in the cycle a literal value.")

    public static let tokensAliasTypeMismatch = DiagnosticKind(
        id: "tokens/alias-type-mismatch", severity: .error,
        summary: "An alias refers to a token of another kind.",
        fix: "Alias a token of the same kind, or give a literal value.")

    public static let tokensDeprecatedUse = DiagnosticKind(
        id: "tokens/deprecated-use", severity: .warning,
        summary: "A component part, a declared contrast pair or a colour alias still uses a deprecated token.",
        fix: "Use the replacement the hint names (the token's `replacedBy:`), or acknowledge the warning with a reason until you can.")

    public static let tokensDuplicateContext = DiagnosticKind(
        id: "tokens/duplicate-context", severity: .error,
        summary: "Two mode axes, or one axis twice, have a context of the same name.",
        fix: "Rename one of the contexts so every context name is unique across the system's axes.")

    public static let tokensDuplicateModeValue = DiagnosticKind(
        id: "tokens/duplicate-mode-value", severity: .error,
        summary: "A colour has two values for the same context or combination.",
        fix: "Keep one value for that context or combination.")

    public static let tokensDuplicateName = DiagnosticKind(
        id: "tokens/duplicate-name", severity: .error,
        summary: "Two tokens share one name.",
        fix: "Rename one of the two declarations.")

    public static let tokensEmptyFontFamily = DiagnosticKind(
        id: "tokens/empty-font-family", severity: .error,
        summary: "A font family token names no font, or an empty one.",
        fix: "List font names, preferred first, ending with a generic family such as sans-serif.")

    public static let tokensExportFailed = DiagnosticKind(
        id: "tokens/export-failed", severity: .error,
        summary: "A token export failed although validation passed (a bug: please report it).",
        fix: "Report it with the message; meanwhile remove the token the message names from the export.")

    public static let tokensInvalidAxis = DiagnosticKind(
        id: "tokens/invalid-axis", severity: .error,
        summary: "A mode axis has fewer than two contexts, a repeated name, a default that is not one of its contexts, or a badly formed context name.",
        fix: "Give the axis at least two distinct, well-formed contexts and a default that is one of them.")

    public static let tokensInvalidEasing = DiagnosticKind(
        id: "tokens/invalid-easing", severity: .error,
        summary: "A motion or easing curve's x control points leave 0…1.",
        fix: "Keep both x control points of the cubic Bézier between 0 and 1.")

    public static let tokensInvalidFontWeight = DiagnosticKind(
        id: "tokens/invalid-font-weight", severity: .error,
        summary: "A typography weight lies outside 100…900, or a font weight token outside 1…1000.",
        fix: "Use a weight from 100 to 900 in a type style, 1 to 1000 in a font weight token.")

    public static let tokensInvalidIcon = DiagnosticKind(
        id: "tokens/invalid-icon", severity: .error,
        summary: "An icon lacks a name, symbol or SVG drawing.",
        fix: "Give the icon a name and at least one of an SF Symbol, a Material Symbol or an SVG drawing.")

    public static let tokensInvalidName = DiagnosticKind(
        id: "tokens/invalid-name", severity: .error,
        summary: "A token name has an empty part, or a part with `$`, `{` or `}`.",
        fix: "Use dot-separated parts of letters, digits and `-`, none of them empty.")

    public static let tokensInvalidReplacement = DiagnosticKind(
        id: "tokens/invalid-replacement", severity: .error,
        summary: "A deprecated token's `replacedBy:` names no declared token, a token of another kind, or itself.",
        fix: "Name an existing token of the same kind in `replacedBy:`, or leave `replacedBy:` out.")

    public static let tokensMalformedHex = DiagnosticKind(
        id: "tokens/malformed-hex", severity: .error,
        summary: "A colour value is neither hex nor an alias.",
        fix: "Write `#RRGGBB`, `#RRGGBBAA`, or `{other.token}` to alias.")

    public static let tokensMissingModeValue = DiagnosticKind(
        id: "tokens/missing-mode-value", severity: .error,
        summary: "A colour has no value that applies in some mode (no value for every mode, \"\", and none for that combination).",
        fix: "Add a value for every mode (or for the combination the message names).")

    public static let tokensNegativeSize = DiagnosticKind(
        id: "tokens/negative-size", severity: .error,
        summary: "A font size, line height or duration is negative, or a dimension is not finite (dimensions may be negative).",
        fix: "Use a finite value; font sizes, line heights and durations of zero or more.")

    public static let tokensOpacityOutOfRange = DiagnosticKind(
        id: "tokens/opacity-out-of-range", severity: .error,
        summary: "An opacity lies outside 0…1.",
        fix: "Use a value from 0 to 1.")

    public static let tokensPathConflict = DiagnosticKind(
        id: "tokens/path-conflict", severity: .error,
        summary: "A token is nested under another token rather than a group.",
        fix: "Rename the token so it is not under another token's name, or turn that token into a group.")

    public static let tokensRemovalDue = DiagnosticKind(
        id: "tokens/removal-due", severity: .warning,
        summary: "A deprecated token's `removedIn:` release has come: the design system's `version:` in stylebook.yml is at or past it.",
        fix: "Remove the token and its uses, or move `removedIn:` to a later release.")

    public static let tokensUnknownAlias = DiagnosticKind(
        id: "tokens/unknown-alias", severity: .error,
        summary: "An alias points at a token that does not exist.",
        fix: "Correct the alias (the hint names the closest token), or declare the token.")

    public static let tokensUnknownContext = DiagnosticKind(
        id: "tokens/unknown-context", severity: .error,
        summary: "A colour has a value for a context no axis declares, or for two contexts of one axis.",
        fix: "Use a context a declared axis has, at most one per axis, or declare the axis.")

    public static let tokensUnmappableColor = DiagnosticKind(
        id: "tokens/unmappable-color", severity: .error,
        summary: "A colour's components leave its space's range (an RGB channel outside 0…1, OKLCH lightness outside 0…1), so no gamut holds it.",
        fix: "Bring the components into the colour space's range (RGB channels and OKLCH lightness within 0…1).")

    public static let tokensUnresolvedColor = DiagnosticKind(
        id: "tokens/unresolved-color", severity: .error,
        summary: "A colour has no value in a mode it is exported for.",
        fix: "Give the colour a value (or an alias that resolves) in every mode.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let tokensKinds: [DiagnosticKind] = [
        .tokensAliasCycle, .tokensAliasTypeMismatch, .tokensDeprecatedUse, .tokensDuplicateContext,
        .tokensDuplicateModeValue, .tokensDuplicateName, .tokensExportFailed, .tokensInvalidAxis,
        .tokensEmptyFontFamily, .tokensInvalidEasing, .tokensInvalidFontWeight, .tokensInvalidIcon, .tokensInvalidName,
        .tokensInvalidReplacement, .tokensMalformedHex, .tokensMissingModeValue, .tokensNegativeSize,
        .tokensOpacityOutOfRange, .tokensPathConflict, .tokensRemovalDue, .tokensUnknownAlias, .tokensUnknownContext,
        .tokensUnmappableColor, .tokensUnresolvedColor,
    ]
}
