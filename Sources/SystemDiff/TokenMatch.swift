import StylebookKit

/// Which base token is which head token. Same path: the same token (its kind may have changed).
/// Otherwise a removed and an added token are a rename when both agree:
/// - value: the same kind and the same value in every compared mode, as declared (the same
///   literal, or an alias to the same token);
/// - position: the same parent group (`color.bg.subtle` → `color.bg.muted`) or the same last
///   name under another group (`color.bg.subtle` → `color.background.subtle`).
/// When several added tokens qualify, one with the same last name is preferred, then the first
/// by path, so declaration order and file layout never decide. Anything else is a removal and
/// an addition.
struct TokenMatch {
    /// Tokens on both sides with the same kind, renamed ones included, by head path.
    var matched: [(base: Token, head: Token)] = []
    var added: [Token] = []
    var removed: [Token] = []
    var renamed: [(base: Token, head: Token)] = []
    var typeChanged: [(base: Token, head: Token)] = []
    /// Base path → head path, for every matched token (renames included).
    var headPath: [TokenPath: TokenPath] = [:]

    init(base: SideReading, head: SideReading) {
        var gone: [Token] = []
        for path in base.tokens.keys.sorted() {
            let old = base.tokens[path]!
            guard let new = head.tokens[path] else { gone.append(old); continue }
            if old.kind == new.kind {
                matched.append((old, new))
                headPath[path] = path
            } else {
                typeChanged.append((old, new))
            }
        }
        let arrived = head.tokens.keys.filter { base.tokens[$0] == nil }.sorted().map { head.tokens[$0]! }
        var byValue: [[String]: [Token]] = [:]
        for token in arrived { byValue[head.fingerprint(token), default: []].append(token) }
        var taken = Set<TokenPath>()
        for old in gone {
            let candidates = (byValue[base.fingerprint(old)] ?? []).filter { new in
                !taken.contains(new.path) && (Self.parent(new.path) == Self.parent(old.path) || new.path.name == old.path.name)
            }
            guard let new = candidates.first(where: { $0.path.name == old.path.name }) ?? candidates.first else {
                removed.append(old)
                continue
            }
            taken.insert(new.path)
            renamed.append((old, new))
            matched.append((old, new))
            headPath[old.path] = new.path
        }
        added = arrived.filter { !taken.contains($0.path) }
        matched.sort { $0.head.path < $1.head.path }
    }

    private static func parent(_ path: TokenPath) -> [String] { Array(path.components.dropLast()) }

    /// A base alias, named as head names its target, so a rename is not a change of the alias.
    func inHeadTerms(_ value: ColorValue?) -> ColorValue? {
        guard case .alias(let target)? = value, let renamed = headPath[target] else { return value }
        return .alias(renamed)
    }
}
