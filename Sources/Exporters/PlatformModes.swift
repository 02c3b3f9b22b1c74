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
public struct PlatformModes {
    public let system: DesignSystem
    /// The axis with both `light` and `dark`, nil when there is none.
    public let appearance: ModeAxis?
    /// The first other axis with a high-contrast context (`contrast: standard | increased`), or nil.
    public let contrast: ModeAxis?

    /// The system's axes sorted into appearance, contrast and team axes.
    public init(_ system: DesignSystem) {
        self.system = system
        appearance = system.axes.first { $0.contexts.contains("light") && $0.contexts.contains("dark") }
        let appearanceName = appearance?.name
        contrast = system.axes.first { axis in
            axis.name != appearanceName && axis.contexts.contains { $0 != axis.defaultContext && axis.isHighContrast($0) }
        }
    }

    /// A system with the one light | dark axis: every export keeps the form it always had.
    public var isLightDarkOnly: Bool {
        system.axes.count == 1 && appearance?.contexts == ["light", "dark"]
    }

    /// The contrast axis's high-contrast contexts, in declaration order (weakest first):
    /// `["increased"]` for `standard | increased`.
    public var highContrastContexts: [String] {
        guard let contrast else { return [] }
        return contrast.contexts.filter { $0 != contrast.defaultContext && contrast.isHighContrast($0) }
    }

    /// What a platform's one "more contrast" switch selects: the strongest high-contrast context.
    public var strongestHighContrast: String? { highContrastContexts.last }

    /// Axes other than the appearance axis, in the system's order.
    public var nonAppearanceAxes: [ModeAxis] {
        system.axes.filter { $0.name != appearance?.name }
    }

    /// The mode with these contexts (axis name → context), every other axis at its default:
    /// `["contrast": "increased"]` is `light+increased` on an appearance × contrast system.
    /// A context the axis does not have gives the system's first mode, `modes[0]`.
    public func mode(_ picked: [String: String]) -> Mode {
        let wanted = system.axes.map { picked[$0.name] ?? $0.defaultContext }
        return system.modes.first { $0.contexts == wanted } ?? system.modes[0]
    }

    /// `mode`'s contexts that are not their axis's default, with their axes, in axis order:
    /// `dark+increased` gives (appearance, `dark`) and (contrast, `increased`).
    public func nonDefaultContexts(_ mode: Mode) -> [(axis: ModeAxis, context: String)] {
        zip(system.axes, mode.contexts).filter { $0.defaultContext != $1 }.map { ($0, $1) }
    }

    /// Every combination of the non-appearance axes' contexts, the default one first: what a
    /// platform whose switch is only dark mode (Android resources) needs one variant for.
    public var variants: [[String: String]] {
        nonAppearanceAxes.reduce([[String: String]]([[:]])) { partial, axis in
            partial.flatMap { prefix in axis.contexts.map { prefix.merging([axis.name: $0]) { $1 } } }
        }
    }

    /// The variant's non-default contexts in axis order: ["increased"], ["zen", "increased"].
    public func variantName(_ variant: [String: String]) -> [String] {
        nonAppearanceAxes.compactMap { axis in variant[axis.name].flatMap { $0 == axis.defaultContext ? nil : $0 } }
    }

    /// The variant's mode in light (or the default appearance) and in dark; both the variant's
    /// one mode when the system has no appearance axis.
    public func modes(of variant: [String: String]) -> (light: Mode, dark: Mode) {
        guard let appearance else { return (mode(variant), mode(variant)) }
        return (mode(variant.merging([appearance.name: "light"]) { $1 }), mode(variant.merging([appearance.name: "dark"]) { $1 }))
    }
}
