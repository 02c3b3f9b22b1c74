import Foundation
import GeneratorSupport

/// Everything besides the pages themselves that decides what a build writes: the generator
/// binary, the options (configuration and flags), the theme's files and the design system's
/// generated pages and exports, in two parts. A cache made under another `bodies` part is never
/// used. One made under another `layout` part alone (the layout, its partials or the theme's
/// assets were edited) still holds every page: the pages are laid out again around the bodies
/// the last build wrote, without reading any Markdown.
struct BuildFingerprint: Equatable, Sendable {
    /// What decides each page's body and cache record.
    var bodies: String
    /// The rest of the theme, which frames the bodies.
    var layout: String

    static func of(_ options: BuildOptions, theme: Theme, outputs: DesignSystemOutputs?, generatedItems: [ContentItem]) -> BuildFingerprint {
        var text = "stylebook build cache \(BuildCache.version)\n"
        // A rebuilt generator may render anything differently.
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        text += "executable \(executable) \(stamp(executable))\n"
        text += options.settingsFingerprint
        let bodyFiles = theme.bodyFiles
        let bodyPaths = Set(bodyFiles.map(\.path))
        for file in bodyFiles {
            text += "theme \(file.path) \(file.isOverride) \(stamp(file.url.path))\n"
        }
        // Headings step aside for the ids any template writes (`Theme.fixedIDs`).
        text += "fixed ids \(theme.fixedIDs.sorted(by: String.inByteOrder).joined(separator: " "))\n"
        var system = FNV1a()
        for file in outputs?.exports ?? [] {
            system.add(file.path)
            file.contents.withUnsafeBytes { system.add($0) }
        }
        for item in generatedItems {
            system.add(item.relativePath)
            system.add(item.generatedText ?? "")
        }
        text += "design system \(outputs != nil) \(system.value)\n"
        if let history = versionHistoryLine(outputs) { text += history }
        var layout = ""
        for file in theme.files where !bodyPaths.contains(file.path) {
            layout += "theme \(file.path) \(file.isOverride) \(stamp(file.url.path))\n"
        }
        if let dates = options.lastUpdated { layout += "last updated \(dates.fingerprint)\n" }
        // The switcher frames every page; a version site copied in is rewritten when it changes.
        if let versions = options.versions { layout += "versions \(versions.fingerprint)\n" }
        for site in options.mountedSites { layout += "mounted \(site.folder) \(site.site.path) \(site.stamp)\n" }
        return BuildFingerprint(bodies: text, layout: layout)
    }

    private static func stamp(_ path: String) -> String {
        FileStamp(path: path).map { "\($0.size) \($0.modified) \($0.changed) \($0.inode)" } ?? "missing"
    }
}

/// 64-bit FNV-1a: a fixed, seedless hash (Swift's `Hasher` is seeded per process, so its values
/// cannot be compared across builds).
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        value = (value ^ 0xFF) &* 0x0000_0100_0000_01B3
    }

    public mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }
}
