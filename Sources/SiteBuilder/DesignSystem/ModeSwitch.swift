import StylebookKit

/// A system with more than one mode axis (appearance × contrast × brand …) has more modes than
/// a page can show side by side (so has any system whose modes are not just light and dark). Every mode is still in the page, each element marked with its
/// contexts (`data-mode-contexts`), so without scripts all of them show, labelled; the theme's
/// `modes.js` adds one control per axis (`directives/mode-switch.html`) and shows the modes picked.
/// A light | dark system gets none of this, and its pages are what they have always been.
enum ModeSwitch {
    /// Files under the theme's `assets/` only such a system's site publishes (and its layout links).
    static let assets: Set<String> = ["modes.css", "modes.js"]

    static func isNeeded(for system: DesignSystem?) -> Bool {
        guard let system else { return false }
        return system.modes.map(\.name) != ["light", "dark"]
    }

    /// "dark increased": a mode's contexts for the switch to match, or false on a one-axis system.
    static func contexts(_ mode: Mode, in system: DesignSystem) -> String? {
        isNeeded(for: system) ? mode.contexts.joined(separator: " ") : nil
    }

    struct Values: TemplateContext {
        struct Axis: TemplateContext {
            var axis: String
            var label: String
            var options: [Option]
        }

        /// One context of the axis, or (`isAll`, no value) every context at once.
        struct Option: TemplateContext {
            var axis: String
            var value: String
            var isAll: Bool
            var label: String?
            var isChecked: Bool
        }

        var axes: [Axis]
    }

    /// The switch's values: per axis, "All" and each context. The first axis starts at All (light
    /// and dark side by side, as on a one-axis system), every other at its default; `showAll`
    /// starts every axis at All (the contrast page, where a failure must not start hidden).
    /// False on a one-axis system.
    static func values(for system: DesignSystem, showAll: Bool = false) -> Values? {
        guard isNeeded(for: system) else { return nil }
        let axes = system.axes.enumerated().map { position, axis in
            let picked = showAll || position == 0 ? "" : axis.defaultContext
            let options = [""] + axis.contexts
            return Values.Axis(axis: axis.name, label: capitalized(axis.name), options: options.map { value in
                Values.Option(axis: axis.name, value: value, isAll: value.isEmpty, label: value.isEmpty ? nil : capitalized(value),
                              isChecked: value == picked)
            })
        }
        return Values(axes: axes)
    }

    /// The modes as pages name them: `lightAndDark` for a light | dark system ("light and dark
    /// mode", as pages have always said it), else `one` mode or a `list` ("the modes light,
    /// light+increased, dark and dark+increased"); the words are the theme's.
    struct Names: TemplateContext {
        var lightAndDark: Bool
        var one: String?
        var list: [ListedText]?
    }

    static func names(_ system: DesignSystem) -> Names {
        let names = system.modes.map(\.name)
        if names == ["light", "dark"] { return Names(lightAndDark: true) }
        guard names.count > 1 else { return Names(lightAndDark: false, one: names.first ?? "") }
        return Names(lightAndDark: false, list: ListedText.list(names))
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
