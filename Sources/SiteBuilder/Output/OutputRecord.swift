import Foundation

/// Each file a build left in the output folder, with its stamp and its bytes' digest, kept in the
/// cache folder (`.stylebook/NAME-DIGEST.output-record` for `NAME/`, see `CacheFile`). A build that lays out every page compares
/// each with the file already there, so that only changed files are written; with the record it
/// compares digests instead of reading the old file. At 100,000 pages that is 3 GB the build no
/// longer reads, most of it from disk, since the system evicts files unused for half a minute.
///
/// An entry is trusted only while the file still has the stamp the record gives it (size,
/// modification and change times, inode): a file edited, replaced or touched since is read and
/// compared as before. The record never decides what is written, only how the comparison is
/// made, so `--no-cache` keeps it, and a record that is missing or damaged costs only time.
struct OutputRecord: Sendable {
    static let version = 1
    static let magic = Array("stylebook-output-record\n".utf8)

    struct Entry: Sendable, Equatable {
        var stamp: FileStamp
        var digest: UInt64
    }

    /// By site-relative path.
    var entries: [String: Entry] = [:]
    /// The record file's own modification time, as loaded. An entry whose file changed in the
    /// same clock tick or later is not trusted: a file system with coarse times (a second on
    /// some) could give an edit made right after the build the stamp the build recorded. Git
    /// treats its index the same way ("racy clean").
    var writtenAt = Int.max

    static func location(for outputDirectory: URL, in cacheDirectory: URL) -> URL {
        CacheFile.location("output-record", for: outputDirectory, in: cacheDirectory)
    }

    /// True when the file at `path` (site-relative) holds bytes with this digest, false when it
    /// holds others; nil when the record cannot tell and the file must be read.
    func holds(digest: UInt64, at path: String, root: String) -> Bool? {
        guard let entry = entries[path], entry.stamp.modified < writtenAt, entry.stamp.changed < writtenAt,
              FileStamp(path: root + "/" + path) == entry.stamp else { return nil }
        return entry.digest == digest
    }

    func encoded() -> [UInt8] {
        var writer = CacheWriter()
        writer.raw(Self.magic)
        writer.int(Self.version)
        writer.array(entries.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.stamp(entry.value.stamp)
            writer.int(Int(bitPattern: UInt(entry.value.digest)))
        }
        return writer.bytes
    }

    /// Nil for a file of another version, or one that is damaged.
    static func decode(_ bytes: [UInt8]) -> OutputRecord? {
        guard bytes.starts(with: magic) else { return nil }
        var reader = CacheReader(bytes, within: magic.count..<bytes.count)
        do {
            guard try reader.int() == version else { return nil }
            let entries = try reader.array { reader in
                (try reader.string(), Entry(stamp: try reader.stamp(), digest: UInt64(UInt(bitPattern: try reader.int()))))
            }
            guard reader.isAtEnd else { return nil }
            return OutputRecord(entries: Dictionary(entries, uniquingKeysWith: { first, _ in first }))
        } catch {
            return nil
        }
    }

    static func load(for outputDirectory: URL, in cacheDirectory: URL) -> OutputRecord? {
        let path = location(for: outputDirectory, in: cacheDirectory).path
        // Stamped before reading: a record replaced meanwhile only looks newer, which trusts less.
        guard let file = CacheFile.contents(ofFile: path), var record = decode(file.bytes) else { return nil }
        record.writtenAt = file.stamp.modified
        return record
    }

    func save(for outputDirectory: URL, in cacheDirectory: URL) {
        CacheFile.replace(Self.location(for: outputDirectory, in: cacheDirectory), with: encoded())
    }
}
