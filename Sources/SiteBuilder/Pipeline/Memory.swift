#if canImport(Glibc)
import Glibc
#endif

/// The allocator's knobs; this file is the only place that knows which C library it is.
enum Memory {
    /// Returns freed heap pages to the system: glibc keeps them in its per-thread arenas for
    /// reuse otherwise, so a build's footprint would only ever grow. `malloc_trim` is looked up
    /// at run time because Swift's Glibc module does not export `malloc.h`. Darwin's allocator
    /// returns free pages by itself.
    static func returnFreePages() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
