/// One token bound to one property of a part, optionally only for one variant or state.
/// `location` is the Swift line of the binding, so contrast failures point at it.
public struct TokenBinding: Codable, Hashable, Sendable {
    public var property: BindingProperty
    public var token: TokenPath
    /// nil: every variant.
    public var variant: String?
    /// nil: every state.
    public var state: ComponentState?
    /// Set only with a reason; the audit lists the pair as skipped.
    public var exemption: ContrastExemption?
    public var location: SourceLocation

    public init(_ property: BindingProperty, _ token: TokenPath, variant: String? = nil, state: ComponentState? = nil,
                exempt: ContrastExemption? = nil, file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.property = property
        self.token = token
        self.variant = variant
        self.state = state
        self.exemption = exempt
        self.location = SourceLocation(path: file, line: line, column: column)
    }

    /// Whether the binding applies to an instance of this variant in this state.
    public func applies(variant: String?, state: ComponentState) -> Bool {
        (self.variant == nil || self.variant == variant) && (self.state == nil || self.state == state)
    }

    /// More specific bindings win: a state- and variant-specific one over a general one.
    var specificity: Int { (variant == nil ? 0 : 1) + (state == nil ? 0 : 2) }
}

// Short declaration helpers, e.g. `.background("color.state.danger", variant: "danger")`.
extension TokenBinding {
    public static func background(_ token: TokenPath, variant: String? = nil, state: ComponentState? = nil, exempt: ContrastExemption? = nil,
                                  file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.background, token, variant: variant, state: state, exempt: exempt, file: file, line: line, column: column)
    }

    public static func foreground(_ token: TokenPath, variant: String? = nil, state: ComponentState? = nil, exempt: ContrastExemption? = nil,
                                  file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.foreground, token, variant: variant, state: state, exempt: exempt, file: file, line: line, column: column)
    }

    public static func border(_ token: TokenPath, variant: String? = nil, state: ComponentState? = nil, exempt: ContrastExemption? = nil,
                              file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.border, token, variant: variant, state: state, exempt: exempt, file: file, line: line, column: column)
    }

    public static func icon(_ token: TokenPath, variant: String? = nil, state: ComponentState? = nil,
                            file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.icon, token, variant: variant, state: state, file: file, line: line, column: column)
    }

    public static func radius(_ token: TokenPath, file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.radius, token, file: file, line: line, column: column)
    }

    public static func padding(_ token: TokenPath, file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.padding, token, file: file, line: line, column: column)
    }

    public static func gap(_ token: TokenPath, file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.gap, token, file: file, line: line, column: column)
    }

    public static func size(_ token: TokenPath, file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.size, token, file: file, line: line, column: column)
    }

    public static func typography(_ token: TokenPath, file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.typography, token, file: file, line: line, column: column)
    }

    public static func opacity(_ token: TokenPath, state: ComponentState? = nil,
                               file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.opacity, token, state: state, file: file, line: line, column: column)
    }

    public static func motion(_ token: TokenPath, file: String = #filePath, line: Int = #line, column: Int = #column) -> TokenBinding {
        TokenBinding(.motion, token, file: file, line: line, column: column)
    }
}
