extension StylebookReference {
    /// Every `stylebook.yml` key, grouped by the mapping it sits in, from `ConfigurationKeys`.
    var configurationPage: String {
        var page = Self.frontMatter(
            title: "Configuration keys", description: "Every stylebook.yml key with its type, default and meaning, from the configuration reader.", order: 2)
        page += """
        Generated from the table the configuration reader checks `stylebook.yml` against, so a key
        listed here is exactly a key the reader accepts. Every key is optional unless it says
        "required"; an unknown key or a value of the wrong type is an error at its line, naming the
        closest known key. The guide's [Configuration](../guide/configuration.md) page shows a whole file.

        """
        let sections = [nil] + ConfigurationKeys.all.filter { $0.section == nil && ConfigurationKeys.names(in: $0.name).count > 0 }.map(\.name)
        for section in sections {
            page += "\n## " + (section.map { "Under `\($0)`" } ?? "Top level") + "\n\n"
            if let section, ConfigurationKeys.isList(section) {
                page += "A list; each entry is a mapping with these keys.\n\n"
            }
            page += "| key | type | default | meaning |\n| --- | --- | --- | --- |\n"
            for key in ConfigurationKeys.all where key.section == section {
                page += "| `\(key.path)` | \(Self.cell(key.type)) | \(Self.cell(key.defaultValue)) | \(Self.cell(key.meaning)) |\n"
            }
        }
        return page
    }
}
