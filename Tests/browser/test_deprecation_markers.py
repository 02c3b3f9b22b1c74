"""Each export's deprecation marker does what the platform's own tools read it as, on the
reviewed golden copies of DeprecationFixture (Tests/ExportersTests/Golden/deprecations; the Swift
tests keep them equal to what the exporters write, and compile the Swift marker):

- Compose: kotlinc compiles the tokens file (against compose_stubs.py's stand-ins for the androidx
  classes it imports) with code that uses each deprecated member and warns at every use with the message;
  the same code with each `ReplaceWith` expression put in its place compiles without a warning;
- TypeScript: the TypeScript language service reports each use of a deprecated member as
  deprecated (suggestion 6385, what editors strike through), and no use of the replacements;
- DTCG: every file passes the 2025.10 schemas with `$deprecated`;
- CSS and Android: the comment sits on the line before the deprecated declaration.

kotlinc and TypeScript are Debian's (`scripts/bootstrap --test` installs kotlin and node-typescript).
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import compose_stubs
import pytest
from tokens_helpers import GOLDEN, SCHEMAS, _flatten

SET = GOLDEN / "deprecations"

# The deprecated members and what their markers name instead, as DeprecationFixture declares them.
COMPOSE_COLORS = {"textBody": "textPrimary", "textMuted": "textPrimary", "surfaceLegacy": None}
COMPOSE_TOKENS = {"spacingMedium": "spacingMd", "opacityFaded": "opacityDisabled",
                  "motionSnappyDurationMillis": "motionQuickDurationMillis", "motionSnappyEasing": "motionQuickEasing"}
COMPOSE_TYPOGRAPHY = {"paragraph": "body"}


def compile_kotlin(folder: Path, consumer: str):
    tokens = (SET / "compose" / "SunsetKitTokens.kt").read_text()
    return compose_stubs.compile_kotlin(folder, {"SunsetKitTokens.kt": tokens, "Consumer.kt": consumer})


def consumer(colors: list[str], tokens: list[str], typography: list[str]) -> str:
    lines = ["import sunsetkit.tokens.*", "", "fun uses(scheme: SunsetKitColorScheme, type: SunsetKitTypography): List<Any> = listOf("]
    lines += [f"    scheme.{name}," for name in colors]
    lines += [f"    SunsetKitTokens.{name}," for name in tokens]
    lines += [f"    type.{name}," for name in typography]
    lines += ["    0", ")", ""]
    return "\n".join(lines)


def replace_with(kotlin: str) -> dict[str, str]:
    """Each deprecated member's `ReplaceWith` expression, read from the annotation above it."""
    found = {}
    for match in re.finditer(r'@Deprecated\((".*?")(?:, ReplaceWith\((".*?")\))?\)\n\s*(?:const )?val (\w+)', kotlin):
        found[match.group(3)] = json.loads(match.group(2)) if match.group(2) else None
    return found


def test_compose_deprecations_warn_at_each_use_and_their_replacements_compile(tmp_path):
    kotlin = (SET / "compose" / "SunsetKitTokens.kt").read_text()
    expected = {**COMPOSE_COLORS, **COMPOSE_TOKENS, **COMPOSE_TYPOGRAPHY}
    assert replace_with(kotlin) == expected

    old = compile_kotlin(tmp_path / "old", consumer(list(COMPOSE_COLORS), list(COMPOSE_TOKENS), list(COMPOSE_TYPOGRAPHY)))
    assert old.returncode == 0, old.stderr
    warnings = [line for line in old.stderr.splitlines() if "Consumer.kt" in line and "warning:" in line]
    assert len([w for w in warnings if "is deprecated" in w]) == len(expected), old.stderr
    assert any("'textBody: Color' is deprecated. Body text is primary text now. Use textPrimary instead. Removed in 3.0." in w
               for w in warnings), old.stderr
    assert any("'surfaceLegacy: Color' is deprecated. Deprecated." in w for w in warnings), old.stderr

    # What an IDE's quick fix writes: each ReplaceWith expression in the deprecated name's place.
    def fixed(names):
        return [expected[name] or name for name in names if expected[name]]
    new = compile_kotlin(tmp_path / "new", consumer(fixed(COMPOSE_COLORS), fixed(COMPOSE_TOKENS), fixed(COMPOSE_TYPOGRAPHY)))
    assert new.returncode == 0, new.stderr
    assert not [line for line in new.stderr.splitlines() if "Consumer.kt" in line], new.stderr


def test_kotlin_check_fails_on_a_misspelt_replacement(tmp_path):
    """The replacement check can fail: a name the tokens file does not declare is an error."""
    broken = compile_kotlin(tmp_path / "broken", consumer(["textPrimry"], [], []))
    assert broken.returncode != 0
    assert "error: unresolved reference: textPrimry" in broken.stderr


TS_SERVICE = r"""
const ts = require("typescript");
const files = process.argv.slice(2);
const options = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext,
                  moduleResolution: ts.ModuleResolutionKind.NodeJs };
const host = {
  getScriptFileNames: () => files, getScriptVersion: () => "1",
  getScriptSnapshot: (f) => ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f)) : undefined,
  getCurrentDirectory: () => process.cwd(), getCompilationSettings: () => options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o), fileExists: ts.sys.fileExists, readFile: ts.sys.readFile,
};
const service = ts.createLanguageService(host);
const out = [];
for (const f of files) {
  for (const d of [...service.getSyntacticDiagnostics(f), ...service.getSemanticDiagnostics(f), ...service.getSuggestionDiagnostics(f)]) {
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    out.push({ file: f, line: line + 1, code: d.code, deprecated: !!d.reportsDeprecated,
               category: ts.DiagnosticCategory[d.category], text: ts.flattenDiagnosticMessageText(d.messageText, " ") });
  }
}
console.log(JSON.stringify(out));
"""

TS_USES = {"colors.light.textBody": "colors.light.textPrimary", "colors.light.textMuted": "colors.light.textPrimary",
           "colors.light.surfaceLegacy": "colors.light.surfacePage", "dimensions.spacingMedium": "dimensions.spacingMd",
           "opacity.faded": "opacity.disabled", "typography.paragraph": "typography.body",
           "motion.snappy": "motion.quick", "icons.dismiss": "icons.close"}


def typescript_diagnostics(folder: Path, uses: list[str]) -> list[dict]:
    node = shutil.which("node")
    assert node, "node is missing: run scripts/bootstrap --test"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(SET / "typescript" / "tokens.ts", folder / "tokens.ts")
    imports = sorted({use.split(".")[0] for use in uses})
    body = "".join(f"export const use{i} = {use};\n" for i, use in enumerate(uses))
    (folder / "consumer.ts").write_text(f"import {{ {', '.join(imports)} }} from \"./tokens\";\n\n{body}")
    (folder / "service.js").write_text(TS_SERVICE)
    # Debian installs TypeScript as a Node module under /usr/share/nodejs.
    env = {**os.environ, "NODE_PATH": "/usr/share/nodejs"}
    result = subprocess.run([node, "service.js", "consumer.ts", "tokens.ts"], cwd=folder, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr or "the TypeScript module is missing: run scripts/bootstrap --test (node-typescript)"
    return json.loads(result.stdout)


def test_typescript_reports_each_use_of_a_deprecated_token(tmp_path):
    old = typescript_diagnostics(tmp_path / "old", list(TS_USES))
    errors = [d for d in old if d["category"] == "Error"]
    assert errors == [], errors
    deprecated = [d for d in old if d["deprecated"]]
    assert all(d["file"] == "consumer.ts" and d["code"] == 6385 for d in deprecated), deprecated
    # One per use, on the use's own line (imports are line 1, uses start at line 3).
    assert sorted(d["line"] for d in deprecated) == list(range(3, 3 + len(TS_USES))), deprecated

    new = typescript_diagnostics(tmp_path / "new", list(TS_USES.values()))
    assert [d for d in new if d["category"] == "Error" or d["deprecated"]] == []


def test_the_typescript_tag_carries_message_replacement_and_release():
    text = (SET / "typescript" / "tokens.ts").read_text()
    assert "/** @deprecated Body text is primary text now. Use `textPrimary` instead. Removed in 3.0. */\n    textBody:" in text
    assert "/** @deprecated */\n    surfaceLegacy:" in text


spec = importlib.util.spec_from_file_location("validate_dtcg", SCHEMAS / "validate_dtcg.py")
validate_dtcg = importlib.util.module_from_spec(spec)
spec.loader.exec_module(validate_dtcg)


def test_dtcg_deprecations_pass_the_schemas_and_carry_replacement_and_release():
    paths = validate_dtcg.collect([str(SET / "dtcg")])
    assert [problem for path in paths for problem in validate_dtcg.errors(path)] == []
    for mode in ("light", "dark"):
        tokens: dict[str, dict] = {}
        for name in ("base", mode):
            _flatten(json.loads((SET / "dtcg" / f"{name}.tokens.json").read_text()), "", tokens)
        assert tokens["color.surface.legacy"]["$deprecated"] is True
        body = tokens["color.text.body"]
        assert body["$deprecated"] == "Body text is primary text now."
        assert body["$extensions"]["dev.stylebook"] == {"role": "text", "removedIn": "3.0", "replacedBy": "color.text.primary"}
        assert "$deprecated" not in tokens["color.text.primary"]


def test_css_and_android_comments_precede_the_deprecated_declarations():
    css = (SET / "css" / "tokens.css").read_text()
    assert "  /* Deprecated: Body text is primary text now. Use var(--color-text-primary) instead. Removed in 3.0. */\n  --color-text-body:" in css
    assert "  /* Deprecated. */\n  --color-surface-legacy:" in css
    colors = (SET / "android" / "values" / "colors.xml").read_text()
    assert re.search(r"<!-- Deprecated: Use @color/sunset_kit_color_text_primary instead\. -->\n\s*<color name=\"sunset_kit_color_text_muted\"", colors)
    dimens = (SET / "android" / "values" / "dimens.xml").read_text()
    assert re.search(r"<!-- Deprecated: Renamed\. Use @dimen/sunset_kit_spacing_md instead\. Removed in 2\.0\. -->\n\s*<dimen name=\"sunset_kit_spacing_medium\"", dimens)
