import Foundation

/// The theme's files under `assets/`, renamed with a hash of their bytes
/// (`site.css` → `site.3f2a9c1b.css`) so a host can cache them forever: a change makes a new name.
/// Templates reach them as `{{assets.site_css}}`, the relative path with `/`, `.`, `-` made `_`.
struct AssetManifest: Sendable {
    struct Asset: Sendable {
        /// Path below `assets/` in the templates folder: `site.css`, `fonts/x.woff2`.
        var source: String
        /// Path in the built site: `assets/site.3f2a9c1b.css`.
        var output: String
        var data: Data
    }

    var assets: [Asset]

    /// Reads and hashes every file under the theme's `assets/` but `omitting`, sorted by path.
    init(theme: Theme, omitting: Set<String> = []) throws {
        assets = try theme.files(under: "assets").filter { !omitting.contains($0.path) }.map { file in
            let data = try Data(contentsOf: file.url)
            return Asset(source: file.path, output: "assets/" + Self.hashedName(file.path, data), data: data)
        }
    }

    init(assets: [Asset]) { self.assets = assets }

    /// `{{assets.<key>}}` values for a page whose way back to the site root is `rootPrefix`.
    func templateValues(rootPrefix: String) -> AssetURLs {
        var urls: [String: String] = [:]
        for asset in assets { urls[Self.key(asset.source)] = rootPrefix + asset.output }
        return AssetURLs(urls)
    }

    func write(into output: any SiteOutput) throws {
        for asset in assets { try output.write(asset.data, to: asset.output) }
    }

    static func key(_ source: String) -> String {
        String(source.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// `dir/name.ext` → `dir/name.<8 hex>.ext`; a name without extension gets the hash appended.
    static func hashedName(_ relative: String, _ data: Data) -> String {
        let hash = String(ContentHash.fnv1a64(data), radix: 16).leftPadded(to: 16).prefix(8)
        let slash = relative.lastIndex(of: "/").map { relative.index(after: $0) } ?? relative.startIndex
        guard let dot = relative[slash...].lastIndex(of: "."), dot > slash else { return "\(relative).\(hash)" }
        return "\(relative[..<dot]).\(hash)\(relative[dot...])"
    }
}

/// A stable, dependency-free content hash. Not cryptographic: it only has to change when bytes change.
enum ContentHash {
    static func fnv1a64(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
