/// A foreground/background pair that must meet a contrast requirement, declared next to the
/// tokens. `over` names the opaque surface a translucent background sits on (a 12 % tint, say);
/// the audit composites the background over it before measuring.
public struct ContrastPairDeclaration: Codable, Hashable, Sendable {
    public var foreground: TokenPath
    public var background: TokenPath
    public var over: TokenPath?
    public var kind: ContrastKind
    /// Set only with a stated reason; the pair is then listed as skipped, never silently dropped.
    public var exemption: ContrastExemption?
    public var location: SourceLocation
    /// For a pair found in token files rather than declared: the rule that found it and what
    /// gave each colour its role. nil for a declared pair.
    public var inference: PairInference?

    public init(
        foreground: TokenPath, background: TokenPath, over: TokenPath? = nil,
        kind: ContrastKind = .text, exemption: ContrastExemption? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.foreground = foreground
        self.background = background
        self.over = over
        self.kind = kind
        self.exemption = exemption
        self.location = SourceLocation(path: file, line: line, column: column)
    }

    /// Body text (4.5:1 at AA).
    public static func text(
        _ foreground: TokenPath, on background: TokenPath, over: TokenPath? = nil, exempt: ContrastExemption? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ContrastPairDeclaration {
        ContrastPairDeclaration(foreground: foreground, background: background, over: over, kind: .text,
                                exemption: exempt, file: file, line: line, column: column)
    }

    /// Text at least 24 px, or 18.67 px bold (3:1 at AA).
    public static func largeText(
        _ foreground: TokenPath, on background: TokenPath, over: TokenPath? = nil, exempt: ContrastExemption? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ContrastPairDeclaration {
        ContrastPairDeclaration(foreground: foreground, background: background, over: over, kind: .largeText,
                                exemption: exempt, file: file, line: line, column: column)
    }

    /// Borders of controls, focus rings and meaningful icons against what surrounds them (3:1).
    public static func nonText(
        _ foreground: TokenPath, on background: TokenPath, over: TokenPath? = nil, exempt: ContrastExemption? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ContrastPairDeclaration {
        ContrastPairDeclaration(foreground: foreground, background: background, over: over, kind: .nonText,
                                exemption: exempt, file: file, line: line, column: column)
    }

    /// "`a` on `b`" or "`a` on `b` over `c`", as messages and reports name the pair.
    public var label: String {
        var text = "\(foreground) on \(background)"
        if let over { text += " over \(over)" }
        return text
    }
}

/// Why the audit checks a pair that token files imply: the rule that found it, and what gave
/// each of its colours its role.
public struct PairInference: Codable, Hashable, Sendable {
    /// The naming rule (`on-X`, `default surface`, …), `role matrix` or `$extensions`.
    public var rule: String
    /// "text by the word “fg” in its name, surface by Figma scope FRAME_FILL"; nil when both
    /// roles were declared.
    public var roles: String?

    public init(rule: String, roles: String?) {
        self.rule = rule
        self.roles = roles
    }

    /// "the “default surface” rule; text by the word “fg” in its name, …"
    public var summary: String {
        "the “\(rule)” rule" + (roles.map { "; " + $0 } ?? "")
    }
}
