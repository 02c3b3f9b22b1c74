import Audit
import GeneratorSupport
import StylebookKit

/// What a build or check did: its diagnostics (sorted for display) and what it produced.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var pageCount: Int
    public var fileCount: Int
    /// Pages left out because their front matter says `draft: true`, by path.
    public var drafts: [String] = []
    /// When the build took up from the last one's cache: how many pages it laid out again.
    public var renderedPages: Int?
    /// And how many of those it read and rendered from Markdown; the others were laid out around
    /// the body their output file held (the layout changed, or titles, order or navigation did).
    public var readPages: Int?
    /// False when the build stopped before replacing the output.
    public var wroteOutput: Bool
    /// The design system's contrast audit, as the pipeline ran it; `check` reports this one
    /// rather than measuring every pair again.
    public var audit: AuditResult?
    /// What the token exports reported (every format ran, writing nothing): `check` reports
    /// these with its audit, so a format that fails fails the check too.
    public var exportDiagnostics: [Diagnostic] = []
    /// Every page's route path ("" for the home page), sorted: which pages a version switcher
    /// can link in this build's site.
    public var routes: [String] = []

    public var succeeded: Bool { !diagnostics.hasErrors }

    public init(diagnostics: [Diagnostic], pageCount: Int, fileCount: Int, wroteOutput: Bool) {
        self.diagnostics = diagnostics
        self.pageCount = pageCount
        self.fileCount = fileCount
        self.wroteOutput = wroteOutput
    }
}
