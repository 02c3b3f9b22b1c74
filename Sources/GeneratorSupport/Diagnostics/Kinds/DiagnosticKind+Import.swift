/// The `import/` ids: reading DTCG token, resolver and pairs files (`import`, `check --tokens`).
extension DiagnosticKind {
    public static let importContextRenamed = DiagnosticKind(
        id: "import/context-renamed", severity: .warning,
        summary: "A modifier's context is renamed in Swift because another axis has a context of that name.",
        fix: "Rename one of the contexts in the resolver, or keep the Swift name.")

    public static let importCSSColorString = DiagnosticKind(
        id: "import/css-color-string", severity: .warning,
        summary: "A colour is written as a CSS colour string, which is not a DTCG 2025.10 colour value; it is read as sRGB.",
        fix: "Write the colour as `{\"colorSpace\": \"srgb\", \"components\": [r, g, b]}`.")

    public static let importDelayDropped = DiagnosticKind(
        id: "import/delay-dropped", severity: .warning,
        summary: "A transition delay is dropped: Stylebook motion has none.",
        fix: "Nothing to do unless the delay matters; then apply it in code.")

    public static let importDPConverted = DiagnosticKind(
        id: "import/dp-converted", severity: .warning,
        summary: "A dimension in dp is read as the same number of px (1 dp = 1 pt = 1 CSS px); DTCG dimensions are px or rem.",
        fix: "Write `\"unit\": \"px\"`.")

    public static let importDuplicateKey = DiagnosticKind(
        id: "import/duplicate-key", severity: .error,
        summary: "A name appears twice in one JSON object; JSON readers differ on which one wins, so neither is taken.",
        fix: "Keep one of the two members (the message names both lines), or rename one.")

    public static let importEmConverted = DiagnosticKind(
        id: "import/em-converted", severity: .note,
        summary: "Letter spacing in em is read as points at its typography's font size.",
        fix: "Nothing to do; write px if the style's size changes.")

    public static let importExtensionsNotDeclared = DiagnosticKind(
        id: "import/extensions-not-declared", severity: .warning,
        summary: "Tokens carry `$extensions` Stylebook does not read.",
        fix: "Nothing to do; Stylebook reads only its own `dev.stylebook` extension.")

    public static let importFontWeightName = DiagnosticKind(
        id: "import/font-weight-name", severity: .warning,
        summary: "A font weight name is not spelled as DTCG names it; it is read as the weight it most likely means.",
        fix: "Write a number, or a lowercase DTCG name such as `semi-bold`.")

    public static let importHexColorString = DiagnosticKind(
        id: "import/hex-color-string", severity: .warning,
        summary: "A colour is written as a bare hex string, which is not a DTCG 2025.10 colour value; it is read as sRGB.",
        fix: "Write the colour as `{\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"#rrggbb\"}`.")

    public static let importIncompleteTypography = DiagnosticKind(
        id: "import/incomplete-typography", severity: .warning,
        summary: "A typography value lacks `letterSpacing` or `lineHeight`; a default is used (0, 1.2).",
        fix: "Give the typography value the key the message names.")

    public static let importInvalidName = DiagnosticKind(
        id: "import/invalid-name", severity: .error,
        summary: "A token or group name contains `{`, `}` or `.`, which a reference cannot name.",
        fix: "Rename the token or group without those characters.")

    public static let importInvalidUTF8 = DiagnosticKind(
        id: "import/invalid-utf8", severity: .error,
        summary: "A token file has a byte that is not UTF-8, which JSON requires; it is never replaced by a guess (U+FFFD).",
        fix: "Save the file as UTF-8, or write the character at the line and column named as a `\\u` escape.")

    public static let importInvalidTypeName = DiagnosticKind(
        id: "import/invalid-type-name", severity: .error,
        summary: "The name given for the generated Swift type is not a type name.",
        fix: "Pass `--type-name` an UpperCamelCase Swift name.")

    public static let importLeftOutReference = DiagnosticKind(
        id: "import/left-out-reference", severity: .warning,
        summary: "A token refers to a token that cannot be read or is left out, so it is left out too.",
        fix: "Fix the referenced token (its own diagnostic says how).")

    public static let importLegacyTokenSyntax = DiagnosticKind(
        id: "import/legacy-token-syntax", severity: .note,
        summary: "A file writes its tokens with `value`/`type` (Style Dictionary, Tokens Studio) instead of `$value`/`$type`; it is read as that dialect, one note per file.",
        fix: "Nothing to do: the dialect is read as its tools mean it. DTCG 2025.10 prefixes the keys with `$`.")

    public static let importLegacyType = DiagnosticKind(
        id: "import/legacy-type", severity: .warning,
        summary: "A `$type` is a name from a draft of DTCG, not 2025.10; it is read as the 2025.10 type it became.",
        fix: "Write the 2025.10 type the message names.")

    public static let importMalformedBackgrounds = DiagnosticKind(
        id: "import/malformed-backgrounds", severity: .error,
        summary: "A token's Stylebook `backgrounds` extension is malformed.",
        fix: "Write `backgrounds` as a list of `{token.path}` references.")

    public static let importMalformedColor = DiagnosticKind(
        id: "import/malformed-color", severity: .error,
        summary: "A colour value is not a DTCG colour: no `colorSpace` and `components`, or a component that is not a number.",
        fix: "Write the colour as `{\"colorSpace\": \"srgb\", \"components\": [r, g, b]}`, three components, each a number or `\"none\"`.")

    public static let importMalformedCubicBezier = DiagnosticKind(
        id: "import/malformed-cubic-bezier", severity: .error,
        summary: "A cubic Bézier is not four numbers with x values in 0...1.",
        fix: "Write `[x1, y1, x2, y2]` with both x values between 0 and 1.")

    public static let importMalformedDimension = DiagnosticKind(
        id: "import/malformed-dimension", severity: .error,
        summary: "A dimension is not `{\"value\": number, \"unit\": \"px\" | \"rem\"}`.",
        fix: "Write the dimension as an object with a number `value` and a `unit` of px or rem.")

    public static let importMalformedDuration = DiagnosticKind(
        id: "import/malformed-duration", severity: .error,
        summary: "A duration is not `{\"value\": number, \"unit\": \"ms\" | \"s\"}`.",
        fix: "Write the duration as an object with a number `value` and a `unit` of ms or s.")

    public static let importMalformedExtends = DiagnosticKind(
        id: "import/malformed-extends", severity: .error,
        summary: "A group's `$extends` is not a reference to a group.",
        fix: "Write `$extends` as a reference such as `\"{button}\"`.")

    public static let importMalformedFile = DiagnosticKind(
        id: "import/malformed-file", severity: .error,
        summary: "A token file does not hold a JSON object.",
        fix: "Make the file's top level an object of groups and tokens.")

    public static let importMalformedFontFamily = DiagnosticKind(
        id: "import/malformed-font-family", severity: .error,
        summary: "A font family is neither a string nor an array of strings.",
        fix: "Write the family as a string, or an array of strings in order of preference.")

    public static let importMalformedFontWeight = DiagnosticKind(
        id: "import/malformed-font-weight", severity: .error,
        summary: "A font weight is neither a number from 1 to 1000 nor a weight name.",
        fix: "Write a number from 1 to 1000, or a name such as `bold`.")

    public static let importMalformedGradient = DiagnosticKind(
        id: "import/malformed-gradient", severity: .error,
        summary: "A gradient is not an array of `{color, position}` stops.",
        fix: "Write the gradient as an array of stops, each with a `color` and a `position`.")

    public static let importMalformedGroup = DiagnosticKind(
        id: "import/malformed-group", severity: .error,
        summary: "A member of a group is neither a token nor a group object, or `$root` is not a token.",
        fix: "Wrap the value as a token, `{\"$value\": …, \"$type\": …}`.")

    public static let importMalformedIcon = DiagnosticKind(
        id: "import/malformed-icon", severity: .warning,
        summary: "An icon token lacks what an icon needs and is left out.",
        fix: "Give the icon token what the message says is missing, or leave it out.")

    public static let importMalformedJSON = DiagnosticKind(
        id: "import/malformed-json", severity: .error,
        summary: "A token file is not valid JSON.",
        fix: "Fix the JSON at the line and column named.")

    public static let importMalformedNumber = DiagnosticKind(
        id: "import/malformed-number", severity: .error,
        summary: "A number token's value is not a number.",
        fix: "Write the value as a JSON number.")

    public static let importMalformedPairs = DiagnosticKind(
        id: "import/malformed-pairs", severity: .error,
        summary: "pairs.yml cannot be read as roles and pairs.",
        fix: "Fix pairs.yml so it has `roles`, `pairs`, `exclude` and `contexts` in the documented shape.")

    public static let importMalformedResolver = DiagnosticKind(
        id: "import/malformed-resolver", severity: .error,
        summary: "A resolver file lacks what 2025.10 requires: a `resolutionOrder` array, sources as arrays, a modifier's contexts or a default among them.",
        fix: "Fix the resolver at the line named as the message says.")

    public static let importMalformedStrokeStyle = DiagnosticKind(
        id: "import/malformed-stroke-style", severity: .error,
        summary: "A stroke style is neither a keyword nor `{dashArray, lineCap}`.",
        fix: "Write a keyword such as `solid`, or an object with `dashArray` and `lineCap`.")

    public static let importMalformedValue = DiagnosticKind(
        id: "import/malformed-value", severity: .error,
        summary: "A composite value lacks a key it needs.",
        fix: "Add the key the message names.")

    public static let importMissingColorSpace = DiagnosticKind(
        id: "import/missing-color-space", severity: .warning,
        summary: "A colour has `hex` but no `colorSpace` and `components`; it is read from `hex`.",
        fix: "Add `colorSpace` and `components` beside `hex`.")

    public static let importMissingFile = DiagnosticKind(
        id: "import/missing-file", severity: .error,
        summary: "A token, resolver or pairs file cannot be read.",
        fix: "Correct the path, or add the file.")

    public static let importMissingType = DiagnosticKind(
        id: "import/missing-type", severity: .warning,
        summary: "A token lacks `$type`: a colour object is read as a colour, anything else is left out.",
        fix: "Add `$type` to the tokens or their group.")

    public static let importModeDependentValue = DiagnosticKind(
        id: "import/mode-dependent-value", severity: .warning,
        summary: "A non-colour value differs between modes; the default mode's is kept.",
        fix: "Keep non-colour values equal in every mode, or declare the others in Swift by hand.")

    public static let importModifierContext = DiagnosticKind(
        id: "import/modifier-context", severity: .warning,
        summary: "A modifier that changes no colour is no axis: its default (or given) context is used.",
        fix: "Pass `--context MODIFIER=CONTEXT` to choose another context.")

    public static let importNoModeModifier = DiagnosticKind(
        id: "import/no-mode-modifier", severity: .warning,
        summary: "No modifier has light and dark contexts, so the system has no appearance axis.",
        fix: "Name a modifier's contexts `light` and `dark`, or accept the axes the set has.")

    public static let importNoStylebookKind = DiagnosticKind(
        id: "import/no-stylebook-kind", severity: .warning,
        summary: "A token type Stylebook has no kind for is left out.",
        fix: "Nothing to do unless you need the token; then declare it in Swift by hand.")

    public static let importNonStandardAlpha = DiagnosticKind(
        id: "import/non-standard-alpha", severity: .warning,
        summary: "Tokens carry `alpha` beside `$value`, which DTCG does not define.",
        fix: "Fold the alpha into the colour's value to be portable; Stylebook applies it either way.")

    public static let importOutOfGamut = DiagnosticKind(
        id: "import/out-of-gamut", severity: .warning,
        summary: "A colour lies outside sRGB; it is gamut-mapped as browsers do (CSS Color 4) for checking and export.",
        fix: "Nothing to do if the mapped colour is fine; otherwise pick an in-gamut colour.")

    public static let importReferenceCycle = DiagnosticKind(
        id: "import/reference-cycle", severity: .error,
        summary: "References or `$extends` form a cycle, so no value can be found.",
        fix: "Break the cycle the message lists by giving one of its tokens a value.")

    public static let importRelativeDimension = DiagnosticKind(
        id: "import/relative-dimension", severity: .warning,
        summary: "A dimension in em or another relative unit has no fixed length, so the token is left out.",
        fix: "Write the dimension in px or rem.")

    public static let importRemConverted = DiagnosticKind(
        id: "import/rem-converted", severity: .note,
        summary: "A rem value is read as 16 px per rem (DTCG allows rem; 16 px is the CSS default root size).",
        fix: "Nothing to do if your root font size is 16 px; otherwise write the value in px.")

    public static let importResolverContextKey = DiagnosticKind(
        id: "import/resolver-context-key", severity: .warning,
        summary: "A resolver modifier uses `context`, which 2025.10 calls `contexts`; it is read as `contexts`.",
        fix: "Rename the key to `contexts`.")

    public static let importResolverVersion = DiagnosticKind(
        id: "import/resolver-version", severity: .warning,
        summary: "A resolver has no `version`, or one other than 2025.10; it is read as 2025.10.",
        fix: "Write `\"version\": \"2025.10\"`.")

    public static let importRootRenamed = DiagnosticKind(
        id: "import/root-renamed", severity: .warning,
        summary: "A `$root` token is declared under its group's name.",
        fix: "Nothing to do; refer to the token by the group's name.")

    public static let importShortHex = DiagnosticKind(
        id: "import/short-hex", severity: .warning,
        summary: "A colour's `hex` does not have six digits.",
        fix: "Write `hex` as `#rrggbb`.")

    public static let importSingleContext = DiagnosticKind(
        id: "import/single-context", severity: .warning,
        summary: "A resolver modifier has only one context, so it changes nothing.",
        fix: "Add the modifier's other contexts, or remove the modifier.")

    public static let importSingleModeColor = DiagnosticKind(
        id: "import/single-mode-color", severity: .warning,
        summary: "A colour is missing from some modes, which use its value from another.",
        fix: "Give the colour a value in every context of the set.")

    public static let importStringDimension = DiagnosticKind(
        id: "import/string-dimension", severity: .warning,
        summary: "A dimension is written as a string such as `\"16px\"`; it is read as the object it means.",
        fix: "Write `{\"value\": 16, \"unit\": \"px\"}`.")

    public static let importStringDuration = DiagnosticKind(
        id: "import/string-duration", severity: .warning,
        summary: "A duration is written as a string such as `\"200ms\"`; it is read as the object it means.",
        fix: "Write `{\"value\": 200, \"unit\": \"ms\"}`.")

    public static let importStringNumber = DiagnosticKind(
        id: "import/string-number", severity: .warning,
        summary: "A number or font weight is written as a string; it is read as the number.",
        fix: "Write the value as a JSON number.")

    public static let importTokenWithChildren = DiagnosticKind(
        id: "import/token-with-children", severity: .warning,
        summary: "A token also holds tokens or groups, which a token may not; they are ignored.",
        fix: "Move the children into a group beside the token, or make the token the group's `$root`.")

    public static let importTypeMismatch = DiagnosticKind(
        id: "import/type-mismatch", severity: .error,
        summary: "A token refers to a token of another type.",
        fix: "Refer to a token of the same type, or correct the `$type`.")

    public static let importTypeWithoutValue = DiagnosticKind(
        id: "import/type-without-value", severity: .warning,
        summary: "An object has `$type` but no `$value`, so it is not a token; it is skipped.",
        fix: "Give it a `$value`, or remove it.")

    public static let importUnitlessDimension = DiagnosticKind(
        id: "import/unitless-dimension", severity: .warning,
        summary: "A dimension has no unit; it is read as px.",
        fix: "Write `\"unit\": \"px\"` or `\"rem\"`.")

    public static let importUnknownColorSpace = DiagnosticKind(
        id: "import/unknown-color-space", severity: .error,
        summary: "A colour names a `colorSpace` DTCG does not define.",
        fix: "Use one of the colour spaces the hint lists.")

    public static let importUnknownContext = DiagnosticKind(
        id: "import/unknown-context", severity: .error,
        summary: "A modifier has no such context and no default.",
        fix: "Pass a context the modifier has, or give the modifier a `default`.")

    public static let importUnknownPairToken = DiagnosticKind(
        id: "import/unknown-pair-token", severity: .error,
        summary: "pairs.yml names a token that does not exist.",
        fix: "Correct the token name in pairs.yml (the hint names the closest).")

    public static let importUnknownPairsKey = DiagnosticKind(
        id: "import/unknown-pairs-key", severity: .warning,
        summary: "pairs.yml has a key Stylebook does not read; it is ignored.",
        fix: "Correct the key, or remove it; pairs.yml reads `roles`, `pairs`, `exclude` and `contexts`.")

    public static let importUnknownProperty = DiagnosticKind(
        id: "import/unknown-property", severity: .warning,
        summary: "A token or group has a `$` property DTCG 2025.10 does not define; it is ignored.",
        fix: "Remove the property, or move it under `$extensions`.")

    public static let importUnknownReference = DiagnosticKind(
        id: "import/unknown-reference", severity: .error,
        summary: "A reference, `$ref` or `$extends` names a token, group, set or modifier that does not exist.",
        fix: "Correct the reference (the message names what was looked for).")

    public static let importUnknownRoleTarget = DiagnosticKind(
        id: "import/unknown-role-target", severity: .error,
        summary: "A pairs.yml role pattern matches no colour token.",
        fix: "Correct the role pattern so it matches a colour token, or remove it.")

    public static let importUnknownType = DiagnosticKind(
        id: "import/unknown-type", severity: .warning,
        summary: "A `$type` is not a DTCG 2025.10 type, so the token is left out.",
        fix: "Use one of the types the hint lists.")

    public static let importUnsupportedReference = DiagnosticKind(
        id: "import/unsupported-reference", severity: .error,
        summary: "A `$ref` is not a same-document JSON Pointer, which is all Stylebook follows.",
        fix: "Write `#/group/token/$value`, or an alias such as `{group.token}`.")

    public static let importUnusedSet = DiagnosticKind(
        id: "import/unused-set", severity: .warning,
        summary: "A resolver set is not in `resolutionOrder`, so none of its tokens are read.",
        fix: "Add the set to `resolutionOrder`, or remove it.")

    public static let importWouldOverwrite = DiagnosticKind(
        id: "import/would-overwrite", severity: .error,
        summary: "`import` would replace a file that differs; nothing was written.",
        fix: "Pass `--force` to replace the file, or choose another `--output`.")

    public static let importWriteFailed = DiagnosticKind(
        id: "import/write-failed", severity: .error,
        summary: "`import` cannot write into the output folder.",
        fix: "Check that the output folder can be written (permissions, free space).")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let importKinds: [DiagnosticKind] = [
        .importContextRenamed, .importCSSColorString, .importDelayDropped, .importDPConverted, .importDuplicateKey, .importEmConverted,
        .importExtensionsNotDeclared, .importFontWeightName, .importHexColorString, .importIncompleteTypography,
        .importInvalidName, .importInvalidTypeName, .importInvalidUTF8, .importLeftOutReference, .importLegacyTokenSyntax,
        .importLegacyType, .importMalformedBackgrounds, .importMalformedColor, .importMalformedCubicBezier,
        .importMalformedDimension, .importMalformedDuration, .importMalformedExtends, .importMalformedFile,
        .importMalformedFontFamily, .importMalformedFontWeight, .importMalformedGradient, .importMalformedGroup,
        .importMalformedIcon, .importMalformedJSON, .importMalformedNumber, .importMalformedPairs,
        .importMalformedResolver, .importMalformedStrokeStyle, .importMalformedValue, .importMissingColorSpace,
        .importMissingFile, .importMissingType, .importModeDependentValue, .importModifierContext,
        .importNoModeModifier, .importNoStylebookKind, .importNonStandardAlpha, .importOutOfGamut,
        .importReferenceCycle, .importRelativeDimension, .importRemConverted, .importResolverContextKey,
        .importResolverVersion, .importRootRenamed, .importShortHex, .importSingleContext, .importSingleModeColor,
        .importStringDimension, .importStringDuration, .importStringNumber, .importTokenWithChildren,
        .importTypeMismatch, .importTypeWithoutValue, .importUnitlessDimension, .importUnknownColorSpace,
        .importUnknownContext, .importUnknownPairToken, .importUnknownPairsKey, .importUnknownProperty,
        .importUnknownReference, .importUnknownRoleTarget, .importUnknownType, .importUnsupportedReference,
        .importUnusedSet, .importWouldOverwrite, .importWriteFailed,
    ]
}
