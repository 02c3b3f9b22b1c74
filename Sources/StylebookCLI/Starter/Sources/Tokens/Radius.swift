import StylebookKit

/// Corner radii in points.
enum Radius {
    static let all: [Token] = [
        .dimension("radius.sm", 6, "Buttons and inputs."),
        .dimension("radius.md", 12, "Cards and sheets."),
    ]
}
