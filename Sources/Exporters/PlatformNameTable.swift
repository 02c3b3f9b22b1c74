import GeneratorSupport
import StylebookKit

/// The names one format gives tokens, checked as they are handed out: a name the platform
/// does not accept, or one that two tokens would share, is an error at the token's declaration
/// (naming the other declaration too), never a file that fails to compile later.
struct PlatformNameTable {
    /// What the names are, for messages: "Android resource", "CSS custom property".
    let kind: String
    /// What a legal name looks like, for the hint; nil when every name is legal.
    let rule: String?
    let isLegal: (String) -> Bool
    private var owners: [String: Token] = [:]
    private(set) var problems: [Diagnostic] = []

    init(_ kind: String, rule: String? = nil, isLegal: @escaping (String) -> Bool = { _ in true }) {
        self.kind = kind
        self.rule = rule
        self.isLegal = isLegal
    }

    /// Records that `token` uses `name`; returns the name for convenience.
    @discardableResult
    mutating func claim(_ name: String, for token: Token) -> String {
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

    /// Throws every problem found so far.
    func check() throws {
        if !problems.isEmpty { throw DiagnosticsError(problems) }
    }
}

extension Array where Element == PlatformNameTable {
    /// Throws the problems of every table at once, so one run reports all of them.
    func check() throws {
        let problems = flatMap(\.problems)
        if !problems.isEmpty { throw DiagnosticsError(problems) }
    }
}
