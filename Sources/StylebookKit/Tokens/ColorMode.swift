/// The appearance a colour value belongs to. Light sorts first: it is the default everywhere.
public enum ColorMode: String, CaseIterable, Hashable, Sendable, Comparable {
    case light, dark

    public static func < (lhs: ColorMode, rhs: ColorMode) -> Bool {
        lhs == .light && rhs == .dark
    }
}
