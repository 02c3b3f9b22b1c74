/// What assistive technology needs from a component.
public struct ComponentAccessibility: Codable, Hashable, Sendable {
    /// How changes are announced: `polite` waits for the reader to pause, `assertive` interrupts.
    public enum LiveRegion: String, Codable, Hashable, Sendable {
        case off, polite, assertive
    }

    /// The accessible label, as an example.
    public var label: String
    /// What happens on activation, if anything.
    public var hint: String?
    public var liveRegion: LiveRegion
    /// Where focus goes when the component appears, and how it is reached.
    public var focus: String
    public var notes: [String]

    public init(label: String, hint: String? = nil, liveRegion: LiveRegion, focus: String, notes: [String] = []) {
        self.label = label
        self.hint = hint
        self.liveRegion = liveRegion
        self.focus = focus
        self.notes = notes
    }
}
