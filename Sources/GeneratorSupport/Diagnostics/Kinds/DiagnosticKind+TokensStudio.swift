/// The ids of reading Tokens Studio projects and Style Dictionary source files (`import`,
/// `init --from`, `check --tokens`).
extension DiagnosticKind {
    public static let importTypeLeftOut = DiagnosticKind(
        id: "import/type-left-out", severity: .warning,
        summary: "A Tokens Studio or Style Dictionary token has a type Stylebook has no kind for (text, textCase, textDecoration, composition, asset, boolean, other), so it is left out.",
        fix: "Nothing to do unless the token matters to the design system; then keep it in the tool that uses it.")

    public static let importTypeFromContext = DiagnosticKind(
        id: "import/type-from-context", severity: .note,
        summary: "A Tokens Studio token's loose type was read more precisely: a `text` token named for a font family as a font family, a `number` that refers to a length as a length.",
        fix: "Nothing to do; to say it outright, give the token the type it is read as (`fontFamilies`, `sizing`).")

    public static let importValueLeftOut = DiagnosticKind(
        id: "import/value-left-out", severity: .warning,
        summary: "A value Tokens Studio or Style Dictionary allows has no fixed meaning in Stylebook (a length in % or em, an AUTO line height, several lengths in one token, a CSS gradient), so the token is left out.",
        fix: "Give the token a value in px or rem, or leave it to the tool that reads it.")

    public static let importMalformedColorModifier = DiagnosticKind(
        id: "import/malformed-color-modifier", severity: .warning,
        summary: "A Tokens Studio colour modifier (`$extensions[\"studio.tokens\"].modify`) cannot be read: an unknown type or space, or an amount or mix colour that is not one; the token is left out.",
        fix: "Use type lighten, darken, mix or alpha, space srgb, hsl, lch or p3, a number for `value` and a colour for `color`.")

    public static let importMalformedThemes = DiagnosticKind(
        id: "import/malformed-themes", severity: .error,
        summary: "A Tokens Studio `$themes.json` or `$metadata.json` is not what Tokens Studio writes: themes must be an array of objects with a `name` and `selectedTokenSets`.",
        fix: "Sync the file from Tokens Studio again, or correct it by hand.")

    public static let importUnknownTokenSet = DiagnosticKind(
        id: "import/unknown-token-set", severity: .warning,
        summary: "A Tokens Studio theme or `$metadata.json` names a token set that has no file, so nothing is read for it.",
        fix: "Sync the set from Tokens Studio, or remove it from the theme.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let tokensStudioKinds: [DiagnosticKind] = [
        .importMalformedColorModifier, .importMalformedThemes, .importTypeFromContext, .importTypeLeftOut, .importUnknownTokenSet, .importValueLeftOut,
    ]
}
