import StylebookKit

/// (c) every colour token with role `.text` on every token with role `.surface`, as body text.
///
/// - Text tokens named `on-…` (e.g. `color.text.on-danger`) are made for one fill, not for
///   surfaces; they are left to declared or component pairs instead of failing on every page
///   background.
/// - A surface that is translucent in any mode (a tint) is checked composited over each
///   surface that is opaque in both modes, because that is where tints are placed.
public struct RoleMatrixPairSource: PairSource {
    /// Whether failures are errors or only warnings.
    public var severity: Diagnostic.Severity
    /// The surfaces tints are placed on; nil: every surface opaque in both modes. A token set
    /// with hundreds of surfaces passes its default surface, or the matrix explodes.
    public var beneath: [TokenPath]?

    public init(severity: Diagnostic.Severity = .error, beneath: [TokenPath]? = nil) {
        self.severity = severity
        self.beneath = beneath
    }

    public func pairs(in system: DesignSystem) -> [AuditPair] {
        let tokens = system.sortedTokens
        let texts = tokens.filter { $0.colorRole == .text && !$0.path.name.hasPrefix("on-") }
        let surfaces = tokens.filter { $0.colorRole == .surface }
        let opaque = beneath ?? system.opaqueSurfaces
        var pairs: [AuditPair] = []
        for text in texts {
            for surface in surfaces {
                let unders: [TokenPath?] = system.isTranslucent(surface.path) ? opaque : [nil]
                for under in unders {
                    let declaration = ContrastPairDeclaration(
                        foreground: text.path, background: surface.path, over: under, kind: .text,
                        file: text.location.path, line: text.location.line, column: text.location.column)
                    pairs.append(AuditPair(declaration, origin: .roleMatrix, severity: severity))
                }
            }
        }
        return pairs
    }
}
