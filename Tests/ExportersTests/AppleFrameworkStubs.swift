/// Just enough of SwiftUI's and UIKit's declarations, with Apple's signatures, to type-check the
/// exported iOS package's framework files on Linux, where the real frameworks do not exist.
/// They catch a generated file that calls its own types wrongly or misspells an API; they do not
/// prove Apple's frameworks behave as documented.
enum AppleFrameworkStubs {
    static let swiftUI = """
    @_exported import Foundation  // as SwiftUI re-exports CoreGraphics (CGFloat)

    public protocol View { associatedtype Body: View; var body: Body { get } }
    extension Never: View { public var body: Never { fatalError() } }
    public protocol ShapeStyle {}
    public struct Color: ShapeStyle, View {
        public init(_ name: String, bundle: Bundle? = nil) {}
        public var body: Never { fatalError() }
    }
    public struct Image: View {
        public init(_ name: String, bundle: Bundle? = nil) {}
        public init(systemName: String) {}
        public var body: Never { fatalError() }
    }
    public struct Animation {
        public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }
    }
    public struct Font {
        public enum TextStyle { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
        public enum Design { case `default`, serif, rounded, monospaced }
        public struct Weight {
            public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
            public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
        }
        public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
        public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
        public func weight(_ weight: Font.Weight) -> Font { self }
    }
    public struct _ViewModifier_Content<Modifier: ViewModifier>: View { public var body: Never { fatalError() } }
    public protocol ViewModifier {
        associatedtype Body: View
        typealias Content = _ViewModifier_Content<Self>
        func body(content: Content) -> Body
    }
    public struct ModifiedContent<Content, Modifier>: View { public var body: Never { fatalError() } }
    extension View {
        public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
        public func font(_ font: Font?) -> some View { self }
        public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
        public func tracking(_ tracking: CGFloat) -> some View { self }
    }
    @propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint> {
        public var wrappedValue: Value
        public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
    }
    """

    static let uiKit = """
    @_exported import Foundation

    public class UITraitCollection {}
    public class UIColor {
        public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {}
    }
    public class UIImage {
        public class SymbolConfiguration {}
        public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.SymbolConfiguration?) {}
        public init?(systemName name: String) {}
    }
    public class UIFontDescriptor {
        public struct SystemDesign { public static let `default` = SystemDesign(), serif = SystemDesign(), monospaced = SystemDesign(), rounded = SystemDesign() }
        public func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { self }
    }
    public class UIFont {
        public struct Weight { public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight() }
        public struct TextStyle { public static let largeTitle = TextStyle(), title1 = TextStyle(), title2 = TextStyle(), title3 = TextStyle(), headline = TextStyle(), subheadline = TextStyle(), body = TextStyle(), callout = TextStyle(), footnote = TextStyle(), caption1 = TextStyle(), caption2 = TextStyle() }
        public init?(name fontName: String, size fontSize: CGFloat) {}
        public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
        public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(descriptor: UIFontDescriptor(), size: fontSize) }
        public var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
    }
    public class UIFontMetrics {
        public init(forTextStyle textStyle: UIFont.TextStyle) {}
        public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    }
    """
}
