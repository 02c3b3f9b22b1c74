import Foundation

/// The file operations a staged build performs. Tests swap in a writer that fails part-way (a
/// full disk) to prove the previous site survives; builds use `DiskWriter`.
protocol FileWriting: Sendable {
    func write(_ data: Data, toPath path: String) throws
    /// Writes over whatever a reused staging folder holds at `path` (`FileWriter.overwrite`).
    func overwrite(_ data: Data, toPath path: String) throws
    func copyItem(at source: URL, to destination: URL) throws
}

extension FileWriting {
    func overwrite(_ data: Data, toPath path: String) throws {
        FileWriter.removeEntry(path)
        try write(data, toPath: path)
    }
}

struct DiskWriter: FileWriting {
    func write(_ data: Data, toPath path: String) throws {
        try FileWriter.write(data, to: path)
    }

    func overwrite(_ data: Data, toPath path: String) throws {
        try FileWriter.overwrite(data, at: path)
    }

    func copyItem(at source: URL, to destination: URL) throws {
        try FileManager().copyItem(at: source, to: destination)
    }
}
