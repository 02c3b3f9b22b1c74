import Foundation

/// The file operations a staged build performs. Tests swap in a writer that fails part-way (a
/// full disk) to prove the previous site survives; builds use `DiskWriter`.
protocol FileWriting: Sendable {
    func write(_ data: Data, to url: URL) throws
    func copyItem(at source: URL, to destination: URL) throws
}

struct DiskWriter: FileWriting {
    func write(_ data: Data, to url: URL) throws {
        try FileWriter.write(data, to: url.path)
    }

    func copyItem(at source: URL, to destination: URL) throws {
        try FileManager().copyItem(at: source, to: destination)
    }
}
