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
        if let slug = asciiSlug(text) { return slug }
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

    /// `slugify` for ASCII text, byte by byte: the same rules without lowercasing the whole
    /// string and decoding its scalars first. nil for any other text.
    private static func asciiSlug(_ text: String) -> String? {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: " "): slug.append(UInt8(ascii: "-"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): slug.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                slug.append(byte)
            default: continue
            }
        }
        return String(decoding: slug, as: UTF8.self)
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
