"""Android resources parse with xmllint, use #AARRGGBB, values-night only overrides, every
resource name is legal, and the vector drawables carry the source SVGs' path data on a
viewport equal to their viewBox."""
from __future__ import annotations

import json
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tokens_helpers import dtcg_tokens, export_tokens, resolved_colors

ARGB = re.compile(r"^#[0-9A-F]{8}$")
PREFIX = "stylebook_"  # the default prefix: the design system's name in snake case
# Android resource names become Java fields of R: lowercase ASCII, digits and _, from a letter.
RESOURCE_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
ANDROID = "{http://schemas.android.com/apk/res/android}"


def resource_name(path: str) -> str:
    return PREFIX + path.replace(".", "_").replace("-", "_")


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    return export_tokens(tmp_path_factory.mktemp("tokens"))


def colors(path: Path) -> dict[str, str]:
    return {node.get("name"): node.text for node in ET.parse(path).getroot().iter("color")}


def test_every_xml_file_is_well_formed(exported):
    files = sorted((exported / "android").rglob("*.xml"))
    assert len(files) >= 5
    result = subprocess.run(["xmllint", "--noout", *map(str, files)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_colours_are_argb_hex(exported):
    for path in ("values/colors.xml", "values-night/colors.xml"):
        for name, value in colors(exported / "android" / path).items():
            assert ARGB.match(value), f"{path}: {name} = {value}"


def test_night_holds_exactly_the_colours_that_change(exported):
    day = colors(exported / "android/values/colors.xml")
    night = colors(exported / "android/values-night/colors.xml")
    assert night, "dark mode changes nothing?"
    assert set(night) <= set(day)
    for name, value in night.items():
        assert value != day[name], f"{name} repeats its day value in values-night"
    # Every colour that differs between the DTCG modes is overridden, and nothing else.
    light, dark = resolved_colors(exported / "dtcg", "light"), resolved_colors(exported / "dtcg", "dark")
    changing = {resource_name(path) for path in light if light[path] != dark[path]}
    assert set(night) == changing


def test_android_colours_match_the_dtcg_bytes(exported):
    light = resolved_colors(exported / "dtcg", "light")
    day = colors(exported / "android/values/colors.xml")
    for path, (r, g, b, a) in light.items():
        assert day[resource_name(path)] == f"#{a:02X}{r:02X}{g:02X}{b:02X}"


def test_dimensions_use_dp_and_type_uses_sp(exported):
    root = ET.parse(exported / "android/values/dimens.xml").getroot()
    dimens = {node.get("name"): node.text for node in root.iter("dimen")}
    assert dimens["stylebook_spacing_lg"] == "16dp"
    assert dimens["stylebook_typography_body_font_size"] == "17sp"
    assert all(v.endswith("sp") for k, v in dimens.items() if k.startswith("stylebook_typography_"))
    assert all(v.endswith("dp") for k, v in dimens.items() if not k.startswith("stylebook_typography_"))


def test_every_resource_name_is_legal_and_prefixed(exported):
    names = []
    for path in sorted((exported / "android").rglob("*.xml")):
        if path.parent.name == "values-night" or path.name == "attrs.xml":
            continue  # overrides repeat names from values/; theme attributes share the colours' names
        if path.parent.name.startswith("values"):
            names += [node.get("name") for node in ET.parse(path).getroot() if node.tag != "style"]
        else:
            names.append(path.stem)  # a drawable or interpolator is named by its file
    assert len(names) > 50
    for name in names:
        assert RESOURCE_NAME.match(name), name
        assert name.startswith(PREFIX), name
    assert len(names) == len(set(names))


def test_text_appearances_carry_the_type_styles(exported):
    tokens = dtcg_tokens(exported / "dtcg", "light")
    styles = {node.get("name"): {item.get("name"): item.text for item in node}
              for node in ET.parse(exported / "android/values/styles.xml").getroot().iter("style")}
    body = styles["TextAppearance.Stylebook.Body"]
    value = tokens["typography.body"]["$value"]
    assert body["android:textSize"] == f'{value["fontSize"]["value"]:g}sp'
    assert body["android:textFontWeight"] == f'{value["fontWeight"]:g}'
    assert float(body["android:letterSpacing"]) == pytest.approx(value["letterSpacing"]["value"] / value["fontSize"]["value"], abs=1e-4)
    assert float(body["android:lineHeight"].removesuffix("sp")) == pytest.approx(value["lineHeight"] * value["fontSize"]["value"], abs=1e-3)
    typography = [path for path, token in tokens.items() if token.get("$type") == "typography"]
    assert len(styles) == len(typography)
    for name in styles:
        assert re.match(r"^TextAppearance\.Stylebook\.[A-Z][A-Za-z0-9]*$", name), name


def svg_shapes(svg: str) -> tuple[list[float], list[ET.Element]]:
    root = ET.fromstring(svg)
    view_box = [float(v) for v in root.get("viewBox").replace(",", " ").split()]
    return view_box, [node for node in root.iter() if node.tag.split("}")[-1] in ("path", "circle", "rect", "line", "polyline", "polygon", "ellipse")]


def test_vector_drawables_match_the_source_svgs(exported):
    """Same path data, in order, and a viewport equal to the viewBox; shapes become paths."""
    icons = json.loads((exported / "dtcg/base.tokens.json").read_text())["$extensions"]["dev.stylebook.icons"]
    assert len(icons) >= 10
    for path, icon in icons.items():
        drawable = exported / "android/drawable" / (resource_name(path) + ".xml")
        root = ET.parse(drawable).getroot()
        view_box, shapes = svg_shapes(icon["svg"])
        assert [float(root.get(ANDROID + "viewportWidth")), float(root.get(ANDROID + "viewportHeight"))] == view_box[2:], path
        assert view_box[:2] == [0, 0] or root.find("group") is not None, path
        paths = list(root.iter("path"))
        assert len(paths) == len(shapes), path
        for source, converted in zip(shapes, paths):
            data = converted.get(ANDROID + "pathData")
            if source.tag.split("}")[-1] == "path":
                assert data == source.get("d").strip(), path
            else:
                assert data.startswith("M") and data.endswith("Z"), (path, data)
            # Outline icons stroke in the text colour, filled ones fill; both are tinted.
            painted = converted.get(ANDROID + "strokeColor") or converted.get(ANDROID + "fillColor")
            assert painted == "@android:color/white", path
        assert root.get(ANDROID + "tint") == "?android:attr/colorControlNormal", path


def drawable_as_svg(root: ET.Element) -> str:
    """The VectorDrawable drawn back as SVG, every paint black (the tint decides the colour)."""
    width, height = root.get(ANDROID + "viewportWidth"), root.get(ANDROID + "viewportHeight")
    group = root.find("group")
    shift = f' transform="translate({group.get(ANDROID + "translateX")} {group.get(ANDROID + "translateY")})"' if group is not None else ""
    paths = []
    for path in root.iter("path"):
        a = lambda name, default=None: path.get(ANDROID + name, default)  # noqa: E731
        fill = "black" if a("fillColor") else "none"
        stroke = "black" if a("strokeColor") else "none"
        paths.append(
            f'<path d="{a("pathData")}" fill="{fill}" fill-opacity="{a("fillAlpha", "1")}" '
            f'fill-rule="{"evenodd" if a("fillType") == "evenOdd" else "nonzero"}" stroke="{stroke}" '
            f'stroke-opacity="{a("strokeAlpha", "1")}" stroke-width="{a("strokeWidth", "0")}" '
            f'stroke-linecap="{a("strokeLineCap", "butt")}" stroke-linejoin="{a("strokeLineJoin", "miter")}"/>'
        )
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}"><g{shift}>'
            + "".join(paths) + "</g></svg>")


def test_vector_drawables_draw_what_the_svgs_draw(exported, tmp_path):
    """Chromium rasterises each source SVG and its drawable (drawn back as SVG) at 96 px; the
    alpha channels agree pixel for pixel within anti-aliasing noise."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    icons = json.loads((exported / "dtcg/base.tokens.json").read_text())["$extensions"]["dev.stylebook.icons"]
    pairs = {}
    for path, icon in icons.items():
        drawable = ET.parse(exported / "android/drawable" / (resource_name(path) + ".xml")).getroot()
        pairs[path] = (icon["svg"].replace("currentColor", "black"), drawable_as_svg(drawable))
    html = tmp_path / "compare.html"
    html.write_text("<!doctype html><html><body><script>window.pairs = " + json.dumps(pairs) + ";</script></body></html>")
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get(html.as_uri())
        driver.set_script_timeout(60)
        results = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const size = 96;
            const alpha = (svg) => new Promise((resolve, reject) => {
                const image = new Image(size, size);
                image.onload = () => {
                    const canvas = document.createElement('canvas');
                    canvas.width = canvas.height = size;
                    const context = canvas.getContext('2d');
                    context.drawImage(image, 0, 0, size, size);
                    const data = context.getImageData(0, 0, size, size).data;
                    resolve(Array.from({length: size * size}, (_, i) => data[i * 4 + 3]));
                };
                image.onerror = () => reject(svg);
                image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
            });
            (async () => {
                const out = {};
                for (const [name, [source, converted]] of Object.entries(window.pairs)) {
                    const [a, b] = await Promise.all([alpha(source), alpha(converted)]);
                    const differing = a.filter((value, i) => Math.abs(value - b[i]) > 64).length;
                    out[name] = {differing, inked: a.filter(v => v > 0).length};
                }
                done(out);
            })().catch(error => done({error: String(error)}));
        """)
    finally:
        driver.quit()
    assert "error" not in results, results
    for path, result in results.items():
        assert result["inked"] > 100, (path, result)  # the icon draws something
        # Identical today; a stray edge pixel between an arc and a circle would be tolerable.
        assert result["differing"] <= 4, (path, result)
