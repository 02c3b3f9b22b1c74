/// The `template/` ids: the theme's templates and a project's overrides of them.
extension DiagnosticKind {
    public static let templateMissingLayout = DiagnosticKind(
        id: "template/missing-layout", severity: .error,
        summary: "Neither the built-in theme nor Templates/ has a layout template.",
        fix: "Restore `Templates/layout.html` with `stylebook theme eject layout.html`, or delete your override to use the theme's.")

    public static let templateMissingTheme = DiagnosticKind(
        id: "template/missing-theme", severity: .error,
        summary: "The built-in theme is not installed beside this stylebook binary.",
        fix: "Reinstall Stylebook (`make install` copies the theme's resource folder with the binary); a binary copied on its own has no theme.")

    public static let templateMissingPartial = DiagnosticKind(
        id: "template/missing-partial", severity: .error,
        summary: "A `{{> partial}}` names a template that does not exist.",
        fix: "Correct the partial's name, or add the template it names under Templates/.")

    public static let templateRenderFailed = DiagnosticKind(
        id: "template/render-failed", severity: .error,
        summary: "The layout could not render a page.",
        fix: "Check the template the message names for a section that is not closed or a value of an unexpected type.")

    public static let templateSyntaxError = DiagnosticKind(
        id: "template/syntax-error", severity: .error,
        summary: "A template is not valid Mustache.",
        fix: "Fix the Mustache tag at the line named: every `{{#section}}` needs its `{{/section}}`.")

    public static let templateUnknownTransform = DiagnosticKind(
        id: "template/unknown-transform", severity: .error,
        summary: "A template uses a transform Mustache does not have.",
        fix: "Remove the transform, or use one Mustache has.")

    public static let templateUnknownVariable = DiagnosticKind(
        id: "template/unknown-variable", severity: .error,
        summary: "A template names a value that the layout or the directive does not provide.",
        fix: "Correct the name (the hint names the closest), or see the values templates receive in Templates and theme overrides.")

    public static let templateUnreadable = DiagnosticKind(
        id: "template/unreadable", severity: .error,
        summary: "A template or theme asset cannot be read.",
        fix: "Check the template file's permissions.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let templateKinds: [DiagnosticKind] = [
        .templateMissingLayout, .templateMissingTheme, .templateMissingPartial, .templateRenderFailed, .templateSyntaxError,
        .templateUnknownTransform, .templateUnknownVariable, .templateUnreadable,
    ]
}
