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
}
