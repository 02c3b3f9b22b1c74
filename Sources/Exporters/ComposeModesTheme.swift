import StylebookKit

/// The Compose theme file of a system with more than light | dark: an enum per axis that is not
/// a plain light | dark one, a function from contexts to colour scheme, and a theme composable
/// that takes each axis as an argument whose default is the system setting where there is one:
/// `isSystemInDarkTheme()` for appearance, Android 14's contrast level (`UiModeManager.getContrast()`,
/// API 34, followed while composed) for the contrast axis, the axis's default context otherwise.
struct ComposeModesTheme {
    let system: DesignSystem
    let names: ComposeExporter.Names
    let modes: PlatformModes

    init(system: DesignSystem, names: ComposeExporter.Names) {
        self.system = system
        self.names = names
        modes = PlatformModes(system)
    }

    static let imports = [
        "android.app.UiModeManager", "android.os.Build", "androidx.compose.foundation.isSystemInDarkTheme",
        "androidx.compose.runtime.Composable", "androidx.compose.runtime.CompositionLocalProvider",
        "androidx.compose.runtime.DisposableEffect", "androidx.compose.runtime.ReadOnlyComposable",
        "androidx.compose.runtime.getValue", "androidx.compose.runtime.mutableFloatStateOf", "androidx.compose.runtime.remember",
        "androidx.compose.runtime.setValue", "androidx.compose.runtime.staticCompositionLocalOf",
        "androidx.compose.ui.platform.LocalContext",
    ]

    /// The appearance axis when it is exactly light | dark: a `darkTheme: Boolean`, as Compose has it.
    private var booleanAppearance: ModeAxis? {
        guard let appearance = modes.appearance, Set(appearance.contexts) == ["light", "dark"] else { return nil }
        return appearance
    }

    /// Every other axis becomes an enum argument.
    private var enumAxes: [ModeAxis] {
        system.axes.filter { $0.name != booleanAppearance?.name }
    }

    private func enumName(_ axis: ModeAxis) -> String { names.base + ExportIdentifiers.upperCamel(axis.name) }
    /// `Increased`; a context that does not start with a letter (`2x`) is a backticked name.
    private func caseName(_ context: String) -> String {
        let camel = ExportIdentifiers.upperCamel(context)
        return ExportIdentifiers.isPlainIdentifier(camel) ? camel : "`\(camel.isEmpty ? context : camel)`"
    }
    private func argument(_ axis: ModeAxis) -> String {
        let camel = ExportIdentifiers.upperCamel(axis.name)
        return ExportIdentifiers.kotlin(camel.prefix(1).lowercased() + camel.dropFirst())
    }
    private var lowerBase: String { names.base.prefix(1).lowercased() + names.base.dropFirst() }

    func file(header: String) -> String {
        let base = names.base, theme = names.theme
        var kt = header
        kt += "val Local\(base)Colors = staticCompositionLocalOf { \(ComposeExporter.schemeName(system.modes[0], names)) }\n"
        kt += "val Local\(base)Typography = staticCompositionLocalOf { \(base)Typography() }\n"
        for axis in enumAxes {
            kt += "\n/** The contexts of the \(axis.name) axis. */\n"
            kt += "enum class \(enumName(axis)) { " + axis.contexts.map(caseName).joined(separator: ", ") + " }\n"
        }
        // The scheme of each combination.
        var parameters: [String] = []
        if booleanAppearance != nil { parameters.append("darkTheme: Boolean") }
        parameters += enumAxes.map { "\(argument($0)): \(enumName($0))" }
        kt += "\n/** The colour scheme of one combination of contexts. */\n"
        kt += "fun \(lowerBase)ColorScheme(\(parameters.joined(separator: ", "))): \(base)ColorScheme = when {\n"
        for (index, mode) in system.modes.enumerated() {
            var conditions: [String] = []
            for (axis, context) in zip(system.axes, mode.contexts) {
                if axis.name == booleanAppearance?.name {
                    conditions.append(context == "dark" ? "darkTheme" : "!darkTheme")
                } else {
                    conditions.append("\(argument(axis)) == \(enumName(axis)).\(caseName(context))")
                }
            }
            let test = index == system.modes.count - 1 ? "else" : conditions.joined(separator: " && ")
            kt += "    \(test) -> \(ComposeExporter.schemeName(mode, names))\n"
        }
        kt += "}\n"
        if let contrast = modes.contrast {
            kt += contrastSetting(contrast)
        }
        // The theme composable.
        var arguments: [String] = []
        if booleanAppearance != nil { arguments.append("darkTheme: Boolean = isSystemInDarkTheme()") }
        for axis in enumAxes {
            let fallback = axis.name == modes.contrast?.name ? "remember\(base)SystemContrast()" : "\(enumName(axis)).\(caseName(axis.defaultContext))"
            arguments.append("\(argument(axis)): \(enumName(axis)) = \(fallback)")
        }
        let call = (booleanAppearance != nil ? ["darkTheme"] : []) + enumAxes.map(argument)
        kt += """

        /**
         * Provides the colours of the current mode and the type styles to [content]:
         * `\(theme) { Text("Hi", color = \(theme).colors.textPrimary) }`. Each axis is an argument;
         * its default follows the system's setting where Android has one.
         */
        @Composable
        fun \(theme)(
        \(arguments.map { "    \($0),\n" }.joined())    content: @Composable () -> Unit,
        ) {
            CompositionLocalProvider(
                Local\(base)Colors provides \(lowerBase)ColorScheme(\(call.joined(separator: ", "))),
                Local\(base)Typography provides \(base)Typography(),
                content = content,
            )
        }

        \(ComposeExporter.themeObject(names))
        """
        return kt
    }

    /// Android 14's contrast level runs from 0 (standard) to 1 (high; medium is 0.5); the axis's
    /// high-contrast contexts share (0, 1] evenly, weakest first, so one such context takes any
    /// raised level and standard | medium | high takes 0.5 and 1 as Material does.
    private func contrastSetting(_ axis: ModeAxis) -> String {
        let type = enumName(axis), base = names.base
        let high = modes.highContrastContexts
        var branches: [String] = []
        for (index, context) in high.enumerated().reversed() {
            let threshold = Double(index) / Double(high.count)
            branches.append("    level > \(ComposeExporter.float(threshold)) -> \(type).\(caseName(context))")
        }
        branches.append("    else -> \(type).\(caseName(axis.defaultContext))")
        return """

        /**
         * The \(axis.name) context for Android's contrast level (`UiModeManager.getContrast()`,
         * Settings › Accessibility › Contrast, API 34): 0 is standard, 0.5 medium, 1 high.
         */
        fun \(lowerBase)ContrastFor(level: Float): \(type) = when {
        \(branches.joined(separator: "\n"))
        }

        /**
         * The system's contrast setting as a context, followed while composed; \(caseName(axis.defaultContext)) before API 34
         * or where the system has no UiModeManager (`getSystemService` may return null).
         */
        @Composable
        fun remember\(base)SystemContrast(): \(type) {
            if (Build.VERSION.SDK_INT < Build.VERSION_CODES.UPSIDE_DOWN_CAKE) return \(type).\(caseName(axis.defaultContext))
            val context = LocalContext.current
            val manager = remember(context) { context.getSystemService(UiModeManager::class.java) }
                ?: return \(type).\(caseName(axis.defaultContext))
            var level by remember(manager) { mutableFloatStateOf(manager.contrast) }
            DisposableEffect(manager) {
                val listener = UiModeManager.ContrastChangeListener { level = it }
                manager.addContrastChangeListener(context.mainExecutor, listener)
                onDispose { manager.removeContrastChangeListener(listener) }
            }
            return \(lowerBase)ContrastFor(level)
        }

        """
    }
}
