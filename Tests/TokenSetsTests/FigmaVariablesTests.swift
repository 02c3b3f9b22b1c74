import Audit
import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import TokenSets

/// Figma's local-variables response (`GET /v1/files/:key/variables/local`) read as tokens:
/// collections as sets and modifiers, aliases as references, scopes as types and roles.
@Suite struct FigmaVariablesTests {
    /// Primitives (one mode) and Semantic (Light/Dark) aliasing them. gray/50 is #FAFAFA,
    /// gray/900 #0F172A. ink and page have no role word (page is only a default surface's word),
    /// so their scopes alone make them text and a surface.
    static let response = ##"""
    {
      "status": 200,
      "error": false,
      "meta": {
        "variableCollections": {
          "VariableCollectionId:1:1": {"id": "VariableCollectionId:1:1", "name": "Primitives", "modes": [{"modeId": "1:0", "name": "Value"}],
            "defaultModeId": "1:0", "remote": false, "hiddenFromPublishing": false,
            "variableIds": ["VariableID:1:2", "VariableID:1:3", "VariableID:1:4", "VariableID:1:5", "VariableID:1:6", "VariableID:1:7", "VariableID:1:8", "VariableID:1:9", "VariableID:1:10"]},
          "VariableCollectionId:2:1": {"id": "VariableCollectionId:2:1", "name": "Semantic", "modes": [{"modeId": "2:0", "name": "Light"}, {"modeId": "2:1", "name": "Dark"}],
            "defaultModeId": "2:0", "remote": false, "hiddenFromPublishing": false,
            "variableIds": ["VariableID:2:2", "VariableID:2:3", "VariableID:2:4", "VariableID:2:5", "VariableID:2:6"]}
        },
        "variables": {
          "VariableID:1:2": {"id": "VariableID:1:2", "name": "gray/50", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
            "valuesByMode": {"1:0": {"r": 0.9803921568627451, "g": 0.9803921568627451, "b": 0.9803921568627451, "a": 1}},
            "scopes": ["ALL_SCOPES"], "description": "", "hiddenFromPublishing": true, "remote": false, "codeSyntax": {}},
          "VariableID:1:3": {"id": "VariableID:1:3", "name": "gray/900", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
            "valuesByMode": {"1:0": {"r": 0.058823529411764705, "g": 0.09019607843137255, "b": 0.16470588235294117, "a": 1}},
            "scopes": ["ALL_SCOPES"], "description": "Near black.", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:1:4": {"id": "VariableID:1:4", "name": "radius/md", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "FLOAT",
            "valuesByMode": {"1:0": 8}, "scopes": ["CORNER_RADIUS"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:1:5": {"id": "VariableID:1:5", "name": "font/body", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "STRING",
            "valuesByMode": {"1:0": "Inter"}, "scopes": ["FONT_FAMILY"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:1:6": {"id": "VariableID:1:6", "name": "flags/beta", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "BOOLEAN",
            "valuesByMode": {"1:0": true}, "scopes": ["ALL_SCOPES"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:1:7": {"id": "VariableID:1:7", "name": "copy/title", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "STRING",
            "valuesByMode": {"1:0": "Welcome"}, "scopes": ["TEXT_CONTENT"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:1:8": {"id": "VariableID:1:8", "name": "space/4", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "FLOAT",
            "valuesByMode": {"1:0": 16}, "scopes": ["ALL_SCOPES"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:1:9": {"id": "VariableID:1:9", "name": "blue/1.5", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR",
            "valuesByMode": {"1:0": {"r": 0, "g": 0.4, "b": 1, "a": 0.5}}, "scopes": ["STROKE_COLOR"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:1:10": {"id": "VariableID:1:10", "name": "opacity/disabled", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "FLOAT",
            "valuesByMode": {"1:0": 40}, "scopes": ["OPACITY"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:2:2": {"id": "VariableID:2:2", "name": "ink/primary", "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR",
            "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}},
            "scopes": ["TEXT_FILL"], "description": "Body text.", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {"WEB": "var(--ink)"}},
          "VariableID:2:3": {"id": "VariableID:2:3", "name": "page/default", "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR",
            "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}},
            "scopes": ["FRAME_FILL", "SHAPE_FILL"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:2:4": {"id": "VariableID:2:4", "name": "flags/dense", "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "BOOLEAN",
            "valuesByMode": {"2:0": false, "2:1": true}, "scopes": ["ALL_SCOPES"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:2:5": {"id": "VariableID:2:5", "name": "link/remote", "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR",
            "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:9:9"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}},
            "scopes": ["TEXT_FILL"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}},
          "VariableID:2:6": {"id": "VariableID:2:6", "name": "gap/card", "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "FLOAT",
            "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:8"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:8"}},
            "scopes": ["GAP"], "description": "", "hiddenFromPublishing": false, "remote": false, "codeSyntax": {}}
        }
      }
    }
    """##

    let folder: URL
    let path: String

    init() throws {
        folder = try Fixtures.scratch(["figma-variables.json": Self.response])
        path = folder.appendingPathComponent("figma-variables.json").path
    }

    /// 1-based line and column where `text` starts in the response.
    static func position(of text: String) -> (line: Int, column: Int) {
        let lines = response.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: text) { return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1) }
        }
        return (0, 0)
    }

    @Test func isDetectedAndCollectionsBecomeASetAndAModifier() throws {
        let (source, diagnostics) = TokenSource.load(path: path)
        let loaded = try #require(source, "\(diagnostics)")
        #expect(loaded.modifiers.map(\.name) == ["Semantic"])
        #expect(loaded.modifiers.first?.contexts == ["Light", "Dark"] && loaded.modifiers.first?.defaultContext == "Light")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
    }

    @Test func modesBecomeTheAppearanceAxis() throws {
        let (imported, diagnostics) = TokenSetSystem.loadImported(path: path)
        let system = try #require(imported?.system, "\(diagnostics)")
        #expect(system.axes.map(\.name) == ["appearance"])
        #expect(system.axes.first?.contexts == ["light", "dark"])
        #expect(imported?.modeSources.map { $0.contexts.map(\.context) } == [["Light"], ["Dark"]])
        #expect(!diagnostics.contains { $0.id == "import/no-mode-modifier" }, "\(diagnostics)")
        // Each mode follows its own alias into the one-mode collection.
        for (mode, ink, page) in [("light", "#0F172A", "#FAFAFA"), ("dark", "#FAFAFA", "#0F172A")] {
            let found = try #require(system.modes.first { $0.name == mode })
            #expect(system.resolvedColor("ink.primary", mode: found)?.hex == ink)
            #expect(system.resolvedColor("page.default", mode: found)?.hex == page)
        }
        #expect(system.token("ink.primary")?.description == "Body text.")
        #expect(system.token("radius.md")?.value == .dimension(8))
        // space/4 says nothing itself; gap/card, scoped GAP, aliases it, so it is a length too.
        #expect(system.token("space.4")?.value == .dimension(16))
        #expect(system.token("gap.card")?.value == .dimension(16))
    }

    @Test func aliasesAcrossCollectionsResolvePerMode() throws {
        let source = try #require(TokenSource.load(path: path).source)
        let light = source.resolve(["Semantic": "Light"]).tokens
        let dark = source.resolve(["semantic": "dark"]).tokens
        #expect(light.color("ink.primary") == "#0F172A" && dark.color("ink.primary") == "#FAFAFA")
        #expect(light.token("ink.primary")?.alias == "gray.900" && dark.token("ink.primary")?.alias == "gray.50")
        #expect(light.color("blue.1-5") == "#0066FF80")
        #expect(light.value("font.body") == .fontFamily(["Inter"]))
        // Figma's opacity is a percentage.
        #expect(light.value("opacity.disabled") == .number(0.4))
        // A variable hidden from publishing is read.
        #expect(light.token("gray.50") != nil)
    }

    @Test func scopesGiveRoles() throws {
        let source = try #require(TokenSource.load(path: path).source)
        #expect(source.roles.role(for: "ink.primary") == .text)
        #expect(source.roles.role(for: "page.default") == .surface)
        #expect(source.roles.role(for: "blue.1-5") == .border)
        #expect(source.roles.role(for: "gray.50") == nil, "ALL_SCOPES leaves the role to the name")
        let system = try #require(TokenSetSystem.load(path: path).system)
        guard case .color(_, let role)? = system.token("ink.primary")?.value else { Issue.record("ink.primary is no colour"); return }
        #expect(role == .text)
        // Each role says which rule gave it, for the contrast page.
        #expect(system.token("ink.primary")?.roleOrigin == .figmaScopes(["TEXT_FILL"]))
        #expect(system.token("gray.50")?.roleOrigin == .fallback)
    }

    @Test func stringsAndBooleansAreReportedOnceWithACount() throws {
        let diagnostics = TokenSource.load(path: path).diagnostics
        let unsupported = diagnostics.filter { $0.id == "import/figma-unsupported-variable" }
        #expect(unsupported.count == 1, "\(diagnostics)")
        #expect(unsupported.first?.message == "3 boolean or string variable(s) left out: Stylebook has no such tokens (first: 'flags/beta', a BOOLEAN)")
        let first = Self.position(of: #""1:0": true"#)
        #expect(unsupported.first?.location?.line == first.line && unsupported.first?.location?.column == first.column + 7)
        #expect(unsupported.first?.severity == .warning)
    }

    @Test func anUnknownAliasIsAWarningAtItsValueAndTheVariableIsLeftOut() throws {
        let (source, diagnostics) = TokenSource.load(path: path)
        let unknown = diagnostics.filter { $0.id == "import/figma-unknown-alias" }
        #expect(unknown.count == 1)
        let at = Self.position(of: #"{"type": "VARIABLE_ALIAS", "id": "VariableID:9:9"}"#)
        #expect(unknown.first?.location?.path == path)
        #expect(unknown.first?.location?.line == at.line && unknown.first?.location?.column == at.column)
        #expect(unknown.first?.message.contains("'VariableID:9:9'") == true)
        #expect(source?.resolve(["Semantic": "Dark"]).tokens.token("link.remote") == nil)
    }

    @Test func namesWithDotsAreRenamedOnce() {
        let renamed = TokenSource.load(path: path).diagnostics.filter { $0.id == "import/figma-name-changed" }
        #expect(renamed.map(\.message) == ["1 variable name(s) contain '{', '}' or '.', which a token path cannot hold; each is read as '-' (first: 'blue/1.5' is 'blue.1-5')"])
    }

    @Test func theAuditFindsTextOnSurfaceWithoutAPairsFile() {
        let prepared = TokenSetAudit(path: path).prepare()
        let pairs = Set(prepared.audit?.pairs().map { "\($0.declaration.label) {\($0.rule ?? $0.origin.rawValue)}" } ?? [])
        #expect(pairs.contains("ink.primary on page.default {default surface}"), "\(pairs)")
        let report = prepared.run()
        let checks = report.audit.checks.filter { $0.declaration.label == "ink.primary on page.default" }
        #expect(Set(checks.map(\.context)) == ["Light", "Dark"] || Set(checks.map(\.context)) == ["light", "dark"], "\(checks.map(\.context))")
        #expect(checks.allSatisfy { $0.outcome == .pass })
    }

    @Test func theSameNameInTwoCollectionsPutsEachUnderItsCollection() throws {
        let text = ##"""
        {"variableCollections": {
           "C:1": {"id": "C:1", "name": "Brand A", "modes": [{"modeId": "1:0", "name": "Mode 1"}], "defaultModeId": "1:0"},
           "C:2": {"id": "C:2", "name": "Brand B", "modes": [{"modeId": "2:0", "name": "Mode 1"}], "defaultModeId": "2:0"}},
         "variables": {
           "V:1": {"id": "V:1", "name": "color/accent", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 1, "g": 0, "b": 0, "a": 1}}, "scopes": ["ALL_SCOPES"]},
           "V:2": {"id": "V:2", "name": "color/accent", "variableCollectionId": "C:2", "resolvedType": "COLOR", "valuesByMode": {"2:0": {"r": 0, "g": 0, "b": 1, "a": 1}}, "scopes": ["ALL_SCOPES"]},
           "V:3": {"id": "V:3", "name": "color/link", "variableCollectionId": "C:2", "resolvedType": "COLOR", "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}}, "scopes": ["ALL_SCOPES"]}}}
        """##
        let scratch = try Fixtures.scratch(["vars.json": text])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (source, diagnostics) = TokenSource.load(path: scratch.appendingPathComponent("vars.json").path)
        let tokens = try #require(source).resolve().tokens
        #expect(tokens.color("Brand A.color.accent") == "#FF0000" && tokens.color("Brand B.color.accent") == "#0000FF")
        #expect(tokens.token("Brand B.color.link")?.alias == "Brand A.color.accent")
        #expect(diagnostics.map(\.id) == ["import/figma-collections-prefixed"], "\(diagnostics)")
        #expect(diagnostics.first?.severity == .note)
    }

    @Test func anErrorResponseIsAnErrorQuotingItsMessage() throws {
        let scratch = try Fixtures.scratch(["error.json": #"{"status": 403, "err": "Invalid token"}"#,
                                            "error2.json": #"{"status": 404, "error": true, "message": "Not found"}"#])
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (name, message) in [("error.json", "(status 403), not variables: \"Invalid token\""), ("error2.json", "(status 404), not variables: \"Not found\"")] {
            let (source, diagnostics) = TokenSource.load(path: scratch.appendingPathComponent(name).path)
            #expect(source == nil)
            #expect(diagnostics.map(\.id) == ["import/figma-error-response"])
            #expect(diagnostics.first?.message.hasSuffix(message) == true, "\(diagnostics)")
            #expect(diagnostics.first?.severity == .error)
        }
    }
}
