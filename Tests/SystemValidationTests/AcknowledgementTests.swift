import GeneratorSupport
import StylebookKit
import SystemValidation
import Testing

struct AcknowledgementTests {
    static let confusable = Diagnostic(.contrastCVDConfusable, severity: .warning, "`color.state.danger` and `color.state.warning` are hard to tell apart",
                                       at: SourceLocation(path: "Colors.swift", line: 3), subjects: ["color.state.danger", "color.state.warning"])
    static let acknowledgement = Acknowledgement("contrast/cvd-confusable", tokens: ["color.state.danger", "color.state.warning"],
                                                 reason: "Every state carries an icon and a word.", file: "/pkg/System.swift", line: 12, column: 5)

    @Test func aCoveredWarningBecomesAnAcknowledgedNoteWithTheReason() throws {
        let result = [Self.acknowledgement].resolve([Self.confusable])
        let note = try #require(result.first)
        #expect(result.count == 1)
        #expect(note.severity == .note && note.isAcknowledged)
        #expect(note.id == "contrast/cvd-confusable")
        #expect(note.message.hasPrefix("acknowledged: `color.state.danger` and"))
        #expect(note.hint == "Every state carries an icon and a word. (acknowledged at /pkg/System.swift:12:5)")
        #expect(result.warningCount == 0)
        #expect(DiagnosticFormatter.counts(of: result) == "1 acknowledged")
    }

    @Test func theAcknowledgementLocationIsPrintedRelativeToTheRoot() {
        let note = [Self.acknowledgement].apply(to: [Self.confusable], root: "/pkg")
        #expect(note.first?.hint?.hasSuffix("(acknowledged at System.swift:12:5)") == true)
    }

    @Test func otherTokensOrIdsAreNotCovered() {
        var other = Self.confusable
        other.subjects = ["color.state.danger", "color.state.success"]
        let otherID = Diagnostic(.contrastCVDConfusable, severity: .warning, Self.confusable.message, subjects: Self.confusable.subjects)
        let otherAcknowledgement = Acknowledgement("contrast/other", tokens: Self.acknowledgement.tokens, reason: Self.acknowledgement.reason)
        let result = [Self.acknowledgement].apply(to: [other]) + [otherAcknowledgement].apply(to: [otherID])
        #expect(result.allSatisfy { $0.severity == .warning && !$0.isAcknowledged })
    }

    @Test func errorsAndSubjectlessWarningsAreNeverCovered() {
        let error = Self.confusable.reported(as: .error)
        var anonymous = Self.confusable
        anonymous.subjects = []
        let result = [Self.acknowledgement].apply(to: [error, anonymous])
        #expect(result.map(\.severity) == [.error, .warning])
    }

    @Test func anAcknowledgementThatMatchesNothingIsAWarningAtItsDeclaration() throws {
        let result = [Self.acknowledgement].resolve([])
        let warning = try #require(result.first)
        #expect(warning.severity == .warning)
        #expect(warning.id == "acknowledgement/unused")
        // In the catalogue, so the manual's reference lists it (it was missing from both).
        #expect(DiagnosticCatalogue.kind(warning.id)?.severity == .warning)
        #expect(warning.location == SourceLocation(path: "/pkg/System.swift", line: 12, column: 5))
        #expect(warning.message.contains("`color.state.danger`, `color.state.warning` matches no warning"))
    }

    @Test func anAcknowledgementWithoutAReasonCoversNothingAndSaysSo() {
        let blank = Acknowledgement("contrast/cvd-confusable", tokens: ["color.state.danger", "color.state.warning"], reason: "  ")
        let result = [blank].resolve([Self.confusable])
        #expect(result.map(\.id) == ["contrast/cvd-confusable", "acknowledgement/no-reason"])
        #expect(DiagnosticCatalogue.kind("acknowledgement/no-reason")?.severity == .warning)
        #expect(result.allSatisfy { $0.severity == .warning })
    }
}
