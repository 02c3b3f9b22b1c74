import Foundation

/// Called as a build moves through its steps and pages: the step's name, pages done, and the
/// total (0 when the step is not counted in pages). The CLI draws it on a terminal only.
public typealias BuildProgress = @Sendable (_ step: String, _ done: Int, _ total: Int) -> Void

/// Counts pages finished by parallel workers and reports about every hundredth.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let step: String
    private let report: BuildProgress?

    init(step: String, total: Int, report: BuildProgress?) {
        self.step = step
        self.total = total
        self.report = report
        report?(step, 0, total)
    }

    func tick() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        if current == total || current % max(1, total / 100) == 0 { report(step, current, total) }
    }
}
