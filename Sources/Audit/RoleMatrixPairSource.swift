import GeneratorSupport
import StylebookKit

/// (c) every colour token with role `.text` on every token with role `.surface`, as body text.
///
/// - Text tokens named `on-…` (e.g. `color.text.on-danger`) are made for one fill, not for
///   surfaces; they are left to declared or component pairs instead of failing on every page
///   background.
/// - A surface that is translucent in any mode (a tint) is checked composited over each
///   surface that is opaque in both modes, because that is where tints are placed.
///
/// The matrix grows with texts × surfaces × opaque surfaces (Primer's imported set: about
/// 940,000 pairs), so the audit walks it with `forEachPair` in report order instead of
/// holding every pair.
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
        var pairs: [AuditPair] = []
        Plan(self, system: system).forEachPair(inReportOrder: false) { pairs.append($0) }
        return pairs
    }

    /// The matrix's texts and surfaces, worked out once: its size is known before any pair is made.
    struct Plan {
        var source: RoleMatrixPairSource
        var texts: [Token]
        /// Each surface and whether it is translucent (measured over every opaque surface).
        var surfaces: [(path: TokenPath, translucent: Bool)]
        /// The surfaces tints are measured over, by path; and by dotted name, as reports sort them.
        var opaque: [TokenPath?]
        var opaqueByName: [TokenPath?]

        init(_ source: RoleMatrixPairSource, system: DesignSystem) {
            self.source = source
            let tokens = system.sortedTokens
            texts = tokens.filter { $0.colorRole == .text && !$0.path.name.hasPrefix("on-") }
            opaque = source.beneath ?? system.opaqueSurfaces
            opaqueByName = opaque.sorted { $0!.dotted < $1!.dotted }
            surfaces = tokens.filter { $0.colorRole == .surface }.map { ($0.path, system.isTranslucent($0.path)) }
        }

        /// Pairs the matrix makes, counting each translucent surface once per surface beneath.
        var count: Int { texts.count * surfaces.reduce(0) { $0 + ($1.translucent ? opaque.count : 1) } }

        /// Whether the matrix makes a pair of these colours.
        func contains(_ key: PairKey) -> Bool {
            guard texts.contains(where: { $0.path == key.foreground }),
                  let surface = surfaces.first(where: { $0.path == key.background }) else { return false }
            return surface.translucent ? opaque.contains(key.over) : key.over == nil
        }

        /// Every pair but those of the `excluding` colours; in report order, sorted as
        /// `ContrastAudit.order` sorts them (foreground, background, then the surface beneath by name).
        func forEachPair(inReportOrder: Bool = true, excluding: Set<PairKey> = [], _ body: (AuditPair) -> Void) {
            forEachIndex(inReportOrder: inReportOrder, excluding: excluding) { body(pair($0)) }
        }

        /// The same walk as `forEachPair`, without making the pairs: what the audit counts
        /// when the matrix is too large to list.
        func forEachIndex(inReportOrder: Bool = true, excluding: Set<PairKey> = [], _ body: (Index) -> Void) {
            let excludedByForeground = Dictionary(grouping: excluding, by: \.foreground)
            let beneath = inReportOrder ? opaqueByName : opaque
            for (t, text) in texts.enumerated() {
                let excluded = excludedByForeground[text.path] ?? []
                for (s, surface) in surfaces.enumerated() {
                    for u in surface.translucent ? Array(beneath.indices) : [-1] {
                        let index = Index(text: t, surface: s, beneath: u, inReportOrder: inReportOrder)
                        if !excluded.isEmpty, excluded.contains(PairKey(foreground: text.path, background: surface.path, over: self.beneath(index))) { continue }
                        body(index)
                    }
                }
            }
        }

        /// One pair of the matrix by position: a text, a surface and, for a translucent
        /// surface, the opaque surface beneath it.
        struct Index {
            var text: Int
            var surface: Int
            /// Into `opaqueByName` (report order) or `opaque`; -1 for an opaque surface.
            var beneath: Int
            var inReportOrder: Bool
        }

        func beneath(_ index: Index) -> TokenPath? {
            index.beneath < 0 ? nil : (index.inReportOrder ? opaqueByName : opaque)[index.beneath]
        }

        func pair(_ index: Index) -> AuditPair {
            let text = texts[index.text]
            let declaration = ContrastPairDeclaration(
                foreground: text.path, background: surfaces[index.surface].path, over: beneath(index), kind: .text,
                file: text.location.path, line: text.location.line, column: text.location.column)
            return AuditPair(declaration, origin: .roleMatrix, severity: source.severity)
        }
    }
}
