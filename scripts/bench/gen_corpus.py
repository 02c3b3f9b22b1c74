#!/usr/bin/env python3
"""Writes a deterministic benchmark corpus: folders of PER_SECTION pages of about 6 KB of GFM.

    gen_corpus.py OUT_DIR --pages 10000 [--per-section 100]

The same seed always gives byte-identical files, so stylebook and Hugo read exactly the same
Markdown. Each page has front matter, headings (for the outline), lists, a table, fenced code,
a quote, a task list, and links to pages in its own and other sections, some to a heading, so
the link and anchor checks have real work to do.
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


def page(rng, section, index, counts):
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
            (folder / f"page-{i:03d}.md").write_text(page(rng, s, i, counts))


if __name__ == "__main__":
    main()
