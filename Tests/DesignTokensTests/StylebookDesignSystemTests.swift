import Foundation
import GeneratorSupport
import SystemValidation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import StylebookKit
@testable import DesignTokens

@Suite struct StylebookDesignSystemTests {
    let system = StylebookDesignSystem.system

    @Test func validatesCleanly() {
        #expect(system.validate().isEmpty, "\(system.validate().map(DiagnosticFormatter.format))")
    }

    @Test func declaresTheKindsTheIssueAsksFor() {
        for state in ["danger", "warning", "success", "info"] {
            for suffix in ["", "-background", "-border"] {
                #expect(system.token(TokenPath("color.state.\(state)\(suffix)")) != nil)
            }
            #expect(system.token(TokenPath("color.text.on-\(state)")) != nil)
        }
        for name in ["xs", "sm", "md", "lg", "xl", "xxl", "xxxl", "xxxxl", "xxxxxl", "xxxxxxl", "screen-inset"] {
            #expect(StylebookDesignSystem.dimension(TokenPath("spacing.\(name)")) != nil)
        }
        #expect(StylebookDesignSystem.dimension("spacing.lg") == 16)
        #expect(StylebookDesignSystem.dimension("spacing.xxxxxxl") == 96)
        #expect(StylebookDesignSystem.dimension("radius.sm") == 8)
        #expect(StylebookDesignSystem.opacity("opacity.pending") == 0.5)
        #expect(StylebookDesignSystem.motion("motion.feedback") == Motion(duration: 300, easing: .easeInOut))
        for style in ["title2", "headline", "body", "subheadline", "footnote", "caption"] {
            #expect(StylebookDesignSystem.typography(TokenPath("typography.\(style)")) != nil)
        }
    }

    /// Every SF Symbol the seed documents name has a token, with a Material name and our SVG.
    @Test func coversEverySymbolTheSeedsName() {
        let named = ["exclamationmark.triangle.fill", "exclamationmark.triangle", "info.circle", "info.circle.fill",
                     "wifi.slash", "antenna.radiowaves.left.and.right.slash", "tray.fill", "magnifyingglass", "doc",
                     "photo", "folder", "xmark", "arrow.clockwise", "lock.fill", "exclamationmark.icloud",
                     "questionmark.folder", "exclamationmark.circle.fill", "magnifyingglass.circle"]
        let icons = system.sortedTokens(of: .icon).compactMap { token -> Icon? in
            if case .icon(let icon) = token.value { return icon }
            return nil
        }
        #expect(Set(icons.map(\.sfSymbol)) == Set(named))
        for icon in icons {
            #expect(!icon.materialSymbol.isEmpty)
            #expect(icon.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\""))
            #expect(icon.svg.hasSuffix("</svg>"))
            // Well-formed XML, so it can be inlined into HTML and parsed by tools.
            #expect((try? XMLDocument(xmlString: icon.svg)) != nil, "\(icon.name)")
        }
    }

    // MARK: WCAG AA for the whole system (the audit target does this for every site; this
    // guards the project's own values right where they are declared).

    private func luminance(_ c: SRGBColor) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let b = c.rgba8
        return 0.2126 * linear(Double(b.r) / 255) + 0.7152 * linear(Double(b.g) / 255) + 0.0722 * linear(Double(b.b) / 255)
    }

    private func ratio(_ a: SRGBColor, _ b: SRGBColor) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    private func over(_ top: SRGBColor, _ base: SRGBColor) -> SRGBColor {
        let a = Double(top.rgba8.a) / 255
        return SRGBColor(red: top.red * a + base.red * (1 - a), green: top.green * a + base.green * (1 - a),
                         blue: top.blue * a + base.blue * (1 - a))
    }

    private func colors(role: ColorRole, mode: ColorMode) -> [(TokenPath, SRGBColor)] {
        system.sortedTokens(of: .color).filter { $0.colorRole == role }
            .compactMap { token in system.resolvedColor(token.path, mode: mode).map { (token.path, $0) } }
    }

    /// Opaque surfaces, plus every translucent surface composited over each opaque one.
    private func backgrounds(_ mode: ColorMode) -> [(String, SRGBColor)] {
        let surfaces = colors(role: .surface, mode: mode)
        let opaque = surfaces.filter { $0.1.alpha >= 1 }
        var result = opaque.map { ($0.0.dotted, $0.1) }
        for (path, tint) in surfaces where tint.alpha < 1 {
            result += opaque.map { ("\(path) over \($0.0)", over(tint, $0.1)) }
        }
        return result
    }

    @Test(arguments: ColorMode.allCases)
    func textPassesAAOnEverySurface(mode: ColorMode) {
        let onColours = colors(role: .text, mode: mode).filter { $0.0.name.hasPrefix("on-") }.map(\.0)
        let foregrounds = (colors(role: .text, mode: mode) + colors(role: .fill, mode: mode) + colors(role: .brand, mode: mode))
            .filter { !onColours.contains($0.0) }
        for (path, color) in foregrounds {
            for (surface, background) in backgrounds(mode) {
                #expect(ratio(color, background) >= 4.5, "\(path) on \(surface) in \(mode): \(ratio(color, background))")
            }
        }
    }

    @Test(arguments: ColorMode.allCases)
    func onColoursPassAAOnTheirFills(mode: ColorMode) {
        for pair in system.pairs {
            let fg = system.resolvedColor(pair.foreground, mode: mode)!
            var bg = system.resolvedColor(pair.background, mode: mode)!
            if bg.alpha < 1 { bg = over(bg, system.resolvedColor("color.surface.default", mode: mode)!) }
            #expect(ratio(fg, bg) >= 4.5, "\(pair.foreground) on \(pair.background) in \(mode)")
        }
    }

    @Test(arguments: ColorMode.allCases)
    func bordersPassThreeToOne(mode: ColorMode) {
        for (path, color) in colors(role: .border, mode: mode) {
            for (surface, background) in backgrounds(mode) {
                #expect(ratio(color, background) >= 3, "\(path) on \(surface) in \(mode): \(ratio(color, background))")
            }
        }
    }
}
