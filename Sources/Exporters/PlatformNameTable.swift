import GeneratorSupport
import StylebookKit

/// The names one format gives tokens, checked as they are handed out: a name the platform
/// does not accept, or one that two tokens would share, is an error at the token's declaration
/// (naming the other declaration too), never a file that fails to compile later. A format keeps
/// one table per namespace (one per Swift type, one per Android resource type …), claims every
/// name it writes, and calls `check()` before returning its files.
public struct PlatformNameTable {
    /// What the names are, for messages: "Android resource", "CSS custom property".
    public let kind: String
    /// What a legal name looks like, for the hint; nil when every name is legal.
    public let rule: String?
    /// Whether the platform takes a name, e.g. `ExportIdentifiers.isAndroidResourceName`.
    public let isLegal: (String) -> Bool
    private var owners: [String: Token] = [:]
    /// `exports/illegal-name` and `exports/name-collision` errors at the claiming token's
    /// declaration, in the order the names were claimed.
    public private(set) var problems: [Diagnostic] = []

    /// A table for names of one `kind` ("Dart field"); without `isLegal`, every name is legal and
    /// only collisions are problems.
    public init(_ kind: String, rule: String? = nil, isLegal: @escaping (String) -> Bool = { _ in true }) {
        self.kind = kind
        self.rule = rule
        self.isLegal = isLegal
    }

    /// Records that `token` uses `name`; returns the name for convenience. Claiming a name again
    /// for the same token is no problem, so a format may claim it in every mode.
    @discardableResult
    public mutating func claim(_ name: String, for token: Token) -> String {
        if !isLegal(name) {
            problems.append(Diagnostic(.exportsIllegalName, "token '\(token.path)' cannot become the \(kind) '\(name)'",
                                   at: token.location, hint: "rename the token so its parts use only \(rule ?? "legal characters")"))
        } else if let owner = owners[name], owner.path != token.path {
            problems.append(Diagnostic(.exportsNameCollision, "tokens '\(owner.path)' and '\(token.path)' both become the \(kind) '\(name)'",
                                   at: token.location, hint: "rename one of them; '\(owner.path)' is declared at \(owner.location)"))
        } else {
            owners[name] = token
        }
        return name
    }

    /// Throws every problem found so far, as one `DiagnosticsError`.
    public func check() throws {
        if !problems.isEmpty { throw DiagnosticsError(problems) }
    }
}

extension Array where Element == PlatformNameTable {
    /// Throws the problems of every table at once, so one run reports all of them.
    public func check() throws {
        let problems = flatMap(\.problems)
        if !problems.isEmpty { throw DiagnosticsError(problems) }
    }
}
