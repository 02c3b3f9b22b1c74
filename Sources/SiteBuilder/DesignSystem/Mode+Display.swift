import Exporters
import StylebookKit

extension Mode {
    /// "Light", "Dark + increased": how pages label a mode.
    var title: String {
        name.split(separator: "+").enumerated()
            .map { index, part in index == 0 ? part.prefix(1).uppercased() + part.dropFirst() : String(part) }
            .joined(separator: " + ")
    }

    /// The attributes that make the exported CSS resolve custom properties in this mode inside
    /// any page (`data-theme="dark"`, `data-contrast="increased"`), as `tokens.css` names them.
    func cssAttributes(in system: DesignSystem) -> [Attribute] {
        CSSExporter.pins(for: self, in: system).map { Attribute(name: $0.name, value: $0.value) }
    }

    struct Attribute: TemplateContext {
        var name: String
        var value: String
    }
}
