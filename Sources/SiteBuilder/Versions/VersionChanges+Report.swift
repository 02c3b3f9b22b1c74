import Audit
import GeneratorSupport
import StylebookKit
import SystemDiff

extension VersionChanges {
    /// `stylebook diff`'s report from the version before to this build's `head`, with the pairs
    /// and levels each side's own build checks: the policy's levels are this build's
    /// `contrast.levels`, so they go to the head alone and the base keeps its own.
    func report(head: DesignSystem, policy: ContrastPolicy, roleMatrix: Diagnostic.Severity?) -> DiffReport {
        let sources = ContrastAudit.designSystemSources(matrix: roleMatrix)
        return SystemDiff(
            base: DiffSide(label: baseLabel, system: base, pairSources: sources, contrastLevels: baseContrastLevels),
            head: DiffSide(label: label, system: head, pairSources: sources, contrastLevels: policy.levels),
            policy: policy.with(levels: [])
        ).run()
    }
}
