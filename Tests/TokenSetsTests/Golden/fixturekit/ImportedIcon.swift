import StylebookKit

/// The `icon` group of fixturekit.resolver.json.
enum ImportedIconTokens {
    static let all: [Token] = [
        .icon("icon.close", Icon(name: "close", sfSymbol: "xmark", materialSymbol: "close",
            svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M6 6l12 12M18 6 6 18\"/></svg>"),
            "Dismiss."),
    ]
}
