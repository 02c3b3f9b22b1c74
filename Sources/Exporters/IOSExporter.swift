import Foundation
import StylebookKit

/// iOS: a Swift package an app adds as a local or remote dependency (`ios/Package.swift`,
/// library `MODULE`), whose target holds an asset catalog (one colorset per colour with a dark
/// appearance, and high-contrast ones when the system has a contrast axis; wide colours in
/// display-p3; one template imageset per SVG icon, vector preserved) and Swift accessors, which
/// load colours by name so iOS picks the appearance itself. Team axes (brand, …) have no
/// asset-catalog appearance: the package holds their default contexts.
/// - `MODULE.swift`, platform-neutral (it builds on Linux too): colour, type style, icon and
///   motion keys, spacing and radius as `CGFloat`, opacities.
/// - `MODULE+SwiftUI.swift` (behind `#if canImport(SwiftUI)`): `Color.prefix(.stateDanger)`,
///   `.prefixTypography(.body)` (sizes scale with Dynamic Type through `@ScaledMetric`),
///   `Image.prefix(.close)`, `Image.prefixSymbol(.close)`, `Animation.prefix(.feedback)`.
/// - `MODULE+UIKit.swift` (behind `#if canImport(UIKit)`): `UIColor`, `UIFont` (scaled with
///   `UIFontMetrics`) and `UIImage` accessors.
/// Colour components are 8-bit hex strings (`"0xB9"`), exactly the bytes every other format uses.
public struct IOSExporter: TokenExporter {
    public let id = "ios"
    public let summary = "iOS Swift package: asset catalog with dark and high-contrast colours (display-p3 where declared wide) and template SVG icons, SwiftUI and UIKit accessors, Dynamic Type"

    public init() {}

    public func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] {
        let module = settings.iosModule(for: system)
        let source = "\(id)/Sources/\(module)"
        let catalog = "\(source)/Assets.xcassets"
        var assets = PlatformNameTable("asset name", rule: "letters, digits, '-' and '_'") { name in
            name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        }
        var files = [
            ExportedFile(path: "\(id)/Package.swift", text: packageFile(system, settings)),
            ExportedFile(path: "\(catalog)/Contents.json", text: Self.info.text),
        ]
        let modes = PlatformModes(system)
        let (light, dark) = modes.modes(of: [:])
        // Increase Contrast selects the contrast axis's strongest context; team axes keep their defaults.
        let high = modes.contrast.flatMap { axis in modes.strongestHighContrast.map { modes.modes(of: [axis.name: $0]) } }
        func entry(_ appearances: [(String, String)], _ color: JSONValue) -> JSONValue {
            let tags = appearances.map { JSONValue.object([("appearance", .string($0.0)), ("value", .string($0.1))]) }
            return .object((tags.isEmpty ? [] : [("appearances", .array(tags))]) + [("color", color), ("idiom", .string("universal"))])
        }
        for token in system.sortedTokens(of: .color) {
            var entries = [
                entry([], try Self.color(system.exportLiteral(token, light))),
                entry([("luminosity", "dark")], try Self.color(system.exportLiteral(token, dark))),
            ]
            if let high {
                entries.append(entry([("contrast", "high")], try Self.color(system.exportLiteral(token, high.light))))
                entries.append(entry([("luminosity", "dark"), ("contrast", "high")], try Self.color(system.exportLiteral(token, high.dark))))
            }
            let colorset = JSONValue.object([("colors", .array(entries)), ("info", Self.author)])
            files.append(ExportedFile(path: "\(catalog)/\(assets.claim(token.path.kebabName, for: token)).colorset/Contents.json", text: colorset.text))
        }
        for token in system.sortedTokens(of: .icon) {
            guard let icon = token.iconValue else { continue }
            let name = assets.claim(token.path.kebabName, for: token)
            let imageset = JSONValue.object([
                ("images", .array([.object([("filename", .string("\(name).svg")), ("idiom", .string("universal"))])])),
                ("info", Self.author),
                ("properties", .object([
                    ("preserves-vector-representation", .bool(true)),
                    ("template-rendering-intent", .string("template")),
                ])),
            ])
            files.append(ExportedFile(path: "\(catalog)/\(name).imageset/Contents.json", text: imageset.text))
            // Asset catalogs render template images from their alpha; `currentColor` means nothing there.
            files.append(ExportedFile(path: "\(catalog)/\(name).imageset/\(name).svg",
                                      text: icon.svg.replacingOccurrences(of: "currentColor", with: "#000000") + "\n"))
        }
        var swift = IOSSwiftSource(system: system, settings: settings)
        files.append(ExportedFile(path: "\(source)/\(module).swift", text: swift.neutral()))
        files.append(ExportedFile(path: "\(source)/\(module)+SwiftUI.swift", text: swift.swiftUI()))
        files.append(ExportedFile(path: "\(source)/\(module)+UIKit.swift", text: swift.uiKit()))
        try ([assets] + swift.members).check()
        return files.sorted { $0.path < $1.path }
    }

    private func packageFile(_ system: DesignSystem, _ settings: ExportSettings) -> String {
        let module = SwiftLiteral.string(settings.iosModule(for: system))
        return """
        // swift-tools-version: 5.9
        // Design tokens of \(IOSSwiftSource.comment(system.name)), generated by stylebook. Do not edit by hand.
        import PackageDescription

        let package = Package(
            name: \(SwiftLiteral.string(settings.iosPackage(for: system))),
            platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
            products: [.library(name: \(module), targets: [\(module)])],
            targets: [.target(name: \(module), resources: [.process("Assets.xcassets")])]
        )

        """
    }

    private static let author = JSONValue.object([("author", .string("stylebook")), ("version", .number(1))])
    private static let info = JSONValue.object([("info", author)])

    /// sRGB as 8-bit hex strings, exactly the bytes of the other formats; a wide colour in
    /// display-p3 (mapped into it when declared wider), as Xcode writes it.
    private static func color(_ value: ColorValue) -> JSONValue {
        if let wide = value.wideColor {
            let c = wide.displayP3
            func component(_ x: Double) -> JSONValue { .string(String(format: "%.3f", x)) }
            return .object([
                ("color-space", .string("display-p3")),
                ("components", .object([
                    ("alpha", component(wide.alpha)),
                    ("blue", component(c[2])), ("green", component(c[1])), ("red", component(c[0])),
                ])),
            ])
        }
        guard case .srgb(let color) = value else { return .object([]) }
        let c = color.rgba8
        func hex(_ byte: UInt8) -> JSONValue { .string("0x" + SRGBColor.hexByte(byte)) }
        // Fixed three decimals like Xcode writes; enough to map back to the same byte.
        let alpha = String(format: "%.3f", Double(c.a) / 255)
        return .object([
            ("color-space", .string("srgb")),
            ("components", .object([
                ("alpha", .string(alpha)),
                ("blue", hex(c.b)), ("green", hex(c.g)), ("red", hex(c.r)),
            ])),
        ])
    }
}
