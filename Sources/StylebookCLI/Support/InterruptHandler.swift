import Dispatch
import Foundation
import GeneratorSupport
import SiteBuilder

/// Ctrl-C (SIGINT) or SIGTERM during a build: stop writing, remove the staging folder, leave the
/// previous output as it was, and exit with 128 + the signal number, as shells expect.
enum InterruptHandler {
    private static let queue = DispatchQueue(label: "stylebook.interrupt")
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func install() {
        for number in [SIGINT, SIGTERM] {
            // Ignored at the C level so the dispatch source, not the default action, sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                BuildInterruption.cancelAll()
                Console.error("interrupted: the build stopped and removed its temporary files")
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
