/// The `exports/` ids: token exports.
extension DiagnosticKind {
    public static let exportsFormatFailed = DiagnosticKind(
        id: "exports/format-failed", severity: .error,
        summary: "A package's own export format failed, or wrote a file outside its folder.",
        fix: "Fix the format the message names; its files must be under its id's folder.")

    public static let exportsIllegalName = DiagnosticKind(
        id: "exports/illegal-name", severity: .error,
        summary: "A token name cannot become a legal name on a platform.",
        fix: "Rename the token so every platform can take its name; the message names the platform and the rule.")

    public static let exportsInvalidSetting = DiagnosticKind(
        id: "exports/invalid-setting", severity: .error,
        summary: "An export setting cannot be used.",
        fix: "Correct the `exports` value in stylebook.yml the message names.")

    public static let exportsNameCollision = DiagnosticKind(
        id: "exports/name-collision", severity: .error,
        summary: "Two tokens would get one name on a platform.",
        fix: "Rename one of the two tokens the message names.")

    public static let exportsSVGMalformed = DiagnosticKind(
        id: "exports/svg-malformed", severity: .error,
        summary: "An icon's SVG cannot be read by an export.",
        fix: "Fix the icon's SVG so it is well-formed XML with an `svg` root.")

    public static let exportsSVGUnsupported = DiagnosticKind(
        id: "exports/svg-unsupported", severity: .warning,
        summary: "An icon's SVG uses a feature an export leaves out.",
        fix: "Flatten the feature the message names (transforms, text, stylesheets, dashes) into plain paths.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let exportsKinds: [DiagnosticKind] = [
        .exportsFormatFailed, .exportsIllegalName, .exportsInvalidSetting, .exportsNameCollision, .exportsSVGMalformed,
        .exportsSVGUnsupported,
    ]
}
