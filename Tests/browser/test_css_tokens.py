"""tokens.css in headless Chromium: computed colours match the DTCG values in both schemes,
rem lengths and the type-style classes compute to the tokens' sizes at any root font size,
`color-scheme` follows the mode, and icon classes mask with the icon's own SVG.

Dark mode is reached three ways: the emulated `prefers-color-scheme: dark` media feature,
`data-theme="dark"` on the root, and `data-theme="dark"` on a nested element (which only works
when aliases that change with the mode are re-declared there). `data-theme="light"` must win
over a dark system preference.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from tokens_helpers import dtcg_tokens, export_tokens, resolved_colors

PROBES = [
    "color.state.danger", "color.state.warning-background", "color.text.primary", "color.text.tertiary",
    "color.text.on-danger", "color.surface.default", "color.border.default", "color.brand.primary",
    "color.palette.white",
]
RGB = re.compile(r"rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)")


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    return export_tokens(tmp_path_factory.mktemp("tokens"))


@pytest.fixture(scope="module")
def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    yield driver
    driver.quit()


def page(exported: Path, root_theme: str | None, nested_theme: str | None = None) -> str:
    def probes(prefix: str) -> str:
        return "".join(
            f'<div id="{prefix}{path}" style="color: var(--{path.replace(".", "-")})">x</div>' for path in PROBES
        )
    root = f' data-theme="{root_theme}"' if root_theme else ""
    nested = f'<section data-theme="{nested_theme}">{probes("nested:")}</section>' if nested_theme else ""
    html = exported / f"probe-{root_theme}-{nested_theme}.html"
    html.write_text(
        f'<!doctype html><html{root}><head><link rel="stylesheet" href="css/tokens.css"></head>'
        f"<body>{probes('')}{nested}</body></html>"
    )
    return html.as_uri()


def computed(browser, element_id: str) -> tuple[int, int, int, int]:
    text = browser.execute_script(
        "return getComputedStyle(document.getElementById(arguments[0])).color", element_id
    )
    match = RGB.match(text)
    assert match, text
    r, g, b, a = match.groups()
    return int(r), int(g), int(b), round(float(a if a is not None else 1) * 255)


def emulate(browser, scheme: str | None) -> None:
    features = [{"name": "prefers-color-scheme", "value": scheme}] if scheme else []
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})


@pytest.mark.parametrize(
    "system_scheme, root_theme, expected_mode",
    [
        ("light", None, "light"),
        ("dark", None, "dark"),
        ("light", "dark", "dark"),
        ("dark", "light", "light"),
        ("dark", "dark", "dark"),
    ],
)
def test_root_colours(browser, exported, system_scheme, root_theme, expected_mode):
    expected = resolved_colors(exported / "dtcg", expected_mode)
    emulate(browser, system_scheme)
    browser.get(page(exported, root_theme))
    for path in PROBES:
        assert computed(browser, path) == expected[path], f"{path} under {system_scheme}/{root_theme}"


def test_nested_dark_theme_inside_a_light_page(browser, exported):
    light, dark = resolved_colors(exported / "dtcg", "light"), resolved_colors(exported / "dtcg", "dark")
    emulate(browser, "light")
    browser.get(page(exported, None, nested_theme="dark"))
    for path in PROBES:
        assert computed(browser, path) == light[path], path
        assert computed(browser, "nested:" + path) == dark[path], f"nested {path}"


def test_the_modes_really_differ(exported):
    light, dark = resolved_colors(exported / "dtcg", "light"), resolved_colors(exported / "dtcg", "dark")
    assert sum(light[p] != dark[p] for p in PROBES) >= 6


def test_nested_light_theme_inside_a_dark_page(browser, exported):
    """Component previews put a light frame next to a dark one, whatever the reader's scheme."""
    light, dark = resolved_colors(exported / "dtcg", "light"), resolved_colors(exported / "dtcg", "dark")
    emulate(browser, "dark")
    browser.get(page(exported, None, nested_theme="light"))
    for path in PROBES:
        assert computed(browser, path) == dark[path], path
        assert computed(browser, "nested:" + path) == light[path], f"nested {path}"


def sizes_page(exported: Path, root_font_size: str | None) -> str:
    """Every dimension as a width and every type style through its class, at a root font size."""
    tokens = dtcg_tokens(exported / "dtcg", "light")
    dimensions = [p for p, t in tokens.items() if t.get("$type") == "dimension"]
    styles = [p for p, t in tokens.items() if t.get("$type") == "typography"]
    body = "".join(f'<div id="{p}" style="width: var(--{p.replace(".", "-")}); height: 1px"></div>' for p in dimensions)
    body += "".join(f'<p id="{p}" class="{p.replace(".", "-")}">Text</p>' for p in styles)
    root = f' style="font-size: {root_font_size}"' if root_font_size else ""
    html = exported / f"sizes-{root_font_size}.html"
    html.write_text(
        f'<!doctype html><html{root}><head><link rel="stylesheet" href="css/tokens.css"></head><body>{body}</body></html>'
    )
    return html.as_uri()


def style_of(browser, element_id: str, prop: str) -> str:
    return browser.execute_script("return getComputedStyle(document.getElementById(arguments[0]))[arguments[1]]", element_id, prop)


def px(text: str) -> float:
    assert text.endswith("px"), text
    return float(text[:-2])


@pytest.mark.parametrize("root_font_size, scale", [(None, 1.0), ("20px", 1.25), ("200%", 2.0)])
def test_rem_sizes_follow_the_root_font_size(browser, exported, root_font_size, scale):
    """Lengths are rem: at the browser's default 16px they equal the token's points, and a
    reader's larger root font size scales type and spacing alike."""
    tokens = dtcg_tokens(exported / "dtcg", "light")
    emulate(browser, "light")
    browser.get(sizes_page(exported, root_font_size))
    checked = 0
    for path, token in tokens.items():
        value = token["$value"]
        if token.get("$type") == "dimension":
            assert px(style_of(browser, path, "width")) == pytest.approx(value["value"] * scale, abs=0.01), path
            checked += 1
        elif token.get("$type") == "typography":
            size = value["fontSize"]["value"]
            assert px(style_of(browser, path, "fontSize")) == pytest.approx(size * scale, abs=0.01), path
            assert px(style_of(browser, path, "lineHeight")) == pytest.approx(value["lineHeight"] * size * scale, abs=0.02), path
            assert px(style_of(browser, path, "letterSpacing")) == pytest.approx(value["letterSpacing"]["value"] * scale, abs=0.01), path
            assert style_of(browser, path, "fontWeight") == f'{value["fontWeight"]:g}', path
            checked += 1
    assert checked >= 15


@pytest.mark.parametrize("system_scheme, root_theme, expected", [("light", None, "light"), ("dark", None, "dark"), ("dark", "light", "light")])
def test_color_scheme_is_declared(browser, exported, system_scheme, root_theme, expected):
    """Form controls and scrollbars follow the mode too."""
    emulate(browser, system_scheme)
    browser.get(page(exported, root_theme))
    assert browser.execute_script("return getComputedStyle(document.documentElement).colorScheme") == expected


def test_icon_classes_draw_the_svg_as_a_mask(browser, exported):
    icons = json.loads((exported / "dtcg/base.tokens.json").read_text())["$extensions"]["dev.stylebook.icons"]
    html = exported / "icons.html"
    html.write_text(
        '<!doctype html><html><head><link rel="stylesheet" href="css/tokens.css"></head><body style="font-size: 24px">'
        + "".join(f'<span id="{p}" class="{p.replace(".", "-")}"></span>' for p in icons) + "</body></html>"
    )
    emulate(browser, "light")
    browser.get(html.as_uri())
    for path, icon in icons.items():
        assert px(style_of(browser, path, "width")) == 24, path
        mask = style_of(browser, path, "maskImage")
        assert mask.startswith('url("data:image/svg+xml,'), (path, mask)
        # The data URL decodes back to the icon's own SVG.
        assert unquote(mask[len('url("data:image/svg+xml,'):-2]) == icon["svg"], path
