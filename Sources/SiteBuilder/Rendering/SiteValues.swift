import Foundation

/// The site-wide values templates see as `site.*`, from the configuration and the flags.
/// Built once per build; only the logo's path depends on the page (it is relative).
public struct SiteValues: Sendable {
    public var name: String
    /// Path of the logo below the site root (`logo.svg`), nil for the theme's own mark.
    public var logo: String?
    public var language: String
    public var footer: String?
    public var nav: [SiteConfiguration.Link]
    public var repository: SiteConfiguration.Repository?
    /// The content folder relative to the package root (`Content`), for "Edit this page" links.
    public var contentPath: String
    /// The exported token CSS below the site root, when the build writes it.
    var tokensStylesheet: String?
    /// The design system has more modes than light and dark: pages link the theme's mode switch.
    var modeSwitch = false

    public init(name: String, logo: String? = nil, language: String = "en", footer: String? = nil,
                nav: [SiteConfiguration.Link] = [], repository: SiteConfiguration.Repository? = nil,
                contentPath: String = "Content") {
        self.name = name
        self.logo = logo
        self.language = language
        self.footer = footer
        self.nav = nav
        self.repository = repository
        self.contentPath = contentPath
    }

    func context(rootPrefix: String) -> SiteContext {
        SiteContext(name: name, language: language, logo: logo.map { rootPrefix + $0 }, footer: footer,
                    nav: nav.map { SiteContext.NavLink(text: $0.text, url: $0.url) }, hasNav: !nav.isEmpty,
                    repository: repository?.url, tokensStylesheet: tokensStylesheet.map { rootPrefix + $0 }, modeSwitch: modeSwitch)
    }

    /// "Edit this page" for a file written under Content/; generated pages have none.
    func editURL(for item: ContentItem) -> String? {
        guard item.generatedText == nil, let repository else { return nil }
        let folder = contentPath.isEmpty || contentPath == "." ? "" : contentPath + "/"
        return repository.editURL(forPackagePath: folder + item.relativePath)
    }
}
