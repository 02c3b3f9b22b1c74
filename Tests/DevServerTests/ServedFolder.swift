import Foundation

/// A small built site in a temporary folder, with a secret next to it and symlinks that try to reach it.
struct ServedFolder {
    let root: URL
    var site: URL { root.appendingPathComponent("site") }
    var outside: URL { root.appendingPathComponent("secret.txt") }

    static let files: [String: String] = [
        "index.html": "<!DOCTYPE html><html><head><title>Home</title></head><body><p>Home</p></body></html>",
        "guides/index.html": "<html><body>Guides</body></html>",
        "404.html": "<html><body>Lost?</body></html>",
        "assets/site.css": "body{color:black}",
        "assets/app.js": "console.log(1)",
        "tokens/tokens.json": "{}",
        "images/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "images/dot.png": "\u{89}PNG",
        "fonts/a.woff2": "wOF2",
        "sitemap.xml": "<urlset/>",
        "robots.txt": "User-agent: *",
        ".stylebook-output": "marker",
        "assets/.site.css.tmp": "half",
    ]

    init(files: [String: String] = ServedFolder.files) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-served-\(UUID().uuidString)")
        let fm = FileManager.default
        for (path, contents) in files {
            let url = root.appendingPathComponent("site").appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try Data("top secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try fm.createDirectory(at: root.appendingPathComponent("private"), withIntermediateDirectories: true)
        try Data("top secret".utf8).write(to: root.appendingPathComponent("private/secret.txt"))
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("leak.txt").path, withDestinationPath: "../secret.txt")
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("leak-folder").path, withDestinationPath: root.appendingPathComponent("private").path)
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("alias.css").path, withDestinationPath: "assets/site.css")
    }

    /// The real path SitePath reports for a site file (the temporary folder may itself be a symlink).
    func real(_ path: String) -> String {
        site.appendingPathComponent(path).resolvingSymlinksInPath().path
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
