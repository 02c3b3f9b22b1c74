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

    public static func names(for token: Token, in system: DesignSystem, settings: ExportSettings = ExportSettings()) -> [Name] {
        let path = token.path
        let swiftType = settings.iosTypePrefix(for: system)
        let theme = settings.composeTheme(for: system)
        let base = theme.hasSuffix("Theme") && theme.count > 5 ? String(theme.dropLast(5)) : theme
        let android = settings.androidPrefix(for: system) + "_" + path.snakeName
        let swiftMember = ExportIdentifiers.swift(path.memberName(for: token.kind))
        let kotlinMember = ExportIdentifiers.kotlin(path.memberName(for: token.kind))
        let kotlinToken = ExportIdentifiers.kotlin(path.camelName)
        let (swift, kotlin, resource): (String, String, String)
        switch token.value {
        case .color:
            (swift, kotlin, resource) = ("\(swiftType)Color.\(swiftMember)", "\(theme).colors.\(kotlinMember)", "@color/\(android)")
        case .dimension:
            (swift, kotlin, resource) = ("\(swiftType)Dimension.\(swiftMember)", "\(base)Tokens.\(kotlinToken)", "@dimen/\(android)")
        case .opacity:
            (swift, kotlin, resource) = ("\(swiftType)Opacity.\(swiftMember)", "\(base)Tokens.\(kotlinToken)", "@dimen/\(android)")
        case .typography:
            (swift, kotlin, resource) = ("\(swiftType)Typography.\(swiftMember)", "\(theme).typography.\(kotlinMember)", "@dimen/\(android)_font_size")
        case .motion:
            (swift, kotlin, resource) = ("\(swiftType)Motion.\(swiftMember)", "\(base)Tokens.\(kotlinToken)Easing", "@integer/\(android)_duration")
        case .number:
            (swift, kotlin, resource) = ("\(swiftType)Number.\(swiftMember)", "\(base)Tokens.\(kotlinToken)", "@dimen/\(android)")
        case .fontFamily:
            (swift, kotlin, resource) = ("\(swiftType)FontFamily.\(swiftMember)", "\(base)Tokens.\(kotlinToken)", "@array/\(android)")
        case .fontWeight:
            (swift, kotlin, resource) = ("\(swiftType)FontWeight.\(swiftMember)", "\(base)Tokens.\(kotlinToken)", "@integer/\(android)")
        case .duration:
            (swift, kotlin, resource) = ("\(swiftType)Duration.\(swiftMember)", "\(base)Tokens.\(kotlinToken)Millis", "@integer/\(android)")
        case .easing:
            (swift, kotlin, resource) = ("\(swiftType)Easing.\(swiftMember)", "\(base)Tokens.\(kotlinToken)", "@interpolator/\(android)")
        case .shadow:
            // Android resources hold no shadow, so there is no resource name to give.
            (swift, kotlin, resource) = ("\(swiftType)Shadow.\(swiftMember)", "\(base)Tokens.\(kotlinToken)", "")
        case .icon(let icon):
            return [Name(platform: "SF Symbol", name: icon.sfSymbol), Name(platform: "Material Symbol", name: icon.materialSymbol)]
        }
        return [
            Name(platform: "CSS custom property", name: CSSExporter.propertyName(path, settings: settings)),
            Name(platform: "Swift", name: swift),
            Name(platform: "Kotlin", name: kotlin),
        ] + (resource.isEmpty ? [] : [Name(platform: "Android resource", name: resource)])
    }
}
