"""Shared fixtures for the browser, validator and export tests.

The site is built once per session from the project's own Content/ and Templates/ into a
scratch folder, served over loopback, and driven with the system Chromium.
"""
import contextlib
import functools
import http.server
import os
import pathlib
import shutil
import socketserver
import subprocess
import tempfile
import threading

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
STYLEBOOK = REPO / ".build" / "debug" / "stylebook"


def run_stylebook(*args, cwd=REPO, check=True):
    result = subprocess.run([str(STYLEBOOK), *args], cwd=cwd, capture_output=True, text=True)
    if check and result.returncode != 0:
        raise AssertionError(f"stylebook {' '.join(args)} exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    return result


@pytest.fixture(scope="session")
def scratch():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="stylebook-browser-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def built_site(scratch):
    """Path of the project's site, freshly built."""
    output = scratch / "site"
    run_stylebook("build", "--output", str(output))
    return output


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(folder):
    """Serves `folder` over loopback; yields its URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    socketserver.TCPServer.allow_reuse_address = True
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


@pytest.fixture(scope="session")
def site_url(built_site):
    with serve(built_site) as url:
        yield url


def _chromium_options(color_scheme="light"):
    from selenium.webdriver.chrome.options import Options

    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1280,900"):
        options.add_argument(flag)
    return options


@pytest.fixture(scope="session")
def driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    browser = webdriver.Chrome(service=service, options=_chromium_options())
    browser.set_page_load_timeout(30)
    yield browser
    browser.quit()


def set_color_scheme(driver, scheme):
    """Emulates prefers-color-scheme for the following page loads."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def html_pages(site):
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))


@pytest.fixture(scope="session")
def artifacts():
    folder = REPO / "artifacts"
    folder.mkdir(exist_ok=True)
    return folder
