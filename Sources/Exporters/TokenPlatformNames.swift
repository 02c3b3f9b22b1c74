import StylebookKit

/// What a token is called in each export, for documentation pages: the same names the exporters
/// write (`--color-state-danger`, `StylebookColor.stateDanger`, `@color/color_state_danger` …),
/// worked out by the same rules, so a reader can copy the one their platform needs.
public enum TokenPlatformNames {
    public struct Name: Hashable, Sendable {
        /// "CSS custom property", "Swift", "Kotlin", "Android resource".
        public var platform: String
        public var name: String
    }

    public static func names(for token: Token, in system: DesignSystem) -> [Name] {
        let prefix = system.typePrefix
        let path = token.path
        let member = path.memberName(for: token.kind)
        let (swift, kotlin, android): (String, String, String)
        switch token.value {
        case .color:
            (swift, kotlin, android) = ("\(prefix)Color.\(member)", "Local\(prefix)Colors.current.\(member)", "@color/\(path.snakeName)")
        case .dimension:
            (swift, kotlin, android) = ("\(prefix)Dimension.\(member)", "\(prefix)Tokens.\(path.camelName)", "@dimen/\(path.snakeName)")
        case .opacity:
            (swift, kotlin, android) = ("\(prefix)Opacity.\(member)", "\(prefix)Tokens.\(path.camelName)", "@dimen/\(path.snakeName)")
        case .typography:
            (swift, kotlin, android) = ("\(prefix)Font.\(member)", "\(prefix)Tokens.\(path.camelName)FontSize", "@dimen/\(path.snakeName)_font_size")
        case .motion:
            (swift, kotlin, android) = ("\(prefix)Motion.\(member)", "\(prefix)Tokens.\(path.camelName)Easing", "@integer/\(path.snakeName)_duration")
        case .icon(let icon):
            return [Name(platform: "SF Symbol", name: icon.sfSymbol), Name(platform: "Material Symbol", name: icon.materialSymbol)]
        }
        return [
            Name(platform: "CSS custom property", name: CSSExporter.customProperty(path)),
            Name(platform: "Swift", name: swift),
            Name(platform: "Kotlin", name: kotlin),
            Name(platform: "Android resource", name: android),
        ]
    }
}
