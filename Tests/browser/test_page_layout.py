"""Every page fits: at phone and desktop width, in light and dark mode, the document never
scrolls sideways; at desktop width no table is clipped or scrolls; no table cell is narrower
than three characters of its own text. Also: the contrast page lists each pair once with where
it is used, and screenshots of the design-system pages are saved to artifacts/."""
from urllib.parse import urljoin

import pytest
from selenium.webdriver.common.by import By

from conftest import html_pages, set_color_scheme

WIDTHS = (390, 1280)

# Returns a list of problems on the current page, measured by the browser itself.
LAYOUT_PROBLEMS = r"""
const desktop = arguments[0];
const problems = [];
const doc = document.documentElement;
if (doc.scrollWidth > doc.clientWidth + 1) problems.push(`the page scrolls sideways: ${doc.scrollWidth}px wide in ${doc.clientWidth}px`);
const canvas = document.createElement("canvas").getContext("2d");
// Visually hidden text (a stacked table's column headers) is for screen readers, not measured.
const visuallyHidden = (el) => {
  for (let p = el; p; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (s.position === "absolute" && s.clip !== "auto") return true;
  }
  return false;
};
for (const table of document.querySelectorAll("main table")) {
  const name = (table.caption && table.caption.textContent.trim().slice(0, 60)) || table.className || "table";
  if (desktop) {
    for (let el = table; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`table "${name}" scrolls or is clipped at desktop width (${el.scrollWidth}px in ${el.clientWidth}px)`);
        break;
      }
    }
  }
  for (const cell of table.querySelectorAll("th, td")) {
    const text = cell.innerText.trim();
    if (!text || cell.offsetParent === null || visuallyHidden(cell)) continue;
    const style = getComputedStyle(cell);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = canvas.measureText(Array.from(text.replace(/\s+/g, "")).slice(0, 3).join("")).width;
    const inner = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (inner + 0.5 < needed) problems.push(`cell "${text.slice(0, 30)}" in "${name}" is ${inner.toFixed(1)}px wide, narrower than 3 characters (${needed.toFixed(1)}px)`);
  }
}
return problems;
"""


@pytest.fixture(scope="module")
def layout_report(driver, built_site, site_url):
    """Loads every page once per width and mode (one browser session) and collects problems."""
    report = {}
    try:
        for scheme in ("light", "dark"):
            set_color_scheme(driver, scheme)
            for width in WIDTHS:
                driver.set_window_size(width, 900)
                for page in html_pages(built_site):
                    driver.get(urljoin(site_url, page))
                    for problem in driver.execute_script(LAYOUT_PROBLEMS, width >= 1280):
                        report.setdefault(page, []).append(f"{width}px {scheme}: {problem}")
    finally:
        driver.set_window_size(1280, 900)
        set_color_scheme(driver, "light")
    return report


def test_no_page_scrolls_sideways_and_tables_fit(layout_report):
    assert not layout_report, "\n".join(f"{page}: {p}" for page, problems in layout_report.items() for p in problems)


def test_contrast_rows_are_unique_and_say_where_they_are_used(driver, site_url):
    driver.set_window_size(1280, 900)
    driver.get(urljoin(site_url, "contrast/"))
    rows = driver.execute_script("""
        return Array.from(document.querySelectorAll('#contrast-rows tbody tr')).map(r => ({
          text: r.innerText.replace(/\\s+/g, ' ').trim(),
          key: r.querySelector('.contrast-pair').innerText + '|' + r.dataset.mode + '|' + r.querySelector('.contrast-needs').innerText,
          uses: r.querySelectorAll('.contrast-uses li').length,
          links: r.querySelectorAll('.contrast-pair a.token-link').length}));""")
    assert len(rows) > 20
    keys = [r["key"] for r in rows]
    assert len(set(keys)) == len(keys), [k for k in keys if keys.count(k) > 1][:5]
    assert len({r["text"] for r in rows}) == len(rows)
    assert all(r["uses"] > 0 for r in rows), [r["text"][:80] for r in rows if not r["uses"]][:5]
    assert all(r["links"] >= 2 for r in rows)
    # Each token link lands on an entry that exists.
    target = driver.find_element(By.CSS_SELECTOR, "#contrast-rows a.token-link").get_attribute("href")
    driver.get(target)
    anchor = target.split("#", 1)[1]
    assert driver.execute_script("return document.getElementById(arguments[0]) !== null", anchor)


def test_contrast_filters_show_only_the_chosen_rows(driver, site_url):
    driver.set_window_size(1280, 900)
    driver.get(urljoin(site_url, "contrast/"))
    # Our system has appearance x contrast: one radio group per axis (a light | dark one has a Mode group).
    driver.find_element(By.CSS_SELECTOR, "form.contrast-filters input[name=mode-appearance][value=dark]").click()
    driver.find_element(By.CSS_SELECTOR, "form.contrast-filters input[name=mode-contrast][value=standard]").click()
    driver.find_element(By.CSS_SELECTOR, "form.contrast-filters input[name=kind][value=non-text]").click()
    shown = driver.execute_script("""
        return Array.from(document.querySelectorAll('#contrast-rows tbody tr')).filter(r => !r.hidden)
          .map(r => [r.dataset.mode, r.dataset.kinds]);""")
    assert shown and all(mode == "dark" and "non-text" in kinds.split() for mode, kinds in shown)
    status = driver.find_element(By.CSS_SELECTOR, ".contrast-filter-status").text
    assert status.startswith(f"Showing {len(shown)} of ")


def test_token_pages_show_both_modes_and_platform_names(driver, site_url):
    driver.set_window_size(1280, 900)
    driver.get(urljoin(site_url, "foundations/colour/"))
    # A mode picked on another page is remembered; start from the page's own choice.
    driver.execute_script("localStorage.removeItem('stylebook-modes')")
    driver.refresh()
    entry = driver.find_element(By.ID, "token-color-text-primary")
    # The mode switch starts at light and dark of standard contrast; the increased modes are a click away.
    modes = [m for m in entry.find_elements(By.CSS_SELECTOR, ".token-mode") if m.is_displayed()]
    assert [m.find_element(By.CSS_SELECTOR, ".token-mode-name").text for m in modes] == ["Light", "Dark"]
    # Side by side: the dark swatch sits to the right of the light one, on the same line.
    light, dark = (m.find_element(By.CSS_SELECTOR, ".token-swatch").rect for m in modes)
    assert dark["x"] > light["x"] and abs(dark["y"] - light["y"]) < 2
    names = {p.find_element(By.TAG_NAME, "dt").text: p.find_element(By.TAG_NAME, "code").text
             for p in entry.find_elements(By.CSS_SELECTOR, ".token-platform")}
    assert names["CSS custom property"] == "--color-text-primary"
    assert set(names) == {"CSS custom property", "Swift", "Kotlin", "Android resource"}
    assert entry.find_element(By.CSS_SELECTOR, "button[data-copy]").is_displayed()


SHOTS = {"home": "", "component": "components/inline-banner/", "contrast": "contrast/", "token": "foundations/colour/"}


def test_screenshots_of_the_design_system_pages(driver, site_url, artifacts):
    try:
        for scheme in ("light", "dark"):
            set_color_scheme(driver, scheme)
            for width in WIDTHS:
                driver.set_window_size(width, 1000)
                for name, path in SHOTS.items():
                    driver.get(urljoin(site_url, path))
                    driver.save_screenshot(str(artifacts / f"pages-{name}-{width}-{scheme}.png"))
    finally:
        driver.set_window_size(1280, 900)
        set_color_scheme(driver, "light")
    assert (artifacts / "pages-contrast-1280-dark.png").stat().st_size > 10_000


def test_a_token_is_found_by_its_name_and_the_result_opens_its_entry(driver, site_url):
    from selenium.webdriver.support.ui import WebDriverWait

    driver.set_window_size(1280, 900)
    driver.get(site_url)
    driver.find_element(By.ID, "site-search").send_keys("color.state.danger-border")
    def first_result(d):
        links = [a for a in d.find_elements(By.CSS_SELECTOR, "#search-results .search-list a") if a.is_displayed()]
        return links[0] if links else None
    link = WebDriverWait(driver, 10).until(first_result)
    assert link.get_attribute("href").endswith("foundations/colour/#token-color-state-danger-border"), link.get_attribute("href")
    assert "color.state.danger-border" in link.text
