import Foundation

/// Text from Swift declarations placed into generated Markdown: characters Markdown would read
/// as syntax are backslash-escaped, so a summary reads the same on the site as in the code.
public enum MarkdownText {
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\`*_[]<>#|!~".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// A one-line YAML string in double quotes.
    public static func yaml(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
