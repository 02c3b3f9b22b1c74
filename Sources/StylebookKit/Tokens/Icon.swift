/// One symbol under three names: ours, Apple's SF Symbols and Google's Material Symbols.
/// `svg` is the project's own drawing for the web (viewBox 0 0 24 24), never a vendor's glyph.
public struct Icon: Codable, Hashable, Sendable {
    public var name: String
    public var sfSymbol: String
    public var materialSymbol: String
    public var svg: String

    public init(name: String, sfSymbol: String, materialSymbol: String, svg: String) {
        self.name = name
        self.sfSymbol = sfSymbol
        self.materialSymbol = materialSymbol
        self.svg = svg
    }
}
