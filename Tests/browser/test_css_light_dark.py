"""`exports.cssLightDark`: every reviewed `css-light-dark` golden (Tests/ExportersTests/Golden/**;
the Swift tests keep it equal to what the exporter writes) gives, in Chromium, the same colour
for every colour token as the classic CSS export of the same system: in every mode picked with
the root's `data-…` attributes, by the reader's light or dark setting alone, and inside an
element that pins the other appearance (a dark frame in a light page)."""
from __future__ import annotations

import re

import pytest
from conftest import set_color_scheme
from tokens_helpers import GOLDEN

SETS = sorted(path.parent for path in GOLDEN.rglob("css-light-dark") if path.is_dir())

SCRIPT = """
const [css, rootAttributes, frameAttributes, names] = arguments;
document.head.innerHTML = '';
document.body.innerHTML = '';
for (const name of [...document.documentElement.attributes].map(a => a.name)) document.documentElement.removeAttribute(name);
const style = document.createElement('style');
style.textContent = css;
document.head.append(style);
for (const [name, value] of Object.entries(rootAttributes)) document.documentElement.setAttribute(name, value);
const frame = document.createElement('div');
for (const [name, value] of Object.entries(frameAttributes)) frame.setAttribute(name, value);
document.body.append(frame);
const colours = {};
for (const name of names) {
  const probe = document.createElement('span');
  probe.style.color = `var(--${name})`;
  frame.append(probe);
  colours[name] = getComputedStyle(probe).color;
}
return colours;
"""


def modes_and_attributes(css: str) -> list[dict[str, str]]:
    """Every combination of each axis's pinned contexts, as `data-…` attributes."""
    axes: dict[str, list[str]] = {}
    for name, context in re.findall(r'\[(data-[\w-]+)="([^"]+)"\]', css):
        axes.setdefault(name, [])
        if context not in axes[name]:
            axes[name].append(context)
    combinations: list[dict[str, str]] = [{}]
    for name, contexts in axes.items():
        combinations = [dict(c, **{name: context}) for c in combinations for context in contexts]
    return combinations


@pytest.mark.parametrize("folder", SETS, ids=lambda p: str(p.relative_to(GOLDEN)) or "fixture")
def test_light_dark_css_computes_the_classic_exports_colours(folder, driver):
    classic = (folder / "css" / "tokens.css").read_text()
    light_dark = (folder / "css-light-dark" / "tokens.css").read_text()
    assert "light-dark(" in light_dark
    names = sorted(set(re.findall(r"--(color-[\w-]+):", classic)))
    assert names, "no colours"

    def compare(root: dict[str, str], frame: dict[str, str], scheme: str):
        set_color_scheme(driver, scheme)
        driver.get("about:blank")
        want = driver.execute_script(SCRIPT, classic, root, frame, names)
        got = driver.execute_script(SCRIPT, light_dark, root, frame, names)
        differing = {name: (want[name], got[name]) for name in names if want[name] != got[name]}
        assert not differing, (root, frame, scheme, differing)

    combinations = modes_and_attributes(classic)
    assert len(combinations) >= 2
    for scheme in ("light", "dark"):
        for attributes in combinations:
            compare(attributes, {}, scheme)
        # The reader's setting alone, with the other axes pinned or not.
        for attributes in combinations:
            compare({k: v for k, v in attributes.items() if k != "data-theme"}, {}, scheme)
        # A frame pinned to the other appearance inside the page.
        compare({"data-theme": "light"}, {"data-theme": "dark"}, scheme)
        compare({"data-theme": "dark"}, {"data-theme": "light"}, scheme)
    set_color_scheme(driver, "light")
