/// One item of a list a template writes out as words ("light, dark and dim"): Mustache has no
/// join, so each item says where it stands and the theme picks the separators
/// (`directives/and-list.html`, or `{{^isFirst}}, {{/isFirst}}`).
struct ListedText: TemplateContext {
    var text: String
    var isFirst: Bool
    var isLast: Bool

    static func list(_ texts: [String]) -> [ListedText] {
        texts.enumerated().map { index, text in
            ListedText(text: text, isFirst: index == 0, isLast: index == texts.count - 1)
        }
    }
}

/// One value of a fixed set as a flag per case (`{"pass": true, "fail": false, …}`), so a template
/// chooses the words for it (`{{#pass}}Pass{{/pass}}`) and the Swift holds none. Every case is
/// written, false or true, so a missing one never falls through to an outer context's key.
struct CaseFlags<Case: CaseIterable & RawRepresentable & Sendable>: TemplateContext where Case.RawValue == String {
    var value: Case?

    init(_ value: Case) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TemplateKey.self)
        for flag in Case.allCases {
            _ = try container.decodeIfPresent(Bool.self, forKey: TemplateKey(flag.rawValue))
        }
        value = nil
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TemplateKey.self)
        for flag in Case.allCases {
            try container.encode(value.map { $0 == flag } ?? false, forKey: TemplateKey(flag.rawValue))
        }
    }
}
