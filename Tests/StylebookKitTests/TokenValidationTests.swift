import GeneratorSupport
import SystemValidation
import Testing
@testable import StylebookKit

/// Each rule is checked against a token declared in this file, so the expected location is
/// this file and the line read with `#line` on the same line as the declaration.
@Suite struct TokenValidationTests {
    private let white = Token.color("color.palette.white", "#FFFFFF", role: .palette, "White.")

    private func diagnostics(_ tokens: [Token]) -> [Diagnostic] {
        DesignSystem(name: "Fixture", tokens: [white] + tokens).validate()
    }

    private func expectSingle(_ found: [Diagnostic], id: String, line: Int) {
        #expect(found.count == 1, "\(found)")
        guard let diagnostic = found.first else { return }
        #expect(diagnostic.id == id)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path == #filePath)
        #expect(diagnostic.location?.line == line)
        #expect(diagnostic.hint != nil)
    }

    @Test func validSystemHasNoDiagnostics() {
        let tokens: [Token] = [
            .color("color.text.primary", light: "#0F172A", dark: "{color.palette.white}", role: .text, "Body text."),
            .dimension("spacing.md", 16, "Default gap."),
            .opacity("opacity.pending", 0.5, "Pending items."),
            .typography("typography.body", Typography(family: ["system-ui"], size: 17, weight: 400, lineHeight: 22), "Body."),
            .motion("motion.standard", Motion(duration: 300, easing: .easeInOut), "Default transition."),
        ]
        #expect(diagnostics(tokens).isEmpty)
    }

    @Test func duplicateNameIsReportedAtTheSecondDeclaration() {
        let first = Token.dimension("spacing.md", 16, "Default gap.")
        let second = Token.dimension("spacing.md", 12, "Again."); let line = #line
        expectSingle(diagnostics([first, second]), id: "tokens/duplicate-name", line: line)
    }

    @Test func malformedHexIsReported() {
        let token = Token.color("color.state.danger", light: "#GG0000", dark: "#F87171", role: .fill, "Danger."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/malformed-hex", line: line)
    }

    @Test(arguments: ["#12", "#12345", "#1234567", "red", "", "#ABCDEFGH", "#１２３"])
    func everyMalformedSpellingIsReported(text: String) {
        let token = Token.color("color.x", light: ColorValue(parsing: text), dark: "#000000", role: .fill, "X."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/malformed-hex", line: line)
    }

    @Test func unknownAliasIsReported() {
        let token = Token.color("color.text.on-danger", "{color.palette.snow}", role: .text, "On danger."); let line = #line
        let found = diagnostics([token])
        // One value for every mode refers to the missing token: one finding, at its line.
        #expect(found.map(\.id) == ["tokens/unknown-alias"])
        #expect(found.allSatisfy { $0.location?.line == line && $0.location?.path == #filePath })
    }

    @Test func aliasToANonColourTokenIsReported() {
        let size = Token.dimension("spacing.md", 16, "Gap.")
        let token = Token.color("color.text.odd", light: "{spacing.md}", dark: "#000000", role: .text, "Odd."); let line = #line
        expectSingle(diagnostics([size, token]), id: "tokens/alias-type-mismatch", line: line)
    }

    @Test func aliasCycleIsReportedOnEveryMember() {
        let a = Token.color("color.a", light: "{color.b}", dark: "#000000", role: .fill, "A."); let lineA = #line
        let b = Token.color("color.b", light: "{color.a}", dark: "#000000", role: .fill, "B."); let lineB = #line
        let c = Token.color("color.c", light: "{color.a}", dark: "#000000", role: .fill, "Leads into the cycle.")
        let found = diagnostics([a, b, c])
        #expect(found.map(\.id) == ["tokens/alias-cycle", "tokens/alias-cycle"])
        #expect(found.map { $0.location?.line } == [lineA, lineB])
        #expect(found.first?.message.contains("color.a -> color.b -> color.a") == true)
        let system = DesignSystem(name: "Fixture", tokens: [a, b, c])
        #expect(system.resolvedColor("color.c", mode: .light) == nil)
        #expect(system.resolvedColor("color.c", mode: .dark) == SRGBColor(hex: "#000000"))
    }

    @Test func selfAliasIsACycle() {
        let token = Token.color("color.loop", "{color.loop}", role: .fill, "Loop."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/alias-cycle", line: line)
    }

    @Test(arguments: [-0.01, 1.01, 12, Double.nan])
    func opacityOutsideZeroToOneIsReported(value: Double) {
        let token = Token.opacity("opacity.tint", value, "Tint."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/opacity-out-of-range", line: line)
    }

    @Test func opacityBoundsAreAllowed() {
        #expect(diagnostics([.opacity("opacity.none", 0, "None."), .opacity("opacity.full", 1, "Full.")]).isEmpty)
    }

    @Test func negativeDimensionsAreKeptButNotNaN() {
        // Valid DTCG, and used: a focus ring's inward offset, a negative margin.
        #expect(diagnostics([.dimension("outline.focus.offset", -2, "Inward.")]).isEmpty)
        let token = Token.dimension("radius.md", .nan, "Radius."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/negative-size", line: line)
    }

    @Test func negativeTypographySizeIsReported() {
        let style = Typography(family: ["system-ui"], size: -17, weight: 400, lineHeight: 22, letterSpacing: -0.4)
        let token = Token.typography("typography.body", style, "Body."); let line = #line
        // Negative letter spacing is fine (tight tracking); a negative size is not.
        expectSingle(diagnostics([token]), id: "tokens/negative-size", line: line)
    }

    @Test func negativeDurationIsReported() {
        let token = Token.motion("motion.fast", Motion(duration: -150, easing: .easeOut), "Fast."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/negative-size", line: line)
    }

    @Test func fontWeightOutsideTheCSSRangeIsReported() {
        let style = Typography(family: ["system-ui"], size: 17, weight: 950, lineHeight: 22)
        let token = Token.typography("typography.heavy", style, "Heavy."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/invalid-font-weight", line: line)
    }

    @Test func easingWithXOutsideZeroToOneIsReported() {
        let token = Token.motion("motion.odd", Motion(duration: 200, easing: CubicBezier(1.2, 0, 0.5, 1)), "Odd."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/invalid-easing", line: line)
    }

    @Test(arguments: [
        Icon(name: "close", sfSymbol: "", materialSymbol: "close", svg: "<svg viewBox=\"0 0 24 24\"></svg>"),
        Icon(name: "close", sfSymbol: "xmark", materialSymbol: " ", svg: "<svg viewBox=\"0 0 24 24\"></svg>"),
        Icon(name: "close", sfSymbol: "xmark", materialSymbol: "close", svg: "<path d=\"M6 6l12 12\"/>"),
    ])
    func incompleteIconIsReported(icon: Icon) {
        let token = Token.icon("icon.close", icon, "Dismiss."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/invalid-icon", line: line)
    }

    @Test func tokenNestedUnderAnotherTokenIsReported() {
        let parent = Token.dimension("spacing", 8, "Base.")
        let child = Token.dimension("spacing.md", 16, "Gap."); let line = #line
        expectSingle(diagnostics([parent, child]), id: "tokens/path-conflict", line: line)
    }

    @Test(arguments: ["color..x", "color.$type", "color.{x}", ""])
    func invalidNamesAreReported(name: String) {
        let token = Token.dimension(TokenPath(name), 1, "Odd."); let line = #line
        expectSingle(diagnostics([token]), id: "tokens/invalid-name", line: line)
    }

    @Test func diagnosticsPrintWithTheDeclarationLine() {
        let token = Token.opacity("opacity.tint", 2, "Tint."); let line = #line
        let text = DiagnosticFormatter.line(for: diagnostics([token])[0])
        #expect(text.hasPrefix("\(#filePath):\(line):"))
        #expect(text.hasSuffix("[tokens/opacity-out-of-range]"))
    }
}
