"""Exports of systems with more axes than light | dark: the reviewed golden copies under
Tests/ExportersTests/Golden/modes-* (ModesFixture.swift; the Swift tests keep them equal to what
the exporters write).

- CSS in Chromium under emulated `prefers-color-scheme`, `prefers-contrast` and `color-gamut`,
  and with `data-<axis>` pins on the root and on nested elements, gives exactly the colours the
  DTCG resolver gives for the same mode (two formats checked against each other);
- every DTCG file passes the official 2025.10 schemas;
- the Android resources are well-formed and every overlay points at declared attributes and colours;
- the Compose files parse with tree-sitter's Kotlin grammar (no kotlinc with Compose here).
"""
from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from tokens_helpers import GOLDEN, SCHEMAS, dtcg_tokens

CONTRAST, BRAND = GOLDEN / "modes-contrast", GOLDEN / "modes-brand"
RGB = re.compile(r"rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)")

spec = importlib.util.spec_from_file_location("validate_dtcg", SCHEMAS / "validate_dtcg.py")
validate_dtcg = importlib.util.module_from_spec(spec)
spec.loader.exec_module(validate_dtcg)


def resolve(dtcg: Path, inputs: dict[str, str]) -> dict[str, tuple[int, int, int, int]]:
    """Colours of one input, as the 2025.10 resolver orders: flatten, last wins, then aliases."""
    tokens = dtcg_tokens(dtcg, lambda name, modifier: inputs.get(name, modifier["default"]))
    colours = {}
    for path, token in tokens.items():
        if token.get("$type") != "color" or path.startswith("_modes."):
            continue
        value = token["$value"]
        while isinstance(value, str):
            value = tokens[value.strip("{}")]["$value"]
        hex_ = value["hex"]
        colours[path] = (int(hex_[1:3], 16), int(hex_[3:5], 16), int(hex_[5:7], 16), round(value.get("alpha", 1) * 255))
    return colours


@pytest.fixture(scope="module")
def browser(driver):
    """The session's Chromium; the emulated media features are cleared afterwards."""
    yield driver
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def emulate(browser, scheme: str, contrast: str, gamut: str | None = None) -> None:
    features = [{"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-contrast", "value": contrast}]
    if gamut:
        features.append({"name": "color-gamut", "value": gamut})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})


def probe_page(folder: Path, tmp_path: Path, paths: list[str], root: dict[str, str], nested: dict[str, str] | None) -> str:
    def probes(prefix: str) -> str:
        return "".join(f'<div id="{prefix}{p}" style="color: var(--{p.replace(".", "-")})">x</div>' for p in paths)
    attributes = "".join(f' {k}="{v}"' for k, v in root.items())
    inner = ""
    if nested is not None:
        inner = "<section" + "".join(f' {k}="{v}"' for k, v in nested.items()) + ">" + probes("nested:") + "</section>"
    html = tmp_path / "probe.html"
    html.write_text(f'<!doctype html><html{attributes}><head><link rel="stylesheet" href="{(folder / "css/tokens.css").as_uri()}">'
                    f"</head><body>{probes('')}{inner}</body></html>")
    return html.as_uri()


def computed(browser, element_id: str) -> tuple[int, int, int, int] | str:
    text = browser.execute_script("return getComputedStyle(document.getElementById(arguments[0])).color", element_id)
    match = RGB.match(text)
    if not match:
        return text
    r, g, b, a = match.groups()
    return int(r), int(g), int(b), round(float(a if a is not None else 1) * 255)


# (system scheme, system contrast, root attributes, nested attributes or None, expected root mode, expected nested mode)
CONTRAST_CASES = [
    ("light", "no-preference", {}, None, {}, None),
    ("dark", "no-preference", {}, None, {"appearance": "dark"}, None),
    ("light", "more", {}, None, {"contrast": "increased"}, None),
    ("dark", "more", {}, None, {"appearance": "dark", "contrast": "increased"}, None),
    ("dark", "more", {"data-theme": "light"}, None, {"contrast": "increased"}, None),
    ("dark", "more", {"data-contrast": "standard"}, None, {"appearance": "dark"}, None),
    ("light", "no-preference", {"data-contrast": "increased"}, None, {"contrast": "increased"}, None),
    ("dark", "no-preference", {"data-contrast": "increased"}, None, {"appearance": "dark", "contrast": "increased"}, None),
    ("light", "no-preference", {"data-theme": "dark", "data-contrast": "increased"}, None, {"appearance": "dark", "contrast": "increased"}, None),
    ("dark", "more", {}, {"data-contrast": "standard"}, {"appearance": "dark", "contrast": "increased"}, {"appearance": "dark"}),
    ("dark", "more", {}, {"data-theme": "light"}, {"appearance": "dark", "contrast": "increased"}, {"contrast": "increased"}),
    ("light", "no-preference", {}, {"data-theme": "dark", "data-contrast": "increased"}, {}, {"appearance": "dark", "contrast": "increased"}),
]

BRAND_CASES = [
    ("light", "no-preference", {"data-brand": "zen"}, None, {"brand": "zen"}, None),
    ("dark", "more", {"data-brand": "zen"}, None, {"appearance": "dark", "contrast": "increased", "brand": "zen"}, None),
    ("dark", "no-preference", {}, {"data-brand": "zen"}, {"appearance": "dark"}, {"appearance": "dark", "brand": "zen"}),
    ("light", "more", {"data-brand": "zen"}, {"data-brand": "acme"}, {"contrast": "increased", "brand": "zen"}, {"contrast": "increased"}),
]


@pytest.mark.parametrize("folder, case", [(CONTRAST, c) for c in CONTRAST_CASES] + [(BRAND, c) for c in BRAND_CASES])
def test_css_gives_the_resolvers_colours(browser, tmp_path, folder, case):
    scheme, contrast, root, nested, expected_root, expected_nested = case
    paths = sorted(resolve(folder / "dtcg", {}))
    emulate(browser, scheme, contrast)
    browser.get(probe_page(folder, tmp_path, paths, root, nested))
    expected = resolve(folder / "dtcg", expected_root)
    for path in paths:
        assert computed(browser, path) == expected[path], f"{path}: {scheme}/{contrast} {root}"
    if nested is not None:
        inner = resolve(folder / "dtcg", expected_nested)
        for path in paths:
            assert computed(browser, "nested:" + path) == inner[path], f"nested {path}: {scheme}/{contrast} {root} {nested}"


def test_the_cases_tell_the_modes_apart():
    """Each fixture's modes differ, so the cases above can fail."""
    for folder, modes in [(CONTRAST, [{}, {"contrast": "increased"}, {"appearance": "dark"}, {"appearance": "dark", "contrast": "increased"}]),
                          (BRAND, [{}, {"brand": "zen"}, {"appearance": "dark", "brand": "zen"}, {"appearance": "dark", "contrast": "increased", "brand": "zen"}])]:
        colours = [tuple(sorted(resolve(folder / "dtcg", m).items())) for m in modes]
        assert len(set(colours)) == len(colours), folder


@pytest.mark.parametrize("contrast, components", [("no-preference", "1 0.2 0.1"), ("more", "0.7 0.05 0")])
def test_wide_colours_on_p3_screens_and_their_fallback_elsewhere(browser, tmp_path, contrast, components):
    path = "color.brand.vivid"
    emulate(browser, "light", contrast, gamut="p3")
    browser.get(probe_page(CONTRAST, tmp_path, [path], {}, None))
    assert computed(browser, path) == f"color(display-p3 {components})"
    emulate(browser, "light", contrast, gamut="srgb")
    browser.get(probe_page(CONTRAST, tmp_path, [path], {}, None))
    inputs = {"contrast": "increased"} if contrast == "more" else {}
    assert computed(browser, path) == resolve(CONTRAST / "dtcg", inputs)[path]


@pytest.mark.parametrize("folder", [CONTRAST, BRAND])
def test_dtcg_files_pass_the_official_schemas(folder):
    paths = validate_dtcg.collect([str(folder / "dtcg")])
    assert len(paths) >= 6
    assert [problem for path in paths for problem in validate_dtcg.errors(path)] == []


@pytest.mark.parametrize("folder", [CONTRAST, BRAND])
def test_android_resources_are_well_formed_and_overlays_point_at_real_resources(folder):
    files = sorted((folder / "android").rglob("*.xml"))
    result = subprocess.run(["xmllint", "--noout", *map(str, files)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    values = folder / "android/values"
    colours = {n.get("name") for f in ("colors.xml", "colors_modes.xml") for n in ET.parse(values / f).getroot().iter("color")}
    attrs = {n.get("name") for n in ET.parse(values / "attrs.xml").getroot().iter("attr")}
    styles = ET.parse(values / "themes.xml").getroot().findall("style")
    assert len(styles) >= 2
    for style in styles:
        for item in style.iter("item"):
            assert item.get("name") in attrs, item.get("name")
            assert item.text.removeprefix("@color/") in colours, item.text
    night = {n.get("name") for f in (folder / "android/values-night").glob("*.xml") for n in ET.parse(f).getroot().iter("color")}
    assert night and night <= colours


def kotlin_parser():
    import tree_sitter
    import tree_sitter_kotlin as kotlin  # both from scripts/requirements-test.txt
    return tree_sitter.Parser(tree_sitter.Language(kotlin.language()))


def syntax_errors(parser, source: str) -> list[str]:
    tree = parser.parse(source.encode())
    errors, stack = [], [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            errors.append(f"{node.start_point.row + 1}:{node.start_point.column + 1}: {node.type} {source.encode()[node.start_byte:node.end_byte][:60]!r}")
        stack.extend(node.children)
    return errors


@pytest.mark.parametrize("folder", [CONTRAST, BRAND, GOLDEN])
def test_compose_files_parse_as_kotlin(folder):
    parser = kotlin_parser()
    files = sorted((folder / "compose").glob("*.kt"))
    assert len(files) == 3
    for path in files:
        assert syntax_errors(parser, path.read_text()) == [], path


def test_backticked_enum_entries_parse_as_kotlin():
    """The form ComposeModesTheme gives contexts such as `2x`."""
    assert syntax_errors(kotlin_parser(), "enum class DenseDensity { `1x`, `2x` }\nval d: DenseDensity = DenseDensity.`1x`\n") == []


def test_the_kotlin_check_rejects_broken_kotlin():
    parser = kotlin_parser()
    assert syntax_errors(parser, "fun f(: Int) = when { else -> }\n")
