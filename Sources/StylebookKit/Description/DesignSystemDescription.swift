import Foundation

/// What a design-system package's describing executable prints and the installed `stylebook`
/// reads, as SwiftPM reads the JSON a compiled manifest prints. The package links only
/// StylebookKit and its tokens; the generator is installed once and never compiled into it.
///
/// ```swift
/// // Sources/describe/main.swift
/// import AcmeTokens
/// import StylebookKit
///
/// DesignSystemDescription.main(system: AcmeTokens.system)
/// ```
public struct DesignSystemDescription: Codable, Sendable {
    /// Raised whenever the JSON changes shape. The reader checks `format` before anything else,
    /// so a tool and a package on different StylebookKit versions get an explanation, not a
    /// decoding error.
    /// 2: a token's `deprecation` is an object (message, replacedBy, removedIn), not a string.
    /// 3: `formats`, the package's own export formats. Written only by a package that has some,
    /// so a tool that reads format 2 refuses it rather than leaving its formats out.
    public static let currentFormat = 3
    /// The oldest format this release still reads: format 1's string deprecations read as
    /// messages.
    public static let oldestReadableFormat = 1

    public struct Entry: Codable, Sendable {
        /// How `--system NAME` chooses it; the first entry is the default.
        public var name: String
        public var system: DesignSystem

        public init(name: String, system: DesignSystem) {
            self.name = name
            self.system = system
        }
    }

    public var format: Int
    /// The StylebookKit release that wrote it, for the version-skew message.
    public var stylebookKit: String
    public var systems: [Entry]
    /// The folder of Content/ that Stylebook's own reference (commands, configuration keys,
    /// diagnostic ids, directives) is generated into: only the site of Stylebook's manual sets it.
    public var stylebookReference: String?
    /// The export formats the package declares in its describing executable (Exporters'
    /// `DesignSystemDescription.main(system:formats:)`); nil when it declares none.
    public var formats: [ExportFormatDescription]?

    public init(systems: [Entry], stylebookReference: String? = nil, formats: [ExportFormatDescription]? = nil) {
        format = formats == nil ? 2 : Self.currentFormat
        stylebookKit = StylebookKitVersion.current
        self.systems = systems
        self.stylebookReference = stylebookReference
        self.formats = formats
    }

    /// Sorted keys: the same system prints the same bytes.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Just the header, read first: it decodes whatever else has changed around it.
    public struct Header: Decodable, Sendable {
        public var format: Int
        public var stylebookKit: String?
    }

    /// The describing executable's whole body: prints the description to standard output and
    /// exits 0, or names what could not be encoded on standard error and exits 1.
    public static func main(system: DesignSystem) -> Never {
        main(systems: [(identifier(for: system.name), system)])
    }

    /// Several systems; `stylebook check --system NAME` chooses, the first is the default.
    public static func main(systems: [(name: String, system: DesignSystem)], stylebookReference: String? = nil) -> Never {
        do {
            let data = try DesignSystemDescription(systems: systems.map { Entry(name: $0.name, system: $0.system) },
                                                   stylebookReference: stylebookReference).json()
            FileHandle.standardOutput.write(data)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("cannot describe the design system: \(error)\n".utf8))
            exit(1)
        }
    }

    /// `Acme Design` → `acme-design`: how `--system` names a system registered by its display name.
    public static func identifier(for name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "system" : words.joined(separator: "-")
    }
}

public enum StylebookKitVersion {
    /// Also the tool's `--version` (`StylebookVersion`): one release number for both.
    public static let current = "0.1.0"
}
