"""Search stays usable on a 10,000-page site: a query fetches a small part of the index and
answers quickly. The corpus is generated (fixed seed) from syllables, so words share prefixes
the way real words do."""
import functools
import http.server
import random
import socketserver
import threading
import time
from urllib.parse import urljoin

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import run_stylebook

SECTIONS, PAGES_PER_SECTION, WORDS_PER_PAGE = 50, 200, 220
NEEDLE = "quokkaberry"
NEEDLE_PAGE = "s031/p123"


def vocabulary(rng, size=30_000):
    syllables = [c + v for c in "bcdfghjklmnprstvwz" for v in "aeiou"] + ["con", "pre", "ing", "tion", "er", "st"]
    words = set()
    while len(words) < size:
        words.add("".join(rng.choice(syllables) for _ in range(rng.choice((2, 2, 3, 3, 3, 4)))))
    return sorted(words)


def write_corpus(root):
    rng = random.Random(6)
    words = vocabulary(rng)
    weights = [1 / (rank + 1) for rank in range(len(words))]  # Zipf-like: a few words are everywhere
    for s in range(SECTIONS):
        folder = root / f"s{s:03}"
        folder.mkdir(parents=True)
        (folder / "index.md").write_text(f"---\ntitle: Section {s}\norder: {s}\n---\n\nPages of section {s}.\n")
        for p in range(PAGES_PER_SECTION):
            body = " ".join(rng.choices(words, weights, k=WORDS_PER_PAGE))
            extra = f"\n\nThe {NEEDLE} appears only here.\n" if f"s{s:03}/p{p:03}" == NEEDLE_PAGE else ""
            (folder / f"p{p:03}.md").write_text(
                f"---\ntitle: Page {s}.{p}\n---\n\n## Overview\n\n{body}{extra}\n\n## Details\n\n{' '.join(rng.choices(words, weights, k=40))}\n")
    (root / "index.md").write_text("---\ntitle: Big site\n---\n\nA generated site for the search scale test.\n")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def big_site_url(scratch):
    content = scratch / "big-content"
    write_corpus(content)
    output = scratch / "big-site"
    run_stylebook("build", "--content", str(content), "--output", str(output))
    pages = sum(1 for _ in output.rglob("index.html"))
    assert pages >= SECTIONS * PAGES_PER_SECTION
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(output)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def search(driver, url, query):
    driver.get(url)
    driver.execute_script("performance.clearResourceTimings(); performance.setResourceTimingBufferSize(1000)")
    started = time.monotonic()
    driver.find_element(By.ID, "site-search").send_keys(query)
    WebDriverWait(driver, 15).until(
        lambda d: d.find_element(By.CSS_SELECTOR, ".search-status").text)
    elapsed = time.monotonic() - started
    fetched = driver.execute_script(
        "return performance.getEntriesByType('resource').filter(e => e.name.includes('/search/'))"
        ".map(e => [e.name, e.encodedBodySize])")
    links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#search-results .search-list a")]
    return links, fetched, elapsed


def test_search_finds_a_rare_word_among_10000_pages_cheaply(driver, big_site_url):
    driver.set_window_size(1280, 900)
    links, fetched, elapsed = search(driver, urljoin(big_site_url, "s000/p000/"), NEEDLE)
    assert any(link.endswith(NEEDLE_PAGE + "/") for link in links), links
    total = sum(size for _, size in fetched)
    assert len(fetched) <= 6, fetched
    assert total < 200_000, f"{total} bytes fetched for one rare word: {fetched}"
    assert elapsed < 5, f"results took {elapsed:.1f} s"


def test_a_short_common_prefix_stays_bounded(driver, big_site_url):
    links, fetched, elapsed = search(driver, big_site_url, "ba")
    assert links, "a two-letter prefix still finds pages"
    shards = [name for name, _ in fetched if "/terms/" in name]
    assert len(shards) <= 9, shards
    total = sum(size for _, size in fetched)
    assert total < 2_000_000, f"{total} bytes fetched for a two-letter prefix"
    assert elapsed < 8, f"results took {elapsed:.1f} s"
