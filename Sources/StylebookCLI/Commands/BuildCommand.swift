import ArgumentParser
import GeneratorSupport
import SiteBuilder

struct BuildCommand: AsyncParsableCommand, DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the site was built (warnings, if any, are printed)"),
            (1, "a page, template or token has an error, or a file could not be read or written; the previous output is kept"),
            CommandHelp.misuse,
        ],
        examples: [
            ("Build the site into _site/", "stylebook build"),
            ("Build into public/ for https://design.example.com/, with a sitemap", "stylebook build --output public --base-url https://design.example.com/"),
            ("Build in CI: no progress, only problems", "stylebook build --quiet"),
            ("Parse and render every page, ignoring what the last build left", "stylebook build --no-cache"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the documentation site into the output folder.",
        discussion: help.discussion("""
            The site is built in a staging folder and replaces the previous output only when the build succeeds. \
            A build remembers what it learnt in the cache folder (.stylebook/ in the package, or --cache-dir), so the next one \
            into the same output folder parses and renders only the pages whose files changed; anything else that changed (the generator, \
            configuration, flags, theme or design system) makes it start from scratch.
            """))

    @OptionGroup var site: SiteOptions
    @Option(help: ArgumentHelp("Design system to document, when the package describes several\(DesignSystemCatalog.nameList) (default: the first).", valueName: "name"),
            completion: .list(DesignSystemCatalog.names))
    var system: String?
    @OptionGroup var outputOptions: OutputOptions
    @Flag(name: .customLong("no-cache"), help: "Parse and render every page, reusing nothing the last build into this output folder learnt about them (it still compares written files by their recorded digests).")
    var noCache = false

    func run() async throws {
        InterruptHandler.install()
        let start = ContinuousClock.now
        var options = try site.buildOptions(system: DesignSystemCatalog.chosen(system))
        try options.requireContentFolder()
        options.usesBuildCache = !noCache
        let progress = TerminalProgress.standardError()
        options.progress = progress?.report
        let configuration = try ProjectConfiguration.load()
        var versionsNote = ""
        let report: BuildReport
        if configuration.versions.isEmpty {
            report = await SiteBuild(options: options).build()
        } else {
            let outcome = await VersionedBuild(working: options, configuration: configuration, systemName: system).build()
            report = outcome.report
            let count = configuration.versions.count
            let rebuilt = outcome.rebuilt.isEmpty ? "none built again" : "built \(outcome.rebuilt.joined(separator: ", "))"
            versionsNote = ", and \(count == 1 ? "1 earlier version" : "\(count) earlier versions") (\(rebuilt))"
        }
        progress?.finish()
        Console.report(report.diagnostics)
        let pages = report.pageCount == 1 ? "1 page" : "\(report.pageCount) pages"
        // Drafts are named, so a page missing from the site is never a mystery.
        let drafts = report.drafts.isEmpty ? "" : " (left out \(report.drafts.count == 1 ? "1 draft" : "\(report.drafts.count) drafts"): \(report.drafts.joined(separator: ", ")))"
        // Says so when most pages came from the last build, so a fast build is never a mystery either.
        let reused = report.renderedPages.map { count in
            switch count {
            case 0: " (nothing changed since the last build)"
            case report.pageCount where report.readPages == 0:
                " (every page laid out again around the body it had: the layout, titles or order changed)"
            case report.pageCount: " (every page laid out again: the layout, titles, order, links or the set of pages changed)"
            default: " (\(count) laid out again, the rest unchanged since the last build)"
            }
        } ?? ""
        Console.summary(success: "Built \(pages)\(drafts)\(reused)\(versionsNote) in \(Console.seconds(since: start))", diagnostics: report.diagnostics)
        if !report.succeeded { throw ExitCode(ExitStatus.problems) }
    }
}
