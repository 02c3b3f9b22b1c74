#!/usr/bin/env python3
"""`make bench`: stylebook against Hugo and the raw cmark-gfm floor, on the same corpus, same run.

For each corpus size it builds with stylebook and with Hugo several times, alternating, and
reports the median wall time, pages per second, CPU time and peak memory of each, and their
ratio. It also reports cmark-gfm alone over the same Markdown (the floor), `stylebook check`, a
second build with one page edited into the existing output, one stylebook-only build of a
100,000-page corpus (`--large`), and any extra figures other scripts report (serve's incremental
rebuild, the contrast matrix). `make test` never runs it.
"""
import argparse
import os
import pathlib
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import token_audit

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[1]
STYLEBOOK = REPO / ".build" / "release" / "stylebook-site"


def measure(argv, cwd=None):
    """Wall seconds, CPU seconds and peak RSS (MB) of one child process."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    stderr = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"{' '.join(map(str, argv))} exited {code}:\n{stderr[-2000:]}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def hugo_site(corpus, scratch):
    """A Hugo project over a copy of the corpus (folder index.md become Hugo's _index.md)."""
    site = scratch / "hugo-site"
    if site.exists():
        shutil.rmtree(site)
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
    return site


def summarise(samples, pages):
    walls, cpus, rss = zip(*samples)
    wall = statistics.median(walls)
    return {"wall": wall, "pps": pages / wall, "cpu": statistics.median(cpus), "rss": max(rss)}


def bench_size(pages, runs, scratch, extra_rows):
    corpus = scratch / f"corpus-{pages}"
    if not corpus.exists():
        subprocess.run([sys.executable, str(HERE / "gen_corpus.py"), str(corpus), "--pages", str(pages)], check=True)
    page_count = sum(1 for _ in corpus.rglob("*.md"))
    site = hugo_site(corpus, scratch)
    out_sb, out_hugo = scratch / f"out-stylebook-{pages}", scratch / f"out-hugo-{pages}"
    # --no-cache: every run parses and renders every page, as Hugo does (the cached rebuild is
    # measured on its own below).
    stylebook = [str(STYLEBOOK), "build", "--no-cache", "--content", str(corpus), "--output", str(out_sb)]
    hugo = ["hugo", "--quiet", "-s", str(site), "-d", str(out_hugo)]
    samples = {"stylebook": [], "hugo": []}
    measure(stylebook, cwd=REPO)  # warm the file cache for both
    measure(hugo)
    for _ in range(runs):
        samples["stylebook"].append(measure(stylebook, cwd=REPO))
        samples["hugo"].append(measure(hugo))
    sb, hg = summarise(samples["stylebook"], page_count), summarise(samples["hugo"], page_count)
    files = sorted(str(p) for p in corpus.rglob("*.md"))
    floor = statistics.median(
        measure(["cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "tasklist", "-e", "autolink", "--unsafe", *files])[0]
        for _ in range(runs))
    check = statistics.median(
        measure([str(STYLEBOOK), "check", "--content", str(corpus), "--format", "json"], cwd=REPO)[0]
        for _ in range(runs))
    return page_count, sb, hg, floor, check


def one_page_rebuilds(corpus, output, runs):
    """A second build into the existing output with one page edited: wall seconds per run and the
    output files it rewrote (their inode changes when a file is replaced)."""
    # With the build cache: the first build leaves it, each edited build takes up from it.
    stylebook = [str(STYLEBOOK), "build", "--content", str(corpus), "--output", str(output)]
    measure(stylebook, cwd=REPO)
    # A page in the middle of the corpus, whatever its size.
    pages = sorted(p for p in corpus.rglob("page-*.md"))
    page = pages[len(pages) // 2]
    original = page.read_text()
    walls, rewritten = [], []
    try:
        for run in range(runs):
            before = inodes(output)
            page.write_text(original + f"\nEdited for rebuild {run}.\n")
            walls.append(measure(stylebook, cwd=REPO)[0])
            after = inodes(output)
            rewritten.append(sum(1 for path, inode in after.items() if before.get(path) != inode))
    finally:
        page.write_text(original)
        measure(stylebook, cwd=REPO)
    return statistics.median(walls), max(rewritten)


def inodes(folder):
    return {str(p.relative_to(folder)): p.stat().st_ino for p in folder.rglob("*") if p.is_file()}


def large_run(pages, scratch, base):
    """One stylebook build of a large corpus (no Hugo: it would need tens of GB), against `base`."""
    corpus = scratch / f"corpus-{pages}"
    if not corpus.exists():
        subprocess.run([sys.executable, str(HERE / "gen_corpus.py"), str(corpus), "--pages", str(pages)], check=True)
    page_count = sum(1 for _ in corpus.rglob("*.md"))
    output = scratch / f"out-stylebook-{pages}"
    shutil.rmtree(output, ignore_errors=True)
    build = [str(STYLEBOOK), "build", "--no-cache", "--content", str(corpus), "--output", str(output)]
    # Measured as the 10,000-page runs are: after one build that reads the corpus into the file
    # cache, into the output that build left.
    measure(build, cwd=REPO)
    wall, cpu, rss = measure(build, cwd=REPO)
    shutil.rmtree(output, ignore_errors=True)
    growth = f"{wall / base['wall']:.1f}× the {base['pages']:,}-page time for {page_count / base['pages']:.1f}× the pages"
    return f"| {page_count:,} | {wall:.2f} s | {cpu:.2f} s | {rss:.0f} MB | {growth} |", wall / base["wall"], rss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--large", type=int, default=100000, help="pages of the stylebook-only scaling run; 0 skips it")
    parser.add_argument("--report", type=pathlib.Path, default=REPO / "artifacts" / "bench.md")
    args = parser.parse_args()
    scratch = pathlib.Path(os.environ.get("BENCH_DIR") or tempfile.mkdtemp(prefix="stylebook-bench-"))
    scratch.mkdir(parents=True, exist_ok=True)
    lines = [
        f"Machine: {os.cpu_count()} cores; {args.runs} alternating runs per tool; medians.",
        "",
        "| pages | stylebook | Hugo | speed-up | stylebook pages/s | Hugo pages/s | CPU stylebook / Hugo | peak memory stylebook / Hugo | cmark-gfm floor | stylebook ÷ floor | check only |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    extra_rows = []
    largest = None
    goals = []
    for size in [int(s) for s in args.sizes.split(",")]:
        pages, sb, hg, floor, check = bench_size(size, args.runs, scratch, extra_rows)
        lines.append(
            f"| {pages} | {sb['wall']:.2f} s | {hg['wall']:.2f} s | {hg['wall'] / sb['wall']:.1f}× | {sb['pps']:.0f} | {hg['pps']:.0f} "
            f"| {sb['cpu']:.2f} s / {hg['cpu']:.2f} s | {sb['rss']:.0f} MB / {hg['rss']:.0f} MB | {floor:.2f} s | {sb['wall'] / floor:.1f}× | {check:.2f} s |")
        print(lines[-1], flush=True)
        largest = (size, pages, sb)
        if size == 10000:
            goals += [
                ("10,000 pages ≥ 5× faster than Hugo (wall)", f"{hg['wall'] / sb['wall']:.1f}×", hg["wall"] / sb["wall"] >= 5),
                ("peak memory ≤ ¼ of Hugo's", f"{sb['rss'] / hg['rss']:.2f}", sb["rss"] / hg["rss"] <= 0.25),
                ("total CPU ≤ ⅓ of Hugo's", f"{sb['cpu'] / hg['cpu']:.2f}", sb["cpu"] / hg["cpu"] <= 1 / 3),
                ("within 3× of cmark-gfm alone (wall)", f"{sb['wall'] / floor:.1f}×", sb["wall"] / floor <= 3),
            ]
    if largest:
        size, pages, sb = largest
        wall, rewritten = one_page_rebuilds(scratch / f"corpus-{size}", scratch / f"out-stylebook-{size}", args.runs)
        lines += ["", f"One page edited, built again into the existing {pages:,}-page output: {wall:.2f} s "
                      f"(median of {args.runs}; at most {rewritten} output files rewritten; target ≤ 1 s)."]
        print(lines[-1], flush=True)
        goals.append((f"one page edited, rebuilt into the existing output, ≤ 1 s at {pages:,} pages", f"{wall:.2f} s", wall <= 1))
        if args.large:
            row, growth, rss = large_run(args.large, scratch, {"wall": sb["wall"], "pages": pages})
            lines += ["", "| pages | stylebook wall | CPU | peak memory | growth |", "| ---: | ---: | ---: | ---: | --- |", row]
            print(lines[-1], flush=True)
            goals.append((f"{args.large:,} pages in ≤ 11× the {pages:,}-page time, ≤ 4 GB", f"{growth:.1f}×, {rss:,.0f} MB",
                          growth <= 11 and rss <= 4096))
    project_check = statistics.median(measure([str(STYLEBOOK), "check", "--format", "json"], cwd=REPO)[0] for _ in range(5))
    lines += ["", f"`stylebook check` on the project itself: {project_check:.3f} s (target < 0.2 s)."]
    goals.append(("`stylebook check` on this project < 0.2 s", f"{project_check:.3f} s", project_check < 0.2))
    lines += ["", token_audit.bench(STYLEBOOK, scratch, args.runs)]
    bench = REPO / ".build" / "release" / "stylebook-bench"
    if bench.exists():
        lines += ["", subprocess.run([str(bench), "1000"], capture_output=True, text=True, check=True).stdout.strip()]
    for script in ("bench-serve",):
        path = REPO / "scripts" / script
        if path.exists():
            result = subprocess.run([str(path)], cwd=REPO, capture_output=True, text=True)
            lines += ["", f"### {script}", "", result.stdout.strip() or result.stderr.strip()]
    # The goals of issue #16, from this run's figures (serve's is in its own section above).
    lines += ["", "| goal | this run | met |", "| --- | --- | --- |"]
    lines += [f"| {goal} | {figure} | {'yes' if met else 'no'} |" for goal, figure, met in goals]
    report = "\n".join(lines) + "\n"
    args.report.parent.mkdir(parents=True, exist_ok=True)
    args.report.write_text(report)
    print("\n" + report)


if __name__ == "__main__":
    main()
