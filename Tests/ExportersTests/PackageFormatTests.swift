import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import Exporters

/// A team's own formats as the build runs them: settings of their own, checked; failures and
/// stray paths named by format; the request and answer that carry them across processes.
@Suite struct PackageFormatTests {
    struct Palette: TokenExporter {
        let id = "palette"
        let summary = "A plain list of colours"
        var options: [ExportOption] {
            [ExportOption("title", .text, "The first line."), ExportOption("uppercase", .flag, "Hex digits in capitals.")]
        }

        func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] {
            let title = settings.option("title", of: id)?.text ?? system.name
            let upper = settings.option("uppercase", of: id)?.flag ?? false
            let lines = system.sortedTokens.filter { $0.kind == .color }.map { token in
                let hex = (try? system.exportColor(token, system.modes[0]).hex) ?? "?"
                return "\(token.path) \(upper ? hex.uppercased() : hex)"
            }
            return [ExportedFile(path: "palette/colors.txt", text: ([title] + lines).joined(separator: "\n") + "\n")]
        }
    }

    struct Stray: TokenExporter {
        let id = "stray"
        let summary = "Writes where it should not"
        let path: String
        func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] {
            [ExportedFile(path: path, text: "x")]
        }
    }

    struct Thrower: TokenExporter {
        struct Broken: Error, CustomStringConvertible { var description: String { "no template for shadows" } }
        let id = "thrower"
        let summary = "Always fails"
        func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] { throw Broken() }
    }

    static let system = DesignSystem(name: "Acme", tokens: [
        .color("color.text.primary", "#1a1a1a", role: .text, "Body text."),
        .color("color.background.page", "#ffffff", role: .surface, "The page."),
    ])

    @Test func aFormatReadsItsOwnSettings() throws {
        var settings = ExportSettings()
        settings.formatOptions["palette"] = ["title": .text("Acme colours"), "uppercase": .flag(true)]
        let result = try TokenExport.run(Self.system, settings: settings, exporters: [Palette()])
        #expect(result.files.map { $0.text } == ["Acme colours\ncolor.background.page #FFFFFF\ncolor.text.primary #1A1A1A\n"])
    }

    @Test func unknownSectionsSettingsAndWrongKindsAreProblemsAtTheirField() {
        var settings = ExportSettings()
        settings.formatOptions = [
            "palete": ["title": .text("x")],
            "palette": ["titel": .text("x"), "uppercase": .text("yes")],
            "css": ["prefix": .text("acme")],
        ]
        let registry = ExporterRegistry.standard.adding(Palette())
        let problems = settings.problems(registry: registry)
        #expect(problems.map(\.field) == ["css.prefix", "palete", "palette.titel", "palette.uppercase"])
        #expect(problems[0].hint.contains("'css' reads no settings of its own"))
        #expect(problems[1].message == "`exports.palete` names no export format" && problems[1].hint.hasSuffix("did you mean 'palette'?"))
        #expect(problems[2].message == "format 'palette' has no setting 'titel'" && problems[2].hint.hasSuffix("did you mean 'title'?"))
        #expect(problems[3].message == "`exports.palette.uppercase` must be `true` or `false`")
        // Any scalar is text; one text is a list of one.
        #expect(ExportOptionValue.number(2).fits(.text) && ExportOptionValue.number(2).text == "2")
        #expect(ExportOptionValue.text("a").fits(.list) && !ExportOptionValue.list(["a"]).fits(.text))
    }

    @Test(arguments: ["elsewhere/colors.txt", "stray/../css/tokens.css", "stray", "stray//x", "/etc/passwd", "stray/./x"])
    func aFileOutsideTheFormatsFolderIsAnErrorNamingTheFormat(path: String) {
        #expect(throws: DiagnosticsError.self) { try TokenExport.run(Self.system, exporters: [Stray(path: path), Palette()]) }
        do {
            _ = try TokenExport.run(Self.system, exporters: [Stray(path: path)])
        } catch let error as DiagnosticsError {
            #expect(error.diagnostics.map(\.id) == ["exports/format-failed"])
            #expect(error.diagnostics[0].message == "format 'stray' wrote '\(path)', outside its folder stray/")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect((try? TokenExport.run(Self.system, exporters: [Stray(path: "stray/deep/x.txt")]))?.files.count == 1)
    }

    @Test func aFormatThatThrowsIsAnErrorNamingTheFormat() {
        do {
            _ = try TokenExport.run(Self.system, exporters: [Palette(), Thrower()])
            Issue.record("expected an error")
        } catch let error as DiagnosticsError {
            #expect(error.diagnostics.map(\.message) == ["format 'thrower' failed: no template for shadows"])
            #expect(error.diagnostics[0].id == "exports/format-failed")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func theExecutablesAnswerCarriesTheSameFilesAsARunInProcess() throws {
        var settings = ExportSettings(cssPrefix: "acme")
        settings.formatOptions["palette"] = ["uppercase": .flag(true)]
        let request = FileManager.default.temporaryDirectory.appendingPathComponent("format-request-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: request) }
        try FormatRun.encode(FormatRun.Request(format: "palette", system: Self.system, settings: settings)).write(to: request)

        let answer = try FormatRun.answer(["--export", "palette", "--request", request.path], formats: [Thrower(), Palette()])
        let response = try JSONDecoder().decode(FormatRun.Response.self, from: answer)
        #expect(response.errors.isEmpty)
        #expect(response.exportedFiles == (try Palette().files(for: Self.system, settings: settings)))

        let failed = try JSONDecoder().decode(FormatRun.Response.self,
                                              from: FormatRun.answer(["--export", "thrower", "--request", request.path], formats: [Thrower()]))
        #expect(failed.files.isEmpty)
        #expect(failed.errors.map { $0.diagnostic(format: "thrower").message } == ["format 'thrower' failed: no template for shadows"])
        #expect(throws: FormatRunError.self) { try FormatRun.answer(["--export", "nope", "--request", request.path], formats: [Palette()]) }
    }

    @Test func settingsSurviveTheRequestFile() throws {
        var settings = ExportSettings(formats: ["css", "palette"], cssPrefix: "acme", cssUnit: .px, cssLightDark: true, iosModule: "AcmeKit")
        settings.formatOptions["palette"] = ["title": .text("T"), "uppercase": .flag(false), "size": .number(1.5), "modes": .list(["a", "b"])]
        let data = try FormatRun.encode(FormatRun.Request(format: "palette", system: Self.system, settings: settings))
        let decoded = try JSONDecoder().decode(FormatRun.Request.self, from: data)
        #expect(decoded.settings == settings)
        #expect(decoded.system.tokens.map { $0.path } == Self.system.tokens.map { $0.path })
    }
}
