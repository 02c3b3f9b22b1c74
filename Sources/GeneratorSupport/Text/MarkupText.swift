/// Escaping for text the tool writes into HTML or XML itself (reports, generated pages, directives).
public enum MarkupText {
    public static func escape(_ text: String) -> String {
        // Most text needs no escaping; scanning bytes first keeps the common case cheap.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
