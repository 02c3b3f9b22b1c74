import StylebookMarkdown
import Testing

@Suite struct SluggerTests {
    @Test(arguments: [
        ("Getting Started", "getting-started"),
        ("Café déjà vu", "café-déjà-vu"),
        ("🎨 Colour tokens", "-colour-tokens"),
        ("Ready? Set... Go!", "ready-set-go"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("C++ & Swift (5.9)", "c--swift-59"),
        ("Größe / サイズ / Размер", "größe--サイズ--размер"),
        ("  two  spaces ", "--two--spaces-"),
        ("Ⅳ and ½", "ⅳ-and-"),
    ])
    func slugFollowsGitHub(text: String, expected: String) {
        var slugger = Slugger()
        #expect(slugger.slug(for: text) == expected)
    }

    @Test func duplicatesGetCountingSuffixes() {
        var slugger = Slugger()
        #expect(["Usage", "Usage", "usage", "Usage-1", "Usage"].map { slugger.slug(for: $0) }
            == ["usage", "usage-1", "usage-2", "usage-1-1", "usage-3"])
    }

    @Test func textWithNothingLeftStillGetsAnID() {
        var slugger = Slugger()
        #expect(slugger.slug(for: "🎉!") == "section")
        #expect(slugger.slug(for: "???") == "section-1")
    }
}
