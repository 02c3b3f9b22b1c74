/// Heading ids the way GitHub makes them (the github-slugger rules): lowercase, drop everything
/// but letters, marks, digits, `-`, `_` and spaces, turn each space into `-`. A repeated slug
/// gets `-1`, `-2`, … One slugger per page.
public struct Slugger: Sendable {
    private var occurrences: [String: Int] = [:]

    public init() {}

    /// Marks `id` as taken, so a later heading with the same text gets a suffix instead.
    public mutating func reserve(_ id: String) {
        if occurrences[id] == nil { occurrences[id] = 0 }
    }

    public mutating func slug(for text: String) -> String {
        var base = Self.slugify(text)
        // GitHub would emit `id=""`, which is not valid HTML.
        if base.isEmpty { base = "section" }
        var slug = base
        while occurrences[slug] != nil {
            let count = (occurrences[base] ?? 0) + 1
            occurrences[base] = count
            slug = "\(base)-\(count)"
        }
        occurrences[slug] = 0
        return slug
    }

    static func slugify(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            switch scalar {
            case " ": slug.append("-")
            case "a"..."z", "0"..."9", "-", "_": slug.append(scalar)
            case _ where scalar.isASCII: continue
            case _ where isKept(scalar.properties.generalCategory): slug.append(scalar)
            default: continue
            }
        }
        return String(slug)
    }

    private static func isKept(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
