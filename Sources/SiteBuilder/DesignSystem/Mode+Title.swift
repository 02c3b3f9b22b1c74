import StylebookKit

extension Mode {
    /// "Light", "Dark + increased": how pages label a mode.
    var title: String {
        name.split(separator: "+").enumerated()
            .map { index, part in index == 0 ? part.prefix(1).uppercased() + part.dropFirst() : String(part) }
            .joined(separator: " + ")
    }

    /// The attributes that make the exported CSS resolve custom properties in this mode inside
    /// any page: `data-theme` for the appearance axis (as `tokens.css` has always switched it),
    /// `data-<axis>` for every other (`data-contrast="increased"`).
    var cssAttributes: [[String: Any]] {
        zip(axes, contexts).map { axis, context in
            ["name": axis == ModeAxis.appearance.name ? "data-theme" : "data-" + TokenPath.words(in: axis).joined(separator: "-"),
             "value": context]
        }
    }

    static let attributeSchemaType: [String: TemplateSchema.Field] = ["name": .value, "value": .value]
}
