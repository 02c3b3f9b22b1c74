import StylebookKit

/// The HTML fragment of the site's contrast page: every checked pair with swatches, ratio and
/// result in light and dark, then a grid of text colours on surfaces per mode.
///
/// Results are words ("Pass", "Fail"), never colour alone. Swatches are blocks of colour
/// without text and hidden from assistive technology: their hex values are in the table, and
/// a failing sample as real text would itself be an accessibility failure on the page.
public enum ContrastPage {
    public static func html(for result: AuditResult, system: DesignSystem, policy: ContrastPolicy = .standard) -> String {
        var out = "<section class=\"contrast-pairs\" aria-labelledby=\"contrast-pairs-title\">\n"
        out += "<h2 id=\"contrast-pairs-title\">Checked pairs</h2>\n"
        let failed = result.failures.count
        out += "<p>\(result.checks.count) checks at WCAG \(policy.level.label): \(failed == 0 ? "all pass or are exempt" : "\(failed) fail").</p>\n"
        out += MarkupText.scrollRegion(label: "Checked pairs", pairTable(result.checks))
        out += "</section>\n"
        out += "<section class=\"contrast-grid\" aria-labelledby=\"contrast-grid-title\">\n"
        out += "<h2 id=\"contrast-grid-title\">Text colours on surfaces</h2>\n"
        let audit = ContrastAudit(system: system, policy: policy, sources: [.roleMatrix])
        for mode in ColorMode.allCases.sorted() {
            out += MarkupText.scrollRegion(label: "Text colours on surfaces, \(mode.rawValue) mode", grid(audit: audit, mode: mode))
        }
        out += "</section>\n"
        return out
    }

    /// The table of checks alone, e.g. one component's, under its own caption.
    public static func pairTable(_ checks: [ContrastCheck],
                                 caption: String = "Every foreground and background pair the audit checked, in light and dark mode") -> String {
        var out = "<table class=\"contrast-table\">\n<caption>\(e(caption))</caption>\n"
        out += "<thead><tr><th scope=\"col\">Pair</th><th scope=\"col\">Kind</th><th scope=\"col\">Mode</th>"
            + "<th scope=\"col\">Swatch</th><th scope=\"col\">Colours</th><th scope=\"col\">Ratio</th>"
            + "<th scope=\"col\">Needs</th><th scope=\"col\">Result</th></tr></thead>\n<tbody>\n"
        for check in checks {
            let d = check.declaration
            var pair = "<code>\(e(d.foreground.dotted))</code> on <code>\(e(d.background.dotted))</code>"
            if let over = d.over { pair += " over <code>\(e(over.dotted))</code>" }
            out += "<tr><th scope=\"row\">\(pair)</th><td>\(e(d.kind.label))</td><td>\(e(check.mode.rawValue))</td>"
            out += "<td>\(swatch(check.foregroundHex, check.backgroundHex))</td>"
            out += "<td>\(e(check.foregroundHex ?? "–")) on \(e(check.backgroundHex ?? "–"))</td>"
            out += "<td>\(e(check.ratio?.display ?? "–"))</td><td>\(e(check.requirement.minimumDisplay))</td>"
            out += "<td>\(resultText(check))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    static func grid(audit: ContrastAudit, mode: ColorMode) -> String {
        let pairs = RoleMatrixPairSource().pairs(in: audit.system)
        var columns: [PairKey] = []
        var rows: [TokenPath] = []
        for pair in pairs {
            let column = PairKey(foreground: "", background: pair.declaration.background, over: pair.declaration.over)
            if !columns.contains(column) { columns.append(column) }
            if !rows.contains(pair.declaration.foreground) { rows.append(pair.declaration.foreground) }
        }
        var out = "<table class=\"contrast-grid-table\">\n<caption>Text colours on surfaces, \(e(mode.rawValue)) mode (body text needs \(e(audit.policy.requirement(for: .text).minimumDisplay)))</caption>\n"
        guard !rows.isEmpty, !columns.isEmpty else {
            return out + "<tbody><tr><td>No text or surface colours are declared.</td></tr></tbody>\n</table>\n"
        }
        out += "<thead><tr><th scope=\"col\">Text colour</th>"
        for column in columns {
            var label = "<code>\(e(column.background.dotted))</code>"
            if let over = column.over { label += " over <code>\(e(over.dotted))</code>" }
            out += "<th scope=\"col\">\(label)</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr><th scope=\"row\"><code>\(e(row.dotted))</code></th>"
            for column in columns {
                let declaration = ContrastPairDeclaration(foreground: row, background: column.background, over: column.over)
                let check = audit.evaluate(AuditPair(declaration, origin: .roleMatrix), mode: mode)
                out += "<td>\(swatch(check.foregroundHex, check.backgroundHex)) \(e(check.ratio?.display ?? "–")) \(resultText(check))</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    static func swatch(_ foreground: String?, _ background: String?) -> String {
        guard let foreground, let background else { return "" }
        return "<span class=\"contrast-swatch\" aria-hidden=\"true\" style=\"background-color: \(e(background))\">"
            + "<span class=\"contrast-swatch-fg\" style=\"background-color: \(e(foreground))\"></span></span>"
    }

    static func resultText(_ check: ContrastCheck) -> String {
        switch check.outcome {
        case .pass:
            return "<strong class=\"contrast-pass\">Pass</strong>"
        case .fail:
            let fix = check.suggestion.map { " (nearest passing: \(e($0.hex)))" } ?? ""
            return "<strong class=\"contrast-fail\">Fail</strong>\(fix)"
        case .skipped(let reason):
            return "<span class=\"contrast-skipped\">Skipped: \(e(reason))</span>"
        }
    }

    private static func e(_ text: String) -> String { MarkupText.escape(text) }
}
