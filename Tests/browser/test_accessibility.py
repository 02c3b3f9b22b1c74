"""Zero axe-core violations (WCAG 2.0-2.2, A and AA) on every page, in light and dark mode."""
import pathlib
from urllib.parse import urljoin

import pytest
import selenium_axe_python

from conftest import html_pages, set_color_scheme

AXE_JS = (pathlib.Path(selenium_axe_python.__file__).parent / "axe-core" / "axe.min.js").read_text()
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


def axe_violations(driver):
    driver.execute_script(AXE_JS)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
        ".then(r => done(r.violations)).catch(e => done([{id: 'axe-error', help: String(e), nodes: []}]));",
        TAGS,
    )
    return result


def describe(violations):
    lines = []
    for v in violations:
        targets = [", ".join(n.get("target", [])) for n in v.get("nodes", [])][:5]
        lines.append(f"{v['id']}: {v.get('help')} -> {targets}")
    return "\n".join(lines)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_has_no_axe_violations(driver, built_site, site_url, scheme):
    set_color_scheme(driver, scheme)
    driver.set_script_timeout(60)
    failures = {}
    for page in html_pages(built_site):
        driver.get(urljoin(site_url, page))
        violations = axe_violations(driver)
        if violations:
            failures[page] = describe(violations)
    set_color_scheme(driver, "light")
    assert not failures, "\n\n".join(f"{page} ({scheme}):\n{text}" for page, text in failures.items())
