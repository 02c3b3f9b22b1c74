/// One value of a fixed set as a flag per case (`{"pass": true, "fail": false, …}`), so a template
/// chooses the words for it (`{{#pass}}Pass{{/pass}}`) and the Swift holds none. Every case is
/// written, false or true, so a missing one never falls through to an outer context's key. A flag
/// is its case's raw value in camel case (`large-text` → `largeText`), a name Mustache can look up.
struct CaseFlags<Case: CaseIterable & RawRepresentable & Sendable>: TemplateContext where Case.RawValue == String {
    var value: Case?

    init(_ value: Case) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TemplateKey.self)
        for flag in Case.allCases {
            _ = try container.decodeIfPresent(Bool.self, forKey: Self.key(flag))
        }
        value = nil
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TemplateKey.self)
        for flag in Case.allCases {
            try container.encode(value.map { $0 == flag } ?? false, forKey: Self.key(flag))
        }
    }

    private static func key(_ flag: Case) -> TemplateKey {
        let words = flag.rawValue.split(separator: "-")
        return TemplateKey(words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined())
    }
}

extension CaseFlags: Equatable, Hashable where Case: Hashable {}
