import StylebookKit

/// A token's deprecation as the diff reports it.
struct TokenDeprecation: Equatable {
    var text: String
    var replacedBy: String?
    var removedIn: String?

    init?(_ token: Token) {
        guard let deprecation = token.deprecation else { return nil }
        text = deprecation.text
        replacedBy = deprecation.replacedBy?.dotted
        removedIn = deprecation.removedIn
    }
}
