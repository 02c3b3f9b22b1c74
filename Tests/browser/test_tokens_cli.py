"""`stylebook tokens`: exit statuses and what it writes."""
from __future__ import annotations

from tokens_helpers import export_tokens, run_stylebook

IDS = ["dtcg", "css", "scss", "android", "compose", "ios", "typescript"]


def test_unknown_format_is_misuse_and_lists_the_valid_ids(tmp_path):
    result = run_stylebook("tokens", "--format", "sass", "--output", str(tmp_path))
    assert result.returncode == 2
    for format_id in IDS:
        assert format_id in result.stderr
    assert not any(tmp_path.iterdir())


def test_all_formats_by_default(tmp_path):
    result = run_stylebook("tokens", "--output", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(IDS)


def test_one_format_and_other_files_survive(tmp_path):
    mine = tmp_path / "css" / "mine.css"
    mine.parent.mkdir()
    mine.write_text("kept")
    export_tokens(tmp_path, "css")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["css"]
    assert mine.read_text() == "kept"
    assert (tmp_path / "css" / "tokens.css").read_text().startswith("/* Design tokens of Stylebook")


def test_output_is_byte_identical_between_runs(tmp_path):
    first, second = export_tokens(tmp_path / "a"), export_tokens(tmp_path / "b")
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(second) for p in second.rglob("*") if p.is_file())
    for relative in files:
        assert (first / relative).read_bytes() == (second / relative).read_bytes(), relative
