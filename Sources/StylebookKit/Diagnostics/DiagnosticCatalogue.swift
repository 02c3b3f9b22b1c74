/// Every diagnostic id Stylebook emits, declared once with what it means and its default
/// severity. A test checks that each id the sources emit is listed here (and nothing stale is),
/// that call sites use the listed severity, and that the manual's reference lists exactly these.
/// Ids are stable: CI filters and SARIF rules depend on them, so rename one only when it
/// describes something else, and say so in the manual.
public struct DiagnosticKind: Hashable, Sendable {
    public let id: String
    /// The severity it is reported with unless a policy says otherwise (contrast levels,
    /// `--matrix warn`, lenient token reading).
    public let severity: Diagnostic.Severity
    /// What it means, in one sentence.
    public let meaning: String

    init(_ id: String, _ severity: Diagnostic.Severity, _ meaning: String) {
        self.id = id
        self.severity = severity
        self.meaning = meaning
    }
}

public enum DiagnosticCatalogue {
    public static let all: [DiagnosticKind] = [
        // Content: pages, links, directives.
        .init("content/binary-file", .error, "A `.md` file contains a NUL byte, so it is not Markdown."),
        .init("content/broken-anchor", .error, "A link names a `#heading` that the target page does not have."),
        .init("content/broken-link", .error, "A link points to a page or file that does not exist."),
        .init("content/broken-symlink", .error, "A symbolic link under Content/ points to nothing."),
        .init("content/directive-needs-design-system", .error, "A design-system directive is used in a build that has no design system."),
        .init("content/duplicate-heading-id", .error, "Two headings of one page would get the same id."),
        .init("content/duplicate-title", .warning, "Two pages share a title, so navigation and search cannot tell them apart."),
        .init("content/duplicate-url", .error, "Two pages or files, or one and a page or file the build generates (404.html, sitemap.xml, robots.txt), would be published at one URL."),
        .init("content/empty-page", .error, "A page has no content."),
        .init("content/hugo-shortcode", .warning, "A Hugo shortcode is shown as text; Stylebook does not run shortcodes."),
        .init("content/invalid-directive", .error, "A directive block has a bad argument or body: an unknown token group or component, or a malformed line."),
        .init("content/invalid-utf8", .error, "A page's bytes are not valid UTF-8."),
        .init("content/link-outside-content", .error, "A symbolic link leads outside the content folder."),
        .init("content/malformed-front-matter", .error, "The YAML front matter cannot be read, or a known key has the wrong type."),
        .init("content/missing-alt", .warning, "An image has no alt text."),
        .init("content/missing-folder", .error, "The content folder does not exist."),
        .init("content/nesting-too-deep", .error, "Lists, quotes or containers are nested deeper than the limit."),
        .init("content/not-a-file", .error, "A `.md` path is a pipe, socket or device, not a file."),
        .init("content/page-too-large", .error, "A page is larger than the 8 MB limit."),
        .init("content/symlink-loop", .error, "A symbolic link loops back to one of its own parent folders."),
        .init("content/unclosed-container", .error, "A `:::` container is never closed."),
        .init("content/unknown-container", .warning, "A `:::` container type is unknown; its content is shown without a box."),
        .init("content/unknown-directive-name", .error, "A code block's info word is one typo away from a directive name."),
        .init("content/unknown-front-matter-key", .warning, "A front-matter key is read neither by Stylebook nor by any template."),
        .init("content/unreadable", .error, "A page or folder cannot be read, or disappeared during the build."),
        // Templates and theme.
        .init("template/missing-layout", .error, "Neither the built-in theme nor Templates/ has a layout template."),
        .init("template/missing-partial", .error, "A `{{> partial}}` names a template that does not exist."),
        .init("template/render-failed", .error, "The layout could not render a page."),
        .init("template/syntax-error", .error, "A template is not valid Mustache."),
        .init("template/unknown-transform", .error, "A template uses a transform Mustache does not have."),
        .init("template/unknown-variable", .error, "A template names a value that the layout or the directive does not provide."),
        .init("template/unreadable", .error, "A template or theme asset cannot be read."),
        // Configuration and project set-up.
        .init("config/duplicate-key", .error, "stylebook.yml repeats a key."),
        .init("config/invalid-value", .error, "A stylebook.yml value is not one of those allowed."),
        .init("config/missing-file", .error, "stylebook.yml names a file that does not exist."),
        .init("config/missing-key", .error, "A stylebook.yml entry lacks a key it needs."),
        .init("config/syntax-error", .error, "stylebook.yml is not valid YAML."),
        .init("config/unknown-key", .error, "stylebook.yml has a key Stylebook does not know."),
        .init("config/unreadable", .error, "stylebook.yml cannot be read."),
        .init("config/wrong-type", .error, "A stylebook.yml value has the wrong type."),
        .init("init/missing-starter", .error, "`stylebook init` cannot find its starter files."),
        .init("init/not-empty", .error, "`stylebook init` was pointed at a file or a folder that is not empty."),
        .init("init/write-failed", .error, "`stylebook init` could not write the new package."),
        .init("check/no-design-system", .warning, "This stylebook carries no design system, so only the pages were checked."),
        // Output.
        .init("output/cache-inside-output", .error, "The cache folder is, or lies inside, the output folder, which each build replaces."),
        .init("output/not-a-folder", .error, "The output path is a file."),
        .init("output/not-stylebook-output", .error, "The output folder holds files Stylebook did not write, so it is not replaced."),
        .init("output/protected-folder", .error, "The output folder is, or contains, your sources."),
        .init("output/unwritable", .error, "Stylebook cannot write next to the output folder."),
        .init("output/write-failed", .error, "Writing or copying into the site failed (disk full, permissions); the previous site was kept."),
        .init("serve/compile-error", .error, "`swift build` failed after a change under Sources/ while serving."),
        .init("serve/rebuilt-binary-missing", .error, "`swift build` succeeded but produced no stylebook executable to restart."),
        .init("serve/watch-failed", .warning, "`serve` cannot watch a folder for changes, so edits there are not picked up."),
        // Tokens and components.
        .init("tokens/alias-cycle", .error, "Colour aliases refer to each other in a cycle."),
        .init("tokens/alias-type-mismatch", .error, "An alias refers to a token of another kind."),
        .init("tokens/duplicate-context", .error, "Two mode axes, or one axis twice, have a context of the same name."),
        .init("tokens/duplicate-mode-value", .error, "A colour has two values for the same context or combination."),
        .init("tokens/duplicate-name", .error, "Two tokens share one name."),
        .init("tokens/export-failed", .error, "A token export failed although validation passed (a bug: please report it)."),
        .init("tokens/invalid-axis", .error, "A mode axis has fewer than two contexts, a repeated name, a default that is not one of its contexts, or a badly formed context name."),
        .init("tokens/invalid-easing", .error, "A motion curve's x control points leave 0…1."),
        .init("tokens/invalid-font-weight", .error, "A typography weight lies outside 100…900."),
        .init("tokens/invalid-icon", .error, "An icon lacks a name, symbol or SVG drawing."),
        .init("tokens/invalid-name", .error, "A token name has an empty part, or a part with `$`, `{` or `}`."),
        .init("tokens/malformed-hex", .error, "A colour value is neither hex nor an alias."),
        .init("tokens/missing-mode-value", .error, "A colour has no value that applies in some mode (no value for every mode, \"\", and none for that combination)."),
        .init("tokens/negative-size", .error, "A size, duration or metric is negative or not finite."),
        .init("tokens/opacity-out-of-range", .error, "An opacity lies outside 0…1."),
        .init("tokens/path-conflict", .error, "A token is nested under another token rather than a group."),
        .init("tokens/unknown-alias", .error, "An alias points at a token that does not exist."),
        .init("tokens/unknown-context", .error, "A colour has a value for a context no axis declares, or for two contexts of one axis."),
        .init("tokens/unmappable-color", .error, "A colour's components leave its space's range (an RGB channel outside 0…1, OKLCH lightness outside 0…1), so no gamut holds it."),
        .init("tokens/unresolved-color", .error, "A colour has no value in a mode it is exported for."),
        .init("components/duplicate-id", .error, "Two component specs share an id."),
        .init("components/invalid-id", .error, "A component id is not a URL slug."),
        .init("components/token-kind-mismatch", .error, "A component binds a token of the wrong kind to a property (a spacing as a colour)."),
        .init("components/unknown-token", .error, "A component binds, or sits on, a token that is not declared."),
        .init("components/unknown-variant", .error, "A binding names a variant the component does not declare."),
        // Contrast.
        .init("contrast/below-aaa", .error, "A pair meets AA but not the AAA level the policy asks for."),
        .init("contrast/cvd-confusable", .warning, "Two state colours are hard to tell apart under a colour-vision deficiency."),
        .init("contrast/non-text-below-aa", .error, "A UI boundary or meaningful icon is below WCAG 2.2 AA (3:1)."),
        .init("contrast/nothing-checked", .error, "A contrast check found no pair to check, so it cannot report success."),
        .init("contrast/text-below-aa", .error, "Text is below WCAG 2.2 AA (4.5:1, or 3:1 when large)."),
        .init("contrast/translucent-background", .error, "A translucent background has no opaque surface beneath it to be measured on."),
        .init("contrast/unknown-token", .error, "A contrast pair names a token that is not a colour token."),
        // Exports.
        .init("exports/illegal-name", .error, "A token name cannot become a legal name on a platform."),
        .init("exports/invalid-setting", .error, "An export setting cannot be used."),
        .init("exports/name-collision", .error, "Two tokens would get one name on a platform."),
        .init("exports/svg-malformed", .error, "An icon's SVG cannot be read by an export."),
        .init("exports/svg-unsupported", .warning, "An icon's SVG uses a feature an export leaves out."),
        // Importing DTCG token files.
        .init("import/delay-dropped", .warning, "A transition delay is dropped: Stylebook motion has none."),
        .init("import/extensions-not-declared", .warning, "Tokens carry `$extensions` Stylebook does not read."),
        .init("import/invalid-type-name", .error, "The name given for the generated Swift type is not a type name."),
        .init("import/malformed-backgrounds", .error, "A token's Stylebook `backgrounds` extension is malformed."),
        .init("import/malformed-icon", .warning, "An icon token lacks what an icon needs and is left out."),
        .init("import/malformed-json", .error, "A token file is not valid JSON."),
        .init("import/malformed-pairs", .error, "pairs.yml cannot be read as roles and pairs."),
        .init("import/missing-file", .error, "A token, resolver or pairs file cannot be read."),
        .init("import/missing-type", .warning, "Colour values lack `$type`; they are read as colours."),
        .init("import/mode-dependent-value", .warning, "A non-colour value differs between light and dark; the light one is kept."),
        .init("import/modifier-context", .warning, "A modifier other than light/dark: its default context is used."),
        .init("import/no-mode-modifier", .warning, "No modifier has light and dark contexts; both modes get the same colours."),
        .init("import/no-stylebook-kind", .warning, "A token type Stylebook has no kind for is left out."),
        .init("import/non-standard-alpha", .warning, "Tokens carry `alpha` beside `$value`, which DTCG does not define."),
        .init("import/rem-converted", .warning, "A rem value is read as 16 px per rem."),
        .init("import/root-renamed", .warning, "A `$root` token is declared under its group's name."),
        .init("import/single-mode-color", .warning, "A colour exists in one mode only and is used for both."),
        .init("import/unknown-context", .error, "A modifier has no such context and no default."),
        .init("import/unknown-pair-token", .error, "pairs.yml names a token that does not exist."),
        .init("import/unknown-role-target", .error, "A pairs.yml role pattern matches no colour token."),
        .init("import/would-overwrite", .error, "`import` would replace a file that differs; nothing was written."),
        .init("import/write-failed", .error, "`import` cannot write into the output folder."),
    ]

    private static let byID: [String: DiagnosticKind] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    public static func kind(_ id: String) -> DiagnosticKind? { byID[id] }

    /// The reference page's table of ids, generated from `all`.
    public static var markdownTable: String {
        "| id | severity | meaning |\n| --- | --- | --- |\n"
            + all.map { "| `\($0.id)` | \($0.severity.rawValue) | \($0.meaning) |" }.joined(separator: "\n") + "\n"
    }
}
