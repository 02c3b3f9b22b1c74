"""The DTCG export validates against the official 2025.10 schemas, and its resolver is usable."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tokens_helpers import GOLDEN, SCHEMAS, dtcg_tokens, export_tokens, resolved_colors

spec = importlib.util.spec_from_file_location("validate_dtcg", SCHEMAS / "validate_dtcg.py")
validate_dtcg = importlib.util.module_from_spec(spec)
spec.loader.exec_module(validate_dtcg)


@pytest.fixture(scope="module")
def dtcg(tmp_path_factory) -> Path:
    return export_tokens(tmp_path_factory.mktemp("tokens"), "dtcg") / "dtcg"


def test_export_has_token_files_and_a_resolver(dtcg):
    names = sorted(p.name for p in dtcg.iterdir())
    # Stylebook's own system is appearance × contrast: a file per context.
    assert names == ["base.tokens.json", "dark.tokens.json", "increased.tokens.json", "light.tokens.json",
                     "standard.tokens.json", "stylebook.resolver.json"]


@pytest.mark.parametrize("folder", ["export", "golden"])
def test_every_file_passes_the_official_schema(dtcg, folder):
    root = dtcg if folder == "export" else GOLDEN / "dtcg"
    paths = validate_dtcg.collect([str(root)])
    assert len(paths) == (6 if folder == "export" else 4)
    problems = [problem for path in paths for problem in validate_dtcg.errors(path)]
    assert problems == []


@pytest.mark.parametrize(
    "token, complaint",
    [
        ({"$type": "color", "$value": "#ff0000"}, "CSS hex string is not a 2025.10 colour"),
        ({"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000ff"}}, "8-digit hex"),
        ({"$type": "dimension", "$value": {"value": 4, "unit": "pt"}}, "unit pt"),
        ({"$type": "opacity", "$value": 0.5}, "no opacity type"),
        ({"$type": "color", "$value": "{color..x}"}, "malformed reference"),
    ],
)
def test_the_schema_check_rejects_what_2025_10_forbids(tmp_path, token, complaint):
    bad = tmp_path / "bad.tokens.json"
    bad.write_text(json.dumps({"group": {"token": token}}))
    assert validate_dtcg.errors(bad), complaint


def test_resolver_has_a_modifier_per_axis_with_the_default_first(dtcg):
    resolver = json.loads((dtcg / "stylebook.resolver.json").read_text())
    assert list(resolver["modifiers"]) == ["appearance", "contrast"]
    assert [entry["$ref"] for entry in resolver["resolutionOrder"]] == ["#/sets/base", "#/modifiers/appearance", "#/modifiers/contrast"]
    for name, contexts in [("appearance", ["light", "dark"]), ("contrast", ["standard", "increased"])]:
        modifier = resolver["modifiers"][name]
        assert list(modifier["contexts"]) == contexts
        assert modifier["default"] == contexts[0]
        for context in modifier["contexts"].values():
            for source in context:
                assert (dtcg / source["$ref"]).is_file()


def test_the_golden_light_dark_resolver_keeps_its_mode_modifier():
    """A light | dark system's resolver is what it always was."""
    resolver = json.loads((GOLDEN / "dtcg/fixturekit.resolver.json").read_text())
    assert list(resolver["modifiers"]) == ["mode"]
    assert sorted(resolver["modifiers"]["mode"]["contexts"]) == ["dark", "light"]


def test_every_alias_resolves_to_a_colour_in_every_mode(dtcg):
    for mode in ("light", "light+increased", "dark", "dark+increased"):
        colors = resolved_colors(dtcg, mode)
        assert len(colors) > 40
        assert colors["color.palette.white"] == (255, 255, 255, 255)


def test_modes_differ_only_where_the_design_says(dtcg):
    light, dark = resolved_colors(dtcg, "light"), resolved_colors(dtcg, "dark")
    assert light.keys() == dark.keys()
    assert light["color.surface.default"] != dark["color.surface.default"]
    assert light["color.palette.red.700"] == dark["color.palette.red.700"]


def test_icons_travel_in_extensions_with_our_svg(dtcg):
    base = json.loads((dtcg / "base.tokens.json").read_text())
    icons = base["$extensions"]["dev.stylebook.icons"]
    assert icons["icon.warning-filled"]["sfSymbol"] == "exclamationmark.triangle.fill"
    assert all(icon["svg"].startswith("<svg ") for icon in icons.values())
    assert "icon" not in dtcg_tokens(dtcg, "light")
