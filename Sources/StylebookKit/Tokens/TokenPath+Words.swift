extension TokenPath {
    /// The lowercased words of one path component: `on-brand`, `onBrand` and `on_brand` all
    /// give ["on", "brand"]; `layer-1` gives ["layer", "1"].
    public static func words(in component: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character?
        for character in component {
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { result.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                result.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { result.append(current) }
        return result.map { $0.lowercased() }
    }
}
