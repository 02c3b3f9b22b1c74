"""A site with more top-level sections than `sidebar: sections:`: a page's sidebar holds only its
own section and the link to `sections/`, so the keyboard passes a handful of links, not all of
them; that page and the list page have no axe violations."""
import subprocess
from urllib.parse import urljoin

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO, serve
from test_accessibility import axe_violations, describe

SECTIONS = 30


@pytest.fixture(scope="module")
def collapsed_site_url(scratch):
    root = scratch / "sidebar-limit"
    (root / "Content").mkdir(parents=True)
    (root / "stylebook.yml").write_text("name: Many sections\nsidebar:\n  sections: 5\n")
    (root / "Content" / "index.md").write_text("# Many sections\n\nA site with more sections than the sidebar lists.\n")
    for s in range(SECTIONS):
        folder = root / "Content" / f"s{s:02}"
        folder.mkdir()
        (folder / "index.md").write_text(f"---\ntitle: Section {s:02}\norder: {s}\n---\n\nAbout section {s}.\n")
        for p in range(3):
            (folder / f"p{p}.md").write_text(f"---\ntitle: Page {s:02}.{p}\norder: {p}\n---\n\nText of page {p}.\n")
    # The plain tool: a site of these pages alone, no design-system sections.
    subprocess.run([str(REPO / ".build" / "debug" / "stylebook"), "build", "--output", str(root / "_site")], cwd=root, check=True,
                   capture_output=True)
    with serve(root / "_site") as url:
        yield url


@pytest.mark.parametrize("path", ["s07/p1/", "sections/"])
def test_collapsed_sidebar_and_the_list_page_have_no_axe_violations(driver, collapsed_site_url, path):
    driver.set_window_size(1280, 900)
    driver.get(urljoin(collapsed_site_url, path))
    driver.set_script_timeout(60)
    violations = axe_violations(driver)
    assert not violations, describe(violations)


def test_keyboard_passes_only_the_own_section_and_reaches_every_section_from_the_list(driver, collapsed_site_url):
    driver.set_window_size(1280, 900)
    driver.get(urljoin(collapsed_site_url, "s07/p1/"))
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    # Tab through the header into the sidebar and on until focus leaves it.
    sidebar = []
    for _ in range(40):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        link = driver.execute_script("const e = document.activeElement; return e.closest('nav.sidebar') ? e.textContent : null;")
        if link:
            sidebar.append(link)
        elif sidebar:
            break
    assert sidebar == ["Section 07", "Page 07.0", "Page 07.1", "Page 07.2", f"All {SECTIONS} sections"], sidebar

    driver.find_element(By.LINK_TEXT, f"All {SECTIONS} sections").send_keys(Keys.ENTER)
    assert driver.current_url == urljoin(collapsed_site_url, "sections/")
    assert driver.find_element(By.TAG_NAME, "h1").text == "All sections"
    listed = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "article.page .sections-index a")]
    assert listed == [f"Section {s:02}" for s in range(SECTIONS)]
    current = driver.find_elements(By.CSS_SELECTOR, "nav.sidebar a[aria-current='page']")
    assert [a.text for a in current] == [f"All {SECTIONS} sections"]
