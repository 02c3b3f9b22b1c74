import Foundation

/// Maps a request path to a file inside the served folder, refusing anything that could lead
/// out of it: `..` (also percent-encoded), NUL bytes, dot files, and symlinks whose real path
/// lies outside the folder.
struct SitePath: Sendable {
    enum Resolution: Equatable, Sendable {
        case file(String)
        /// A folder asked for without its trailing slash: relative links need the slash.
        case addSlash
        case notFound
    }

    let root: URL

    func resolve(_ requestPath: String) -> Resolution {
        guard let decoded = requestPath.removingPercentEncoding, decoded.hasPrefix("/"),
              !decoded.contains("\0"), !decoded.contains("\\") else { return .notFound }
        var components: [Substring] = []
        for component in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            // `.`, `..` and dot files (the output marker, half-written temporaries) are never served.
            if component.hasPrefix(".") { return .notFound }
            components.append(component)
        }
        guard let realRoot = Self.realPath(root.path) else { return .notFound }
        let candidate = realRoot + (components.isEmpty ? "" : "/" + components.joined(separator: "/"))
        guard var real = Self.realPath(candidate), real == realRoot || real.hasPrefix(realRoot + "/") else { return .notFound }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            if !decoded.hasSuffix("/") && !components.isEmpty { return .addSlash }
            // index.html itself may be a symlink too.
            guard let index = Self.realPath(real + "/index.html"), index.hasPrefix(realRoot + "/") else { return .notFound }
            real = index
            guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else {
                return .notFound
            }
        }
        return .file(real)
    }

    /// realpath(3): resolves every symlink; nil when the path does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
