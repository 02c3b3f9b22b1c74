import Foundation
import GeneratorSupport
import ServiceLifecycle
import SiteBuilder
import StylebookKit

/// Turns batches of changed files into site updates (Content/, Templates/) or a package rebuild
/// (Sources/), reporting each in the terminal and to open pages. Returning ends serving: on
/// graceful shutdown, or when a rebuilt binary should take over.
final class RebuildService: Service, @unchecked Sendable {
    let configuration: DevServerConfiguration
    /// Replaced when the package's design system is described again.
    private(set) var session: SiteSession
    let hub: LiveReloadHub
    let watcher: FileWatcher
    private let lock = NSLock()
    private var restart: String?
    private var log: DiagnosticLog
    /// The search index being worked out after the last rebuild. Serving ends only once it is
    /// written: the served folder is removed on exit, and a write still under way would leave
    /// part of it behind.
    private var indexRefresh: Task<Void, Never>?

    init(configuration: DevServerConfiguration, session: SiteSession, hub: LiveReloadHub, watcher: FileWatcher, log: DiagnosticLog) {
        self.configuration = configuration
        self.log = log
        self.session = session
        self.hub = hub
        self.watcher = watcher
    }

    var restartExecutable: String? { lock.withLock { restart } }

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await self.keepAlive() }
                group.addTask { await self.watch() }
                // Whichever ends first (the watch loop, on restart or cancellation) ends both.
                await group.next()
                group.cancelAll()
            }
        }
        watcher.stop()
        await lock.withLock { indexRefresh }?.value
        await hub.finish()
    }

    /// Works out the session's search index after the rebuild just reported, without holding up
    /// the next change; refreshes run one after another.
    private func refreshSearchIndex(of session: SiteSession) {
        lock.withLock {
            let previous = indexRefresh
            indexRefresh = Task {
                await previous?.value
                Console.report(await session.refreshSearchIndex())
            }
        }
    }

    private func watch() async {
        for await batch in watcher.changes {
            if await handle(batch) { return }
        }
    }

    private func keepAlive() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(15))
            await hub.ping()
        }
    }

    /// Returns true when a rebuilt binary should take over.
    private func handle(_ batch: [URL]) async -> Bool {
        let sources = configuration.sourcesDirectory.standardizedFileURL.path + "/"
        var (code, tokens, site) = ([URL](), [URL](), [URL]())
        for url in batch {
            if url.standardizedFileURL.path.hasPrefix(sources) {
                code.append(url)
            } else if configuration.isTokenFile(url) {
                tokens.append(url)
            } else {
                site.append(url)
            }
        }
        if !site.isEmpty { await updateSite(site) }
        let swiftFiles = code.filter { $0.pathExtension == "swift" && !$0.lastPathComponent.hasPrefix(".") }
        if !swiftFiles.isEmpty { return await rebuildPackage() }
        if !tokens.isEmpty, let describe = configuration.describe {
            await redescribe(describe, what: "The token files changed; reading them again")
        }
        return false
    }

    private func updateSite(_ paths: [URL]) async {
        let start = ContinuousClock.now
        let update = await session.update(paths)
        if update.scope == .nothing && update.changedFiles.isEmpty && update.succeeded { return }
        Console.report(log.toPrint(update.diagnostics))
        guard update.succeeded else {
            Console.status("Build failed; still serving the last good site")
            await hub.showError(DiagnosticLog.overlayText(update.diagnostics))
            return
        }
        let what: String
        switch update.scope {
        case .nothing: what = "Nothing to rebuild"
        case .pages(let count): what = count == 1 ? "Rebuilt 1 page" : "Rebuilt \(count) pages"
        case .fullBuild: what = "Rebuilt the site"
        }
        Console.status("\(what) in \(Console.milliseconds(since: start)) (\(update.changedFiles.count) files changed)")
        if update.changedFiles.isEmpty {
            await hub.clearError()
        } else {
            await hub.reload(changed: update.changedFiles)
        }
        // Not awaited: the next saved change is handled while the index is worked out.
        refreshSearchIndex(of: session)
    }

    private func rebuildPackage() async -> Bool {
        if let describe = configuration.describe {
            await redescribe(describe, what: "Sources changed; describing the design system again")
            return false
        }
        Console.status("Sources changed; running swift build")
        let rebuild = PackageRebuild(packageRoot: configuration.build.packageRoot, configuration: configuration.buildConfiguration,
                                     product: URL(fileURLWithPath: configuration.executablePath).lastPathComponent)
        let outcome = await withCheckedContinuation { continuation in
            // swift build blocks for a while: keep it off the cooperative pool.
            Thread.detachNewThread { continuation.resume(returning: rebuild.run()) }
        }
        switch outcome {
        case .failed(let diagnostics):
            Console.report(diagnostics)
            Console.status("swift build failed; still serving with the previous design system")
            await hub.showError(DiagnosticLog.overlayText(diagnostics))
            return false
        case .built(let executable):
            Console.status("Rebuilt the package; restarting")
            lock.withLock { restart = executable }
            return true
        }
    }

    /// A new session over the new system builds into the served folder; pages reload only once
    /// it has written, so until then the old site is what the browser gets.
    private func redescribe(_ describe: @escaping @Sendable () -> Result<DesignSystem, DiagnosticsError>, what: String) async {
        Console.status(what)
        let start = ContinuousClock.now
        let outcome = await withCheckedContinuation { continuation in
            // swift build blocks for a while: keep it off the cooperative pool.
            Thread.detachNewThread { continuation.resume(returning: describe()) }
        }
        switch outcome {
        case .failure(let error):
            Console.report(error.diagnostics)
            Console.status("The design system cannot be described; still serving the previous one")
            await hub.showError(DiagnosticLog.overlayText(error.diagnostics))
        case .success(let system):
            var options = session.options
            options.designSystem = system
            let next = SiteSession(options: options)
            let update = await next.start()
            Console.report(log.toPrint(update.diagnostics))
            guard update.succeeded else {
                Console.status("Build failed; still serving the last good site")
                await hub.showError(DiagnosticLog.overlayText(update.diagnostics))
                return
            }
            session = next
            Console.status("Rebuilt the site with the new design system in \(Console.milliseconds(since: start)) (\(update.changedFiles.count) files changed)")
            if update.changedFiles.isEmpty { await hub.clearError() } else { await hub.reload(changed: update.changedFiles) }
            refreshSearchIndex(of: next)
        }
    }
}
