"""`stylebook diff`: its JSON against the published schema, and the scaffold workflow's comment
step (find the marked comment, PATCH it, else POST) run with stand-ins for git, gh and stylebook."""
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest
import yaml

from conftest import REPO, STYLEBOOK

SCHEMA = REPO / "Content" / "public" / "schemas" / "stylebook-diff-1.schema.json"
WORKFLOW = REPO / "Sources" / "StylebookCLI" / "Starter" / "github" / "workflows" / "design-system.yml"


def color(hex_value):
    return {"colorSpace": "srgb", "components": [int(hex_value[i:i + 2], 16) / 255 for i in (1, 3, 5)], "hex": hex_value}


def token_set(gray, extra=None, space=16):
    """Light and dark files under a resolver; muted text on the page fails 4.5:1 once gray is #8c959f."""
    light = {"color": {"$type": "color",
                       "palette": {"white": {"$value": color("#ffffff")}, "gray": {"$value": color(gray)}},
                       "bg": {"default": {"$value": "{color.palette.white}"}},
                       "fg": {"muted": {"$value": "{color.palette.gray}"}}},
             "space": {"$type": "dimension", "md": {"$value": {"value": space, "unit": "px"}}}}
    if extra:
        light["color"]["fg"].update(extra)
    dark = {"color": {"palette": {"white": {"$type": "color", "$value": color("#0d1117")},
                                  "gray": {"$type": "color", "$value": color("#9198a1")}}}}
    resolver = {"name": "App", "version": "2025.10",
                "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
                "sets": {"base": {"sources": [{"$ref": "./light.tokens.json"}]}},
                "modifiers": {"theme": {"default": "light", "contexts": {
                    "light": [{"$ref": "./light.tokens.json"}], "dark": [{"$ref": "./dark.tokens.json"}]}}}}
    return {"app.resolver.json": resolver, "light.tokens.json": light, "dark.tokens.json": dark}


def write(folder, files):
    folder.mkdir(parents=True)
    for name, document in files.items():
        (folder / name).write_text(json.dumps(document, indent=2))


def diff_json(base, head, cwd):
    result = subprocess.run([str(STYLEBOOK), "diff", str(base), str(head), "--format", "json", "--fail-on", "none"],
                            cwd=cwd, capture_output=True, text=True,
                            env={name: value for name, value in os.environ.items() if name != "STYLEBOOK_PACKAGE"})
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def validator():
    schema = json.loads(SCHEMA.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_a_report_with_every_kind_of_change_is_valid(tmp_path, validator):
    write(tmp_path / "old", token_set("#6e7781", extra={"subtle": {"$value": "{color.palette.gray}"}}))
    # gray lightened (a value moving an alias and breaking a pair), subtle renamed in its group,
    # a token added, space.md changed.
    write(tmp_path / "new", token_set("#8c959f", extra={"quiet": {"$value": "{color.palette.gray}"},
                                                        "link": {"$value": color("#0969da")}}, space=12))
    report = diff_json(tmp_path / "old", tmp_path / "new", tmp_path)
    validator.validate(report)
    assert report["tokens"]["renamed"] == [{"from": "color.fg.subtle", "to": "color.fg.quiet", "kind": "color"}]
    assert [token["path"] for token in report["tokens"]["added"]] == ["color.fg.link"]
    assert [value["path"] for value in report["values"]] == ["color.palette.gray", "space.md"]
    assert report["contrast"][0]["status"] == "new-failure"
    assert report["contrast"][0]["mode"] == "light"


def test_a_report_without_changes_is_valid_and_empty(tmp_path, validator):
    write(tmp_path / "old", token_set("#6e7781"))
    write(tmp_path / "new", token_set("#6e7781"))
    report = diff_json(tmp_path / "old", tmp_path / "new", tmp_path)
    validator.validate(report)
    assert report["values"] == [] and report["contrast"] == [] and report["tokens"]["added"] == []


def test_the_schema_refuses_what_the_report_never_holds(validator):
    with pytest.raises(jsonschema.ValidationError):
        validator.validate({"format": 1})
    with pytest.raises(jsonschema.ValidationError):
        validator.validate({"format": 2, "base": {}, "head": {}, "modes": {}, "tokens": {}, "values": [], "contrast": [],
                            "components": {}})


# The comment step of the scaffold's workflow, with stand-ins on PATH that log their arguments.
STUBS = {
    "git": "#!/bin/sh\necho \"git $*\" >> \"$LOG\"\n",
    "stylebook": "#!/bin/sh\nwhile [ \"$1\" != --output ]; do shift; done\ncp \"$MARKDOWN\" \"$2\"\nexit \"$DIFF_STATUS\"\n",
    "gh": "#!/bin/sh\necho \"gh $*\" >> \"$LOG\"\ncase \"$*\" in *--paginate*) printf '%s' \"$COMMENT_IDS\";; esac\n",
}


def comment_step():
    steps = yaml.safe_load(WORKFLOW.read_text())["jobs"]["check"]["steps"]
    return next(step for step in steps if step.get("name") == "Review the design-system change")


def run_step(tmp_path, markdown, status=0, ids="", can_comment="true"):
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir(exist_ok=True)
    for name, body in STUBS.items():
        (bin_folder / name).write_text(body)
        (bin_folder / name).chmod(0o755)
    (tmp_path / "report.md").write_text(markdown)
    log, summary = tmp_path / "log", tmp_path / "summary"
    env = {"PATH": f"{bin_folder}:{os.environ['PATH']}", "LOG": str(log), "MARKDOWN": str(tmp_path / "report.md"),
           "DIFF_STATUS": str(status), "COMMENT_IDS": ids, "RUNNER_TEMP": str(tmp_path), "GITHUB_STEP_SUMMARY": str(summary),
           "GITHUB_REPOSITORY": "acme/design", "GH_TOKEN": "token", "BASE_SHA": "abc123", "PR_NUMBER": "7",
           "CAN_COMMENT": can_comment}
    # GitHub runs `run:` with bash -e and pipefail.
    result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", comment_step()["run"]],
                            env=env, capture_output=True, text=True)
    calls = log.read_text().splitlines() if log.exists() else []
    return result.returncode, calls, summary.read_text() if summary.exists() else ""


CHANGED = "<!-- stylebook-diff -->\n### Design system: App\n\n**:x: 1 pair newly fails contrast.**\n"
UNCHANGED = "<!-- stylebook-diff -->\n<!-- stylebook-diff: no changes -->\n### Design system: App\n"


def test_the_step_is_for_pull_requests_only_and_may_write_comments():
    workflow = yaml.safe_load(WORKFLOW.read_text())
    assert workflow["jobs"]["check"]["permissions"] == {"contents": "read", "pull-requests": "write"}
    step = comment_step()
    assert "github.event_name == 'pull_request'" in step["if"] and "!cancelled()" in step["if"]
    assert step["env"]["GH_TOKEN"] == "${{ github.token }}"
    assert "uses" not in step


def test_a_previous_comment_is_updated_in_place(tmp_path):
    status, calls, summary = run_step(tmp_path, CHANGED, status=1, ids="42\n99")
    assert status == 1, "the step fails after commenting when a pair newly fails"
    assert calls[0] == "git fetch --no-tags --depth=1 origin abc123"
    assert calls[2] == f"gh api --method PATCH repos/acme/design/issues/comments/42 -F body=@{tmp_path}/diff.md"
    assert not any("POST" in call for call in calls)
    assert summary == CHANGED


def test_without_one_a_comment_is_posted_unless_nothing_changed(tmp_path):
    status, calls, _ = run_step(tmp_path, CHANGED)
    assert status == 0
    assert calls[-1] == f"gh api --method POST repos/acme/design/issues/7/comments -F body=@{tmp_path}/diff.md"
    (tmp_path / "log").unlink()
    status, calls, _ = run_step(tmp_path, UNCHANGED)
    assert status == 0
    assert not any("--method" in call for call in calls)
    # An earlier comment is still brought up to date when nothing changes any more.
    (tmp_path / "log").unlink()
    _, calls, _ = run_step(tmp_path, UNCHANGED, ids="42")
    assert any("--method PATCH" in call for call in calls)


def test_a_fork_gets_the_summary_and_a_bad_input_stops_the_step(tmp_path):
    status, calls, summary = run_step(tmp_path, CHANGED, can_comment="false")
    assert status == 0 and not any(call.startswith("gh") for call in calls) and summary == CHANGED
    (tmp_path / "log").unlink()
    (tmp_path / "summary").unlink()
    status, calls, summary = run_step(tmp_path, CHANGED, status=2)
    assert status == 2 and not any(call.startswith("gh") for call in calls) and summary == ""
