import StylebookKit
import StylebookMarkdown
import Testing

/// Renders `markdown` with a default renderer.
func html(_ markdown: String, selfLinks: Bool = false) -> String {
    var renderer = HTMLRenderer()
    renderer.headingSelfLinks = selfLinks
    return renderer.render(MarkdownDocument(parsing: markdown, path: "page.md")).html
}

@Suite struct HTMLRendererTests {
    @Test func tablesHaveHeadBodyAndAlignmentStyles() {
        let output = html("""
        | Name | Left | Centre | Right |
        |------|:-----|:------:|------:|
        | a | b | c | d |
        """)
        #expect(output == """
        <table>
        <thead>
        <tr>
        <th>Name</th>
        <th style="text-align: left">Left</th>
        <th style="text-align: center">Centre</th>
        <th style="text-align: right">Right</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td>a</td>
        <td style="text-align: left">b</td>
        <td style="text-align: center">c</td>
        <td style="text-align: right">d</td>
        </tr>
        </tbody>
        </table>

        """)
    }

    @Test func headerOnlyTableHasNoBody() {
        #expect(html("| a |\n|---|\n") == "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n")
    }

    @Test func taskListsUseGitHubClassesAndLabelledCheckboxes() {
        #expect(html("- [ ] Write docs\n- [x] Ship\n- plain\n") == """
        <ul class="contains-task-list">
        <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled aria-label="Write docs"> Write docs</li>
        <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled checked aria-label="Ship"> Ship</li>
        <li>plain</li>
        </ul>

        """)
    }

    @Test func looseTaskItemPutsCheckboxInsideParagraph() {
        #expect(html("- [x] One\n\n- [ ] Two\n") == """
        <ul class="contains-task-list">
        <li class="task-list-item">
        <p><input type="checkbox" class="task-list-item-checkbox" disabled checked aria-label="One"> One</p>
        </li>
        <li class="task-list-item">
        <p><input type="checkbox" class="task-list-item-checkbox" disabled aria-label="Two"> Two</p>
        </li>
        </ul>

        """)
    }

    @Test func footnotesAreNumberedByFirstReferenceWithBackLinks() {
        let output = html("""
        Second[^b] first[^a] again[^b].

        [^a]: Note A.
        [^b]: Note B.
        [^unused]: Never referenced.
        """)
        #expect(output == """
        <p>Second<sup class="footnote-ref"><a href="#fn-b" id="fnref-b" data-footnote-ref>1</a></sup> \
        first<sup class="footnote-ref"><a href="#fn-a" id="fnref-a" data-footnote-ref>2</a></sup> \
        again<sup class="footnote-ref"><a href="#fn-b" id="fnref-b-2" data-footnote-ref>1</a></sup>.</p>
        <section class="footnotes" data-footnotes aria-label="Footnotes">
        <ol>
        <li id="fn-b">
        <p>Note B. <a href="#fnref-b" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> \
        <a href="#fnref-b-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a></p>
        </li>
        <li id="fn-a">
        <p>Note A. <a href="#fnref-a" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
        </li>
        </ol>
        </section>

        """)
    }

    @Test func footnoteLabelsComeFromTheirDefinitions() {
        let document = MarkdownDocument(parsing: """
        A[^Note] b[^café] c[^q] d[^next].

        [^note]: Matched without regard to case.
        [^café]:   Unicode label.
        > [^q]: Defined inside a quote.

        [^next]:
            On the following line.
        """, path: "p.md")
        var references: [String] = []
        var definitions: [String] = []
        document.root.forEach { node in
            switch node.kind {
            case .footnoteReference(let label): references.append(label)
            case .footnoteDefinition(let label): definitions.append(label)
            default: break
            }
        }
        #expect(references == ["note", "café", "q", "next"])
        #expect(definitions == ["note", "café", "q", "next"])
        let output = HTMLRenderer().render(document).html
        #expect(output.contains("<a href=\"#fn-caf%C3%A9\" id=\"fnref-caf%C3%A9\" data-footnote-ref>2</a>"))
        #expect(output.contains("<li id=\"fn-caf%C3%A9\">"))
    }

    @Test func footnoteEndingInCodeGetsBackLinkAfterIt() {
        let output = html("Ref[^x].\n\n[^x]:\n    ```\n    code\n    ```\n")
        #expect(output.contains("""
        <li id="fn-x">
        <pre><code>code
        </code></pre>
        <a href="#fnref-x" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a>
        </li>
        """))
    }

    @Test func strikethroughBecomesDel() {
        #expect(html("~~gone~~ and ~also~\n") == "<p><del>gone</del> and <del>also</del></p>\n")
    }

    @Test func autolinksBecomeLinks() {
        #expect(html("Visit www.example.com, <https://a.b/c?d=1&e=2> or mail me@example.com.\n") == """
        <p>Visit <a href="http://www.example.com">www.example.com</a>, \
        <a href="https://a.b/c?d=1&amp;e=2">https://a.b/c?d=1&amp;e=2</a> \
        or mail <a href="mailto:me@example.com">me@example.com</a>.</p>

        """)
    }

    @Test func rawHTMLPassesThroughUnchanged() {
        let block = "<div class=\"demo\" data-x='1'>\n  <button type=\"button\">Go & see</button>\n</div>\n"
        #expect(html(block) == block)
        #expect(html("Press <kbd>Ctrl</kbd> & <b class=\"x\">go</b>\n")
            == "<p>Press <kbd>Ctrl</kbd> &amp; <b class=\"x\">go</b></p>\n")
    }

    @Test func fencedCodeGetsLanguageClassFromFirstWord() {
        #expect(html("```swift showLineNumbers\nlet a = b < c && d > \"e\"\n```\n")
            == "<pre><code class=\"language-swift\">let a = b &lt; c &amp;&amp; d &gt; &quot;e&quot;\n</code></pre>\n")
        #expect(html("```\nplain\n```\n") == "<pre><code>plain\n</code></pre>\n")
    }

    @Test func textAndAttributesAreEscaped() {
        #expect(html("a < b & \"c\" > d\n") == "<p>a &lt; b &amp; &quot;c&quot; &gt; d</p>\n")
        #expect(html("[x](/a?b=\"c\"&d='e' \"T & <t>\")\n")
            == "<p><a href=\"/a?b=%22c%22&amp;d=&#x27;e&#x27;\" title=\"T &amp; &lt;t&gt;\">x</a></p>\n")
        #expect(html("![A *b* & c](img/ü.png)\n") == "<p><img src=\"img/%C3%BC.png\" alt=\"A b &amp; c\"></p>\n")
    }

    @Test func listsBreaksAndRules() {
        #expect(html("3. a\n4. b\n\n---\n\nline  \nbreak\nsoft\n") == """
        <ol start="3">
        <li>a</li>
        <li>b</li>
        </ol>
        <hr>
        <p>line<br>
        break
        soft</p>

        """)
        #expect(html("> quote\n") == "<blockquote>\n<p>quote</p>\n</blockquote>\n")
    }

    @Test func headingsGetUniqueIDsAndAccessibleSelfLinks() {
        var renderer = HTMLRenderer()
        let rendered = renderer.render(MarkdownDocument(parsing: "# Colour & *type*\n\n## Usage\n\n## Usage\n", path: "p.md"))
        #expect(rendered.html == """
        <h1 id="colour--type">Colour &amp; <em>type</em> <a class="heading-anchor" href="#colour--type" aria-label="Link to section: Colour &amp; type">#</a></h1>
        <h2 id="usage">Usage <a class="heading-anchor" href="#usage" aria-label="Link to section: Usage">#</a></h2>
        <h2 id="usage-1">Usage <a class="heading-anchor" href="#usage-1" aria-label="Link to section: Usage">#</a></h2>

        """)
        #expect(rendered.headings.map(\.id) == ["colour--type", "usage", "usage-1"])
        #expect(rendered.headings.map(\.level) == [1, 2, 2])
        #expect(rendered.headings[0].text == "Colour & type")
        #expect(rendered.headings[1].range?.start == SourceLocation(path: "p.md", line: 3, column: 1))

        renderer.headingSelfLinks = false
        #expect(renderer.render(MarkdownDocument(parsing: "## Plain\n", path: "p.md")).html == "<h2 id=\"plain\">Plain</h2>\n")
    }
}
