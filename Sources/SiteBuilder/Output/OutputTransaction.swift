import Foundation

/// The file moves of one commit into an existing output folder, remembered so that a failure
/// part-way can put every file back. Removed and replaced files are parked under `previous`
/// (same file system, so every step is a rename). Without `previous` (finishing the commit of a
/// killed build) files are replaced and removed outright: that only ever rolls forward.
struct OutputTransaction {
    let destination: String
    let staging: String
    let previous: String?

    private enum Step {
        case removed(String)
        case moved(String, replaced: Bool)
    }

    private var done: [Step] = []

    init(destination: String, staging: String, previous: String?) {
        self.destination = destination
        self.staging = staging
        self.previous = previous
    }

    /// Removes `removals` from the destination (emptied folders too), then moves `files` in from
    /// the staging folder. Removals go first, so a file may take the place of a removed folder.
    mutating func apply(moving files: [String], removing removals: [String]) throws {
        for path in removals {
            let target = destination + "/" + path
            if let previous {
                guard FileTree.exists(target) else { continue }
                try Self.move(target, to: previous + "/" + path)
            } else if unlink(target) != 0 && errno != ENOENT {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            done.append(.removed(path))
        }
        removeEmptiedFolders(below: removals)
        for path in files {
            let target = destination + "/" + path
            var replaced = false
            if let previous, FileTree.exists(target) {
                try Self.move(target, to: previous + "/" + path)
                replaced = true
            }
            do {
                try Self.move(staging + "/" + path, to: target)
            } catch {
                if replaced { try? Self.move(previous! + "/" + path, to: target) }
                throw error
            }
            done.append(.moved(path, replaced: replaced))
        }
    }

    /// Puts the destination back as it was before `apply`.
    mutating func rollBack() {
        guard let previous else { return }
        for step in done.reversed() {
            switch step {
            case .moved(let path, let replaced):
                try? Self.move(destination + "/" + path, to: staging + "/" + path)
                if replaced { try? Self.move(previous + "/" + path, to: destination + "/" + path) }
            case .removed(let path):
                try? Self.move(previous + "/" + path, to: destination + "/" + path)
            }
        }
        done.removeAll()
    }

    /// Folders left empty once their files went, deepest first; a folder still holding anything stays.
    private func removeEmptiedFolders(below removals: [String]) {
        var folders = Set<String>()
        for path in removals {
            var current = path
            while let slash = current.lastIndex(of: "/") {
                current = String(current[..<slash])
                guard folders.insert(current).inserted else { break }
            }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            rmdir(destination + "/" + folder)
        }
    }

    /// A rename that creates the destination's missing parent folders.
    static func move(_ source: String, to target: String) throws {
        if rename(source, target) == 0 { return }
        guard errno == ENOENT, FileTree.exists(source) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        try FileTree.makeFolders((target as NSString).deletingLastPathComponent)
        guard rename(source, target) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
