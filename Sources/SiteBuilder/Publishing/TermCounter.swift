import Foundation

/// Adds up one page's weighted search terms. Words arrive as UTF-8 bytes and are compared as
/// bytes in a small open-addressing table; each distinct word becomes a `String` once, at the
/// end. Counting in a `[String: Int]` made a `String` and hashed it with SipHash for each of a
/// page's thousand or so words, a tenth of the build's CPU time at 10,000 pages.
struct TermCounter {
    private struct Entry {
        var start: Int
        var length: Int
        /// nil for a word outside ASCII, which is found through `nonASCII` instead.
        var hash: UInt64?
        var score: Int
    }

    /// The distinct words' bytes, one after another.
    private var arena: [UInt8] = []
    private var entries: [Entry] = []
    /// Index into `entries`, or -1 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity { size *= 2 }
        slots = Array(repeating: -1, count: size)
        arena.reserveCapacity(size * 8)
        entries.reserveCapacity(size / 2)
    }

    /// Words outside ASCII, by their `String`: two spellings of one word (a precomposed `é`
    /// and `e` with a combining accent) are one term, as they are one dictionary key.
    private var nonASCII: [String: Int] = [:]

    mutating func add(_ word: UnsafeBufferPointer<UInt8>, weight: Int) {
        // ASCII words are equal exactly when their bytes are. FNV-1a: short words, and no
        // adversary (the input is the site's own pages).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt8 = 0
        for byte in word {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            high |= byte
        }
        guard high < 0x80 else {
            let text = String(decoding: word, as: UTF8.self)
            if let found = nonASCII[text] {
                entries[found].score += weight
            } else {
                nonASCII[text] = entries.count
                entries.append(Entry(start: arena.count, length: word.count, hash: nil, score: weight))
                arena.append(contentsOf: word)
            }
            return
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let found = Int(slots[slot])
            if found < 0 { break }
            let entry = entries[found]
            if entry.hash == hash, entry.length == word.count,
               arena.withUnsafeBufferPointer({ memcmp($0.baseAddress! + entry.start, word.baseAddress!, word.count) == 0 }) {
                entries[found].score += weight
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(entries.count)
        entries.append(Entry(start: arena.count, length: word.count, hash: hash, score: weight))
        arena.append(contentsOf: word)
        if entries.count * 2 > slots.count { grow() }
    }

    /// Each distinct word with its summed weight, in the order first seen.
    var terms: [(term: String, score: Int)] {
        entries.map { (String(decoding: arena[$0.start..<$0.start + $0.length], as: UTF8.self), $0.score) }
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            guard let hash = entry.hash else { continue }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
