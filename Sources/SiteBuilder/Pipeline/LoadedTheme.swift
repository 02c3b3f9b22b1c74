import GeneratorSupport

/// The theme as a build uses it: its templates compiled, scanned for the lint and the
/// front-matter keys they read, and its assets hashed for publishing. A one-shot build loads it
/// on another thread while it restores its cache (`BuildHandoffs.earlyTheme`): at 10,000 pages
/// a one-page build spends about 15 ms on it, on one core, while the other is mostly idle.
struct LoadedTheme: Sendable {
    var scanned: TemplateLint.Scanned
    var pageKeys: Set<String>
    var templates: TemplateSet?
    var publishing: SitePublishing?
    /// Why the templates could not be compiled or the assets read.
    var problems: [Diagnostic] = []

    init(options: BuildOptions) {
        let theme = options.theme
        scanned = TemplateLint.Scanned(theme)
        pageKeys = TemplateLint.pageKeys(scanned)
        if let missing = Self.missingDirectiveTemplate(theme) {
            problems = [missing]
            return
        }
        switch TemplateSet.load(theme) {
        case .success(let set):
            do {
                let unused = ModeSwitch.isNeeded(for: options.designSystem) ? [] : ModeSwitch.assets
                publishing = SitePublishing(options: options, assets: try AssetManifest(theme: theme, omitting: unused))
                templates = set
            } catch {
                problems = [Diagnostic(.templateUnreadable, "cannot read the theme's assets: \(StagedOutput.reason(error))")]
            }
        case .failure(let problem):
            problems = [problem]
        }
    }

    /// The built-in theme has every directive's template: only a broken installation lacks one,
    /// whose blocks would otherwise render as nothing.
    static func missingDirectiveTemplate(_ theme: Theme) -> Diagnostic? {
        let files = DirectiveRegistry.standard.templateSchemas.map { $0.template + "." + TemplateSet.fileExtension }
        guard let missing = files.first(where: { theme.file($0) == nil }) else { return nil }
        return Diagnostic(
            .templateMissingPartial,
            "no template for a directive: neither the built-in theme nor '\(DisplayPath.of(theme.overridesDirectory.appendingPathComponent(missing)))' exists",
            hint: "reinstall Stylebook with its theme, or create \(missing) in the templates folder")
    }
}
