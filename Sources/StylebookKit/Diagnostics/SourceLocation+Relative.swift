import Foundation

extension SourceLocation {
    /// `path` with the folder `root` taken off its front when it lies below it, else unchanged.
    /// Token locations come from `#filePath` and are absolute; editors, CI annotations and SARIF
    /// viewers want them relative to the package.
    public static func relativePath(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    public func relative(to root: String) -> SourceLocation {
        var copy = self
        copy.path = Self.relativePath(path, to: root)
        return copy
    }

    /// The working directory, the usual root for printed paths.
    public static var workingDirectory: String { FileManager.default.currentDirectoryPath }
}

extension Diagnostic {
    public func relative(to root: String) -> Diagnostic {
        var copy = self
        copy.location = location?.relative(to: root)
        return copy
    }
}
