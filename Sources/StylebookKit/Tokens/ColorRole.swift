/// What a colour is for. The contrast audit pairs roles (text on surface, border on surface)
/// and the documentation groups colours by it.
public enum ColorRole: String, Codable, Hashable, Sendable, CaseIterable {
    case text, surface, border, icon, fill, brand, palette
}
