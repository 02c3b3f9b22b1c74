/// What the component is called in each codebase, so a designer and three engineers can find it.
public struct PlatformNames: Codable, Hashable, Sendable {
    public var swiftUI: String
    public var compose: String
    public var css: String

    public init(swiftUI: String, compose: String, css: String) {
        self.swiftUI = swiftUI
        self.compose = compose
        self.css = css
    }
}
