import GeneratorSupport
import StylebookKit

extension StylebookReference {
    /// Every diagnostic id, grouped by its category, from `DiagnosticCatalogue`.
    var diagnosticsPage: String {
        var page = Self.frontMatter(
            title: "Diagnostic ids", description: "Every diagnostic id Stylebook reports, with its severity, meaning and fix.", order: 3)
        page += """
        Every problem is printed as `path:line:column: severity: message [id]`, followed by a hint
        written for the case at hand. The ids are stable, so CI can filter on them and SARIF names
        its rules after them. Each is declared once, with its severity, as a `DiagnosticKind`, and
        this page is generated from those declarations. The contrast ids' severity follows the policy (`--level`,
        `--matrix`); a warning can be acknowledged with a reason (see
        [Check contrast locally and in CI](../guide/contrast.md#acknowledging-a-warning)). A project
        sets its own level for an id marked "settable" with `severities:` in `stylebook.yml` (see
        [Configuration](../guide/configuration.md#severities)); every finding is still printed.

        """
        let category = { (kind: DiagnosticKind) in String(kind.id.prefix { $0 != "/" }) }
        var categories: [String] = []
        for kind in DiagnosticCatalogue.all where !categories.contains(category(kind)) { categories.append(category(kind)) }
        for name in categories {
            // "`content/` ids": a heading of `content` alone would take the layout's `main#content` id.
            page += "\n## `\(name)/` ids\n\n| id | severity | meaning | fix |\n| --- | --- | --- | --- |\n"
            for kind in DiagnosticCatalogue.all where category(kind) == name {
                let severity = kind.severity.rawValue + (kind.adjustable ? " (settable)" : "") + (kind.reserved ? " (reserved: not reported yet)" : "")
                page += "| `\(kind.id)` | \(severity) | \(Self.cell(kind.summary)) | \(Self.cell(kind.fix)) |\n"
            }
        }
        return page
    }
}
