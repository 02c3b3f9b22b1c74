import GeneratorSupport
import StylebookKit

/// One token of a resolved DTCG token set: its type, its value with references followed, and
/// the metadata the file gave it.
public struct ImportedToken: Hashable, Sendable {
    public var path: TokenPath
    public var type: String
    public var value: DTCGValue
    /// The token this one's whole `$value` refers to, kept so colours stay aliases.
    public var alias: TokenPath?
    public var description: String?
    /// `$deprecated`, own or inherited from a group (`DeprecationReading`).
    public var deprecation: Deprecation?
    /// `$extensions`, kept as written.
    public var extensions: JSONNode?
    public var location: SourceLocation
    /// Where the token sits in its file, e.g. `#/color/text/primary`.
    public var pointer: JSONPointer
}

/// The tokens of one resolution of a token source (one context per modifier), in the order
/// the files declare them, plus the root `$extensions` of every file read.
public struct TokenSet: Sendable {
    public let tokens: [ImportedToken]
    public let rootExtensions: [FileExtensions]
    /// Tokens not read because only some types were asked for, by type ("" for no type).
    public let skippedTypes: [String: Int]
    /// Colour objects without `$type` that an audit read as colours.
    public let untypedColors: [SourceLocation]

    /// A file's root `$extensions` and the file it came from.
    public struct FileExtensions: Hashable, Sendable {
        public var file: String
        public var node: JSONNode
    }

    private let index: [TokenPath: Int]

    public init(tokens: [ImportedToken], rootExtensions: [FileExtensions] = [], skippedTypes: [String: Int] = [:],
                untypedColors: [SourceLocation] = []) {
        self.tokens = tokens
        self.rootExtensions = rootExtensions
        self.skippedTypes = skippedTypes
        self.untypedColors = untypedColors
        index = Dictionary(tokens.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    public func token(_ path: TokenPath) -> ImportedToken? {
        index[path].map { tokens[$0] }
    }

    /// One warning per file for the colour objects read as colours without `$type`.
    var untypedColorWarnings: [Diagnostic] {
        var byFile: [(String, [SourceLocation])] = []
        for location in untypedColors {
            if let index = byFile.firstIndex(where: { $0.0 == location.path }) { byFile[index].1.append(location) }
            else { byFile.append((location.path, [location])) }
        }
        return byFile.map { _, locations in
            Diagnostic(.importMissingType, "\(locations.count) colour value(s) without `$type` (first here) read as colours",
                     at: locations[0], hint: "add \"$type\": \"color\" to the tokens or to their group")
        }
    }
}
