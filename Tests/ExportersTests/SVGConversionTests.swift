import Foundation
import GeneratorSupport
import StylebookKit
import SystemValidation
import Testing
@testable import Exporters

/// The SVG reader behind Android's vector drawables and Compose's ImageVectors: path data kept
/// as written, shapes turned into paths, inherited paint, and every feature it cannot convert
/// reported as a warning that names the icon.
@Suite struct SVGConversionTests {
    private func icon(_ body: String, root: String = #"viewBox="0 0 24 24""#) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" "# + root + ">" + body + "</svg>"
    }

    @Test func pathDataIsKeptAndPaintIsInherited() throws {
        let (vector, unsupported) = try SVGReader.read(icon(#"<g stroke-width="1.5"><path d=" M6 6l12 12 "/></g>"#,
                                                            root: #"viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round""#))
        #expect(unsupported.isEmpty)
        #expect(vector.viewBox == VectorIcon.ViewBox(minX: 0, minY: 0, width: 24, height: 24))
        let path = try #require(vector.paths.first)
        #expect(path.data == "M6 6l12 12")
        #expect(path.fill == nil && path.stroke == .currentColor)
        #expect(path.strokeWidth == 1.5 && path.lineCap == "round" && path.lineJoin == "miter")
        #expect(vector.isSingleColor)
    }

    @Test func shapesBecomePathData() throws {
        let (vector, _) = try SVGReader.read(icon(#"<circle cx="12" cy="12" r="9"/><rect x="5" y="11" width="14" height="10" rx="2"/><rect x="1" y="2" width="3" height="4"/><line x1="1" y1="2" x2="3" y2="4"/><polygon points="1,2 3,4 5,6"/>"#))
        #expect(vector.paths.map(\.data) == [
            "M3 12A9 9 0 1 0 21 12A9 9 0 1 0 3 12Z",
            "M7 11H17A2 2 0 0 1 19 13V19A2 2 0 0 1 17 21H7A2 2 0 0 1 5 19V13A2 2 0 0 1 7 11Z",
            "M1 2H4V6H1Z",
            "M1 2L3 4",
            "M1 2L3 4L5 6Z",
        ])
        // SVG's default paint is a black fill.
        #expect(vector.paths.allSatisfy { $0.fill == .color("#000000") && $0.stroke == nil })
        #expect(!vector.isSingleColor)
    }

    @Test func anOffsetViewBoxBecomesATranslatingGroup() throws {
        let (vector, _) = try SVGReader.read(icon(##"<path d="M0 0h4" stroke="#f00"/>"##, root: #"viewBox="-2 -3 20 10" width="40" height="20""#))
        let xml = VectorDrawableWriter.xml(vector)
        #expect(xml.contains(#"android:width="40dp""#) && xml.contains(#"android:viewportWidth="20""#) && xml.contains(#"android:viewportHeight="10""#))
        #expect(xml.contains(#"<group android:translateX="2" android:translateY="3">"#))
        #expect(xml.contains(##"android:strokeColor="#FF0000""##))
        #expect(!xml.contains("android:tint"), "an icon with its own colours is not tinted")
    }

    @Test func unsupportedFeaturesAreWarningsNamingTheIcon() throws {
        let svg = icon(#"<path d="M1 1h2" transform="rotate(45)"/><text x="1" y="2">A</text><path d="M2 2h2" stroke-dasharray="2 2" style="fill: red"/>"#)
        let system = DesignSystem(name: "Odd", tokens: [.icon("icon.odd", Icon(name: "odd", sfSymbol: "questionmark", materialSymbol: "help", svg: svg), "Odd.")])
        #expect(system.validate().isEmpty)
        let warnings = AndroidExporter().warnings(for: system, settings: ExportSettings())
        #expect(warnings.map(\.message) == [
            "icon 'icon.odd' uses the transform on <path>, which the android export cannot convert and leaves out",
            "icon 'icon.odd' uses the <text> element, which the android export cannot convert and leaves out",
            "icon 'icon.odd' uses the style attribute on <path>, which the android export cannot convert and leaves out",
            "icon 'icon.odd' uses stroke-dasharray on <path>, which the android export cannot convert and leaves out",
        ])
        #expect(warnings.allSatisfy { $0.id == "exports/svg-unsupported" && $0.severity == .warning && $0.location == system.tokens[0].location })
        // The icon is still exported, without the text.
        let drawable = try #require(try AndroidExporter().export(system).first { $0.path == "android/drawable/odd_icon_odd.xml" })
        #expect(drawable.text.components(separatedBy: "<path").count == 3)
        // The run reports them too, and Compose names itself.
        let result = try TokenExport.run(system, exporters: [AndroidExporter(), ComposeExporter()])
        #expect(result.warnings.count == 8)
        #expect(result.warnings.contains { $0.message.contains("which the compose export") })
    }

    @Test func anSVGThatIsNotXMLIsAnErrorNamingTheIcon() throws {
        let system = DesignSystem(name: "Broken", tokens: [
            .icon("icon.broken", Icon(name: "broken", sfSymbol: "xmark", materialSymbol: "close", svg: #"<svg viewBox="0 0 24 24"><path d="M1 1"></svg>"#), "Broken."),
        ])
        #expect(system.validate().isEmpty, "validation only checks the outer element")
        let error = try #require(throws: DiagnosticsError.self) { try AndroidExporter().export(system) }
        #expect(error.diagnostics.map(\.id) == ["exports/svg-malformed"])
        #expect(error.diagnostics[0].message.hasPrefix("icon 'icon.broken' has an SVG the android export cannot read"))
        #expect(error.diagnostics[0].location == system.tokens[0].location)
    }

    @Test func anSVGWithoutAViewBoxIsAnError() throws {
        #expect(throws: SVGReader.Failure.self) { try SVGReader.read(#"<svg width="24" height="24"><path d="M1 1h2"/></svg>"#) }
    }
}
