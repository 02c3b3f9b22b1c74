import Foundation
import GeneratorSupport
import StylebookKit

extension DesignSystem {
    /// A deprecated token's replacement must be another declared token of the same kind: the
    /// exports name it (`renamed:`, `ReplaceWith`) and the site links to it.
    func replacementDiagnostics(_ token: Token) -> [Diagnostic] {
        guard let replacement = token.deprecation?.replacedBy else { return [] }
        let problem: String
        if replacement == token.path {
            problem = "names itself as its replacement"
        } else if let target = self.token(replacement) {
            guard target.kind != token.kind else { return [] }
            problem = "is replaced by '\(replacement)', a \(target.kind.rawValue) token, but it is a \(token.kind.rawValue) token"
        } else {
            problem = "is replaced by '\(replacement)', which is not declared"
        }
        return [Diagnostic(.tokensInvalidReplacement, "deprecated token '\(token.path)' \(problem)", at: token.location,
                       hint: replacement == token.path || self.token(replacement) != nil
                           ? "name a \(token.kind.rawValue) token in replacedBy:, or leave replacedBy: out"
                           : Self.closestHint(replacement, in: sortedTokens(of: token.kind)))]
    }

    /// Warnings for what still depends on deprecated tokens (component bindings, declared pairs
    /// and colours aliasing one, each at its own line) and for tokens whose removal release has
    /// come: `release` is the design system's version (stylebook.yml `version:`), nil when unset.
    public func deprecationDiagnostics(release: String?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func use(_ path: TokenPath, _ what: String, at location: SourceLocation) {
            guard let token = token(path), let deprecation = token.deprecation else { return }
            let instead = deprecation.replacedBy.map { "use '\($0)' instead" } ?? "stop using it"
            let removal = deprecation.removedIn.map { "; it is removed in \($0)" } ?? ""
            // The deprecated token is the subject, so an acknowledgement naming it covers its uses.
            diagnostics.append(Diagnostic(.tokensDeprecatedUse, "\(what) uses '\(path)', which is deprecated: \(deprecation.text)",
                                          at: location, hint: "\(instead)\(removal)", subjects: [path.dotted]))
        }
        for component in components {
            for (part, binding) in component.allBindings {
                use(binding.token, "'\(component.id)' part '\(part)' (\(binding.property.rawValue))", at: binding.location)
            }
        }
        for pair in pairs {
            let name = "the pair '\(pair.foreground)' on '\(pair.background)'"
            use(pair.foreground, name, at: pair.location)
            use(pair.background, name, at: pair.location)
            if let over = pair.over { use(over, name, at: pair.location) }
        }
        for token in sortedTokens where !token.isDeprecated {
            guard let values = token.colorValues else { continue }
            var aliased = Set<TokenPath>()
            for entry in values.entries {
                if case .alias(let target) = entry.value, aliased.insert(target).inserted {
                    use(target, "colour '\(token.path)'", at: token.location)
                }
            }
        }
        if let release {
            for token in sortedTokens {
                guard let removedIn = token.deprecation?.removedIn, ReleaseVersion.compare(release, removedIn) != .orderedAscending else { continue }
                diagnostics.append(Diagnostic(.tokensRemovalDue,
                                              "deprecated token '\(token.path)' is to be removed in \(removedIn), and this design system is at \(release)",
                                              at: token.location, hint: "remove it and its uses, or move removedIn: to a later release",
                                              subjects: [token.path.dotted]))
            }
        }
        return diagnostics
    }
}

/// Release numbers compared part by part, numerically where both parts are numbers:
/// 3.10 comes after 3.9, and 3.0 equals 3.0.0.
public enum ReleaseVersion {
    public static func compare(_ a: String, _ b: String) -> ComparisonResult {
        func parts(_ text: String) -> [Substring] {
            text.trimmingCharacters(in: .whitespaces).drop { $0 == "v" || $0 == "V" }.split(separator: ".")
        }
        let x = parts(a), y = parts(b)
        for index in 0..<max(x.count, y.count) {
            let p = index < x.count ? x[index] : "0", q = index < y.count ? y[index] : "0"
            if let m = Int(p), let n = Int(q) {
                if m != n { return m < n ? .orderedAscending : .orderedDescending }
            } else if p != q {
                return p < q ? .orderedAscending : .orderedDescending
            }
        }
        return .orderedSame
    }
}
