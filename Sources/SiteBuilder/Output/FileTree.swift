import Foundation

/// Plain POSIX walks of an output folder: Foundation's enumerator builds a URL per file, which
/// at tens of thousands of files costs more than the walk itself.
enum FileTree {
    /// Every file below `root` (anything that is not a folder, symbolic links included, never
    /// followed), relative, with `/`. Throws when `root` cannot be read.
    static func files(under root: String) throws -> [String] {
        var found: [String] = []
        var folders: [String]?
        try walk(root, relative: "", into: &found, folders: &folders)
        return found
    }

    /// Every file and every folder below `root` (folders relative, without a trailing `/`).
    /// The top-level folders are walked on every core (a large site is mostly folders, each
    /// read with its own system calls); the lists come out in the order one walk gives.
    static func entries(under root: String) throws -> (files: [String], folders: [String]) {
        var found: [String] = []
        var top: [String]? = []
        try walk(root, relative: "", into: &found, folders: &top, recursing: false)
        let subtrees = parallelMap(top ?? []) { folder -> Result<(files: [String], folders: [String]), POSIXError> in
            var files: [String] = []
            var folders: [String]? = []
            do {
                try walk(root + "/" + folder, relative: folder, into: &files, folders: &folders)
            } catch {
                return .failure(error as? POSIXError ?? POSIXError(.EIO))
            }
            return .success((files, folders ?? []))
        }
        var folders: [String] = []
        for (folder, subtree) in zip(top ?? [], subtrees) {
            let (files, below) = try subtree.get()
            folders.append(folder)
            folders += below
            found += files
        }
        return (found, folders)
    }

    private static func walk(_ folder: String, relative: String, into found: inout [String], folders: inout [String]?,
                             recursing: Bool = true) throws {
        guard let stream = opendir(folder) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = lstat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder {
                folders?.append(path)
                if recursing { try walk(folder + "/" + name, relative: path, into: &found, folders: &folders) }
            } else {
                found.append(path)
            }
        }
    }

    /// True when something (file, folder or link) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    static func makeFolders(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}
