import Foundation
import GeneratorSupport
import StylebookKit

extension Acknowledgement {
    /// Only warnings: an error is acknowledged by fixing it, or for a contrast pair by an exemption.
    public func covers(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity == .warning, diagnostic.id == id, !diagnostic.subjects.isEmpty,
              !reason.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
        let listed = Set(tokens.map(\.dotted))
        return diagnostic.subjects.allSatisfy(listed.contains)
    }
}

extension Array where Element == Acknowledgement {
    /// The diagnostics with every covered warning turned into an acknowledged note.
    public func apply(to diagnostics: [Diagnostic], root: String = SourceLocation.workingDirectory) -> [Diagnostic] {
        guard !isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let acknowledgement = first(where: { $0.covers(diagnostic) }) else { return diagnostic }
            var note = diagnostic.reported(as: .note)
            note.isAcknowledged = true
            note.message = "acknowledged: " + diagnostic.message
            note.hint = "\(acknowledgement.reason) (acknowledged at \(acknowledgement.location.relative(to: root)))"
            return note
        }
    }

    /// A warning for each acknowledgement that covers none of `diagnostics` (or gives no reason).
    public func unused(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        compactMap { acknowledgement in
            let names = acknowledgement.tokens.map { "`\($0)`" }.joined(separator: ", ")
            if acknowledgement.reason.trimmingCharacters(in: .whitespaces).isEmpty {
                return Diagnostic(.acknowledgementNoReason, "the acknowledgement of \(acknowledgement.id) for \(names) gives no reason",
                                at: acknowledgement.location, hint: "say why the warning is acceptable, e.g. how the states are told apart without colour")
            }
            guard !diagnostics.contains(where: acknowledgement.covers) else { return nil }
            return Diagnostic(.acknowledgementUnused, "the acknowledgement of \(acknowledgement.id) for \(names) matches no warning",
                            at: acknowledgement.location, hint: "remove it: the warning it acknowledged is gone, or names other tokens")
        }
    }

    /// `apply` and `unused` together, for a list that holds every design-system diagnostic.
    public func resolve(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        apply(to: diagnostics) + unused(in: diagnostics)
    }
}
