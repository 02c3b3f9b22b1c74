/// One component of the design system: what it is for, its anatomy bound to tokens, its
/// variants and states, accessibility and platform names. The contrast audit derives its pairs
/// from the bindings and the site draws the preview from the anatomy, so neither can drift.
public struct ComponentSpec: Codable, Hashable, Sendable, Identifiable {
    /// The slug: `inline-banner`; the page lives at `components/<id>/`.
    public var id: String
    public var name: String
    public var summary: String
    public var whenToUse: [String]
    public var whenNotToUse: [String]
    /// The opaque surfaces the component is placed on; its outermost fill and borders are
    /// measured against each.
    public var surfaces: [TokenPath]
    public var anatomy: ComponentPart
    /// Empty for a component with a single appearance.
    public var variants: [ComponentVariant]
    public var states: [ComponentState]
    public var accessibility: ComponentAccessibility
    public var platforms: PlatformNames
    public var location: SourceLocation

    public init(
        id: String, name: String, summary: String, whenToUse: [String], whenNotToUse: [String],
        surfaces: [TokenPath] = ["color.surface.default"], anatomy: ComponentPart,
        variants: [ComponentVariant] = [], states: [ComponentState] = [.default],
        accessibility: ComponentAccessibility, platforms: PlatformNames,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.whenToUse = whenToUse
        self.whenNotToUse = whenNotToUse
        self.surfaces = surfaces
        self.anatomy = anatomy
        self.variants = variants
        self.states = states
        self.accessibility = accessibility
        self.platforms = platforms
        self.location = SourceLocation(path: file, line: line, column: column)
    }

    /// The variant ids to draw and audit; `[nil]` when there are no variants.
    public var variantIDs: [String?] {
        variants.isEmpty ? [nil] : variants.map(\.id)
    }

    /// Every part with its display name, depth first: the root by its own name, the rest by
    /// their path below it (`dismiss › icon`).
    public var namedParts: [(name: String, part: ComponentPart)] {
        anatomy.flattened.map { entry in
            ((entry.path.count > 1 ? entry.path.dropFirst() : entry.path[...]).joined(separator: " › "), entry.part)
        }
    }

    /// Every binding of every part, in declaration order.
    public var allBindings: [(part: String, binding: TokenBinding)] {
        namedParts.flatMap { entry in entry.part.bindings.map { (entry.name, $0) } }
    }
}
