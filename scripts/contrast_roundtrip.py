#!/usr/bin/env python3
"""The import round trip of contrast ratios, on any DTCG set (the manual's "Importing").

For every pair `stylebook check --tokens SET [--pairs FILE]` checks on the JSON (skipped ones
too), `stylebook check` on the Swift package `stylebook init --from SET [--pairs FILE]` makes
must give the same verdict (pass, fail or skipped) and the same ratio, in the mode that pair's
context became (Primer's `light-hc` is `light+increased`), and must lay each translucent
background over the same surfaces (`over`).

    scripts/contrast_roundtrip.py /tmp/dtcg-examples/figma-sds.resolver.json --pairs sds-pairs.yml

Runs both checks with `--format json` (keeping both reports in the work folder), reads which
contexts each mode was read from in the package's `<Type>.swift` (the comment `import` writes),
and prints per context and mode: checks compared, equal, with another ratio, with another
verdict, missing from the package's report, pairs laid over other surfaces, and checks whose
mode demands another level than its context (a `light+increased` mode that reads `light`, at
AAA): for those only the ratio is compared. Exits 1 on any difference but the last. The package is checked with
`--matrix off`, as `check --tokens` is by default, so both measure the same pairs: those the
set's names and the pairs file give (`--matrix error` adds every text colour on every surface,
about 180,000 checks on Primer). A release build of stylebook is used when there is one.
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MODES_NOTE = "/// Modes, each read from these resolver contexts"


def default_stylebook() -> Path:
    for build in ("release", "debug"):
        candidate = REPO / ".build" / build / "stylebook"
        if candidate.exists():
            return candidate
    sys.exit("no stylebook binary under .build/: run `swift build -c release --product stylebook` first")


def run(command: list[str], cwd: Path | None = None, timeout: int = 3600) -> subprocess.CompletedProcess:
    print("$", " ".join(command), file=sys.stderr)
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)


def json_report(command: list[str], report: Path, cwd: Path | None = None) -> dict:
    """Runs a check that writes its JSON report; exit 1 (contrast findings) is expected."""
    result = run(command + ["--format", "json", "--output", str(report)], cwd=cwd)
    if result.returncode not in (0, 1) or not report.exists():
        sys.exit(f"{' '.join(command)} exited {result.returncode} without a report:\n{result.stderr[-4000:]}")
    return json.loads(report.read_text())


def mode_sources(package: Path) -> dict[tuple[str, ...], list[str]]:
    """The contexts each mode was read from, as `import` names them in `<Type>.swift`:
    (context per varied modifier, in the resolver's order) -> modes read from them."""
    for swift in sorted((package / "Sources").rglob("*.swift")):
        lines = swift.read_text().splitlines()
        if not any(line.startswith(MODES_NOTE) for line in lines):
            continue
        start = next(i for i, line in enumerate(lines) if line.startswith(MODES_NOTE))
        modes: dict[tuple[str, ...], list[str]] = defaultdict(list)
        for line in lines[start + 1:]:
            found = re.match(r"^///   (\S+): ?(.*)$", line)
            if not found:
                break
            contexts = tuple(part.split("=", 1)[1] for part in found.group(2).split(", ") if part)
            modes[contexts].append(found.group(1))
        return modes
    # A set without modifiers: one context ("default"), read by every mode.
    return {}


def token_contexts(name: str) -> list[tuple[str, ...]]:
    """`check --tokens` names a context by its varied modifiers' contexts ("dark + pale") and
    lists contexts with identical colours together ("light, light-copy")."""
    if name == "default":
        return [()]
    return [tuple(part.split(" + ")) for part in name.split(", ")]


def key(check: dict) -> tuple[str, str, str | None]:
    # The package names a group's `$root` token `<group>.root`; the JSON audit names it by the group.
    def plain(path: str | None) -> str | None:
        return path[: -len(".root")] if path and path.endswith(".root") else path
    return plain(check["foreground"]), plain(check["background"]), plain(check.get("over"))


def compare(tokens: dict, package: dict, modes: dict[tuple[str, ...], list[str]]) -> tuple[list[dict], list[str]]:
    """Per context and mode: each check of `check --tokens` (skipped ones too) against the
    package's check of the same pair in that mode: the verdict (pass, fail, skipped) first, then
    the ratio; and for each foreground on each background, the surfaces a translucent background
    was laid over (`over`), so a pair measured over other surfaces, or not at all, shows."""
    every_mode = sorted({check["mode"] for check in package["contrast"]})
    measured: dict[tuple[str, tuple], list[dict]] = defaultdict(list)
    package_surfaces: dict[tuple[str, str, str], set] = defaultdict(set)
    for check in package["contrast"]:
        fg, bg, over = key(check)
        measured[(check["mode"], (fg, bg, over))].append(check)
        package_surfaces[(check["mode"], fg, bg)].add(over)
    token_surfaces: dict[tuple[str, str, str], set] = defaultdict(set)
    rows: dict[tuple[str, str], dict] = {}
    problems: list[str] = []
    for check in tokens["contrast"]:
        fg, bg, over = key(check)
        for contexts in token_contexts(check["mode"]):
            for mode in (modes.get(contexts) or (every_mode if not modes else [])) or ["(no mode)"]:
                row = rows.setdefault((" + ".join(contexts) or "default", mode),
                                      {"context": " + ".join(contexts) or "default", "mode": mode, "compared": 0, "equal": 0,
                                       "different": 0, "verdicts": 0, "missing": 0, "surfaces": 0, "levels": 0,
                                       "max_difference": 0.0})
                row["compared"] += 1
                token_surfaces[(mode, fg, bg)].add(over)
                label = f"{fg} on {bg}" + (f" over {over}" if over else "") + f" in {mode}"
                found = measured.get((mode, (fg, bg, over)), [])
                if not found:
                    row["missing"] += 1
                    problems.append(f"{label}: not in the package's report")
                    continue
                verdicts = {c["outcome"] for c in found}
                ratios = {c.get("ratio") for c in found}
                # A mode stricter than its context (`light+increased` reads `light` at AAA) asks
                # another question: its verdict is not compared, its ratio is.
                if {c.get("requirement") for c in found} != {check.get("requirement")}:
                    row["levels"] += 1
                    if ratios == {check.get("ratio")}:
                        row["equal"] += 1
                    else:
                        row["different"] += 1
                        problems.append(f"{label}: ratio {sorted(ratios, key=str)} in the package, {check.get('ratio')} in the JSON")
                elif verdicts != {check["outcome"]}:
                    row["verdicts"] += 1
                    problems.append(f"{label}: {'/'.join(sorted(verdicts))} in the package, {check['outcome']} in the JSON")
                elif ratios == {check.get("ratio")}:
                    row["equal"] += 1
                else:
                    row["different"] += 1
                    if check.get("ratio") is not None and None not in ratios:
                        row["max_difference"] = max(row["max_difference"], max(abs(r - check["ratio"]) for r in ratios))
                    problems.append(f"{label}: ratio {sorted(ratios, key=str)} in the package, {check.get('ratio')} in the JSON")
    for (mode, fg, bg), overs in token_surfaces.items():
        theirs = package_surfaces.get((mode, fg, bg), set())
        if overs != theirs:
            row = next(r for r in rows.values() if r["mode"] == mode)
            row["surfaces"] += 1

            def names(surfaces: set) -> str:
                return ", ".join(sorted(s or "(none)" for s in surfaces)) or "(not checked)"
            problems.append(f"{fg} on {bg} in {mode}: laid over {names(theirs)} in the package, over {names(overs)} in the JSON")
    return list(rows.values()), problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("set", type=Path, help="a DTCG .resolver.json or .tokens.json")
    parser.add_argument("--pairs", type=Path, help="a pairs.yml, given to both check --tokens and init --from")
    parser.add_argument("--work", type=Path, help="folder for the package and both reports (default: /tmp/contrast-roundtrip/<set>)")
    parser.add_argument("--stylebook", type=Path, default=None, help="the stylebook binary (default: .build/release, else .build/debug)")
    parser.add_argument("--reuse", action="store_true", help="keep a package already in the work folder instead of scaffolding again")
    parser.add_argument("--json", type=Path, help="also write the comparison as JSON here")
    parser.add_argument("--matrix", default="off", choices=["off", "warn", "error"], help="the package check's role matrix (default: off)")
    arguments = parser.parse_args()

    stylebook = str((arguments.stylebook or default_stylebook()).resolve())
    source = arguments.set.resolve()
    name = re.sub(r"\.(resolver|tokens)\.json$|\.json$", "", source.name)
    work = (arguments.work or Path("/tmp/contrast-roundtrip") / name).resolve()
    work.mkdir(parents=True, exist_ok=True)
    pairs = ["--pairs", str(arguments.pairs.resolve())] if arguments.pairs else []

    tokens = json_report([stylebook, "check", "--tokens", str(source), *pairs], work / "check-tokens.json")
    package = work / "package"
    if not (arguments.reuse and package.exists()):
        if package.exists():
            sys.exit(f"{package} exists: remove it, or pass --reuse")
        scaffold = run([stylebook, "init", str(package), "--from", str(source), *pairs, "--stylebook-path", str(REPO)])
        if scaffold.returncode != 0:
            sys.exit(f"init --from failed ({scaffold.returncode}):\n{scaffold.stderr[-4000:]}")
    swift = json_report([stylebook, "check", "--matrix", arguments.matrix], work / "check-package.json", cwd=package)

    rows, problems = compare(tokens, swift, mode_sources(package))
    # `levels`: checks whose mode demands another level than the context, so only the ratio is compared.
    fields = ("compared", "equal", "different", "verdicts", "missing", "surfaces", "levels")
    print(f"{'context':<24} {'mode':<20} " + " ".join(f"{field:>9}" for field in fields))
    for row in rows:
        print(f"{row['context']:<24} {row['mode']:<20} " + " ".join(f"{row[field]:>9}" for field in fields))
    total = {field: sum(row[field] for row in rows) for field in fields}
    print(f"{'all':<24} {'':<20} " + " ".join(f"{total[field]:>9}" for field in fields))
    print(f"package check: {swift['summary']['checks']} checks; check --tokens: {tokens['summary']['checks']} checks")
    for problem in problems[:20]:
        print("  " + problem)
    if len(problems) > 20:
        print(f"  … and {len(problems) - 20} more")
    if arguments.json:
        arguments.json.write_text(json.dumps({"rows": rows, "total": total, "problems": problems}, indent=2) + "\n")
    if total["compared"] == 0:
        print("nothing was compared: check --tokens measured no pair", file=sys.stderr)
        return 1
    return 0 if total["different"] == total["verdicts"] == total["missing"] == total["surfaces"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
