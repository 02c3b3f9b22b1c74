"""`stylebook check --tokens` on a generated DTCG set: 1,000+ colours in four theme contexts.

The set follows Primer's conventions (fgColor/bgColor, onEmphasis, muted tints with a
translucent alpha, a high-contrast theme of each mode) so the audit does the work a real set
asks for: four resolutions, naming conventions, compositing and suggestions for failures.
Deterministic: the same colours on every run.
"""
import json
import pathlib
import statistics
import subprocess
import time

HUES = 20
STEPS = 13
VARIANTS = 150


def _palette(seed, dark, boost):
    """HUES × STEPS colours; each step a fixed lightness, each hue a fixed tint."""
    state = seed
    palette = {}
    for hue in range(HUES):
        state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
        tint = [(state >> shift) % 64 for shift in (8, 24, 40)]
        steps = {}
        for step in range(STEPS):
            light = step / (STEPS - 1)
            if dark:
                light = 1 - light
            light = min(1, max(0, (light - 0.5) * boost + 0.5))
            channels = [min(255, max(0, round(light * 230 + t / 2))) for t in tint]
            steps[str(step)] = {"$value": {"colorSpace": "srgb", "components": [c / 255 for c in channels],
                                           "hex": "#" + "".join(f"{c:02x}" for c in channels)}}
        palette[f"hue{hue:02d}"] = steps
    return {"base": {"$type": "color", **palette}}


def _semantic(variants):
    fg, bg, border = {}, {"default": {"$value": "{base.hue00.0}"}}, {}
    for v in range(variants):
        hue = v % HUES
        name = f"variant{v}"
        fg[name] = {"$value": f"{{base.hue{hue:02d}.9}}"}
        fg[f"{name}Muted"] = {"$value": f"{{base.hue{hue:02d}.7}}"}
        bg[name] = {"muted": {"$value": f"{{base.hue{hue:02d}.5}}", "alpha": 0.15},
                    "emphasis": {"$value": f"{{base.hue{hue:02d}.8}}"},
                    "subtle": {"$value": f"{{base.hue{hue:02d}.1}}"}}
        border[name] = {"$value": f"{{base.hue{hue:02d}.6}}"}
    fg["default"] = {"$value": "{base.hue00.12}"}
    fg["onEmphasis"] = {"$value": "{base.hue00.0}"}
    return {"fgColor": {"$type": "color", **fg}, "bgColor": {"$type": "color", **bg},
            "borderColor": {"$type": "color", **border}}


def generate(folder, variants=VARIANTS):
    """Writes the set into `folder`; returns the resolver's path and its number of colours."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    themes = {"light": (11, False, 1.0), "light-hc": (11, False, 1.3), "dark": (13, True, 1.0), "dark-hc": (13, True, 1.3)}
    for name, (seed, dark, boost) in themes.items():
        (folder / f"{name}.tokens.json").write_text(json.dumps(_palette(seed, dark, boost)))
    semantic = _semantic(variants)
    (folder / "semantic.tokens.json").write_text(json.dumps(semantic))
    resolver = {
        "version": "2025.10", "name": "Generated",
        "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/semantic"}],
        "sets": {"semantic": {"sources": [{"$ref": "semantic.tokens.json"}]}},
        "modifiers": {"theme": {"contexts": {name: [{"$ref": f"{name}.tokens.json"}] for name in themes}, "default": "light"}},
    }
    path = folder / "generated.resolver.json"
    path.write_text(json.dumps(resolver))
    colours = HUES * STEPS + 6 * variants + 3  # palette; per variant 2 fg, 3 bg, 1 border; default fg, bg, onEmphasis
    return path, colours


def bench(stylebook, scratch, runs=3):
    """One Markdown line: the median time of the audit and what it checked."""
    path, colours = generate(pathlib.Path(scratch) / "token-audit")
    times, summary = [], {}
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run([str(stylebook), "check", "--tokens", str(path), "--format", "json"],
                                capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if result.returncode not in (0, 1):
            raise SystemExit(f"check --tokens exited {result.returncode}:\n{result.stderr[-2000:]}")
        summary = json.loads(result.stdout)["summary"]
    return (f"`check --tokens` on a generated set of {colours:,} colours in 4 contexts: {statistics.median(times):.2f} s "
            f"({summary['checks']:,} checks, {summary['failed']:,} failed; target < 2 s).")


if __name__ == "__main__":
    import sys
    import tempfile
    root = pathlib.Path(__file__).resolve().parents[2]
    print(bench(root / ".build" / "release" / "stylebook", tempfile.mkdtemp(prefix="stylebook-token-audit-")))
