import ArgumentParser
import SiteBuilder

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the documentation site into the output folder.",
        discussion: "The site is built in a staging folder and replaces the previous output only when the build succeeds.")

    @OptionGroup var site: SiteOptions

    @Flag(name: .shortAndLong, help: "Show no progress; only diagnostics and the summary line.")
    var quiet = false

    func run() async throws {
        InterruptHandler.install()
        let start = ContinuousClock.now
        var options = try site.buildOptions()
        let progress = quiet ? nil : TerminalProgress.standardError()
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
