"""A design-system package the size of GitHub Primer's, as `stylebook init --from` makes it.

The token set is token_audit.py's generator with as many variants as make a role matrix of
Primer's size (about 1.15 million text-on-surface pairs a mode, in four modes: light, dark and
their high-contrast themes; most surfaces are translucent tints measured over every opaque
one). The package is made by `stylebook init --from` (its tokens become Swift), built once so
its describing executable exists, and then timed as a team meets it:

- build: `stylebook build` after `_site/` and the build cache are deleted;
- check: `stylebook check` (role matrix on, as by default; it exits 1 on the failures);
- token edit: one colour pointed at another palette step in the Swift sources, then `stylebook build`: what `serve`
  does on that edit (the describing executable rebuilt, the system described and audited,
  the site rebuilt).

Each is the median of `runs`; the report gives wall time, CPU time and peak memory, and the
number of checks from `check --format json`.
"""
import json
import os
import pathlib
import re
import shutil
import statistics
import subprocess
import tempfile
import time

import token_audit

# 4 × V³ pairs a mode, roughly: 66 variants make 1.2 million, Primer's imported set 1.15 million.
VARIANTS = 66


def _run(argv, cwd, allowed=(0,)):
    """Wall, CPU (user + system) and peak RSS of one child; its stdout."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        code = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if code not in allowed:
            raise SystemExit(f"{' '.join(map(str, argv))} exited {code}:\n{err.read().decode(errors='replace')[-2000:]}")
        return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss / 1024,
                "stdout": out.read().decode(errors="replace")}


def _edit(package):
    """Points one text colour at another palette step in the package's Swift sources, back and forth."""
    for source in sorted((package / "Sources").rglob("*.swift")):
        text = source.read_text()
        match = re.search(r'\.color\("fgColor\.variant0", "\{base\.hue00\.(\d+)\}"', text)
        if match:
            step = "10" if match.group(1) != "10" else "9"
            edited = match.group(0).replace(f".{match.group(1)}}}", f".{step}}}")
            source.write_text(text.replace(match.group(0), edited, 1))
            return
    raise SystemExit("large_system: no fgColor.variant0 colour found in the package's Swift sources")


def bench(stylebook, scratch, repo, runs=3):
    """Markdown lines (the package's size and a table of its build, check and token-edit times)
    and the goals they meet or miss, as (goal, figure, met)."""
    scratch = pathlib.Path(scratch) / "large-system"
    shutil.rmtree(scratch, ignore_errors=True)
    resolver, colours = token_audit.generate(scratch / "tokens", variants=VARIANTS)
    package = scratch / "package"
    _run([str(stylebook), "init", str(package), "--from", str(resolver), "--stylebook-path", str(repo), "--quiet"], cwd=scratch)
    _run([str(stylebook), "build", "--quiet"], cwd=package)  # the describing executable, built once

    samples = {"build": [], "check": [], "token edit": []}
    checks = failed = 0
    for _ in range(runs):
        shutil.rmtree(package / "_site", ignore_errors=True)
        shutil.rmtree(package / ".stylebook", ignore_errors=True)
        samples["build"].append(_run([str(stylebook), "build", "--quiet"], cwd=package))
        checked = _run([str(stylebook), "check", "--format", "json"], cwd=package, allowed=(0, 1))
        samples["check"].append(checked)
        summary = json.loads(checked["stdout"])["summary"]
        checks, failed = summary["checks"], summary["failed"]
        _edit(package)
        samples["token edit"].append(_run([str(stylebook), "build", "--quiet"], cwd=package))

    def median(kind, key):
        return statistics.median(sample[key] for sample in samples[kind])

    lines = [f"A Primer-sized design-system package (`scripts/bench/large_system.py`: {colours:,} colours in 4 modes, "
             f"made by `stylebook init --from`; role matrix on: {checks:,} checks, {failed:,} failing). "
             f"Medians of {runs}.", "",
             "| run | wall | CPU | peak memory |", "| --- | ---: | ---: | ---: |"]
    names = {"build": "`stylebook build`, no `_site/`, no cache", "check": "`stylebook check`",
             "token edit": "one colour edited in Swift, then `stylebook build`"}
    limits = {"build": (3, 300), "check": (3, 300), "token edit": (5, None)}
    goals = []
    for kind in samples:
        wall, rss = median(kind, "wall"), median(kind, "rss")
        lines.append(f"| {names[kind]} | {wall:.2f} s | {median(kind, 'cpu'):.2f} s | {rss:.0f} MB |")
        seconds, megabytes = limits[kind]
        goals.append((f"#45: Primer-sized package, {kind}: ≤ {seconds} s" + (f", ≤ {megabytes} MB" if megabytes else ""),
                      f"{wall:.2f} s" + (f", {rss:.0f} MB" if megabytes else ""),
                      wall <= seconds and (megabytes is None or rss <= megabytes)))
    return lines, goals

if __name__ == "__main__":
    root = pathlib.Path(__file__).resolve().parents[2]
    lines, goals = bench(root / ".build" / "release" / "stylebook", tempfile.mkdtemp(prefix="stylebook-large-system-"), root)
    print("\n".join(lines + [""] + [f"{goal}: {figure} ({'met' if met else 'missed'})" for goal, figure, met in goals]))
