/// Every diagnostic kind Stylebook declares, in the order the manual's reference lists them:
/// by category, each category's list kept beside its declarations in `Kinds/`. A test checks
/// that every declared kind is listed here once and is emitted somewhere (or is reserved).
public enum DiagnosticCatalogue {
    public static let all: [DiagnosticKind] =
        contentKinds + templateKinds + configKinds + initKinds + acknowledgementKinds + checkKinds + packageKinds + diffKinds
        + outputKinds + serveKinds + tokensKinds + componentsKinds + contrastKinds + exportsKinds + importKinds
        + figmaKinds + tokensStudioKinds + fixKinds + versionsKinds

    private static let byID: [String: DiagnosticKind] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The kind with this id: for ids a user writes (`severities:` in stylebook.yml) and ids read
    /// back from the build cache.
    public static func kind(_ id: String) -> DiagnosticKind? { byID[id] }
}
