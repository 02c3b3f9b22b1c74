import ArgumentParser
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
        ])

    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the documentation site into the output folder.",
        discussion: help.discussion("The site is built in a staging folder and replaces the previous output only when the build succeeds."))

    @OptionGroup var site: SiteOptions
    @OptionGroup var outputOptions: OutputOptions

    func run() async throws {
        InterruptHandler.install()
        let start = ContinuousClock.now
        var options = try site.buildOptions()
        try options.requireContentFolder()
        let progress = TerminalProgress.standardError()
        options.progress = progress?.report
        let report = await SiteBuild(options: options).build()
        progress?.finish()
        Console.report(report.diagnostics)
        let pages = report.pageCount == 1 ? "1 page" : "\(report.pageCount) pages"
        // Drafts are named, so a page missing from the site is never a mystery.
        let drafts = report.drafts.isEmpty ? "" : " (left out \(report.drafts.count == 1 ? "1 draft" : "\(report.drafts.count) drafts"): \(report.drafts.joined(separator: ", ")))"
        Console.summary(success: "Built \(pages)\(drafts) in \(Console.seconds(since: start))", diagnostics: report.diagnostics)
        if !report.succeeded { throw ExitCode(ExitStatus.problems) }
    }
}
