import Foundation

/// A compact binary encoding for the build cache: unsigned LEB128 integers, and strings written
/// once and then referred to by number (search terms, paths and link targets repeat across
/// thousands of pages). Foundation's JSON and property-list coders spend seconds on the
/// million small values a 10,000-page cache holds; this reads it in tens of milliseconds.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []
    private var strings: [String: Int] = [:]

    mutating func int(_ value: Int) {
        // Zigzag, so small negative numbers stay short too.
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Room for `count` more bytes, so a large file is not copied as it grows.
    mutating func reserve(_ count: Int) { bytes.reserveCapacity(bytes.count + count) }

    /// Bytes as they are, with no length: a file's magic number.
    mutating func raw(_ more: [UInt8]) { bytes.append(contentsOf: more) }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A string seen before is written as its number; a new one as 0, its length and its bytes.
    mutating func string(_ value: String) {
        if let number = strings[value] {
            int(number + 1)
            return
        }
        strings[value] = strings.count
        int(0)
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// A string written out in full, outside the table: for strings known to be distinct (a
    /// page's search terms), which the table would only hash.
    mutating func uniqueString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Bytes written by another writer, with their length: a record readable on its own.
    mutating func block(_ block: some Collection<UInt8>) {
        int(block.count)
        bytes.append(contentsOf: block)
    }

    mutating func optional<T>(_ value: T?, _ write: (inout CacheWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout CacheWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }
}

/// Reads what `CacheWriter` wrote. Every read checks its bounds: a truncated or foreign file
/// throws `CacheReader.Malformed`, and the build simply starts from scratch.
struct CacheReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset: Int
    private let end: Int
    private var strings: [String] = []

    init(_ bytes: [UInt8]) { self.init(bytes, within: bytes.indices) }

    /// Reads `range` of `bytes` alone (a `block`), sharing their storage.
    init(_ bytes: [UInt8], within range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { offset == end }

    /// A `block`: a reader of its own over it, and its bytes to write again unchanged.
    mutating func block() throws -> (reader: CacheReader, bytes: ArraySlice<UInt8>) {
        let count = try count()
        let range = offset..<offset + count
        offset += count
        return (CacheReader(bytes, within: range), bytes[range])
    }

    mutating func int() throws -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        // Undo the zigzag on the unsigned value, so the shift brings in a zero.
        return Int(Int64(bitPattern: (result >> 1) ^ (0 &- (result & 1))))
    }

    /// A count of things to read; never more than the bytes left could hold.
    mutating func count() throws -> Int {
        let value = try int()
        guard value >= 0, value <= end - offset else { throw Malformed() }
        return value
    }

    mutating func bool() throws -> Bool {
        guard offset < end, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func double() throws -> Double {
        guard end - offset >= 8 else { throw Malformed() }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return Double(bitPattern: bits)
    }

    mutating func string() throws -> String {
        let reference = try int()
        if reference > 0 {
            guard reference <= strings.count else { throw Malformed() }
            return strings[reference - 1]
        }
        guard reference == 0 else { throw Malformed() }
        let value = try uniqueString()
        strings.append(value)
        return value
    }

    /// What `CacheWriter.uniqueString` wrote.
    mutating func uniqueString() throws -> String {
        let length = try count()
        let value = bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<offset + length]), as: UTF8.self)
        }
        offset += length
        return value
    }

    mutating func optional<T>(_ read: (inout CacheReader) throws -> T) throws -> T? {
        try bool() ? read(&self) : nil
    }

    mutating func array<T>(_ read: (inout CacheReader) throws -> T) throws -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }
}
