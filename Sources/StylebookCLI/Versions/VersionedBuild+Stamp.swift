import Foundation
import SiteBuilder

extension VersionedBuild {
    /// Everything a version's site is built from besides its revision's files: the generator
    /// and its theme, the settings in effect (the working tree's, for a revision without a
    /// `stylebook.yml`), the system chosen, the switcher's versions and routes, and what its
    /// changes page and badges compare with. While it is the same, the site is reused.
    func stamp(of version: PreparedVersion, options: BuildOptions, versions: [PreparedVersion], index: Int) -> String {
        var hash = FNV1a()
        hash.add("stylebook version site 2")
        hash.add(Self.generatorStamp)
        hash.add(version.revision.commit)
        hash.add(systemName ?? "-")
        hash.add(options.settingsFingerprint)
        hash.add(options.versions?.fingerprint ?? "")
        hash.add(options.severityOverrides.map { "\($0.id)=\($0.severity)" }.joined(separator: ","))
        for older in versions.dropFirst(index + 1) {
            hash.add(older.revision.commit)
            hash.add(String(reflecting: older.configuration.contrastLevels))
            if let files = older.configuration.tokens {
                hash.add("\(files.source) \(files.pairs ?? "-") \(files.context.sorted { $0.key < $1.key })")
            }
        }
        return String(hash.value, radix: 16)
    }

    /// The executable and the built-in theme beside it (a resource, not in the binary), by
    /// size and date: a new Stylebook may write any page differently.
    static let generatorStamp: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        var lines = [stamp(URL(fileURLWithPath: executable))]
        if let theme = Theme.builtInDirectory,
           let files = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) {
            while let file = files.nextObject() as? URL { lines.append(stamp(file)) }
        }
        return lines.sorted().joined(separator: "\n")
    }()

    private static func stamp(_ file: URL) -> String {
        let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
        return "\(file.path) \(values?.fileSize ?? 0) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)"
    }
}
