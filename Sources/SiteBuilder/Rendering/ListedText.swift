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
