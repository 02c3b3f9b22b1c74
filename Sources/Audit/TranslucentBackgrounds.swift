import StylebookKit

/// Where a translucent background is measured, one rule for declared and inferred pairs alike,
/// so `check --tokens` and the package `init --from` writes (which declares the pairs
/// `check --tokens` found) judge a tint the same way: over the surface the pair names
/// (`over:`), else over the default surface, else over every surface opaque in every mode.
public struct TranslucentBackgrounds: Sendable {
    /// Colours translucent in some context (a token set's contexts are systems of their own);
    /// nil: ask the system's modes.
    public var translucent: Set<TokenPath>?

    public init(translucent: Set<TokenPath>? = nil) {
        self.translucent = translucent
    }

    public func isTranslucent(_ path: TokenPath, in system: DesignSystem) -> Bool {
        translucent?.contains(path) ?? system.isTranslucent(path)
    }

    /// Surface-role colours opaque everywhere, sorted by path.
    public func opaqueSurfaces(in system: DesignSystem) -> [TokenPath] {
        guard let translucent else { return system.opaqueSurfaces }
        return system.sortedTokens.filter { $0.colorRole == .surface && !translucent.contains($0.path) }.map(\.path)
    }

    /// The declaration as measured: unchanged when its background is opaque or it names `over`;
    /// otherwise once over `beneath` (the default surface) or, without one, once per opaque surface.
    public func place(_ declaration: ContrastPairDeclaration, beneath: TokenPath?, in system: DesignSystem) -> [ContrastPairDeclaration] {
        guard declaration.over == nil, isTranslucent(declaration.background, in: system) else { return [declaration] }
        let surfaces = beneath.map { [$0] } ?? opaqueSurfaces(in: system)
        let under = surfaces.filter { $0 != declaration.background }
        guard !under.isEmpty else { return [declaration] }
        return under.map { surface in
            var placed = declaration
            placed.over = surface
            return placed
        }
    }
}
