#!/usr/bin/env python3
"""Writes a deterministic benchmark corpus: folders of PER_SECTION pages of GFM.

    gen_corpus.py OUT_DIR --pages 10000 [--per-section 100] [--shape prose|code]

The same seed always gives byte-identical files, so stylebook and Hugo read exactly the same
Markdown. Each page has front matter, headings (for the outline), lists, a table, fenced code,
a quote, a task list, and links to pages in its own and other sections, some to a heading, so
the link and anchor checks have real work to do.

Shapes: `prose` pages are about 6 KB, mostly paragraphs and lists. `code` pages are about
16 KB: the same page plus two long fenced code blocks (Swift and TypeScript, highlighted by both
tools) and a 40-row table of six columns with inline code and links, as reference pages are.
"""
import argparse
import pathlib
import random

WORDS = (
    "token colour surface contrast banner retry offline pending state error spacing radius "
    "opacity motion icon typography component variant anatomy callout snackbar toast dialog "
    "loading empty cache network message recovery backoff jitter circuit breaker graceful "
    "degradation report accessible focus label hint screen reader keyboard light dark mode"
).split()


def sentence(rng, n=12):
    words = [rng.choice(WORDS) for _ in range(n)]
    return " ".join(words).capitalize() + "."


def paragraph(rng):
    return " ".join(sentence(rng, rng.randint(8, 16)) for _ in range(rng.randint(3, 5)))


SWIFT_LINES = [
    "let delay = base * pow(2, Double(attempt))",
    "let jitter = Double.random(in: 0...delay / 2)",
    "try await Task.sleep(for: .seconds(delay + jitter))",
    "guard let token = theme.colors[\"surface.raised\"] else { return nil }",
    "// Retry with backoff until the circuit opens.",
    "if attempt > limit { throw RetryError.exhausted(attempts: attempt) }",
    "struct Banner: View { var message: String; var body: some View { Text(message) } }",
    "case .offline: return Color(\"state.pending\").opacity(0.72)",
    "for (index, item) in items.enumerated() where item.isVisible {",
    "}",
]
TS_LINES = [
    "export const delay = (attempt: number): number => base * 2 ** attempt;",
    "const jitter = Math.random() * (delay(attempt) / 2); // spread retries",
    "if (response.status === 503) { await sleep(delay(attempt) + jitter); }",
    "interface Token { name: string; light: string; dark: string; }",
    "const tokens: Token[] = await fetch(\"/tokens/tokens.json\").then((r) => r.json());",
    "for (const token of tokens.filter((t) => t.name.startsWith(\"color.\"))) {",
    "  root.style.setProperty(`--${token.name.replace(\".\", \"-\")}`, token.light);",
    "}",
]


def code_block(rng, language, lines, count):
    return f"```{language}\n" + "\n".join(rng.choice(lines) for _ in range(count)) + "\n```\n"


def large_table(rng, section, counts):
    rows = ["| Token | Light | Dark | Ratio | Since | See |", "| --- | --- | --- | ---: | --- | --- |"]
    for _ in range(40):
        other = rng.randint(1, len(counts))
        rows.append(f"| `{rng.choice(WORDS)}.{rng.choice(WORDS)}.{rng.choice(WORDS)}` | `#{rng.randrange(16**6):06x}` "
                     f"| `#{rng.randrange(16**6):06x}` | {rng.uniform(1, 21):.2f}:1 | {rng.randint(1, 9)}.{rng.randint(0, 20)} "
                     f"| [{rng.choice(WORDS)}](../section-{other:03d}/page-{rng.randint(1, counts[other - 1]):03d}.md) |")
    return "\n".join(rows) + "\n"


def page(rng, section, index, counts, shape="prose"):
    title = f"{sentence(rng, 3)[:-1]} {section:03d}-{index:03d}"
    out = [f"---\ntitle: \"{title}\"\norder: {index}\n---\n"]
    for h in range(4):
        out.append(f"## {sentence(rng, 4)[:-1]} {h}\n")
        out.append(paragraph(rng) + "\n")
        out.append("\n".join(f"- {sentence(rng, 6)}" for _ in range(4)) + "\n")
        out.append(f"### Details {h}\n")
        out.append(paragraph(rng) + "\n")
        if h == 1:
            out.append("| Token | Light | Dark |\n| --- | --- | --- |\n" + "\n".join(
                f"| `{rng.choice(WORDS)}.{rng.choice(WORDS)}` | {rng.choice(WORDS)} | {rng.choice(WORDS)} |" for _ in range(6)) + "\n")
        if h == 2:
            out.append("```swift\nlet delay = base * pow(2, attempt)\nlet jitter = Double.random(in: 0...delay / 2)\n"
                       "try await Task.sleep(for: .seconds(delay + jitter))\n```\n")
            out.append("> " + sentence(rng, 14) + "\n")
        if h == 3:
            out.append("- [x] " + sentence(rng, 5) + "\n- [ ] " + sentence(rng, 5) + "\n")
    if shape == "code":
        out.append("## Reference\n")
        out.append(paragraph(rng) + "\n")
        out.append(code_block(rng, "swift", SWIFT_LINES, rng.randint(70, 110)))
        out.append(large_table(rng, section, counts))
        out.append(code_block(rng, "typescript", TS_LINES, rng.randint(50, 80)))
    out.append("## Related\n")
    out.append(paragraph(rng) + "\n")
    neighbour = (index % counts[section - 1]) + 1
    links = [f"- [The next page](page-{neighbour:03d}.md)"]
    for _ in range(5):
        other = rng.randint(1, len(counts))
        target = rng.randint(1, counts[other - 1])
        anchor = f"#details-{rng.randint(0, 3)}" if rng.random() < 0.5 else ""
        links.append(f"- [{sentence(rng, 3)[:-1]}](../section-{other:03d}/page-{target:03d}.md{anchor})")
    out.append("\n".join(links) + "\n")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--per-section", type=int, default=100)
    parser.add_argument("--shape", choices=("prose", "code"), default="prose")
    args = parser.parse_args()
    rng = random.Random(20261122)
    content = args.out
    content.mkdir(parents=True, exist_ok=True)
    (content / "index.md").write_text("---\ntitle: Benchmark corpus\n---\nA generated corpus.\n")
    sections = (args.pages + args.per_section - 1) // args.per_section
    counts = [min(args.per_section, args.pages - s * args.per_section) for s in range(sections)]
    for s in range(1, sections + 1):
        folder = content / f"section-{s:03d}"
        folder.mkdir(exist_ok=True)
        (folder / "index.md").write_text(f"---\ntitle: Section {s:03d}\norder: {s}\n---\nSection {s}.\n")
        for i in range(1, counts[s - 1] + 1):
            (folder / f"page-{i:03d}.md").write_text(page(rng, s, i, counts, args.shape))


if __name__ == "__main__":
    main()
