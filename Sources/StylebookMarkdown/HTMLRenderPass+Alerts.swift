extension HTMLRenderPass {
    /// GitHub's markup for an alert: a titled `div` instead of the quote, marker line dropped.
    mutating func enterAlert(_ node: MarkdownNode, _ context: Context, alert: GitHubAlert, firstParagraph: MarkdownNode?) {
        let inherited = Context(inheritedRange: node.range ?? context.inheritedRange)
        var steps: [Step] = [.raw(
            "<div class=\"markdown-alert markdown-alert-\(alert.rawValue)\" role=\"note\">\n"
                + "<p class=\"markdown-alert-title\">\(alert.icon)\(alert.title)</p>\n")]
        if let firstParagraph { steps.append(.enter(firstParagraph, inherited)) }
        for child in node.children.dropFirst() { steps.append(.enter(child, inherited)) }
        steps.append(.raw("</div>\n"))
        schedule(steps)
    }
}
