/// The `content/` ids: pages, links, directives and the Markdown they are written in.
extension DiagnosticKind {
    public static let contentBinaryFile = DiagnosticKind(
        id: "content/binary-file", severity: .error,
        summary: "A `.md` file contains a NUL byte, so it is not Markdown.",
        fix: "Rename the file so it does not end in `.md`, or replace it with the Markdown it should hold.")

    public static let contentBrokenAnchor = DiagnosticKind(
        id: "content/broken-anchor", severity: .error,
        summary: "A link names a `#heading` that the target page does not have.",
        fix: "Link to a heading the page has (the message names the closest), or add the heading.",
        adjustable: true)

    public static let contentBrokenLink = DiagnosticKind(
        id: "content/broken-link", severity: .error,
        summary: "A link points to a page or file that does not exist.",
        fix: "Correct the path (the hint names the closest page or file), or add the missing page.",
        adjustable: true)

    public static let contentBrokenSymlink = DiagnosticKind(
        id: "content/broken-symlink", severity: .error,
        summary: "A symbolic link under Content/ points to nothing.",
        fix: "Point the link at an existing file under Content/, or remove it.")

    public static let contentDirectiveNeedsDesignSystem = DiagnosticKind(
        id: "content/directive-needs-design-system", severity: .error,
        summary: "A design-system directive is used in a build that has no design system.",
        fix: "Run stylebook in your design-system package, which it describes through its describing executable, or remove the directive.")

    public static let contentDuplicateHeadingID = DiagnosticKind(
        id: "content/duplicate-heading-id", severity: .error,
        summary: "Two headings of one page would get the same id.",
        fix: "Reword one heading, or give one an explicit `{#other-id}`.")

    public static let contentDuplicateTitle = DiagnosticKind(
        id: "content/duplicate-title", severity: .warning,
        summary: "Two pages share a title, so navigation and search cannot tell them apart.",
        fix: "Give one of the pages a distinct `title` in its front matter.",
        adjustable: true)

    public static let contentDuplicateURL = DiagnosticKind(
        id: "content/duplicate-url", severity: .error,
        summary: "Two pages or files, or one and a page or file the build generates (404.html, sitemap.xml, robots.txt), would be published at one URL.",
        fix: "Rename or move one of the files (a `slug` in front matter also moves a page).")

    public static let contentEmptyPage = DiagnosticKind(
        id: "content/empty-page", severity: .error,
        summary: "A page has no content.",
        fix: "Write the page's content, or delete the file.")

    public static let contentHugoShortcode = DiagnosticKind(
        id: "content/hugo-shortcode", severity: .warning,
        summary: "A Hugo shortcode is shown as text; Stylebook does not run shortcodes.",
        fix: "Replace the shortcode with Markdown (a link, an image, a `:::` container) or raw HTML.",
        adjustable: true)

    public static let contentInvalidDirective = DiagnosticKind(
        id: "content/invalid-directive", severity: .error,
        summary: "A directive block has a bad argument or body: an unknown token group or component, or a malformed line.",
        fix: "Name a token group or component that exists (the hint names the closest), or fix the line the message names.")

    public static let contentInvalidUTF8 = DiagnosticKind(
        id: "content/invalid-utf8", severity: .error,
        summary: "A page's bytes are not valid UTF-8.",
        fix: "Save the file as UTF-8.")

    public static let contentLinkOutsideContent = DiagnosticKind(
        id: "content/link-outside-content", severity: .error,
        summary: "A symbolic link leads outside the content folder.",
        fix: "Copy the file into Content/ instead of linking to it.")

    public static let contentMalformedCategory = DiagnosticKind(
        id: "content/malformed-category", severity: .error,
        summary: "A folder's `_category_.json` or `_category_.yml` cannot be read, or a key has the wrong type.",
        fix: "Fix the JSON or YAML at the line named; `label` is text, `position` a number, `collapsed` `true` or `false`.")

    public static let contentMalformedFrontMatter = DiagnosticKind(
        id: "content/malformed-front-matter", severity: .error,
        summary: "The YAML front matter cannot be read, or a known key has the wrong type.",
        fix: "Fix the YAML between the `---` lines at the line named; `title`, `description` and `order` must be text, text and a number.")

    public static let contentMDXCodeRemoved = DiagnosticKind(
        id: "content/mdx-code-removed", severity: .note,
        summary: "An `.mdx` page's `import` and `export` lines are code for MDX; they were left out.",
        fix: "Nothing to fix; write what the code drew in Markdown if readers need it.",
        adjustable: true)

    public static let contentNoHomePage = DiagnosticKind(
        id: "content/no-home-page", severity: .warning,
        summary: "No page is published at the site's root, so the site has no home page.",
        fix: "Add `index.md` to the content folder, or give a page `slug: /`.",
        adjustable: true)

    public static let contentMDXComponentMisplaced = DiagnosticKind(
        id: "content/mdx-component-misplaced", severity: .warning,
        summary: "A component Stylebook draws is written where it cannot be drawn (inside a paragraph, say); it shows as raw HTML.",
        fix: "Write the component's opening and closing tags on lines of their own with blank lines around the content, or the whole component on one line.",
        adjustable: true)

    public static let contentMDXInMarkdown = DiagnosticKind(
        id: "content/mdx-in-markdown", severity: .warning,
        summary: "A page read as CommonMark imports code as MDX does; the import is left out and its components show as text.",
        fix: "Read the page as MDX: `markdown.format: mdx` in stylebook.yml (Docusaurus's default), `format: mdx` in its front matter, or the `.mdx` extension.",
        adjustable: true)

    public static let contentMDXExpression = DiagnosticKind(
        id: "content/mdx-expression", severity: .warning,
        summary: "A component takes what it draws from code (`code={example}`), which Stylebook does not run; it is left out.",
        fix: "Write the content in Markdown (a fenced code block), or give the value as a quoted string.",
        adjustable: true)

    public static let contentMDXIconNotDrawn = DiagnosticKind(
        id: "content/mdx-icon-not-drawn", severity: .note,
        summary: "Starlight's `<Icon>` is not drawn: Stylebook has no copy of its icon set. A `label` shows as text.",
        fix: "Give meaningful icons a `label`, or replace them with images.",
        adjustable: true)

    public static let contentMDXUnknownComponent = DiagnosticKind(
        id: "content/mdx-unknown-component", severity: .warning,
        summary: "An `.mdx` page uses a component Stylebook does not know; it passes through as raw HTML.",
        fix: "Replace the component with Markdown, a `:::` container, one of the components Stylebook draws (Docusaurus's and Starlight's built-in ones), or a Markdown partial.",
        adjustable: true)

    public static let contentMissingAlt = DiagnosticKind(
        id: "content/missing-alt", severity: .warning,
        summary: "An image has no alt text.",
        fix: "Describe the image in its alt text (`![Chart of …](chart.png)`), or write `alt=\"\"` in HTML when it is pure decoration.",
        adjustable: true)

    public static let contentMissingFolder = DiagnosticKind(
        id: "content/missing-folder", severity: .error,
        summary: "The content folder does not exist.",
        fix: "Create the folder, or point `--content` or `content:` in stylebook.yml at the right one.")

    public static let contentMissingPartial = DiagnosticKind(
        id: "content/missing-partial", severity: .error,
        summary: "A page imports a partial (`_name.mdx`) that does not exist.",
        fix: "Correct the import's path (the hint names the closest file), relative to the importing file or as `@site/docs/…`.")

    public static let contentNestingTooDeep = DiagnosticKind(
        id: "content/nesting-too-deep", severity: .error,
        summary: "Lists, quotes or containers are nested deeper than the limit.",
        fix: "Flatten the lists, quotes or containers; split the content into sections.")

    public static let contentNotAFile = DiagnosticKind(
        id: "content/not-a-file", severity: .error,
        summary: "A `.md` path is a pipe, socket or device, not a file.",
        fix: "Replace the path with a regular Markdown file, or remove it.")

    public static let contentPageTooLarge = DiagnosticKind(
        id: "content/page-too-large", severity: .error,
        summary: "A page is larger than the 8 MB limit.",
        fix: "Split the page into several pages.")

    public static let contentPartialCycle = DiagnosticKind(
        id: "content/partial-cycle", severity: .error,
        summary: "A partial imports itself, directly or through other partials.",
        fix: "Remove the import that leads back to the partial.")

    public static let contentSymlinkLoop = DiagnosticKind(
        id: "content/symlink-loop", severity: .error,
        summary: "A symbolic link loops back to one of its own parent folders.",
        fix: "Remove the link, or point it somewhere that is not one of its own parent folders.")

    public static let contentUnbalancedJSX = DiagnosticKind(
        id: "content/unbalanced-jsx", severity: .error,
        summary: "An `.mdx` page opens a component it never closes, or closes one it never opened.",
        fix: "Close each component with `</Name>`, or write it `<Name />` when it has no content.")

    public static let contentUnclosedContainer = DiagnosticKind(
        id: "content/unclosed-container", severity: .error,
        summary: "A `:::` container is never closed.",
        fix: "Add the closing `:::` line, in the same list item or quote as the opening one.",
        adjustable: true)

    public static let contentUnknownContainer = DiagnosticKind(
        id: "content/unknown-container", severity: .warning,
        summary: "A `:::` container type is unknown; its content is shown without a box.",
        fix: "Use a known type (`tip`, `info`, `note`, `important`, `warning`, `caution`, `danger`, `details`); the message names the closest.",
        adjustable: true)

    public static let contentUnknownDirectiveName = DiagnosticKind(
        id: "content/unknown-directive-name", severity: .error,
        summary: "A code block's info word is one typo away from a directive name.",
        fix: "Correct the directive's name, or give the block a language such as `text` to show it as code.")

    public static let contentUnknownFrontMatterKey = DiagnosticKind(
        id: "content/unknown-front-matter-key", severity: .warning,
        summary: "A front-matter key is read neither by Stylebook nor by any template.",
        fix: "Correct the key (the message names the closest), or use it in a template as `page.KEY`.",
        adjustable: true)

    public static let contentUnreadable = DiagnosticKind(
        id: "content/unreadable", severity: .error,
        summary: "A page or folder cannot be read, or disappeared during the build.",
        fix: "Check the file's permissions, and that nothing removes it while the build runs.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let contentKinds: [DiagnosticKind] = [
        .contentBinaryFile, .contentBrokenAnchor, .contentBrokenLink, .contentBrokenSymlink,
        .contentDirectiveNeedsDesignSystem, .contentDuplicateHeadingID, .contentDuplicateTitle, .contentDuplicateURL,
        .contentEmptyPage, .contentHugoShortcode, .contentInvalidDirective, .contentInvalidUTF8,
        .contentLinkOutsideContent, .contentMalformedCategory, .contentMalformedFrontMatter, .contentMDXCodeRemoved,
        .contentMDXComponentMisplaced, .contentMDXExpression, .contentMDXIconNotDrawn, .contentMDXInMarkdown, .contentMDXUnknownComponent, .contentMissingAlt, .contentMissingFolder, .contentMissingPartial,
        .contentNestingTooDeep, .contentNoHomePage, .contentNotAFile, .contentPageTooLarge, .contentPartialCycle, .contentSymlinkLoop,
        .contentUnbalancedJSX, .contentUnclosedContainer, .contentUnknownContainer, .contentUnknownDirectiveName,
        .contentUnknownFrontMatterKey, .contentUnreadable,
    ]
}
