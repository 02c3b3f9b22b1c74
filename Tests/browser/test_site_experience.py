"""The docs site as a reader meets it: search, theme switch, keyboard use, phone layout,
copy buttons, the 404 page and screenshots of key pages in both colour modes."""
import re
from urllib.parse import urljoin

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import set_color_scheme

THEME_KEY = "stylebook-theme"


@pytest.fixture
def page(driver, site_url):
    """Opens a site path with default settings: desktop size, light system theme, nothing saved."""
    def open_page(path=""):
        driver.get(urljoin(site_url, path))
        return driver
    driver.set_window_size(1280, 900)
    set_color_scheme(driver, "light")
    driver.get(site_url)
    driver.execute_script("localStorage.clear()")
    yield open_page
    driver.execute_script("localStorage.clear()")
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    driver.set_window_size(1280, 900)
    set_color_scheme(driver, "light")


def wait_for(driver, condition, timeout=10):
    return WebDriverWait(driver, timeout).until(lambda d: condition(d))


def search_results(driver):
    return [a for a in driver.find_elements(By.CSS_SELECTOR, "#search-results .search-list a") if a.is_displayed()]


def active_id(driver):
    return driver.execute_script("const e = document.activeElement; return e.id || e.getAttribute('href') || e.tagName;")


# ---- Search

def test_search_finds_a_page_by_a_word_from_its_body(page):
    driver = page("")
    box = driver.find_element(By.ID, "site-search")
    # "jitter" appears only in the body of the error-handling guideline, not in its title.
    box.send_keys("jitter")
    results = wait_for(driver, search_results)
    hrefs = [a.get_attribute("href") for a in results]
    assert any("guidelines/error-handling/" in h for h in hrefs), hrefs
    assert "page" in driver.find_element(By.CSS_SELECTOR, "#search-results .search-status").text


def test_search_is_keyboard_first(page):
    driver = page("guidelines/")
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("/")
    assert active_id(driver) == "site-search", "pressing / focuses the search box"
    driver.switch_to.active_element.send_keys("offline")
    wait_for(driver, search_results)
    driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    first = search_results(driver)[0]
    assert driver.switch_to.active_element == first, "the down arrow moves into the results"
    target = first.get_attribute("href")
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(driver, lambda d: d.current_url == target)


def test_ctrl_k_focuses_search_and_escape_closes_results(page):
    driver = page("guidelines/offline-patterns/")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.CONTROL, "k")
    assert active_id(driver) == "site-search"
    driver.switch_to.active_element.send_keys("retry")
    wait_for(driver, search_results)
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert not driver.find_element(By.ID, "search-results").is_displayed()


def test_search_says_when_nothing_matches(page):
    driver = page("")
    driver.find_element(By.ID, "site-search").send_keys("zzqxnotaword")
    status = wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".search-status").text)
    assert status == "No pages match."


# ---- Theme

def effective_background(driver):
    return driver.execute_script("return getComputedStyle(document.body).backgroundColor")


def test_theme_switch_persists_across_pages(page):
    driver = page("")
    light = effective_background(driver)
    driver.find_element(By.CSS_SELECTOR, "[data-theme-choice='dark']").click()
    assert driver.execute_script("return document.documentElement.dataset.theme") == "dark"
    dark = effective_background(driver)
    assert dark != light
    driver.find_element(By.CSS_SELECTOR, "nav.sidebar a[href*='guidelines/']").click()
    wait_for(driver, lambda d: "guidelines" in d.current_url)
    assert driver.execute_script("return document.documentElement.dataset.theme") == "dark"
    assert effective_background(driver) == dark
    pressed = driver.find_element(By.CSS_SELECTOR, "[data-theme-choice='dark']").get_attribute("aria-pressed")
    assert pressed == "true"


def test_light_choice_wins_over_a_dark_system_and_auto_follows_it(page):
    driver = page("")
    light = effective_background(driver)
    set_color_scheme(driver, "dark")
    driver.refresh()
    system_dark = effective_background(driver)
    assert system_dark != light, "auto follows prefers-color-scheme"
    driver.find_element(By.CSS_SELECTOR, "[data-theme-choice='light']").click()
    driver.refresh()
    assert effective_background(driver) == light
    driver.find_element(By.CSS_SELECTOR, "[data-theme-choice='auto']").click()
    assert driver.execute_script(f"return localStorage.getItem('{THEME_KEY}')") is None
    assert effective_background(driver) == system_dark


def test_saved_theme_is_applied_before_the_stylesheet(built_site):
    """No flash: the inline script that sets data-theme runs before any stylesheet is linked."""
    html = (built_site / "index.html").read_text()
    head = html.split("</head>")[0]
    assert head.index("localStorage.getItem") < head.index('rel="stylesheet"')


# ---- Keyboard

def test_keyboard_alone_reaches_search_sidebar_and_content(page):
    driver = page("guidelines/")
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    skip = driver.switch_to.active_element
    assert skip.get_attribute("class") == "skip-link" and skip.is_displayed(), "the skip link comes first and shows"
    reached = []
    for _ in range(60):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        reached.append(driver.execute_script(
            "const e = document.activeElement;"
            "if (e.id === 'site-search') return 'search';"
            "if (e.closest('nav.sidebar')) return 'sidebar';"
            "if (e.closest('article.page')) return 'content';"
            "return e.tagName;"))
        if "content" in reached:
            break
    assert "search" in reached and "sidebar" in reached and "content" in reached, reached
    assert reached.index("search") < reached.index("sidebar") < reached.index("content"), reached


def test_skip_link_moves_focus_to_the_main_content(page):
    driver = page("guidelines/offline-patterns/")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    assert driver.execute_script("return document.activeElement.id") == "content"


def test_focus_is_visible(page):
    driver = page("")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB, Keys.TAB)
    style = driver.execute_script("const s = getComputedStyle(document.activeElement); return [s.outlineStyle, s.outlineWidth];")
    assert style[0] != "none" and style[1] != "0px", style


# ---- Page furniture

def test_every_code_block_gets_a_copy_button_and_is_highlighted(page):
    driver = page("guidelines/error-handling/")
    blocks = driver.find_elements(By.CSS_SELECTOR, ".page pre")
    assert blocks
    for block in blocks:
        wrapper = block.find_element(By.XPATH, "..")
        assert wrapper.find_elements(By.CSS_SELECTOR, "button.copy-button"), block.text[:60]
    assert driver.find_elements(By.CSS_SELECTOR, ".page pre code [class^='tok-']"), "code is highlighted at build time"


def test_copy_button_copies_the_code(page):
    driver = page("guidelines/error-handling/")
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": driver.execute_script("return location.origin"),
        "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    block = driver.find_element(By.CSS_SELECTOR, ".page pre")
    button = block.find_element(By.XPATH, "..").find_element(By.CSS_SELECTOR, "button.copy-button")
    driver.execute_script("arguments[0].click()", button)
    wait_for(driver, lambda d: button.text == "Copied")
    copied = driver.execute_async_script("const done = arguments[0]; navigator.clipboard.readText().then(done, () => done(null));")
    assert copied == block.find_element(By.TAG_NAME, "code").get_attribute("textContent")


def test_github_alerts_render_as_titled_callouts(page):
    driver = page("guidelines/offline-patterns/")
    alerts = driver.find_elements(By.CSS_SELECTOR, ".markdown-alert")
    assert alerts
    titles = [a.find_element(By.CSS_SELECTOR, ".markdown-alert-title").text for a in alerts]
    assert set(titles) <= {"Note", "Tip", "Important", "Warning", "Caution"} and titles
    assert all(a.find_elements(By.CSS_SELECTOR, ".markdown-alert-title svg") for a in alerts)
    assert "[!" not in driver.find_element(By.CSS_SELECTOR, "article.page").text


def test_outline_marks_the_section_being_read(page):
    driver = page("guidelines/error-handling/")
    links = driver.find_elements(By.CSS_SELECTOR, ".outline a")
    assert len(links) > 2
    target = links[2].get_attribute("hash")
    driver.execute_script("document.getElementById(decodeURIComponent(arguments[0].slice(1))).scrollIntoView()", target)
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, f".outline a.is-active[href='{target}']"))


# ---- Phone width and no JavaScript

def test_menu_button_opens_the_sidebar_on_a_phone(page, driver):
    driver.set_window_size(390, 844)
    page("guidelines/offline-patterns/")
    sidebar = driver.find_element(By.ID, "site-sidebar")
    button = driver.find_element(By.CSS_SELECTOR, ".menu-button")
    assert button.is_displayed() and not sidebar.is_displayed()
    assert button.get_attribute("aria-controls") == "site-sidebar"
    button.click()
    assert button.get_attribute("aria-expanded") == "true" and sidebar.is_displayed()
    assert driver.switch_to.active_element.find_element(By.XPATH, "ancestor::nav").get_attribute("id") == "site-sidebar"
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert button.get_attribute("aria-expanded") == "false" and not sidebar.is_displayed()
    width = driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, "nothing overflows sideways at phone width"


def test_pages_read_fine_without_javascript(page, driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    driver.set_window_size(390, 844)
    page("guidelines/error-handling/")
    assert driver.find_element(By.ID, "site-sidebar").is_displayed(), "the sidebar is still reachable"
    assert not driver.find_element(By.CSS_SELECTOR, ".menu-button").is_displayed()
    assert not driver.find_element(By.CSS_SELECTOR, ".theme-switch").is_displayed()
    assert driver.find_element(By.TAG_NAME, "h1").is_displayed()
    assert driver.find_elements(By.CSS_SELECTOR, ".page pre code [class^='tok-']"), "highlighting needs no script"


# ---- Publishing

def test_not_found_page_uses_the_layout_and_offers_a_way_back(page, built_site):
    html = (built_site / "404.html").read_text()
    assert '<base href="/">' in html
    driver = page("404.html")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Page not found"
    assert driver.find_element(By.CSS_SELECTOR, ".site-header").is_displayed()
    assert driver.find_elements(By.CSS_SELECTOR, "nav.sidebar a")
    home = driver.find_element(By.LINK_TEXT, "Go to the home page")
    assert home.get_attribute("href") == urljoin(driver.current_url, "/")
    driver.find_element(By.LINK_TEXT, "Search the site").click()
    assert active_id(driver) == "site-search"


def test_assets_have_content_hashed_names(built_site):
    names = sorted(p.name for p in (built_site / "assets").iterdir())
    assert names and all(re.fullmatch(r"[\w-]+\.[0-9a-f]{8}\.\w+", n) for n in names), names
    html = (built_site / "guidelines" / "offline-patterns" / "index.html").read_text()
    css = next(n for n in names if n.endswith(".css"))
    assert f'href="../../assets/{css}"' in html


def test_sitemap_and_robots_only_with_a_base_url(built_site, scratch):
    from conftest import run_stylebook
    assert not (built_site / "sitemap.xml").exists() and not (built_site / "robots.txt").exists()
    published = scratch / "published"
    run_stylebook("build", "--output", str(published), "--base-url", "https://design.example.com/docs/")
    sitemap = (published / "sitemap.xml").read_text()
    locations = re.findall(r"<loc>([^<]+)</loc>", sitemap)
    pages = sorted(p.relative_to(published).parent.as_posix() for p in published.rglob("index.html"))
    expected = sorted("https://design.example.com/docs/" + ("" if p == "." else p + "/") for p in pages)
    assert locations == expected
    assert "Sitemap: https://design.example.com/docs/sitemap.xml" in (published / "robots.txt").read_text()
    assert '<base href="/docs/">' in (published / "404.html").read_text()


# ---- Screenshots (kept under artifacts/ for people to look at)

def component_or_generated_page(built_site):
    for candidate in ("components", "tokens", "contrast"):
        folder = built_site / candidate
        if folder.is_dir():
            inner = sorted(p for p in folder.glob("*/index.html"))
            return (inner[0] if inner else folder / "index.html").relative_to(built_site).as_posix()
    return "guidelines/index.html"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots(page, driver, built_site, artifacts, scheme):
    set_color_scheme(driver, scheme)
    shots = {"home": "", "component": component_or_generated_page(built_site), "guideline": "guidelines/error-handling/"}
    for name, path in shots.items():
        page(path)
        assert driver.save_screenshot(str(artifacts / f"{name}-{scheme}.png"))
    driver.set_window_size(390, 844)
    page("guidelines/offline-patterns/")
    assert driver.save_screenshot(str(artifacts / f"phone-{scheme}.png"))
    driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
    assert driver.save_screenshot(str(artifacts / f"phone-menu-{scheme}.png"))


# ---- Structure every page shares

def test_every_page_has_lang_skip_link_landmarks_and_one_h1(built_site):
    from conftest import html_pages
    problems = []
    for name in html_pages(built_site):
        html = (built_site / name).read_text()
        checks = {
            "lang": '<html lang="en">' in html,
            "skip link": '<a class="skip-link" href="#content">' in html,
            "one main": html.count("<main ") == 1 and 'id="content"' in html,
            "header": html.count('<header class="site-header">') == 1,
            "site nav": 'aria-label="Site"' in html,
            "one h1": len(re.findall(r"<h1[\s>]", html)) == 1,
        }
        problems += [f"{name}: {check}" for check, ok in checks.items() if not ok]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("choice, system", [("dark", "light"), ("light", "dark")])
def test_a_pinned_theme_against_the_system_setting_has_no_axe_violations(page, driver, built_site, choice, system):
    from test_accessibility import axe_violations, describe
    driver.set_script_timeout(60)
    set_color_scheme(driver, system)
    driver.get(urljoin(driver.current_url, "/"))
    driver.execute_script(f"localStorage.setItem('{THEME_KEY}', '{choice}')")
    failures = {}
    for path in ("", component_or_generated_page(built_site), "guidelines/error-handling/", "404.html"):
        page(path)
        assert driver.execute_script("return document.documentElement.dataset.theme") == choice
        violations = axe_violations(driver)
        if violations:
            failures[path] = describe(violations)
    assert not failures, "\n\n".join(f"{p} ({choice} on a {system} system):\n{t}" for p, t in failures.items())
