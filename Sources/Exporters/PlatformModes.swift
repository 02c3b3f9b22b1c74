import StylebookKit

/// How a system's mode axes meet the platforms' own switches. Axes are recognised by their
/// contexts, not their names:
/// - the **appearance** axis is the one with both a `light` and a `dark` context (dark mode,
///   `values-night`, `prefers-color-scheme`, the asset catalog's luminosity);
/// - the **contrast** axis is the first other axis with a high-contrast context
///   (`ModeAxis.isHighContrast`): Increase Contrast, `prefers-contrast: more`, Android 14's
///   contrast level. Its strongest context (the last high-contrast one declared) is what a
///   platform's single "more contrast" switch selects;
/// - every other axis (brand, density, …) is a **team axis**: no platform has a setting for it.
struct PlatformModes {
    let system: DesignSystem
    let appearance: ModeAxis?
    let contrast: ModeAxis?

    init(_ system: DesignSystem) {
        self.system = system
        appearance = system.axes.first { $0.contexts.contains("light") && $0.contexts.contains("dark") }
        let appearanceName = appearance?.name
        contrast = system.axes.first { axis in
            axis.name != appearanceName && axis.contexts.contains { $0 != axis.defaultContext && axis.isHighContrast($0) }
        }
    }

    /// A system with the one light | dark axis: every export keeps the form it always had.
    var isLightDarkOnly: Bool {
        system.axes.count == 1 && appearance?.contexts == ["light", "dark"]
    }

    /// The contrast axis's high-contrast contexts, in declaration order (weakest first).
    var highContrastContexts: [String] {
        guard let contrast else { return [] }
        return contrast.contexts.filter { $0 != contrast.defaultContext && contrast.isHighContrast($0) }
    }

    /// What a platform's one "more contrast" switch selects: the strongest high-contrast context.
    var strongestHighContrast: String? { highContrastContexts.last }

    /// Axes other than the appearance axis, in the system's order.
    var nonAppearanceAxes: [ModeAxis] {
        system.axes.filter { $0.name != appearance?.name }
    }

    /// The mode with these contexts (axis name → context), every other axis at its default.
    func mode(_ picked: [String: String]) -> Mode {
        let wanted = system.axes.map { picked[$0.name] ?? $0.defaultContext }
        return system.modes.first { $0.contexts == wanted } ?? system.modes[0]
    }

    /// `mode`'s contexts that are not their axis's default, by axis name.
    func nonDefaultContexts(_ mode: Mode) -> [(axis: ModeAxis, context: String)] {
        zip(system.axes, mode.contexts).filter { $0.defaultContext != $1 }.map { ($0, $1) }
    }

    /// Every combination of the non-appearance axes' contexts, the default one first: what a
    /// platform whose switch is only dark mode (Android resources) needs one variant for.
    var variants: [[String: String]] {
        nonAppearanceAxes.reduce([[String: String]]([[:]])) { partial, axis in
            partial.flatMap { prefix in axis.contexts.map { prefix.merging([axis.name: $0]) { $1 } } }
        }
    }

    /// The variant's non-default contexts in axis order: ["increased"], ["zen", "increased"].
    func variantName(_ variant: [String: String]) -> [String] {
        nonAppearanceAxes.compactMap { axis in variant[axis.name].flatMap { $0 == axis.defaultContext ? nil : $0 } }
    }

    /// The variant's mode in light (or the default appearance) and in dark.
    func modes(of variant: [String: String]) -> (light: Mode, dark: Mode) {
        guard let appearance else { return (mode(variant), mode(variant)) }
        return (mode(variant.merging([appearance.name: "light"]) { $1 }), mode(variant.merging([appearance.name: "dark"]) { $1 }))
    }
}
