import Foundation

/// Replaces single files inside a live site: readers see the old bytes or the new, never half a file.
enum AtomicFile {
    /// Writes next to the destination, then renames over it (one file system, so the rename is atomic).
    /// Returns false, writing nothing, when the file already holds exactly these bytes.
    @discardableResult
    static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try FileWriter.write(data, to: temporary.path)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(code))
        }
        return true
    }

    static func copy(_ source: URL, to url: URL) throws -> Bool {
        try write(Data(contentsOf: source.resolvingSymlinksInPath()), to: url)
    }
}
