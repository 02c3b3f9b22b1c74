"""The built site, opened in Chromium: every Content page is reachable from the sidebar."""
import pathlib
from urllib.parse import urljoin, urldefrag

from selenium.webdriver.common.by import By

from conftest import REPO


def content_pages():
    """Expected site paths for every Markdown page under Content/."""
    paths = set()
    for md in (REPO / "Content").rglob("*.md"):
        rel = md.relative_to(REPO / "Content").as_posix()[:-3]
        if rel == "index":
            rel = ""
        elif rel.endswith("/index"):
            rel = rel[: -len("/index")]
        paths.add(rel + "/" if rel else "")
    return paths


def test_every_content_page_is_reachable_from_the_sidebar(driver, site_url):
    driver.get(site_url)
    seen, queue = set(), [site_url]
    while queue:
        url = queue.pop()
        if url in seen:
            continue
        seen.add(url)
        driver.get(url)
        for link in driver.find_elements(By.CSS_SELECTOR, "nav.sidebar a[href]"):
            target = urldefrag(link.get_attribute("href"))[0]
            if target.startswith(site_url) and target not in seen:
                queue.append(target)
    reached = {url[len(site_url):] for url in seen}
    missing = content_pages() - reached
    assert not missing, f"pages not reachable from the sidebar: {sorted(missing)}"


def test_current_page_is_marked_in_the_sidebar(driver, site_url):
    driver.get(urljoin(site_url, "guidelines/offline-patterns/"))
    current = driver.find_elements(By.CSS_SELECTOR, "nav.sidebar a[aria-current='page']")
    assert [c.text for c in current] == [driver.find_element(By.TAG_NAME, "h1").text]
