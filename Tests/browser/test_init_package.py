"""`stylebook init` end to end: a team's package, built the way its README says.

The scaffold depends on this checkout by path, so its first build compiles Stylebook as a
dependency; the time is printed (run pytest with -s to see it). One scaffold serves every test.
"""
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import time

import pytest

from conftest import REPO

PLAIN = REPO / ".build" / "debug" / "stylebook"
GENERATOR_MODULES = {"Hummingbird", "NIOCore", "Mustache", "Yams", "ArgumentParser", "SiteBuilder",
                     "StylebookMarkdown", "StylebookCLI", "StylebookGenerator", "DevServer", "Audit", "Exporters"}


def run(args, cwd, check=True):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    if check and result.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, args))} exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    return result


@pytest.fixture(scope="module")
def package():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="stylebook-init-"))
    run([str(PLAIN), "init", "acme", "--name", "Acme Design", "--stylebook-path", str(REPO)], cwd=folder)
    yield folder / "acme"
    shutil.rmtree(folder, ignore_errors=True)


def built_modules(build_folder):
    """Targets with compiled objects. SwiftPM lays out a folder for every target in the graph,
    but only compiles what the requested target needs."""
    debug = build_folder / "debug"
    return {entry.name[: -len(".build")] for entry in debug.iterdir()
            if entry.name.endswith(".build") and any(entry.rglob("*.o"))}


def test_the_tokens_library_compiles_without_the_generator(package):
    scratch = package / ".build-tokens-only"
    start = time.monotonic()
    run(["swift", "build", "--target", "AcmeDesignTokens", "--scratch-path", str(scratch)], cwd=package)
    print(f"\ntokens library alone (resolving the package graph included): {time.monotonic() - start:.1f} s")
    modules = built_modules(scratch)
    assert modules == {"StylebookKit", "AcmeDesignTokens"}
    assert not modules & GENERATOR_MODULES, f"compiled generator dependencies: {sorted(modules & GENERATOR_MODULES)}"
    assert not any(name.startswith("NIO") for name in modules)
    shutil.rmtree(scratch)


def test_make_site_builds_the_teams_own_system(package):
    start = time.monotonic()
    result = run(["make", "site"], cwd=package)
    print(f"\nfirst make site (Stylebook built as a dependency): {time.monotonic() - start:.1f} s")
    assert re.search(r"^Built \d+ pages in [\d.]+ s$", result.stdout, re.M), result.stdout + result.stderr
    site = package / "_site"
    home = (site / "index.html").read_text()
    assert "<title>Acme Design</title>" in home
    css = (site / "tokens" / "css" / "tokens.css").read_text()
    assert "color-accent-default" in css
    # None of Stylebook's own system: its palette, its state colours, its components.
    everything = "\n".join(p.read_text(errors="replace") for p in site.rglob("*") if p.suffix in {".html", ".css", ".json"}
                           and "assets" not in p.parts)
    for foreign in ("color.palette.slate", "color.state.danger", "inline-banner", "Sources/DesignTokens"):
        assert foreign not in everything, foreign
    assert (site / "components" / "button" / "index.html").exists()
    page = (site / "guides" / "getting-started" / "index.html").read_text()
    assert "color.text.primary" in page and "Save changes" in page


def test_make_check_passes_then_names_the_scaffolds_own_line(package):
    assert run(["make", "check"], cwd=package).returncode == 0
    colors = package / "Sources" / "AcmeDesignTokens" / "Colors.swift"
    original = colors.read_text()
    # A light grey for secondary text: 1.7:1 on white.
    broken = original.replace('"color.text.secondary", light: "{color.palette.neutral.600}"',
                              '"color.text.secondary", light: "{color.palette.neutral.300}"')
    assert broken != original
    colors.write_text(broken)
    try:
        result = run(["make", "check"], cwd=package, check=False)
        assert result.returncode != 0
        output = result.stdout + result.stderr
        line = next(i for i, text in enumerate(broken.splitlines(), 1) if '"color.text.secondary"' in text)
        assert re.search(rf"^Sources/AcmeDesignTokens/Colors\.swift:{line}:\d+: error: color\.text\.secondary on", output, re.M), output
        assert "/work/" not in output and str(REPO) not in output
    finally:
        colors.write_text(original)
