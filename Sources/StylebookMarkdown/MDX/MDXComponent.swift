/// The components of Docusaurus and Starlight that Stylebook draws with its own markup. Each is
/// matched by name, as the page imports it; what it becomes never depends on where it came from.
enum MDXComponent {
    /// Components with content, drawn as a container (`ContainerKind`).
    static let containers: Set<String> = [
        // Docusaurus
        "Tabs", "TabItem", "Admonition", "details",
        // Astro's and React's `<Fragment>` draws nothing but its content.
        "Fragment",
        // Starlight
        "Aside", "Steps", "FileTree", "Card", "CardGrid", "LinkButton",
    ]
    /// Components without content that stand on a line of their own.
    static let blocks: Set<String> = ["LinkCard", "Code", "TOCInline"]
    /// Components without content inside a line of text.
    static let inline: Set<String> = ["Badge", "Icon"]

    static let known = containers.union(blocks).union(inline)

    /// Listed in diagnostics' hints.
    static let knownList = "Tabs, TabItem, Admonition, details, TOCInline, Fragment, Aside, Steps, FileTree, Card, CardGrid, LinkCard, LinkButton, Badge, Icon, Code"

    /// What a container component becomes. `problem` names an attribute value Stylebook does not
    /// know, in which case the content is shown without a box.
    struct Resolved {
        var kind: ContainerKind
        var title: String?
        var problem: (message: String, hint: String)?
    }

    /// Nil for `details`, whose summary is found in the lines after it, and for names that are
    /// not containers.
    static func container(_ name: String, _ attributes: [String: String]) -> Resolved? {
        switch name {
        case "Tabs": return Resolved(kind: .codeGroup)
        case "Fragment": return Resolved(kind: .transparent)
        case "TabItem": return Resolved(kind: .tab, title: attributes["label"] ?? attributes["value"])
        case "Admonition": return callout(attributes["type"] ?? "note", title: attributes["title"], component: "admonition")
        case "Aside": return callout(attributes["type"] ?? "note", title: attributes["title"], component: "aside")
        case "Steps": return Resolved(kind: .steps)
        case "FileTree": return Resolved(kind: .fileTree)
        case "Card": return Resolved(kind: .card, title: attributes["title"])
        case "CardGrid": return Resolved(kind: .cardGrid)
        case "LinkButton":
            let variant = attributes["variant"] ?? "primary"
            return Resolved(kind: .linkButton(href: attributes["href"] ?? "", secondary: variant != "primary"))
        default: return nil
        }
    }

    private static func callout(_ type: String, title: String?, component: String) -> Resolved {
        if let known = ContainerKind.known[type.lowercased()], case .callout = known {
            return Resolved(kind: known, title: title)
        }
        return Resolved(kind: .transparent, title: nil, problem: (
            "unknown \(component) type '\(type)'; its content is shown without a box",
            "use one of: note, tip, info, warning, danger, caution, important"))
    }
}
