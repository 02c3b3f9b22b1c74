import Foundation

/// A module's resource folder (`Stylebook_SiteBuilder.resources` on Linux, `.bundle` on macOS),
/// where SwiftPM's generated `Bundle.module` looks first: beside the executable, as
/// `scripts/install` puts it. `Bundle.module` stops the program with a fatal error when the folder
/// is missing (a binary copied without it); asking here first turns that into the caller's own
/// clear error.
public enum InstalledResources {
    /// `name`: the folder's name without its extension, `Stylebook_SiteBuilder`.
    public static func isPresent(_ name: String) -> Bool {
        let folder = Bundle.main.bundleURL
        return ["resources", "bundle"].contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + "." + $0).path) }
    }
}
