"""`stylebook serve` in Chromium: an edit shows up without touching the browser, a broken edit
shows its error over the last good page, and fixing it brings the page back."""
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import time
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, STYLEBOOK

OVERLAY = "stylebook-error-overlay"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture()
def served(tmp_path):
    """The project's Content/ copied into a scratch folder and served with the built-in theme and the
    project's design system (STYLEBOOK_PACKAGE: the package whose describing executable to run)."""
    shutil.copytree(REPO / "Content", tmp_path / "Content")
    port = free_port()
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    log = open(tmp_path / "serve.log", "w")
    process = subprocess.Popen([str(STYLEBOOK), "serve", "--port", str(port)], cwd=tmp_path, stdout=log,
                               stderr=subprocess.STDOUT, env=dict(os.environ, TMPDIR=str(temporary), STYLEBOOK_PACKAGE=str(REPO)))
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url, timeout=5)
            break
        except OSError:
            assert time.monotonic() < deadline and process.poll() is None, (tmp_path / "serve.log").read_text()
            time.sleep(0.1)
    yield url, tmp_path
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=30) == 0
    log.close()
    assert list(temporary.iterdir()) == []


def test_edit_error_overlay_and_recovery(driver, served):
    url, package = served
    index = pathlib.Path(package, "Content", "index.md")
    original = index.read_text()
    driver.get(url)
    wait = WebDriverWait(driver, 10)
    # The live-reload connection is open once the page has loaded its script.
    time.sleep(0.5)

    index.write_text(original + "\nA sentence added while the browser watches.\n")
    wait.until(lambda d: "A sentence added while the browser watches." in d.find_element(By.TAG_NAME, "main").text)

    index.write_text(original + "\nBroken: [nowhere](no-such-page.md).\n")
    overlay = wait.until(lambda d: d.find_elements(By.ID, OVERLAY))[0]
    assert "content/broken-link" in overlay.text
    assert "Content/index.md" in overlay.text
    # The last good page stays underneath.
    assert "A sentence added while the browser watches." in driver.find_element(By.TAG_NAME, "main").text

    index.write_text(original + "\nFixed again.\n")
    wait.until(lambda d: not d.find_elements(By.ID, OVERLAY) and "Fixed again." in d.find_element(By.TAG_NAME, "main").text)
