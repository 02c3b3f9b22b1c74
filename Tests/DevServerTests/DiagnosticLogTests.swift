import GeneratorSupport
import StylebookKit
import Testing
@testable import DevServer

struct DiagnosticLogTests {
    let warning = Diagnostic(.contrastCVDConfusable, severity: .warning, "hard to tell apart", at: SourceLocation(path: "Sources/Colors.swift", line: 3))
    let error = Diagnostic(.contentBrokenLink, "no such page", at: SourceLocation(path: "Content/index.md", line: 4))

    @Test func warningsPrintOnceErrorsEveryTime() {
        var log = DiagnosticLog()
        #expect(log.toPrint([warning]) == [warning])
        #expect(log.toPrint([warning]) == [])
        #expect(log.toPrint([warning, error]) == [error])
        #expect(log.toPrint([warning, error]) == [error])
        // Gone and back: worth saying again.
        #expect(log.toPrint([]) == [])
        #expect(log.toPrint([warning]) == [warning])
    }

    @Test func overlayShowsErrorsOnly() {
        let text = DiagnosticLog.overlayText([warning, error])
        #expect(text.contains("content/broken-link"))
        #expect(!text.contains("cvd-confusable"))
        #expect(text.hasSuffix("1 error"))
    }
}
