import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// A VitePress-style home page: `layout: home` with a `hero` (name, text, tagline, image, action
/// links) and a list of `features` in front matter. The built-in theme shows them above the
/// page's Markdown (`home.html`). Links in them are checked and rewritten like Markdown links.
struct HomeLayout: Sendable, Equatable {
    struct Image: Sendable, Equatable {
        var src: String
        var alt: String
    }

    struct Action: Sendable, Equatable {
        var text: String
        var link: String
        /// `theme: brand` is the main call to action; anything else (`alt`) a secondary one.
        var isBrand: Bool
    }

    struct Feature: Sendable, Equatable {
        /// An emoji or a little raw HTML, as VitePress takes it.
        var icon: String?
        var title: String
        var details: String?
        var link: String?
        var linkText: String?
    }

    var name: String?
    var text: String?
    var tagline: String?
    var image: Image?
    var actions: [Action] = []
    var features: [Feature] = []

    /// A value of the wrong shape, or a key the layout does not show.
    enum Problem {
        case malformed(String)
        case unknownKey(String)
    }

    /// VitePress's keys, and Starlight's `title` (the headline, VitePress's `text`).
    static let heroKeys = ["name", "text", "title", "tagline", "image", "actions"]
    static let imageKeys = ["src", "alt"]
    /// Starlight's images are files of its Astro project, outside the content folder.
    static let starlightImageKeys = ["file", "dark", "light", "html"]
    /// VitePress's `theme: brand`, Starlight's `variant: primary`; Starlight's decorative
    /// `icon` is not drawn.
    static let actionKeys = ["theme", "variant", "icon", "text", "link"]

    /// A VitePress home (`layout: home`) or a Starlight splash page with a hero.
    static func isHome(_ values: [String: FrontMatterValue]) -> Bool {
        values["layout"] == .string("home") || (values["template"] == .string("splash") && values["hero"] != nil)
    }
    static let featureKeys = ["icon", "title", "details", "link", "linkText"]

    /// The page's home layout, or nil when its front matter does not say `layout: home`.
    init?(_ frontMatter: FrontMatter) {
        guard Self.isHome(frontMatter.values) else { return nil }
        var problems: [Problem] = []
        self.init(frontMatter.values, problems: &problems)
    }

    private init(_ values: [String: FrontMatterValue], problems: inout [Problem]) {
        if let hero = Self.mapping(values["hero"], "hero", keys: Self.heroKeys, &problems) {
            name = Self.text(hero["name"], "hero.name", &problems)
            text = Self.text(hero["text"], "hero.text", &problems) ?? Self.text(hero["title"], "hero.title", &problems)
            tagline = Self.text(hero["tagline"], "hero.tagline", &problems)
            switch hero["image"] {
            case .string(let src)?: image = Image(src: src, alt: "")
            case .dictionary(let fields)? where fields["src"] == nil && Self.starlightImageKeys.contains(where: { fields[$0] != nil }):
                problems.append(.unknownKey("hero.image." + (Self.starlightImageKeys.first { fields[$0] != nil } ?? "file")))
            case let value?:
                if let fields = Self.mapping(value, "hero.image", keys: Self.imageKeys, &problems),
                   let src = Self.text(fields["src"], "hero.image.src", required: true, &problems) {
                    image = Image(src: src, alt: Self.text(fields["alt"], "hero.image.alt", &problems) ?? "")
                }
            case nil: break
            }
            actions = Self.list(hero["actions"], "hero.actions", &problems).enumerated().compactMap { index, item in
                let path = "hero.actions[\(index)]"
                guard let fields = Self.mapping(item, path, keys: Self.actionKeys, &problems),
                      let text = Self.text(fields["text"], path + ".text", required: true, &problems),
                      let link = Self.text(fields["link"], path + ".link", required: true, &problems) else { return nil }
                let isBrand = Self.text(fields["theme"], path + ".theme", &problems) == "brand"
                    || Self.text(fields["variant"], path + ".variant", &problems).map { $0 == "primary" } ?? false
                return Action(text: text, link: link, isBrand: isBrand)
            }
        }
        features = Self.list(values["features"], "features", &problems).enumerated().compactMap { index, item in
            let path = "features[\(index)]"
            guard let fields = Self.mapping(item, path, keys: Self.featureKeys, &problems),
                  let title = Self.text(fields["title"], path + ".title", required: true, &problems) else { return nil }
            return Feature(icon: Self.text(fields["icon"], path + ".icon", &problems), title: title,
                           details: Self.text(fields["details"], path + ".details", &problems),
                           link: Self.text(fields["link"], path + ".link", &problems),
                           linkText: Self.text(fields["linkText"], path + ".linkText", &problems))
        }
    }

    /// Every link the layout shows, with the top-level key it is written under, for the link checks.
    var links: [(link: String, key: String)] {
        actions.map { ($0.link, "hero") } + (image.map { [($0.src, "hero")] } ?? []) + features.compactMap { $0.link.map { ($0, "features") } }
    }

    /// What is wrong with a page's `hero` and `features`, at the line of the key: a value of
    /// the wrong shape is an error, a key the theme does not show a warning, and both keys on a
    /// page without `layout: home` a warning, since they would show nothing.
    static func problems(_ page: Page) -> [Diagnostic] {
        let frontMatter = page.frontMatter
        let location = { (key: String) in frontMatter.keyLocations[key] ?? SourceLocation(path: page.item.displayPath) }
        guard isHome(frontMatter.values) else {
            return ["hero", "features"].filter { frontMatter.values[$0] != nil }.map { key in
                Diagnostic(.contentUnknownFrontMatterKey, "front-matter key '\(key)' has no effect without `layout: home`",
                         at: location(key), hint: "add `layout: home` to show the home page's \(key), or remove it")
            }
        }
        var problems: [Problem] = []
        _ = HomeLayout(frontMatter.values, problems: &problems)
        return problems.map { problem in
            switch problem {
            case .unknownKey(let path):
                return Diagnostic(.contentUnknownFrontMatterKey, "front-matter key '\(path)' is not shown by the home layout",
                                at: location(path.hasPrefix("features") ? "features" : "hero"),
                                hint: "the home layout shows hero.name, text, tagline, image (src, alt) and actions (theme, text, link), and features (icon, title, details, link, linkText)")
            case .malformed(let message):
                return Diagnostic(.contentMalformedFrontMatter, message, at: location(message.hasPrefix("'features") ? "features" : "hero"),
                              hint: "write it as VitePress does: `hero:` a mapping, `features:` a list of mappings, each with a `title`")
            }
        }
    }

    // MARK: - Reading values

    private static func mapping(_ value: FrontMatterValue?, _ path: String, keys: [String], _ problems: inout [Problem]) -> [String: FrontMatterValue]? {
        guard let value else { return nil }
        guard case .dictionary(let fields) = value else {
            problems.append(.malformed("'\(path)' must be a mapping of `key: value` lines"))
            return nil
        }
        for key in fields.keys.sorted(by: String.inByteOrder) where !keys.contains(key) { problems.append(.unknownKey("\(path).\(key)")) }
        return fields
    }

    private static func list(_ value: FrontMatterValue?, _ path: String, _ problems: inout [Problem]) -> [FrontMatterValue] {
        guard let value else { return [] }
        guard case .array(let items) = value else {
            problems.append(.malformed("'\(path)' must be a list (`- title: …` lines)"))
            return []
        }
        return items
    }

    private static func text(_ value: FrontMatterValue?, _ path: String, required: Bool = false, _ problems: inout [Problem]) -> String? {
        switch value {
        case .string(let text)?: return text
        case .int(let number)?: return String(number)
        case .double(let number)?: return String(number)
        case nil where required:
            problems.append(.malformed("'\(path)' is missing"))
            return nil
        case nil, .null?: return nil
        case _?:
            problems.append(.malformed("'\(path)' must be text"))
            return nil
        }
    }
}
