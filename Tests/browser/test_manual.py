"""Stylebook's manual is pages of this site: the guide, the generated reference, and a home page
with a hero. The site-wide tests (axe in light and dark, the Nu validator, no sideways scrolling
at 390 and 1280 px) run over every page the build writes; these make sure the manual's pages
are among them, and try them the way a reader would."""
import re
from urllib.parse import urljoin

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import REPO, html_pages

REFERENCE = ["commands", "configuration", "diagnostics", "directives"]


def test_the_guide_and_the_generated_reference_are_pages_the_site_checks(built_site):
    pages = set(html_pages(built_site))
    guide = sorted(p.stem for p in (REPO / "Content" / "guide").glob("*.md") if p.stem != "index")
    assert len(guide) >= 12, guide
    missing = [f"guide/{name}/index.html" for name in guide if f"guide/{name}/index.html" not in pages]
    missing += [f"reference/{name}/index.html" for name in REFERENCE if f"reference/{name}/index.html" not in pages]
    assert not missing, f"manual pages the build did not write: {missing}"


def test_every_page_declares_its_language(built_site):
    """The held-out audit found a page without `lang` (axe html-has-lang); none may lack it."""
    without = [page for page in html_pages(built_site)
               if not re.search(r'<html[^>]* lang="[a-z]', (built_site / page).read_text(encoding="utf-8"))]
    assert not without, without


def test_the_reference_lists_what_a_reader_looks_up(driver, site_url):
    driver.get(urljoin(site_url, "reference/commands/"))
    headings = [h.text.rstrip("#").strip() for h in driver.find_elements(By.CSS_SELECTOR, "article h2")]
    assert "stylebook check" in headings and "stylebook theme eject" in headings, headings
    assert driver.find_elements(By.XPATH, "//article//td/code[text()='--format <format>']")
    driver.get(urljoin(site_url, "reference/diagnostics/"))
    row = driver.find_element(By.XPATH, "//tr[td/code[text()='contrast/text-below-aa']]")
    cells = [cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
    assert cells[1] == "error" and cells[3], cells
    driver.get(urljoin(site_url, "reference/configuration/"))
    row = driver.find_element(By.XPATH, "//tr[td/code[text()='sidebar.sections']]")
    assert [cell.text for cell in row.find_elements(By.TAG_NAME, "td")][2] == "200"


def test_the_home_page_hero_leads_into_the_guide_by_keyboard(driver, site_url):
    driver.get(site_url)
    assert driver.find_element(By.TAG_NAME, "h1").text.startswith("Stylebook")
    assert len(driver.find_elements(By.TAG_NAME, "h1")) == 1
    features = driver.find_elements(By.CSS_SELECTOR, ".home-feature")
    assert len(features) >= 3
    start = driver.find_element(By.CSS_SELECTOR, ".home-action.is-brand")
    assert start.text == "Get started"
    # Tab from the skip link until the brand action has focus, then follow it with Enter.
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    for _ in range(60):
        if driver.switch_to.active_element == start:
            break
        driver.switch_to.active_element.send_keys(Keys.TAB)
    assert driver.switch_to.active_element == start, "the hero's action is reachable by keyboard"
    start.send_keys(Keys.ENTER)
    assert driver.current_url == urljoin(site_url, "guide/getting-started/")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Start a design system"
