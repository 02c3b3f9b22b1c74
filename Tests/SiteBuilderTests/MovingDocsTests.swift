import Foundation
import StylebookKit
import Testing
@testable import SiteBuilder

/// Pages written for VitePress, Docusaurus or GitHub build as they are.
@Suite("Docs moved from other generators")
struct MovingDocsTests {
    @Test func publicFilesLandAtTheRootAndAbsoluteLinksResolve() async throws {
        let site = try TestSite([
            "Content/index.md": """
            # Home

            ![Search](/search.png) [intro](/guide/intro) [html](/guide/intro.html#setup) [md](/guide/intro.md)
            [folder](/guide/) [raw](/robots-extra.md)
            """,
            "Content/guide/index.md": "# Guide\n",
            "Content/guide/intro.md": "# Intro\n\n## Setup\n\n[home](/) [back](../index.md)\n",
            "Content/public/search.png": "png",
            "Content/public/robots-extra.md": "not a page",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.output("search.png") == "png")
        #expect(site.output("robots-extra.md") == "not a page")
        #expect(!site.exists("_site/public"))
        let home = try #require(site.output("index.html"))
        #expect(home.contains("src=\"search.png\""))
        #expect(home.contains("href=\"guide/intro/\""))
        #expect(home.contains("href=\"guide/intro/#setup\""))
        #expect(home.contains("href=\"guide/\""))
        #expect(site.output("guide/intro/index.html")?.contains("href=\"../../\"") == true)
    }

    @Test func brokenAbsoluteLinksFailWithASuggestion() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n[a](/guide/intro-page) [b](/serch.png) [c](/guide/intor.md)\n",
            "Content/guide/intro.md": "# Intro\n",
            "Content/public/search.png": "png",
        ])
        defer { site.remove() }
        let report = await site.build()
        let broken = report.diagnostics.filter { $0.id == "content/broken-link" }
        #expect(broken.map { $0.location?.column } == [1, 24, 40])
        #expect(broken.map { $0.location?.line } == [3, 3, 3])
        #expect(broken.map(\.hint) == ["did you mean '/guide/intro'?", "did you mean '/search.png'?", "did you mean '/guide/intro.md'?"])
    }

    @Test func publicSymlinkLeadingOutsideContentIsAnError() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        try site.write("secret", to: "outside.txt")
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("Content/public"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.root.appendingPathComponent("Content/public/leak.txt"),
                                                   withDestinationURL: site.root.appendingPathComponent("outside.txt"))
        let report = await site.build()
        let problem = try #require(report.diagnostics.first { $0.id == "content/link-outside-content" })
        #expect(problem.severity == .error)
        #expect(problem.location?.path.hasSuffix("Content/public/leak.txt") == true)
        #expect(!report.wroteOutput)
    }

    @Test func publicFileClashingWithAContentFileIsAnError() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/logo.png": "a", "Content/public/logo.png": "b"])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries == ["content/duplicate-url @ logo.png:1"])
    }

    /// VitePress sites often ship `public/robots.txt`. Stylebook writes its own when the base URL
    /// is set, and always writes 404.html: a second source for either is named, not left to
    /// take turns with the generated file from build to build.
    @Test func aPublicFileAtAPathTheBuildWritesIsAnError() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/public/robots.txt": "User-agent: *\nDisallow: /drafts/\n"])
        defer { site.remove() }
        var options = site.options
        options.baseURL = "https://design.example.com/"
        let report = await site.build(options)
        #expect(report.errorSummaries == ["content/duplicate-url @ robots.txt:1"])
        let problem = try #require(report.diagnostics.first)
        #expect(problem.location?.path.hasSuffix("Content/public/robots.txt") == true)
        #expect(problem.message.contains("base URL"))
        #expect(!report.wroteOutput)

        // Without a base URL there is no generated robots.txt: the site's own is published.
        #expect(await site.build().succeeded)
        #expect(site.output("robots.txt") == "User-agent: *\nDisallow: /drafts/\n")

        try site.write("<p>Lost</p>\n", to: "Content/404.html")
        #expect(await site.build().errorSummaries == ["content/duplicate-url @ 404.html:1"])
    }

    @Test func containersCodeGroupsAndHeadingIDsInAWholeSite() async throws {
        let site = try TestSite([
            "Content/index.md": """
            # Home

            [[toc]]

            ## `useData` <Badge type="info" text="composable" />

            ::: tip Read this
            See [the API](#usedata) and [custom](#my-id).
            :::

            ## Custom {#my-id}

            ::: code-group
            ```sh [npm]
            npm i x
            ```
            ```sh [pnpm]
            pnpm add x
            ```
            :::
            """,
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.output("index.html"))
        #expect(home.contains("<h2 id=\"usedata\">"))
        #expect(home.contains("<h2 id=\"my-id\">Custom"))
        #expect(home.contains("markdown-alert-tip"))
        #expect(home.contains("<div class=\"code-group\">"))
        #expect(home.contains("<li><a href=\"#my-id\">Custom</a></li>"))
    }

    @Test func anchorsWrittenTheVitePressWayFindTheirHeading() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n[a](api.md#content) [b](api.md#colour-contrast) [c](api.md#i18n)\n",
            "Content/api.md": "# API\n\n## `<Content />` <Badge text=\"component\" />\n\n## Colour & contrast\n\n## i18n {#algolia-search-i18n}\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        let problems = report.diagnostics.filter { $0.severity == .error }
        #expect(problems.map(\.id) == ["content/broken-anchor"])
        #expect(problems.first?.hint == "did you mean '#algolia-search-i18n'?")
        try site.write("# Home\n\n[a](api.md#content) [b](api.md#colour-contrast)\n", to: "Content/index.md")
        #expect(await site.build().succeeded)
        let home = try #require(site.output("index.html"))
        #expect(home.contains("href=\"api/#content-\""))
        #expect(home.contains("href=\"api/#colour--contrast\""))
    }

    @Test func duplicateCustomIDAndUnclosedContainerFailTheBuild() async throws {
        let site = try TestSite([
            "Content/index.md": "---\ntitle: Home\n---\n## A {#x}\n\n## B {#x}\n\n::: warning\nopen\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries.sorted() == ["content/duplicate-heading-id @ index.md:6", "content/unclosed-container @ index.md:8"])
        #expect(!report.wroteOutput)
    }

    @Test func otherGeneratorsFrontMatterIsUnderstood() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n[moved](/start/) [by file](docs/intro.md)\n",
            "Content/docs/intro.md": "---\ntitle: Introduction to everything\nsidebar_label: Intro\nsidebar_position: 2.5\nslug: /start\n---\nBody.\n",
            "Content/docs/setup.md": "---\ntitle: Setup\nweight: 1\n---\nBody.\n",
            "Content/docs/later.md": "---\ntitle: Later\nsidebar_position: 3\n---\nBody.\n",
            "Content/docs/wip.md": "---\ntitle: Work in progress\ndraft: true\n---\nBody.\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.drafts.count == 1 && report.drafts.first?.hasSuffix("Content/docs/wip.md") == true)
        #expect(report.pageCount == 4)
        #expect(site.exists("_site/start/index.html"))
        #expect(!site.exists("_site/docs/intro/index.html"))
        #expect(!site.exists("_site/docs/wip/index.html"))
        let home = try #require(site.output("index.html"))
        #expect(home.contains("href=\"start/\""))
        // Sidebar: Setup (1), Intro (2.5), Later (3), labelled by sidebar_label.
        let intro = try #require(site.output("start/index.html"))
        let nav = try #require(intro.components(separatedBy: "<nav>").dropFirst().first)
        let positions = ["Setup", ">Intro<", "Later"].compactMap { nav.range(of: $0)?.lowerBound }
        #expect(positions.count == 3 && positions == positions.sorted())
        #expect(!nav.contains("Work in progress"))
    }

    @Test func linkToADraftIsBroken() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n[wip](wip.md)\n",
            "Content/wip.md": "---\ndraft: true\n---\n# WIP\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        let problem = try #require(report.diagnostics.first { $0.id == "content/broken-link" })
        #expect(problem.message.contains("a draft that is not built"))
    }

    @Test func badSlugIsAnErrorAtItsKey() async throws {
        let site = try TestSite(["Content/index.md": "---\ntitle: Home\nslug: ../escape\n---\nBody.\n"])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries == ["content/malformed-front-matter @ index.md:3"])
    }

    @Test func unknownFrontMatterKeyWarnsUnlessATemplateUsesIt() async throws {
        var templates = TestSite.minimalTemplates
        templates["Templates/layout.html", default: ""] += "\n<p>{{page.status}} {{page.meta.owner}}</p>\n"
        let site = try TestSite([
            "Content/index.md": "---\ntittle: Home\nstatus: stable\nowner: design\noutline: deep\nsidebar_label: Start\n---\nBody.\n",
        ], templates: templates)
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let warnings = report.diagnostics.filter { $0.id == "content/unknown-front-matter-key" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location?.line == 2)
        #expect(warnings.first?.hint == "did you mean 'title'?")
        #expect(site.output("index.html")?.contains("<p>stable design</p>") == true)
    }

    @Test func hugoShortcodeIsOneWarningNotALinkCascade() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n{{< figure src=\"/x.png\" >}}\n\n[a]({{< ref \"b.md\" >}})\n\n{{< ref \"c\" >}}\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.map(\.id) == ["content/hugo-shortcode"])
    }
}
