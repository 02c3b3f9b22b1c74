import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// What a successful build knew about every page, kept in the cache folder
/// (`.stylebook/NAME-DIGEST.build-cache` for an output folder `NAME/`, see `CacheFile`), so the
/// next build parses and renders only the pages whose files changed, as `serve` does in memory.
///
/// It is trusted only when nothing else could have changed the result: the same fingerprint
/// (generator binary, options, theme, design system) and an output folder whose every file
/// still has the stamp the build left on it. One whose fingerprint differs in its layout part
/// alone still restores every page, to be laid out again around the body its output file holds.
/// Otherwise the build starts from scratch, and a cache that cannot be read is treated the same
/// way: it only ever saves work, never changes what is written.
struct BuildCache {
    static let version = 7
    static let magic = Array("stylebook-build-cache\n".utf8)

    var fingerprint: BuildFingerprint
    /// Each page's record as read, by content-relative path (empty in a cache being saved).
    var pages: [String: PageRecord] = [:]
    /// Every page's record encoded, as it was read or as it will be written: a page not parsed
    /// or rendered since it was read is written again as these bytes, so a one-page build
    /// encodes one page, not ten thousand.
    var encodedPages: [String: ArraySlice<UInt8>]
    /// Pages left out as drafts, with their stamps.
    var drafts: [String: FileStamp]
    /// Content-relative paths of the files copied as they are (copied again only when their bytes differ).
    var assets: [String]
    /// Every file of the output folder, site-relative, as the build left it, and every folder
    /// (`path/`, the output folder itself `./`): a folder's stamp changes when anything is added
    /// to it or removed, so checking the stamps finds any change without listing a folder.
    var output: [String: FileStamp]
    /// Where each page's body sits in its output file, by content-relative path (`BodyPlacement`).
    /// Kept beside each page's record, not in it: the record stays as it is while a new layout
    /// moves the body.
    var bodyRanges: [String: Range<Int>] = [:]

    /// Where the cache of an output folder lives.
    static func location(for outputDirectory: URL, in cacheDirectory: URL) -> URL {
        CacheFile.location("build-cache", for: outputDirectory, in: cacheDirectory)
    }

    func encoded() -> [UInt8] {
        var writer = CacheWriter()
        writer.raw(Self.magic)
        writer.int(Self.version)
        writer.string(fingerprint.bodies)
        writer.string(fingerprint.layout)
        let sorted = encodedPages.sorted { $0.key < $1.key }
        writer.reserve(sorted.reduce(0) { $0 + $1.value.count + 16 } + output.count * 48)
        writer.array(sorted) { writer, entry in
            writer.string(entry.key)
            writer.block(entry.value)
            writer.optional(bodyRanges[entry.key]) { writer, range in writer.int(range.lowerBound); writer.int(range.count) }
        }
        writer.array(drafts.sorted { $0.key < $1.key }) { writer, entry in writer.string(entry.key); writer.stamp(entry.value) }
        writer.array(assets.sorted()) { $0.string($1) }
        writer.array(output.sorted { $0.key < $1.key }) { writer, entry in writer.string(entry.key); writer.stamp(entry.value) }
        return writer.bytes
    }

    /// `fresh` records encoded on every core, beside those encoded already. Each record has its
    /// own string table, so it can be copied into the next cache as it is, and encoded on any
    /// core: at 10,000 pages that took 0.4 s on one.
    static func encode(_ fresh: [String: PageRecord], beside kept: [String: ArraySlice<UInt8>]) -> [String: ArraySlice<UInt8>] {
        let entries = Array(fresh)
        let blocks = parallelMap(entries) { entry -> ArraySlice<UInt8> in
            var record = CacheWriter()
            record.record(entry.value)
            return record.bytes[...]
        }
        var all = kept
        for (entry, block) in zip(entries, blocks) { all[entry.key] = block }
        return all
    }

    /// Nil for a file of another version or fingerprint (its layout part aside), or one that is damaged.
    static func decode(_ bytes: [UInt8], fingerprint expected: BuildFingerprint) -> BuildCache? {
        guard bytes.starts(with: magic) else { return nil }
        var reader = CacheReader(bytes, within: magic.count..<bytes.count)
        do {
            guard try reader.int() == version, try reader.string() == expected.bodies else { return nil }
            let layout = try reader.string()
            let blocks = try reader.array { reader in
                let path = try reader.string()
                let (record, bytes) = try reader.block()
                let range = try reader.optional { reader in
                    let start = try reader.int(), count = try reader.int()
                    guard start >= 0, count >= 0, start <= Int.max - count else { throw CacheReader.Malformed() }
                    return start..<(start + count)
                }
                return (path: path, record: record, bytes: bytes, range: range)
            }
            // Each record stands alone, so all cores decode them.
            let decoded = parallelMap(blocks) { block -> PageRecord? in
                var reader = block.record
                guard let page = try? reader.record(), reader.isAtEnd else { return nil }
                return page
            }
            var encodedPages: [String: ArraySlice<UInt8>] = [:]
            var pages: [String: PageRecord] = [:]
            var bodyRanges: [String: Range<Int>] = [:]
            encodedPages.reserveCapacity(blocks.count)
            pages.reserveCapacity(blocks.count)
            for (block, page) in zip(blocks, decoded) {
                guard let page else { return nil }
                encodedPages[block.path] = block.bytes
                pages[block.path] = page
                if let range = block.range { bodyRanges[block.path] = range }
            }
            let drafts = try reader.array { reader in (try reader.string(), try reader.stamp()) }
            let assets = try reader.array { try $0.string() }
            let output = try reader.array { reader in (try reader.string(), try reader.stamp()) }
            guard reader.isAtEnd else { return nil }
            return BuildCache(fingerprint: BuildFingerprint(bodies: expected.bodies, layout: layout),
                              pages: pages, encodedPages: encodedPages,
                              drafts: Dictionary(drafts, uniquingKeysWith: { first, _ in first }),
                              assets: assets,
                              output: Dictionary(output, uniquingKeysWith: { first, _ in first }),
                              bodyRanges: bodyRanges)
        } catch {
            return nil
        }
    }

    /// The cache for this output folder, when there is one made under `fingerprint` and the
    /// folder still holds exactly what that build left.
    static func load(for outputDirectory: URL, in cacheDirectory: URL, fingerprint: BuildFingerprint) -> BuildCache? {
        guard let file = CacheFile.contents(ofFile: location(for: outputDirectory, in: cacheDirectory).path),
              let cache = decode(file.bytes, fingerprint: fingerprint) else { return nil }
        let root = outputDirectory.standardizedFileURL.path
        let entries = Array(cache.output)
        let unchanged = parallelMap(entries) { entry in FileStamp(path: stampPath(entry.key, in: root)) == entry.value }
        return unchanged.allSatisfy { $0 } ? cache : nil
    }

    /// Replaces the cache in one rename, so a reader sees the old cache or the new one.
    func save(for outputDirectory: URL, in cacheDirectory: URL) {
        CacheFile.replace(Self.location(for: outputDirectory, in: cacheDirectory), with: encoded())
    }

    /// For a build that wrote without leaving a cache (`--no-cache`, or saving failed): the old
    /// cache would no longer describe the folder. (Its stamps would say so too; this is tidier.)
    static func remove(for outputDirectory: URL, in cacheDirectory: URL) {
        unlink(location(for: outputDirectory, in: cacheDirectory).path)
    }

    /// The file or folder an `output` key names.
    static func stampPath(_ key: String, in root: String) -> String {
        key == "./" ? root : root + "/" + key
    }

    /// The keys of a file's stamp and its folders' (`a/b/c.html` → `a/b/c.html`, `a/b/`, `a/`, `./`).
    static func stampKeys(ofFile path: String) -> [String] {
        var keys = [path]
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            keys.append(folder + "/")
        }
        return keys + ["./"]
    }

    /// The stamp of every file and folder below the output folder, and of the folder itself.
    static func stamps(of outputDirectory: URL) throws -> [String: FileStamp] {
        let root = outputDirectory.standardizedFileURL.path
        let (files, folders) = try FileTree.entries(under: root)
        let paths = files + folders.map { $0 + "/" } + ["./"]
        let found = parallelMap(paths) { FileStamp(path: stampPath($0, in: root)) }
        var stamps: [String: FileStamp] = [:]
        stamps.reserveCapacity(paths.count)
        for (path, stamp) in zip(paths, found) {
            // Gone since the walk: the folder is changing under us, so trust none of it.
            guard let stamp else { throw CacheReader.Malformed() }
            stamps[path] = stamp
        }
        return stamps
    }
}
