import GeneratorSupport
import StylebookKit

/// Warns when state colours (danger, warning, success, info…) collapse under protanopia,
/// deuteranopia or tritanopia.
///
/// State colours are colour tokens with a `state` path component and role `.fill`, `.text`
/// or `.icon`. Tokens are compared only within a family: same role and same path once the
/// state name is set aside (`color.state.danger` with `color.state.success`,
/// `color.state.danger-tint` with `color.state.success-tint`). Translucent values are left
/// out: tints are backgrounds, told apart by the icon and words they carry.
struct ColorVisionCheck {
    var system: DesignSystem
    var policy: ContrastPolicy
    var modes: [Mode]? = nil
    /// The context's name when it is not simply the mode (DTCG contexts).
    var context: String?

    static let stateRoles: Set<ColorRole> = [.fill, .text, .icon]

    func findings() -> [ColorVisionFinding] {
        var families: [String: [Token]] = [:]
        // Filter before sorting: a token set holds thousands of colours and few state colours.
        var seen = Set<TokenPath>()
        let states = system.tokens.filter { Self.stateRoles.contains($0.colorRole ?? .palette) && $0.path.components.contains("state") }
        for token in states.filter({ seen.insert($0.path).inserted }).sorted(by: { $0.path < $1.path }) {
            guard let family = Self.family(of: token) else { continue }
            families[family, default: []].append(token)
        }
        var findings: [ColorVisionFinding] = []
        for family in families.keys.sorted(by: String.inByteOrder) {
            let members = families[family] ?? []
            for mode in modes ?? system.modes {
                findings += compare(members, mode: mode)
            }
        }
        return findings
    }

    /// "fill|color.state.*" for `color.state.danger`; nil when the path has no `state` component.
    static func family(of token: Token) -> String? {
        guard let index = token.path.components.firstIndex(of: "state"), index + 1 < token.path.components.count else { return nil }
        var components = token.path.components
        let name = components[index + 1]
        let suffix = name.split(separator: "-", maxSplits: 1).dropFirst().first.map { "-" + $0 } ?? ""
        components[index + 1] = "*" + suffix
        return "\(token.colorRole?.rawValue ?? "")|" + components.joined(separator: ".")
    }

    private func compare(_ members: [Token], mode: Mode) -> [ColorVisionFinding] {
        let colored = members.compactMap { token -> (Token, SRGBColor)? in
            guard let color = system.resolvedColor(token.path, mode: mode), color.alpha >= 1 else { return nil }
            return (token, color)
        }
        var findings: [ColorVisionFinding] = []
        for i in colored.indices {
            for j in colored.indices where j > i {
                let (a, colorA) = colored[i], (b, colorB) = colored[j]
                let normal = ColorDistance.deltaEOK(colorA, colorB)
                for deficiency in ColorVisionDeficiency.allCases {
                    let distance = ColorDistance.deltaEOK(deficiency.simulate(colorA), deficiency.simulate(colorB))
                    guard distance < policy.confusableBelow else { continue }
                    findings.append(ColorVisionFinding(first: a.path, second: b.path, mode: mode, context: context ?? mode.name, deficiency: deficiency,
                                                       distance: distance, normalDistance: normal, location: a.location))
                }
            }
        }
        return findings
    }
}
