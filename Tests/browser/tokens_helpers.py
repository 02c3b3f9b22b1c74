"""Shared helpers for the token export tests (test_dtcg_schema, test_android_xml, test_css_tokens).

Each test exports the project's tokens itself with the built CLI, so the files stand alone:
build first with `swift build`, then run pytest from anywhere.
"""
from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
STYLEBOOK = REPO / ".build" / "debug" / "stylebook"
SCHEMAS = REPO / "Tests" / "schemas"
GOLDEN = REPO / "Tests" / "ExportersTests" / "Golden"


def run_stylebook(*arguments: str) -> subprocess.CompletedProcess:
    assert STYLEBOOK.exists(), f"{STYLEBOOK} is missing; run `swift build` first"
    return subprocess.run([str(STYLEBOOK), *arguments], cwd=REPO, capture_output=True, text=True, timeout=120)


def export_tokens(output: Path, fmt: str = "all") -> Path:
    """Runs `stylebook tokens --format FMT --output OUTPUT` and returns OUTPUT."""
    result = run_stylebook("tokens", "--format", fmt, "--output", str(output))
    assert result.returncode == 0, f"stylebook tokens failed ({result.returncode}):\n{result.stderr}"
    return output


REFERENCE = re.compile(r"^\{([^{}]+)\}$")


def _flatten(group: dict, prefix: str, out: dict) -> None:
    for name, node in group.items():
        if name.startswith("$") or not isinstance(node, dict):
            continue
        path = f"{prefix}.{name}" if prefix else name
        if "$value" in node:
            out[path] = node
        else:
            _flatten(node, path, out)


def dtcg_tokens(dtcg: Path, mode: str | Callable[[str, dict], str]) -> dict[str, dict]:
    """Tokens of one mode as the resolver describes: base set, then each modifier's context.

    `mode` is a mode's name ("light", "dark+increased"): each modifier takes the context the name
    lists, or its default. Or it picks the context itself: `(modifier name, modifier) -> context`.
    Values for combinations travel through the `_modes` group's aliases (see the manual's exports
    page); its entries are not tokens of their own and are left out.
    """
    pick = mode if callable(mode) else _named_contexts(mode.split("+"))
    resolver = json.loads(next(dtcg.glob("*.resolver.json")).read_text())
    tokens: dict[str, dict] = {}
    for entry in resolver["resolutionOrder"]:
        ref = entry["$ref"]
        if ref.startswith("#/sets/"):
            sources = resolver["sets"][ref.removeprefix("#/sets/")]["sources"]
        else:
            name = ref.removeprefix("#/modifiers/")
            modifier = resolver["modifiers"][name]
            sources = modifier["contexts"][pick(name, modifier)]
        for source in sources:
            _flatten(json.loads((dtcg / source["$ref"]).read_text()), "", tokens)
    return tokens


def _named_contexts(picked: list[str]) -> Callable[[str, dict], str]:
    return lambda _, modifier: next((c for c in picked if c in modifier["contexts"]), modifier["default"])


def resolved_colors(dtcg: Path, mode: str) -> dict[str, tuple[int, int, int, int]]:
    """Every colour token of a mode with aliases followed, as 8-bit (r, g, b, a)."""
    tokens = dtcg_tokens(dtcg, mode)

    def resolve(path: str, seen: tuple = ()) -> dict:
        assert path not in seen, f"alias cycle through {path}"
        value = tokens[path]["$value"]
        match = REFERENCE.match(value) if isinstance(value, str) else None
        return resolve(match.group(1), seen + (path,)) if match else value

    colors = {}
    for path, token in tokens.items():
        if token.get("$type") != "color" or path.startswith("_modes."):
            continue
        value = resolve(path)
        r, g, b = (round(c * 255) for c in value["components"])
        colors[path] = (r, g, b, round(value.get("alpha", 1) * 255))
    return colors
