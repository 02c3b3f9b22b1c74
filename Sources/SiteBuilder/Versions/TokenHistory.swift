/// Which published version each token appeared or was deprecated in, for the "since" badges:
/// the token paths of every version this build knows, oldest first, ending with this build's.
public struct TokenHistory: Sendable, Hashable {
    public struct Release: Sendable, Hashable {
        public var label: String
        /// Dotted token paths (`color.text.primary`).
        public var tokens: Set<String>
        /// The paths of the tokens this version declares deprecated.
        public var deprecated: Set<String>

        public init(label: String, tokens: Set<String>, deprecated: Set<String>) {
            self.label = label
            self.tokens = tokens
            self.deprecated = deprecated
        }
    }

    /// Oldest first; the last is the version being built.
    public var releases: [Release]

    public init(releases: [Release]) { self.releases = releases }
}

import StylebookKit

extension TokenHistory.Release {
    /// The release's tokens as `system` declares them.
    public init(label: String, system: DesignSystem) {
        self.init(label: label, tokens: Set(system.tokens.map(\.path.dotted)),
                  deprecated: Set(system.tokens.filter(\.isDeprecated).map(\.path.dotted)))
    }
}
