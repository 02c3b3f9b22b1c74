import Testing

struct ContrastCommandTests {
    @Test func whiteOnAmberIs214AndFailsAA() throws {
        let output = try StylebookProcess.run(["contrast", "#FFFFFF", "#F59E0B"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Contrast 2.14:1"))
        #expect(output.stdout.contains("AA   text        4.5:1  fail"))
        #expect(output.stdout.contains("AA   large text  3:1    fail"))
        #expect(output.stdout.contains("AAA  text        7:1    fail"))
        #expect(output.stdout.contains("Nearest foreground passing AA text: #"))
    }

    @Test func translucentBackgroundIsCompositedOverTheSurface() throws {
        let output = try StylebookProcess.run(["contrast", "#0F172A", "#F59E0B", "--alpha", "0.12", "--over", "#FFFFFF"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("exact (253.80, 243.36, 225.72), 8-bit #FEF3E2"))
        #expect(output.stdout.contains("Contrast 16.26:1"))
        #expect(output.stdout.contains("AAA  text        7:1    pass"))
    }

    @Test(arguments: [["contrast", "#GGGGGG", "#FFFFFF"], ["contrast", "#FFF", "white"], ["contrast", "#FFF", "#000", "--alpha", "1.5"], ["contrast", "#FFF"]])
    func badInputExitsTwo(arguments: [String]) throws {
        let output = try StylebookProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
    }
}
