import Foundation
import GeneratorSupport

/// Where a run's files go, as swift-docc's `ConvertOutputConsumer`: `StagedOutput` stages them
/// beside the output folder and moves them in on commit (`build`, `serve`); `MemoryOutput` keeps
/// them in memory (`BuildOptions.memoryOutput`: tests, and programs that want the site without
/// a folder). `check` makes none: its plan ends before the render step.
protocol SiteOutput: AnyObject, Sendable {
    /// Gets ready for a run's files; a problem stops the run before anything is written.
    func prepare() -> Diagnostic?
    func write(_ data: Data, to relativePath: String) throws
    func copy(_ source: URL, to relativePath: String) throws
    /// A file the site no longer has goes on commit.
    func remove(_ relativePath: String)
    /// Files below `folder` not produced so far go on commit.
    func removeUnproduced(below folder: String)
    /// Makes the run's files the site: those produced, and with `pruning` nothing else. On a
    /// problem the site stays as it was.
    func commit(pruning: Bool) -> Diagnostic?
    /// Drops the run's files; the site stays as it was.
    func discard()
    /// What the commit added, replaced or removed, site-relative.
    var changedFiles: [String] { get }
    /// The commit replaced the site whole, rather than file by file.
    var swapped: Bool { get }
    /// Files produced so far, and how many of them had to be written.
    var counts: (produced: Int, written: Int) { get }
}

extension StagedOutput: SiteOutput {}
