import Foundation
import Testing

struct ContrastCommandTests {
    @Test func whiteOnAmberIs214AndFailsAAWithExitOne() throws {
        let output = try StylebookProcess.run(["contrast", "#FFFFFF", "#F59E0B"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Contrast 2.14:1"))
        #expect(output.stdout.contains("AA   text        4.5:1  fail"))
        #expect(output.stdout.contains("AA   large text  3:1    fail"))
        #expect(output.stdout.contains("AAA  text        7:1    fail"))
        #expect(output.stdout.contains("Fails AA text 4.5:1"))
        #expect(output.stdout.contains("Nearest foreground passing AA text: #"))
    }

    @Test func translucentBackgroundIsCompositedOverTheSurface() throws {
        let output = try StylebookProcess.run(["contrast", "#0F172A", "#F59E0B", "--alpha", "0.12", "--over", "#FFFFFF"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("exact (253.80, 243.36, 225.72), 8-bit #FEF3E2"))
        #expect(output.stdout.contains("Contrast 16.26:1"))
        #expect(output.stdout.contains("AAA  text        7:1    pass"))
        #expect(output.stdout.contains("Passes AA text 4.5:1"))
    }

    /// Half-transparent black over an amber tint on white: the foreground's alpha counts too.
    @Test func translucentForegroundIsCompositedOverTheCompositedBackground() throws {
        let output = try StylebookProcess.run(["contrast", "#00000080", "#F59E0B1F", "--over", "#FFFFFF", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["compositedBackground"] as? String == "#FEF3E1")
        // #000000 at 50 % over #FEF3E1 is #7F7970, not black.
        #expect(object["compositedForeground"] as? String == "#7F7970")
        #expect(object["ratioDisplay"] as? String == "3.92:1")
        #expect(output.status == 1)
    }

    @Test(arguments: [
        ["white", "black"], ["rgb(255 255 255)", "#000"], ["hsl(0 0% 100%)", "rgba(0, 0, 0, 1)"],
        ["oklch(1 0 0)", "color(srgb 0 0 0)"], ["#FFFFFFFF", "oklab(0% 0 0)"],
    ])
    func everyColourSyntaxTheTokenReaderAcceptsIsRead(pair: [String]) throws {
        let output = try StylebookProcess.run(["contrast"] + pair)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Contrast 21.00:1"))
    }

    @Test func levelAndKindChooseTheRequirementThatDecidesTheExitStatus() throws {
        // #767676 on white is 4.54:1: AA text passes, AAA text fails, AAA large text passes.
        #expect(try StylebookProcess.run(["contrast", "#767676", "white"]).status == 0)
        let aaa = try StylebookProcess.run(["contrast", "#767676", "white", "--level", "aaa"])
        #expect(aaa.status == 1)
        #expect(aaa.stdout.contains("Fails AAA text 7:1"))
        let large = try StylebookProcess.run(["contrast", "#767676", "white", "--level", "aaa", "--kind", "large-text"])
        #expect(large.status == 0)
        #expect(large.stdout.contains("Passes AAA large text 4.5:1"))
        #expect(try StylebookProcess.run(["contrast", "#949494", "white", "--kind", "non-text"]).status == 0)
    }

    @Test func jsonCarriesTheVerdictAndEveryLevel() throws {
        let output = try StylebookProcess.run(["contrast", "#FFFFFF", "#F59E0B", "--format", "json"])
        #expect(output.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let requirement = try #require(object["requirement"] as? [String: Any])
        #expect(requirement["pass"] as? Bool == false)
        #expect(requirement["minimum"] as? Double == 4.5)
        #expect((object["levels"] as? [Any])?.count == 5)
        #expect((object["suggestion"] as? [String: Any])?["hex"] as? String != nil)
    }

    @Test(arguments: [["contrast", "#GGGGGG", "#FFFFFF"], ["contrast", "#FFF", "whiteish"], ["contrast", "#FFF", "#000", "--alpha", "1.5"],
                      ["contrast", "#FFF"], ["contrast", "#FFF", "#000", "--kind", "huge"], ["contrast", "#FFF", "#000", "--format", "xml"]])
    func badInputExitsTwo(arguments: [String]) throws {
        let output = try StylebookProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
    }
}
