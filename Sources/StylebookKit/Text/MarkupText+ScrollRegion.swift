extension MarkupText {
    /// A wide table in a focusable, named region that scrolls sideways, so keyboard users can
    /// scroll it too (axe `scrollable-region-focusable`). The table itself is kept a table.
    public static func scrollRegion(label: String, _ table: String) -> String {
        let styled = table.hasPrefix("<table ") ? "<table style=\"display: table; width: auto; max-width: none; margin: 0\" " + table.dropFirst(7) : table
        return "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(escape(label))\" style=\"overflow-x: auto; margin: 1.25rem 0\">\n"
            + styled + "</div>\n"
    }
}
