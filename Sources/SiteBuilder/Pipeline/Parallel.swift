import Dispatch
import Foundation

/// Maps over `items` on every core. Order of results matches order of items, so output stays
/// deterministic however the work is scheduled.
///
/// Each core takes a run of neighbouring items at a time, not every other item: neighbours are
/// pages of one folder, and two threads making files in the same folder wait on its lock in the
/// kernel. Sixteen runs per core keep the cores evenly loaded to the end.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    let count = items.count
    let results = ResultSlots<R>(count: count)
    let run = max(1, count / (ProcessInfo.processInfo.activeProcessorCount * 16))
    DispatchQueue.concurrentPerform(iterations: (count + run - 1) / run) { part in
        for index in part * run..<min(count, (part + 1) * run) {
            results.set(index, transform(items[index]))
        }
    }
    return results.values()
}

/// Each slot is written by exactly one iteration, so no locking is needed. The slots live in
/// one fixed allocation: an Array would move its storage during `withUnsafeMutableBufferPointer`,
/// which is a race when iterations run at once.
private final class ResultSlots<R>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<R?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<R?>.allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func set(_ index: Int, _ value: R) { slots[index] = value }

    func values() -> [R] { (0..<count).map { slots[$0]! } }
}

/// Work started on another thread now and collected later, so that a step's serial part runs
/// while another step keeps the cores busy.
final class BackgroundWork<T: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var result: T?

    init(_ work: @escaping @Sendable () -> T) {
        DispatchQueue.global().async {
            self.result = work()
            self.finished.signal()
        }
    }

    /// The result, once the work is done. Call it once.
    func wait() -> T {
        finished.wait()
        return result!
    }
}

/// Values worked out once per key and shared by every thread: two threads may both work one
/// out, which is harmless for a pure `make`.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        lock.withLock { values[key] = made }
        return made
    }
}
