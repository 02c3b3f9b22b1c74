#if canImport(Glibc)
import Glibc
#endif

/// The allocator's knobs; this file is the only place that knows which C library it is.
enum Memory {
    /// Returns freed heap pages to the system (glibc keeps them for reuse otherwise). Darwin's
    /// allocator returns them by itself.
    static func returnFreePages() {
        #if canImport(Glibc)
        malloc_trim(0)
        #endif
    }
}
