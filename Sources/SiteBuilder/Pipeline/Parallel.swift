import Dispatch

/// Maps over `items` on every core. Order of results matches order of items, so output stays
/// deterministic however the work is scheduled.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    let results = ResultSlots<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        results.set(index, transform(items[index]))
    }
    return results.values()
}

/// Each slot is written by exactly one iteration, so no locking is needed.
private final class ResultSlots<R>: @unchecked Sendable {
    private var storage: [R?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: R) {
        storage.withUnsafeMutableBufferPointer { $0[index] = value }
    }
    func values() -> [R] { storage.map { $0! } }
}
