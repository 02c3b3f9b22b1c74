"""Every Compose file of every reviewed golden set (Tests/ExportersTests/Golden/*/compose: tokens,
theme and icons; the Swift tests keep them equal to what the exporter writes) compiles with
kotlinc against stand-ins of the Android and Compose declarations it imports (compose_stubs.py),
and so does a consumer that uses the theme as the file's own comment says to."""
from __future__ import annotations

import re

import pytest
from compose_stubs import compile_kotlin, diagnostics
from tokens_helpers import GOLDEN

SETS = sorted(path for path in GOLDEN.rglob("compose") if path.is_dir())


@pytest.mark.parametrize("folder", SETS, ids=lambda p: str(p.relative_to(GOLDEN)))
def test_every_compose_file_compiles(folder, tmp_path):
    files = {path.name: path.read_text() for path in sorted(folder.glob("*.kt"))}
    assert {re.sub(r"^[A-Z]\w*?(Tokens|Theme|Icons)\.kt$", r"\1", name) for name in files} == {"Tokens", "Theme", "Icons"}
    theme = next(text for name, text in files.items() if name.endswith("Theme.kt"))
    package = re.search(r"^package ([\w.]+)$", theme, re.M).group(1)
    name = re.search(r"^fun (\w+)Theme\($", theme, re.M).group(1)
    icons = next(text for name, text in files.items() if name.endswith("Icons.kt"))
    icon = re.search(r"^    val (\w+): ImageVector", icons, re.M)
    # What the Theme file's comment shows, with the icons object next to it.
    files["Consumer.kt"] = f"""import {package}.*
import androidx.compose.runtime.Composable

@Composable
fun Screen() {{
    {name}Theme {{
        val text = {name}Theme.colors.textPrimary
        {f"val icon = {name}Icons.{icon.group(1)}" if icon else ""}
    }}
}}
"""
    result = compile_kotlin(tmp_path, files)
    assert result.returncode == 0, result.stderr
    # The stand-ins' unused parameters warn; the exported files must not.
    exported = [line for line in diagnostics(result) if any(f"/src/{name}:" in line for name in files if name != "Consumer.kt")]
    assert not exported, result.stderr


def test_the_compile_check_fails_on_a_wrong_argument_name(tmp_path):
    """The stand-ins keep the real parameter names, so a misspelt named argument fails."""
    icons = next(GOLDEN.glob("compose/*Icons.kt")).read_text().replace("viewportWidth =", "viewPortWidth =", 1)
    result = compile_kotlin(tmp_path, {"Icons.kt": icons})
    assert result.returncode != 0
    assert "viewPortWidth" in result.stderr
