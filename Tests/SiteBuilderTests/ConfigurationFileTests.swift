import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

@Suite("stylebook.yml")
struct ConfigurationFileTests {
    private func load(_ yaml: String) throws -> Result<SiteConfiguration, DiagnosticsError> {
        let site = try TestSite(["stylebook.yml": yaml], templates: [:])
        defer { site.remove() }
        return ConfigurationFile.load(in: site.root)
    }

    private func problems(_ yaml: String) throws -> [String] {
        guard case .failure(let error) = try load(yaml) else { return [] }
        return error.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.id) \($0.message)" }
    }

    @Test func everyKeyIsRead() throws {
        let result = try load("""
            name: Acme Design
            logo: brand/logo.svg
            baseURL: https://design.acme.example/
            language: de-CH
            footer: "© Acme"
            repository:
              url: https://github.com/acme/design
              branch: trunk
              directory: docs-package
            nav:
              - text: GitHub
                url: https://github.com/acme/design
            content: docs
            sidebar:
              sections: 50
            exports:
              cssPrefix: acme
              iosModule: AcmeTokens
              composePackage: com.acme.design
              androidPrefix: acme
              formats: [css, ios]
              cssUnit: px
              cssBaseSize: 10
              cssLightDark: true
            """)
        let configuration = try result.get()
        #expect(configuration.name == "Acme Design")
        #expect(configuration.logo == "brand/logo.svg")
        #expect(configuration.baseURL == "https://design.acme.example/")
        #expect(configuration.language == "de-CH")
        #expect(configuration.footer == "© Acme")
        #expect(configuration.nav == [.init(text: "GitHub", url: "https://github.com/acme/design")])
        #expect(configuration.content == "docs")
        #expect(configuration.sidebarSections == 50)
        #expect(configuration.exports.cssPrefix == "acme")
        #expect(configuration.exports.iosModule == "AcmeTokens")
        #expect(configuration.exports.composePackage == "com.acme.design")
        #expect(configuration.exports.androidPrefix == "acme")
        #expect(configuration.exports.formats == ["css", "ios"])
        #expect(configuration.exports.cssUnit == .px)
        #expect(configuration.exports.cssBaseSize == 10)
        #expect(configuration.exports.cssLightDark)
        #expect(configuration.exportProblems(registry: .standard).isEmpty)
        #expect(configuration.repository?.editURL(forPackagePath: "Content/a.md")
                == "https://github.com/acme/design/edit/trunk/docs-package/Content/a.md")
    }

    @Test func noFileMeansDefaults() throws {
        let site = try TestSite([:], templates: [:])
        defer { site.remove() }
        #expect(try ConfigurationFile.load(in: site.root).get() == SiteConfiguration())
        #expect(SiteConfiguration().sidebarSections == 200)
    }

    @Test func aSidebarLimitMustBeAWholeNumberOfAtLeastOne() throws {
        for (value, column) in [("0", 13), ("-5", 13), ("2.5", 13), ("\"200\"", 13), ("lots", 13), ("[1]", 13)] {
            let found = try problems("sidebar:\n  sections: \(value)\n")
            let expected = ["0", "-5"].contains(value)
                ? "2:\(column) config/invalid-value `sidebar.sections` must be at least 1, not `\(value)`"
                : "2:\(column) config/wrong-type `sidebar.sections` must be a whole number, e.g. `200`"
            #expect(found == [expected], "\(value)")
        }
        #expect(try problems("sidebar: 200\n") == ["1:10 config/wrong-type `sidebar` must be a mapping of `key: value` lines"])
        #expect(try problems("sidebar:\n  section: 20\n")
                == ["2:3 config/unknown-key unknown key `section` in `sidebar`; did you mean `sections`?"])
        #expect(try load("sidebar:\n  sections: 1\n").get().sidebarSections == 1)
    }

    @Test func misspeltKeysAreErrorsAtTheirLineWithTheClosestKey() throws {
        let found = try problems("name: Acme\ntittle: x\nrepository:\n  url: https://github.com/a/b\n  brnch: main\n")
        #expect(found == [
            "2:1 config/unknown-key unknown key `tittle` in the configuration",
            "5:3 config/unknown-key unknown key `brnch` in `repository`; did you mean `branch`?",
        ])
    }

    @Test func wrongTypesAndValuesNameWhatIsExpected() throws {
        let found = try problems("""
            name: [a, b]
            nav: https://example.com
            baseURL: design.example.com
            language: English please
            exports:
              cssUnit: em
            """)
        #expect(found == [
            "1:7 config/wrong-type `name` must be text",
            "2:6 config/wrong-type nav must be a list of links (`- text: …` and `url: …`)",
            "3:10 config/invalid-value `baseURL` must be an absolute http(s) URL, not `design.example.com`",
            "4:11 config/invalid-value `language` must be a language tag such as `en` or `pt-BR`, not `English please`",
            "6:12 config/invalid-value `exports.cssUnit` must be `rem` or `px`, not `em`",
        ])
    }

    @Test func exportNamesThePlatformsRejectPointAtTheirLine() throws {
        let configuration = try load("name: Acme\nexports:\n  androidPrefix: Acme-Design\n  formats: [css, swiftui]\n").get()
        let found = configuration.exportProblems(registry: .standard).map { "\($0.location?.line ?? 0) \($0.id) \($0.message)" }
        #expect(found == [
            "4 exports/invalid-setting unknown export format 'swiftui'",
            "3 exports/invalid-setting Android resource prefix 'Acme-Design' is not a legal resource name",
        ])
    }

    /// The same adapter as front matter's: an unclosed quote is reported where it opened, a
    /// repeated key at its second spelling (both pointed at the end of the text or the mapping).
    @Test func brokenYAMLIsASyntaxErrorAtItsLine() throws {
        let found = try problems("name: Acme\nfooter: \"unclosed\nlanguage: de\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("2:9 config/syntax-error the configuration is not valid YAML: found unexpected end of stream") == true, "\(found)")
        #expect(found.first?.hasSuffix("(noticed on line 4)") == true, "\(found)")
        let repeated = try problems("name: Acme\nlanguage: de\nname: Other\n")
        #expect(repeated == ["3:1 config/duplicate-key the configuration repeats the key `name`"])
    }

    @Test func siteValuesReachTheTemplates() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n",
            "Content/guide.md": "# Guide\n",
        ], templates: [:])
        defer { site.remove() }
        var options = site.options
        options.site = SiteValues(name: "Acme Design", language: "de", footer: "© Acme",
                                  nav: [.init(text: "GitHub", url: "https://github.com/acme/design")],
                                  repository: .init(url: "https://github.com/acme/design"), contentPath: "Content")
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.diagnostics)")
        let guide = try #require(site.output("guide/index.html"))
        #expect(guide.contains("<html lang=\"de\">"))
        #expect(guide.contains("Guide · Acme Design</title>"))
        #expect(guide.contains("© Acme"))
        #expect(guide.contains("<a href=\"https://github.com/acme/design\">GitHub</a>"))
        #expect(guide.contains("href=\"https://github.com/acme/design/edit/main/Content/guide.md\""))
        // Generated pages have no source file to edit.
        #expect(site.output("404.html")?.contains("/edit/") == false)
    }

    @Test func severitiesAndPublicAreRead() throws {
        let configuration = try load("public: ../website/static\nseverities:\n  content/broken-anchor: warning\n  content/missing-alt: error\n").get()
        #expect(configuration.publicFolder == "../website/static")
        #expect(configuration.severities.map(\.setting) == ["content/broken-anchor: warning", "content/missing-alt: error"])
        #expect(configuration.severities.first?.location?.line == 3)
    }

    @Test func anUnknownIdOrLevelIsAnErrorAtItsLineWithADidYouMean() throws {
        guard case .failure(let error) = try load("""
            name: Docs
            severities:
              content/broken-anchr: warning
              content/broken-link: warn
              content/duplicate-url: warning
            """) else {
            Issue.record("expected problems")
            return
        }
        let found = error.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.id) \($0.message)" }
        #expect(found == [
            "3:3 config/unknown-key unknown diagnostic id `content/broken-anchr` in `severities`; did you mean `content/broken-anchor`?",
            "4:24 config/invalid-value `severities.content/broken-link` must be `error`, `warning` or `note`, not `warn`; did you mean `warning`?",
            "5:3 config/invalid-value the level of `content/duplicate-url` cannot be changed",
        ])
    }
}
