import Exporters

extension BuildOptions {
    /// The settings that decide what a build writes besides its pages and design system, as
    /// text that is the same in every process for the same settings: the build cache's
    /// fingerprint starts with it, and a version site is built again when it changes.
    public var settingsFingerprint: String {
        var text = "paths \(packageRoot.path) \(contentDirectory.path) \(templatesDirectory.path) \(outputDirectory.path)\n"
        if let folder = publicDirectory { text += "public \(folder.path)\n" }
        text += "base \(baseURL ?? "-")\n"
        text += "site \(String(reflecting: site))\n"
        text += "sidebar sections \(sidebarSections)\n"
        text += "markdown \(String(reflecting: markdownInEffect))\n"
        text += "exports \(exportSettings.stableDescription)\n"
        text += "policy \(String(reflecting: contrastPolicy))\n"
        text += "release \(release ?? "-")\n"
        return text
    }
}

extension ExportSettings {
    /// `String(reflecting:)` with the format sections sorted: a dictionary's order differs
    /// from process to process.
    var stableDescription: String {
        var settings = self
        settings.formatOptions = [:]
        let sections = formatOptions.sorted { $0.key < $1.key }.map { id, options in
            "\(id): " + options.sorted { $0.key < $1.key }.map { "\($0.key)=\(String(reflecting: $0.value))" }.joined(separator: ", ")
        }
        return String(reflecting: settings) + " " + sections.joined(separator: "; ")
    }
}
