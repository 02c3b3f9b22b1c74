import Foundation
import GeneratorSupport
import StylebookKit

/// `stylebook build` and `stylebook check`: one run of `SitePipeline` over every page, with the
/// `PipelinePlan` of each. `check()` stops after the check step, before anything is rendered into
/// templates or written, so it reports exactly what a build would.
public struct SiteBuild: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Everything up to the diagnostics, template lint included; writes nothing. `stylebook check`
    /// reports the design system's own findings through its audit report, so it asks for the
    /// content ones only.
    public func check(includeDesignSystem: Bool = true) async -> BuildReport {
        let pipeline = SitePipeline(options: options, plan: .check(designSystemFindings: includeDesignSystem ? .reported : .leftToCaller))
        let run = pipeline.run(.everything)
        var report = BuildReport(diagnostics: run.diagnostics, pageCount: pipeline.table.pageCount, fileCount: 0, wroteOutput: false)
        report.audit = pipeline.outputs?.audit
        report.exportDiagnostics = pipeline.outputs?.exportDiagnostics ?? []
        report.routes = pipeline.pageList.map(\.route.path).sorted(by: String.inByteOrder)
        return report
    }

    public func build() async -> BuildReport {
        if options.memoryOutput == nil, let problem = OutputGuard.check(options) {
            return BuildReport(diagnostics: [problem], pageCount: 0, fileCount: 0, wroteOutput: false)
        }
        let pipeline = SitePipeline(options: options, plan: .build)
        let run = pipeline.run(.everything)
        var report = BuildReport(diagnostics: run.diagnostics, pageCount: pipeline.table.pageCount,
                                 fileCount: run.output?.counts.produced ?? 0, wroteOutput: run.wrote)
        report.drafts = pipeline.table.drafts.values.map(\.displayPath).sorted(by: String.inByteOrder)
        report.routes = pipeline.pageList.map(\.route.path).sorted(by: String.inByteOrder)
        if run.restoredFromCache {
            report.renderedPages = run.renderedPages
            report.readPages = run.renderedMarkdown
        }
        // Freeing ten thousand pages' state takes a tenth of a second, a hundred thousand's
        // seconds: done on another thread, the report comes back sooner (and a command that
        // exits right after never waits for it). `consume` ends this function's own references
        // here, so the last one to go, which frees everything, is the other thread's.
        let state = (consume pipeline, consume run)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(state) {} }
        return report
    }

    static func files(under folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileTree.files(under: folder.standardizedFileURL.path)
            .filter { !($0 as NSString).lastPathComponent.hasPrefix(".") }.sorted()
    }
}
