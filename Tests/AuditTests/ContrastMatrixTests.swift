import StylebookKit
import Testing
@testable import Audit

@Suite struct ContrastMatrixTests {
    @Test func keepsExactlyThePairsThatFailAndAgreesWithContrastRatio() throws {
        let colors = ["#FFFFFF", "#F59E0B", "#0F172A", "#777777", "#DC2626"].compactMap { SRGBColor(hex: $0) }
        let matrix = ContrastMatrix(foregrounds: colors, backgrounds: colors)
        let (checked, failures) = matrix.failures(below: 4.5)
        #expect(checked == 25)
        var expected: [ContrastMatrix.Failure] = []
        for (i, a) in colors.enumerated() {
            for (j, b) in colors.enumerated() where !ContrastRatio(a, b).meets(4.5) {
                expected.append(.init(foreground: i, background: j, ratio: ContrastRatio(a, b)))
            }
        }
        #expect(failures == expected)
        // #777777 on white is 4.478: it fails, unrounded.
        #expect(failures.contains { $0.foreground == 3 && $0.background == 0 })
        // White on #DC2626 is 4.83: it passes.
        #expect(!failures.contains { $0.foreground == 0 && $0.background == 4 })
    }
}
