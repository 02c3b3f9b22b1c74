"""Android resources parse with xmllint, use #AARRGGBB, and values-night only overrides."""
from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tokens_helpers import export_tokens, resolved_colors

ARGB = re.compile(r"^#[0-9A-F]{8}$")


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
    changing = {path.replace(".", "_").replace("-", "_") for path in light if light[path] != dark[path]}
    assert set(night) == changing


def test_android_colours_match_the_dtcg_bytes(exported):
    light = resolved_colors(exported / "dtcg", "light")
    day = colors(exported / "android/values/colors.xml")
    for path, (r, g, b, a) in light.items():
        assert day[path.replace(".", "_").replace("-", "_")] == f"#{a:02X}{r:02X}{g:02X}{b:02X}"


def test_dimensions_use_dp_and_type_uses_sp(exported):
    root = ET.parse(exported / "android/values/dimens.xml").getroot()
    dimens = {node.get("name"): node.text for node in root.iter("dimen")}
    assert dimens["spacing_lg"] == "16dp"
    assert dimens["typography_body_font_size"] == "17sp"
    assert all(v.endswith("sp") for k, v in dimens.items() if k.startswith("typography_"))
    assert all(v.endswith("dp") for k, v in dimens.items() if not k.startswith("typography_"))
