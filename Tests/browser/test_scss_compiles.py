"""Every reviewed SCSS golden (Tests/ExportersTests/Golden/**/scss; the Swift tests keep them
equal to what the exporter writes) compiles with a real Sass compiler (Debian's sassc), and
each compiled value is what Chromium computes for the CSS export's custom property of the same
name: the variables in the default mode, and the modes map in every mode, reached by setting
the mode's `data-…` attributes on the root, as a page's switch does."""
from __future__ import annotations

import json
import re
import subprocess

import pytest
from tokens_helpers import GOLDEN

SETS = sorted(path for path in GOLDEN.rglob("scss") if path.is_dir())


def compiled(scss: str, consumer: str, tmp_path) -> dict[str, str]:
    (tmp_path / "_tokens.scss").write_text(scss)
    (tmp_path / "consumer.scss").write_text('@import "tokens";\n.t {\n' + consumer + "}\n")
    result = subprocess.run(["sassc", str(tmp_path / "consumer.scss")], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    # Plain properties, not custom ones: Sass evaluates their values as a stylesheet's uses do.
    return {name: " ".join(value.split()) for name, value in re.findall(r"(?<![\w-])x-([\w+-]+):\s*([^;]+);", result.stdout)}


def computed(driver, css: str, attributes: dict[str, str], names: list[str]) -> dict[str, str]:
    """The custom properties' values on the root with these attributes, `var()` followed."""
    driver.get("about:blank")
    script = """
        const [css, attributes, names] = arguments;
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
        for (const [name, value] of Object.entries(attributes)) document.documentElement.setAttribute(name, value);
        const computed = getComputedStyle(document.documentElement);
        return Object.fromEntries(names.map(name => [name, computed.getPropertyValue('--' + name).trim()]));
    """
    values = driver.execute_script(script, css, attributes, names)
    return {name: " ".join(value.split()) for name, value in values.items()}


def attributes_for(mode: str, css: str) -> dict[str, str]:
    """`dark+increased` → {"data-theme": "dark", "data-contrast": "increased"}: each context's
    attribute, as the CSS export's selectors name it."""
    attribute = {context: name for name, context in re.findall(r'\[(data-[\w-]+)="([^"]+)"\]', css)}
    return {attribute[context]: context for context in mode.split("+") if context in attribute}


@pytest.mark.parametrize("folder", SETS, ids=lambda p: str(p.relative_to(GOLDEN)))
def test_scss_compiles_to_what_the_browser_computes_from_the_css(folder, driver, tmp_path):
    scss = (folder / "_tokens.scss").read_text()
    css = (folder.parent / "css" / "tokens.css").read_text()
    names = [name for name in re.findall(r"^\$([\w-]+): .* !default;$", scss, re.M) if not name.endswith("color-modes")]
    assert names, "no variables"
    maps = re.search(r"^\$([\w-]*color-modes): \(", scss, re.M)
    modes = re.findall(r'^  "([^"]+)": \($', scss, re.M) if maps else []
    colors = list(dict.fromkeys(re.findall(r'^    "([\w-]+)": ', scss, re.M)))
    consumer = "".join(f"  x-{name}: ${name};\n" for name in names)
    for index, mode in enumerate(modes):
        consumer += "".join(f'  x-{index}-{color}: map-get(map-get(${maps.group(1)}, "{mode}"), "{color}");\n' for color in colors)
    sass = compiled(scss, consumer, tmp_path)

    # Pinned to light: the default mode's values whatever the test machine prefers.
    browser = computed(driver, css, attributes_for(modes[0] if modes else "light", css), names)
    for name in names:
        assert sass[name].lower() == browser[name].lower(), name
    for index, mode in enumerate(modes):
        browser = computed(driver, css, attributes_for(mode, css), colors)
        for color in colors:
            assert sass[f"{index}-{color}"].lower() == browser[color].lower(), (mode, color)
    assert len(modes) == 0 or len(modes) >= 2, json.dumps(modes)
