import Foundation
import StylebookKit

extension SourceLocation {
    /// `path` with the folder `root` taken off its front when it lies below it, else unchanged.
    /// Token locations come from `#filePath` and are absolute; editors, CI annotations and SARIF
    /// viewers want them relative to the package.
    ///
    /// A binary built in another folder (a moved checkout, a CI cache) recorded that folder's
    /// paths: then the part from a `Sources/` component on is used, when that file exists
    /// below `root`, so `/build/acme/Sources/AcmeTokens/Colors.swift` prints as
    /// `Sources/AcmeTokens/Colors.swift` in the package being built.
    public static func relativePath(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        guard path.hasPrefix("/") else { return path }
        var search = path.startIndex..<path.endIndex
        while let found = path.range(of: "/Sources/", range: search) {
            let tail = String(path[path.index(after: found.lowerBound)...])
            if FileManager.default.fileExists(atPath: prefix + tail) { return tail }
            search = found.upperBound..<path.endIndex
        }
        return path
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
