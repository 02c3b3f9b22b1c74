"""The issue's round-trip rule end to end, on a small set of our own: for every pair
`check --tokens --pairs` measures on the JSON, `check` on the package `init --from --pairs`
scaffolds reports the same ratio in the mode that context became. Runs
`scripts/contrast_roundtrip.py`, the script the manual points to for real sets, so the script is
tested too. Slow: the package's describing executable compiles StylebookKit (a minute or two).

Two colour modifiers, `theme` (light | dark | dark-hc) and `brand` (acme | zen), become three
axes (appearance x contrast x brand); only `dark-hc` exists, so `light+increased` reads `light`.
The pairs file gives a role and a pair between a translucent text colour and a `$root` surface.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tokens_helpers import REPO, STYLEBOOK


def color(hex_: str, alpha: float | None = None) -> dict:
    channels = [round(int(hex_[i:i + 2], 16) / 255, 4) for i in (1, 3, 5)]
    value: dict = {"colorSpace": "srgb", "components": channels, "hex": hex_}
    if alpha is not None:
        value["alpha"] = alpha
    return {"$value": value}


def tokens(**groups: dict) -> str:
    return json.dumps({"color": {"$type": "color", **groups}}, indent=2)


FILES = {
    "base.tokens.json": tokens(
        palette={"ink": color("#111827"), "paper": color("#ffffff")},
        surface={"$root": color("#f8fafc"), "raised": color("#ffffff")},
        muted=color("#000000", 0.55),
    ),
    "light.tokens.json": tokens(text={"primary": {"$value": "{color.palette.ink}"}, "secondary": color("#4b5563")},
                                background={"page": color("#ffffff")}),
    "dark.tokens.json": tokens(text={"primary": color("#f9fafb"), "secondary": color("#9ca3af")},
                               background={"page": color("#111827")}, surface={"$root": color("#1f2937")}),
    "dark-hc.tokens.json": tokens(text={"primary": color("#ffffff"), "secondary": color("#e5e7eb")},
                                  background={"page": color("#000000")}, surface={"$root": color("#0b0f19")}),
    "acme.tokens.json": tokens(accent={"$value": {"colorSpace": "display-p3", "components": [0.1, 0.35, 0.8]}}),
    "zen.tokens.json": tokens(accent=color("#0f766e"), text={"secondary": color("#57534e")}),
    "fixture.resolver.json": json.dumps({
        "version": "2025.10", "name": "Round trip fixture",
        "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
        "modifiers": {
            "theme": {"contexts": {c: [{"$ref": f"{c}.tokens.json"}] for c in ("light", "dark", "dark-hc")}, "default": "light"},
            "brand": {"contexts": {c: [{"$ref": f"{c}.tokens.json"}] for c in ("acme", "zen")}, "default": "acme"},
        },
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}],
    }, indent=2),
    # A role for the accent, a translucent colour on a `$root` surface, large text on the page.
    "pairs.yml": "\n".join([
        "roles: {color.accent: text}",
        "pairs:",
        "  - {foreground: color.muted, background: color.surface}",
        "  - {foreground: color.accent, background: color.background.page, kind: large-text}",
        "",
    ]),
}


def test_check_on_the_imported_package_reports_the_ratios_check_tokens_reported(tmp_path: Path):
    for name, text in FILES.items():
        (tmp_path / "set" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "set" / name).write_text(text)
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "contrast_roundtrip.py"), str(tmp_path / "set" / "fixture.resolver.json"),
         "--pairs", str(tmp_path / "set" / "pairs.yml"), "--work", str(tmp_path / "work"),
         "--stylebook", str(STYLEBOOK), "--json", str(tmp_path / "comparison.json")],
        capture_output=True, text=True, timeout=1500)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    comparison = json.loads((tmp_path / "comparison.json").read_text())
    rows = {row["mode"]: row for row in comparison["rows"]}
    # Three axes: every mode is compared, each against the context it was read from.
    assert sorted(rows) == sorted(["light", "light+zen", "light+increased", "light+increased+zen",
                                   "dark", "dark+zen", "dark+increased", "dark+increased+zen"])
    assert rows["dark+increased+zen"]["context"] == "dark-hc + zen"
    assert rows["light+increased"]["context"] == "light + acme"
    for row in rows.values():
        assert row["compared"] >= 3, row
        assert row["equal"] == row["compared"] and row["different"] == row["missing"] == 0, row
        # Same verdict, and every tint laid over the same surfaces.
        assert row["verdicts"] == row["surfaces"] == 0, row
    # `light+increased` reads `light` but demands AAA: only its ratios are compared.
    assert rows["light+increased"]["levels"] == rows["light+increased"]["compared"]
    assert rows["light"]["levels"] == 0
    # The pairs file's pairs were among those compared, in both reports.
    reported = json.loads((tmp_path / "work" / "check-tokens.json").read_text())
    assert {("color.muted", "color.surface"), ("color.accent", "color.background.page")} <= {
        (c["foreground"], c["background"]) for c in reported["contrast"] if c["origin"] == "declared"}
