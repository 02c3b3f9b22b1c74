/// The WCAG conformance level a policy asks for.
public enum ContrastLevel: String, Codable, Hashable, Sendable, CaseIterable {
    case aa, aaa

    public var label: String { rawValue.uppercased() }
}
