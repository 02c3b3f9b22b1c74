/// What a `:::` container (VitePress, Docusaurus) becomes.
public enum ContainerKind: Hashable, Sendable {
    /// `::: tip` and friends: the same callout as a GitHub alert of `style`, titled `name`
    /// unless the marker gives its own title.
    case callout(name: String, style: GitHubAlert)
    /// `::: details Summary`: a `<details>` element.
    case details
    /// `::: code-group`: the fenced blocks inside become tabs labelled by their `[label]`.
    /// MDX's `<Tabs>` too, whose `<TabItem>`s are `.tab`s.
    case codeGroup
    /// `<TabItem label="npm">` inside `<Tabs>`: one tab, titled by its label, of any content.
    case tab
    /// Starlight's `<Steps>`: the ordered list inside, drawn as numbered steps.
    case steps
    /// Starlight's `<FileTree>`: the nested list inside, drawn as a tree of files.
    case fileTree
    /// Starlight's `<Card title>`: a box with a heading.
    case card
    /// Starlight's `<CardGrid>`: the cards inside, side by side where there is room.
    case cardGrid
    /// Starlight's `<LinkCard title href description>`: a link with its description, in a box.
    case linkCard
    /// Starlight's `<LinkButton href variant>`: a link drawn as a button. The link itself is a
    /// child (`MDXComponentLowering`), so it is resolved and checked as any other.
    case linkButton(href: String, secondary: Bool)
    /// `::: raw`, `::: v-pre` (VitePress's escape hatches for Vue) and unknown types: the
    /// content renders as if the markers were not there.
    case transparent

    /// The container types other generators use, by the word after `:::`.
    static let known: [String: ContainerKind] = [
        "tip": .callout(name: "Tip", style: .tip),
        "info": .callout(name: "Info", style: .note),
        "note": .callout(name: "Note", style: .note),
        "important": .callout(name: "Important", style: .important),
        "warning": .callout(name: "Warning", style: .warning),
        "caution": .callout(name: "Caution", style: .caution),
        "danger": .callout(name: "Danger", style: .caution),
        "details": .details,
        "code-group": .codeGroup,
        "raw": .transparent,
        "v-pre": .transparent,
    ]
}
