#!/usr/bin/env python3
"""`make bench`: stylebook against Hugo and the raw cmark-gfm floor, on the same corpus, same run.

For each corpus (two shapes: `prose`, pages of about 6 KB; `code`, pages of about 16 KB with long
code blocks and a large table) it times four builds of each tool, as a user meets them:

- clean: an empty output folder and no cache (what CI runs on a fresh checkout);
- no-change rebuild: the same build again, into the tool's own previous output;
- one page edited: one page changed, built into that output;
- one template edited: the shared layout changed (a `<meta>` added), which touches every page.

Each scenario runs in rounds, alternating the tools; the report gives medians over the rounds,
with CPU time (user + system) and peak memory. Every corpus's clean builds run first, before
anything large is deleted: on ext4 the inodes of a tree deleted in the last minutes are skipped
one by one when new files are made (`recently_deleted`, and on every allocation when the file
system has no journal, as this project's machine), which a fresh CI checkout does not pay. So a
clean build's predecessor output is moved aside, not deleted, and everything moved aside is
deleted at the end. It also times
cmark-gfm alone over the same Markdown (the floor), checks that the no-change rebuild left the
very bytes the clean build wrote, builds a 100,000-page corpus clean once (`--large`; Hugo would
need tens of GB), and adds the figures other scripts report (the token audit, serve's
incremental rebuild and a wrk run). The report is written to artifacts/bench.md.
`make test` never runs it.
"""
import argparse
import datetime
import hashlib
import os
import pathlib
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import token_audit

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[1]
STYLEBOOK = REPO / ".build" / "release" / "stylebook"
THEME_LAYOUT = REPO / "Sources" / "SiteBuilder" / "Theme" / "layout.html"
SCENARIOS = ("clean", "no-change rebuild", "one page edited", "one template edited")
TOOLS = ("stylebook", "hugo")
CMARK = ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "tasklist", "-e", "autolink", "--unsafe"]


def measure(argv, cwd=None):
    """Wall seconds, CPU seconds (user + system) and peak RSS (MB) of one child process."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = proc.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"{' '.join(map(str, argv))} exited {code}:\n{stderr[-2000:]}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024}


def corpus_for(scratch, pages, shape):
    corpus = scratch / f"corpus-{shape}-{pages}"
    if not corpus.exists():
        subprocess.run([sys.executable, str(HERE / "gen_corpus.py"), str(corpus), "--pages", str(pages), "--shape", shape],
                       check=True)
    return corpus


def tree_digest(folder):
    """One digest over every file's relative path and bytes."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(str(path.relative_to(folder)).encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()


def size_of(folder):
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


class Tool:
    """One tool's project over a corpus: where it writes, how to build, how to edit its layout."""

    def __init__(self, name, corpus, scratch):
        self.name = name
        self.work = scratch / f"{name}-{corpus.name}"
        shutil.rmtree(self.work, ignore_errors=True)
        self.work.mkdir(parents=True)
        self.output = self.work / "site"
        self.cache = self.work / "cache"
        if name == "stylebook":
            self.content = corpus
            # The theme's own layout as a project override, so that editing it is a template edit
            # a user makes; unedited, it builds exactly what the built-in theme does.
            templates = self.work / "templates"
            templates.mkdir()
            self.layout = templates / "layout.html"
            shutil.copy(THEME_LAYOUT, self.layout)
            self.argv = [str(STYLEBOOK), "build", "--content", str(corpus), "--templates", str(templates),
                         "--output", str(self.output), "--cache-dir", str(self.cache)]
            # A folder without Package.swift: stylebook builds the corpus's pages and nothing
            # else, as Hugo does. Run in this repository, it would also describe Stylebook's own
            # design system and add its pages, exports and audit (`design_system_cost`).
            self.cwd = self.work
        else:
            site = self.work / "project"
            shutil.copytree(HERE / "hugo", site)
            content = site / "content"
            shutil.copytree(corpus, content)
            for index in content.rglob("index.md"):
                index.rename(index.with_name("_index.md"))
            # As Stylebook makes `sections/` when the sidebar would list more than 200 sections
            # (the layout's baseof.html then lists only the page's own and links there).
            if sum(1 for entry in content.iterdir() if entry.is_dir()) > 200:
                (content / "sections.md").write_text("---\ntitle: All sections\nlayout: sections\n---\n")
            static = site / "static" / "assets"
            static.mkdir(parents=True)
            shutil.copy(REPO / "Sources" / "SiteBuilder" / "Theme" / "assets" / "site.css", static / "site.css")
            self.content = content
            self.layout = site / "layouts" / "_default" / "baseof.html"
            self.argv = ["hugo", "--quiet", "-s", str(site), "-d", str(self.output), "--cacheDir", str(self.cache)]
            self.cwd = None
        self.original_layout = self.layout.read_text()

    def make_clean(self, trash):
        for folder in (self.output, self.cache):
            if folder.exists():
                os.rename(folder, trash / f"{len(list(trash.iterdir()))}")
        self.layout.write_text(self.original_layout)

    def build(self):
        return measure(self.argv, cwd=self.cwd)

    def edit_page(self, relative, text):
        (self.content / relative).write_text(text)

    def edit_layout(self, round_number):
        # A visible change (Hugo drops HTML comments), in every page's <head>.
        marker = '<meta charset="utf-8">'
        assert marker in self.original_layout, f"{self.layout} has no {marker}"
        edited = self.original_layout.replace(marker, f'{marker}\n<meta name="bench-edit" content="{round_number}">', 1)
        self.layout.write_text(edited)

    def remove(self):
        shutil.rmtree(self.work, ignore_errors=True)


def warm(corpus):
    """Reads the corpus into the file cache, as a checkout just made leaves it."""
    for path in corpus.rglob("*.md"):
        path.read_bytes()


class CorpusRun:
    """Both tools over one corpus: {tool: {scenario: [samples]}}, and facts about the output."""

    def __init__(self, pages, shape, scratch):
        self.corpus = corpus_for(scratch, pages, shape)
        self.shape = shape
        self.pages = sum(1 for _ in self.corpus.rglob("*.md"))
        self.tools = {name: Tool(name, self.corpus, scratch) for name in TOOLS}
        # A page in the middle of the corpus, whatever its size.
        self.edited = sorted(self.corpus.rglob("page-*.md"))[self.pages // 2].relative_to(self.corpus)
        self.original = (self.corpus / self.edited).read_text()
        self.samples = {name: {scenario: [] for scenario in SCENARIOS} for name in TOOLS}
        self.facts = {"markdown": size_of(self.corpus)}

    def clean_rounds(self, rounds, trash):
        warm(self.corpus)
        for tool in self.tools.values():  # the binaries and the file cache, for both
            tool.make_clean(trash)
            tool.build()
        for round_number in range(rounds):
            for name in TOOLS if round_number % 2 == 0 else reversed(TOOLS):
                tool = self.tools[name]
                tool.make_clean(trash)
                self.samples[name]["clean"].append(tool.build())
        for name, tool in self.tools.items():
            self.facts[f"{name} output"] = size_of(tool.output)
        self.facts["clean digest"] = tree_digest(self.tools["stylebook"].output)

    def rebuild_rounds(self, rounds):
        """No change, one page edited, the layout edited: each into the output the last build left."""
        try:
            for scenario in SCENARIOS[1:]:
                for round_number in range(rounds):
                    for name in TOOLS if round_number % 2 == 0 else reversed(TOOLS):
                        tool = self.tools[name]
                        if scenario == "one page edited":
                            tool.edit_page(self.edited, self.original + f"\nEdited in round {round_number}.\n")
                        elif scenario == "one template edited":
                            tool.edit_layout(round_number)
                        self.samples[name][scenario].append(tool.build())
                    if scenario == "no-change rebuild" and round_number == 0:
                        self.facts["rebuild identical"] = tree_digest(self.tools["stylebook"].output) == self.facts["clean digest"]
        finally:
            for tool in self.tools.values():
                tool.edit_page(self.edited, self.original)

    def floor_and_check(self, rounds):
        files = sorted(str(p) for p in self.corpus.rglob("*.md"))
        self.facts["floor"] = [measure(CMARK + files) for _ in range(rounds)]
        self.facts["check"] = [measure([str(STYLEBOOK), "check", "--content", str(self.corpus), "--format", "json"],
                                       cwd=self.tools["stylebook"].work)
                               for _ in range(rounds)]

    def remove(self):
        for tool in self.tools.values():
            tool.remove()


def median(samples, key):
    return statistics.median(sample[key] for sample in samples)


def design_system_cost(scratch, rounds):
    """What a package's design system adds to every build: this repository's own (describing it
    from the saved description, its generated pages, exports and audit), measured as a build of
    one page in the repository against the same build outside any package."""
    content = scratch / "one-page"
    content.mkdir(exist_ok=True)
    (content / "index.md").write_text("---\ntitle: One page\n---\n\nOne paragraph.\n")
    figures = {}
    for label, cwd in (("package", REPO), ("folder", scratch)):
        samples = []
        for round_number in range(rounds + 1):
            output = scratch / f"one-page-{label}-{round_number}"
            result = measure([str(STYLEBOOK), "build", "--content", str(content), "--output", str(output),
                              "--cache-dir", str(scratch / f"one-page-cache-{label}-{round_number}")], cwd=cwd)
            if round_number:  # the first describes the package afresh when the binary changed
                samples.append(result)
        figures[label] = median(samples, "wall")
    return figures["package"] - figures["folder"]


def large_clean(pages, scratch, trash):
    """One clean stylebook build of a large corpus, read into the file cache first."""
    corpus = corpus_for(scratch, pages, "prose")
    page_count = sum(1 for _ in corpus.rglob("*.md"))
    tool = Tool("stylebook", corpus, scratch)
    warm(corpus)
    tool.make_clean(trash)
    result = tool.build()
    tool.make_clean(trash)
    tool.remove()
    os.rename(corpus, trash / f"{len(list(trash.iterdir()))}")
    return page_count, result


def machine():
    model = "unknown CPU"
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
        memory = int(pathlib.Path("/proc/meminfo").read_text().split()[1]) / 1024 / 1024
    except OSError:
        memory = 0
    return f"{os.cpu_count()} cores of {model}, {memory:.0f} GB, Linux {platform.release()}"


def version(argv):
    try:
        return subprocess.run(argv, capture_output=True, text=True).stdout.strip().splitlines()[0]
    except (OSError, IndexError):
        return "?"


def ratio(a, b):
    return a / b if b else float("inf")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000", help="pages of the prose corpora")
    parser.add_argument("--code-sizes", default="1000", help="pages of the code-and-tables corpora; empty skips them "
                        "(Hugo highlights their code at about 25 ms of CPU a page)")
    parser.add_argument("--runs", type=int, default=3, help="rounds of each build per tool")
    parser.add_argument("--large", type=int, default=0, help="pages of a stylebook-only clean run (make bench-large: 100000; "
                        "its time is compared with the largest prose corpus's clean time); 0, the default, skips it")
    parser.add_argument("--no-extras", action="store_true", help="only the build figures (no token audit, serve or wrk)")
    parser.add_argument("--clean-only", action="store_true", help="only the clean builds (no rebuilds)")
    parser.add_argument("--report", type=pathlib.Path, default=REPO / "artifacts" / "bench.md")
    args = parser.parse_args()
    own_scratch = not os.environ.get("BENCH_DIR")
    scratch = pathlib.Path(os.environ.get("BENCH_DIR") or tempfile.mkdtemp(prefix="stylebook-bench-"))
    scratch.mkdir(parents=True, exist_ok=True)
    trash = scratch / "trash"
    trash.mkdir(exist_ok=True)
    started = datetime.datetime.now(datetime.timezone.utc)
    load_before = os.getloadavg()
    lines = [
        f"`make bench` on {started:%Y-%m-%d at %H:%M} UTC. Machine: {machine()}; scratch folder on "
        f"{version(['findmnt', '-no', 'FSTYPE', '-T', str(scratch)]) or '?'}. "
        f"{version(['hugo', 'version']).split(' BuildDate')[0]}; {version(['cmark-gfm', '--version'])}.",
        "",
        f"Medians of {args.runs} runs per tool and build, alternating the tools; CPU is user + system time. "
        "Clean: an empty output folder and no cache. No-change rebuild, one page edited (a line added to one page) "
        "and one template edited (a `<meta>` added to the shared layout, so every page changes): each into the "
        "output the tool's previous build left, with whatever cache it keeps.",
        "",
    ]
    goals = []
    corpora = [(int(s), "prose") for s in args.sizes.split(",") if s] + [(int(s), "code") for s in args.code_sizes.split(",") if s]
    runs = []
    large = None
    try:
        for pages, shape in corpora:
            runs.append(CorpusRun(pages, shape, scratch))
            runs[-1].clean_rounds(args.runs, trash)
            print(f"clean builds of {runs[-1].pages:,} {shape} pages done", flush=True)
        if args.large:
            large = large_clean(args.large, scratch, trash)
            print(f"clean build of {large[0]:,} pages done", flush=True)
        for run in runs if not args.clean_only else []:
            run.rebuild_rounds(args.runs)
            print(f"rebuilds of {run.pages:,} {run.shape} pages done", flush=True)
        shutil.rmtree(trash, ignore_errors=True)
        for run in runs:
            run.floor_and_check(args.runs)
            run.remove()
        largest_clean = None
        for run in runs:
            sb, hg, facts = run.samples["stylebook"], run.samples["hugo"], run.facts
            floor_cpu = median(facts["floor"], "cpu")
            lines += [
                f"### {run.pages:,} pages, {run.shape} ({facts['markdown'] / run.pages / 1024:.1f} KB of Markdown a page)",
                "",
                "| build | stylebook wall | Hugo wall | Hugo ÷ stylebook | stylebook CPU | Hugo CPU | stylebook peak memory | Hugo peak memory |",
                "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
            ]
            for scenario in [s for s in SCENARIOS if sb[s]]:
                lines.append(
                    f"| {scenario} | {median(sb[scenario], 'wall'):.2f} s | {median(hg[scenario], 'wall'):.2f} s "
                    f"| {ratio(median(hg[scenario], 'wall'), median(sb[scenario], 'wall')):.1f}× "
                    f"| {median(sb[scenario], 'cpu'):.2f} s | {median(hg[scenario], 'cpu'):.2f} s "
                    f"| {max(s['rss'] for s in sb[scenario]):.0f} MB | {max(s['rss'] for s in hg[scenario]):.0f} MB |")
            clean_sb, clean_hg = sb["clean"], hg["clean"]
            lines += [
                "",
                f"Output: stylebook {facts['stylebook output'] / 1e6:.0f} MB ({facts['stylebook output'] / run.pages / 1024:.1f} KB a page), "
                f"Hugo {facts['hugo output'] / 1e6:.0f} MB ({facts['hugo output'] / run.pages / 1024:.1f} KB a page). "
                + ("" if "rebuild identical" not in facts else "The no-change rebuild left "
                   f"{'the very bytes' if facts['rebuild identical'] else 'DIFFERENT bytes from those'} the clean build wrote. ") +
                f"cmark-gfm alone over the same Markdown: {median(facts['floor'], 'wall'):.2f} s, {floor_cpu:.2f} s CPU. "
                f"`stylebook check`: {median(facts['check'], 'wall'):.2f} s.",
                "",
            ]
            label = f"{run.pages:,} {run.shape} pages"
            speedup = ratio(median(clean_hg, "wall"), median(clean_sb, "wall"))
            cpu_share = ratio(median(clean_sb, "cpu"), median(clean_hg, "cpu"))
            goals += [
                (f"{label}, clean: ≥ 5× faster than Hugo (wall)", f"{speedup:.1f}×", speedup >= 5),
                (f"{label}, clean: CPU ≤ ⅓ of Hugo's", f"{cpu_share:.2f}", cpu_share <= 1 / 3),
                (f"{label}, clean: CPU within 3× of cmark-gfm alone", f"{ratio(median(clean_sb, 'cpu'), floor_cpu):.1f}×",
                 ratio(median(clean_sb, "cpu"), floor_cpu) <= 3),
            ]
            if not args.clean_only:
                goals += [
                (f"{label}: one page edited ≤ 1 s", f"{median(sb['one page edited'], 'wall'):.2f} s",
                 median(sb["one page edited"], "wall") <= 1),
                (f"{label}: one template edited ≤ the clean build", f"{median(sb['one template edited'], 'wall'):.2f} s "
                 f"against {median(clean_sb, 'wall'):.2f} s", median(sb["one template edited"], "wall") <= median(clean_sb, "wall")),
                (f"{label}: no-change rebuild byte-identical to the clean build", "yes" if facts["rebuild identical"] else "no",
                 facts["rebuild identical"]),
            ]
            if run.shape == "prose":
                largest_clean = (run.pages, median(clean_sb, "wall"))
        if large and largest_clean:
            pages, result = large
            base_pages, base_wall = largest_clean
            growth = result["wall"] / base_wall
            lines += [
                f"### {pages:,} pages, prose, stylebook only (Hugo would need tens of GB)",
                "",
                f"Clean: {result['wall']:.2f} s, {result['cpu']:.2f} s CPU, peak memory {result['rss']:,.0f} MB: "
                f"{growth:.1f}× the {base_pages:,}-page clean time for {pages / base_pages:.1f}× the pages (one run).",
                "",
            ]
            goals.append((f"{pages:,} pages clean ≤ 11× the {base_pages:,}-page clean time, ≤ 4 GB",
                          f"{growth:.1f}×, {result['rss']:,.0f} MB", growth <= 11 and result["rss"] <= 4096))
        cost = design_system_cost(scratch, args.runs)
        lines += [
            f"Stylebook builds each corpus in a folder without `Package.swift`, so it builds the corpus's pages and "
            f"nothing else, as Hugo does. In a package, describing the design system (from the description saved "
            f"after its last change), its generated pages, exports and contrast audit add {cost:.2f} s to every build "
            f"(this repository's system; median of {args.runs}).",
            "",
        ]
        print("\n".join(lines), flush=True)
        if not args.no_extras:
            project_check = statistics.median(measure([str(STYLEBOOK), "check", "--format", "json"], cwd=REPO)["wall"] for _ in range(5))
            lines += [f"`stylebook check` on the project itself: {project_check:.3f} s.", "", token_audit.bench(STYLEBOOK, scratch, args.runs)]
            bench = REPO / ".build" / "release" / "stylebook-bench"
            if bench.exists():
                lines += ["", subprocess.run([str(bench), "1000"], capture_output=True, text=True, check=True).stdout.strip()]
            result = subprocess.run([str(REPO / "scripts" / "bench-serve")], cwd=REPO, capture_output=True, text=True)
            lines += ["", "### bench-serve", "", result.stdout.strip() or result.stderr.strip()]
    finally:
        shutil.rmtree(trash, ignore_errors=True)
        if own_scratch:
            shutil.rmtree(scratch, ignore_errors=True)
    load_after = os.getloadavg()
    lines += ["", "| goal (issue #31) | this run | met |", "| --- | --- | --- |"]
    lines += [f"| {goal} | {figure} | {'yes' if met else 'no'} |" for goal, figure, met in goals]
    lines += ["", f"Load average (1 min) {load_before[0]:.2f} at the start, {load_after[0]:.2f} at the end."]
    report = "\n".join(lines) + "\n"
    args.report.parent.mkdir(parents=True, exist_ok=True)
    args.report.write_text(report)
    print("\n" + report)


if __name__ == "__main__":
    main()
