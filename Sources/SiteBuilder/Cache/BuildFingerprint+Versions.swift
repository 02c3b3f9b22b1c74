import Foundation
import SystemDiff

extension BuildFingerprint {
    /// What the versions before this one put into pages' bodies: the changes report (the
    /// changes page and any page's `changes` block) and the token history (the tokens pages'
    /// badges). Neither is in the generated Markdown, which holds only the directive. The
    /// report is compared rather than the base system: equal reports render equal pages. nil
    /// when there are neither, so a site of one version keeps its fingerprint.
    static func versionHistoryLine(_ outputs: DesignSystemOutputs?) -> String? {
        guard let outputs, outputs.changes != nil || outputs.tokenHistory != nil else { return nil }
        var hash = FNV1a()
        if let report = outputs.changes {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            // Encoding a report of strings, numbers and lists cannot fail; an empty hash would only cost a full build.
            let bytes = (try? encoder.encode(report)) ?? Data()
            bytes.withUnsafeBytes { hash.add($0) }
        }
        return "version history \(String(hash.value, radix: 16)) \(outputs.tokenHistory?.fingerprint ?? "-")\n"
    }
}
