import ArgumentParser

/// The shared output options and the help epilogue for `stylebook contrast`, kept out of the
/// command's own file.
extension ContrastCommand: DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the ratio was measured"),
            (1, "the result could not be written"),
            CommandHelp.misuse,
        ],
        examples: [
            ("White text on an amber fill", "stylebook contrast '#FFFFFF' '#F59E0B'"),
            ("Text on a 12 % amber tint over a white surface", "stylebook contrast '#0F172A' '#F59E0B' --alpha 0.12 --over '#FFFFFF'"),
        ])
}
