"""`stylebook import` end to end, the issue's done-criterion, with the real CLI and compiler.

Export the project's tokens and the modes fixture's (appearance x contrast x brand, with
combination values and wide colours) as DTCG, import both into one scratch Swift package that
depends on this repository's StylebookKit and Exporters libraries by path, build it, export
again from the compiled Swift, and compare the files byte for byte. Both exports have a
modifier per axis and the `_modes` alias chain. Slow (one `swift build` of a small package, a
minute or two on two cores), so it is the only test that compiles generated code.
"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tokens_helpers import REPO, STYLEBOOK, export_tokens, run_stylebook


PACKAGE = """\
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ImportedTokens",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "{repo}")],
    targets: [
        .target(name: "Tokens", dependencies: [.product(name: "StylebookKit", package: "{identity}")]),
        .executableTarget(name: "reexport", dependencies: ["Tokens", .product(name: "Exporters", package: "{identity}")]),
    ]
)
"""

MAIN = """\
import Exporters
import Foundation
import Tokens

// Validates, then writes <folder>/project/dtcg/* and <folder>/fixture/dtcg/*.
let root = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
for (name, system) in [("project", Imported.system), ("fixture", Fixture.system)] {
    let result = try TokenExport.run(system, exporters: [DTCGExporter()])
    try TokenExport.write(result.files, to: root.appendingPathComponent(name, isDirectory: true))
}
"""


def export_modes_fixture(root: Path) -> Path:
    """The modes fixture's exports, as a team's site build writes them (`--system modes`: our
    describing executable prints the fixture too); returns the folder holding `dtcg/`."""
    (root / "Content").mkdir(parents=True)
    (root / "Content" / "index.md").write_text("# Modes fixture\n")
    (root / "stylebook.yml").write_text("name: Modes fixture\n")
    result = subprocess.run([str(STYLEBOOK), "build", "--system", "modes", "--output", str(root / "_site")], cwd=root,
                            capture_output=True, text=True, timeout=600, env=dict(os.environ, STYLEBOOK_PACKAGE=str(REPO)))
    assert result.returncode == 0, result.stdout + result.stderr
    return root / "_site" / "tokens"


def test_export_import_into_a_package_and_export_again_is_byte_identical(tmp_path: Path):
    firsts = {
        "project": export_tokens(tmp_path / "first-project", "dtcg") / "dtcg",
        "fixture": export_modes_fixture(tmp_path / "first-fixture") / "dtcg",
    }
    package = tmp_path / "ImportedTokens"
    (package / "Sources" / "reexport").mkdir(parents=True)
    (package / "Package.swift").write_text(PACKAGE.format(repo=REPO, identity=REPO.name.lower()))
    (package / "Sources" / "reexport" / "main.swift").write_text(MAIN)

    for name, type_name in [("project", "Imported"), ("fixture", "Fixture")]:
        first = firsts[name]
        assert "_modes" in "".join(p.read_text() for p in first.iterdir()), f"the {name}'s export has no combination values"
        resolver = next(first.glob("*.resolver.json"))
        imported = run_stylebook("import", str(resolver), "--type-name", type_name,
                                 "--output", str(package / "Sources" / "Tokens" / type_name))
        assert imported.returncode == 0, imported.stderr
        assert imported.stderr == "", f"the {name}'s own export should import without warnings"
        swift_files = sorted(p.name for p in (package / "Sources" / "Tokens" / type_name).iterdir())
        assert f"{type_name}.swift" in swift_files and f"{type_name}Color.swift" in swift_files
        assert "_modes" not in (package / "Sources" / "Tokens" / type_name / f"{type_name}Color.swift").read_text()

    build = subprocess.run(["swift", "build", "--package-path", str(package)], capture_output=True, text=True, timeout=1500)
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    binary = subprocess.run(["swift", "build", "--package-path", str(package), "--show-bin-path"],
                            capture_output=True, text=True, timeout=300).stdout.strip()
    second_root = tmp_path / "second"
    rerun = subprocess.run([str(Path(binary) / "reexport"), str(second_root)], capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr

    for name, first in firsts.items():
        second = second_root / name / "dtcg"
        names = sorted(p.name for p in first.iterdir())
        assert names == sorted(p.name for p in second.iterdir())
        for file in names:
            assert (first / file).read_bytes() == (second / file).read_bytes(), f"{name}: {file} differs after the round trip"


def test_import_refuses_to_overwrite_without_force(tmp_path: Path):
    tokens = export_tokens(tmp_path / "tokens", "dtcg") / "dtcg" / "stylebook.resolver.json"
    out = tmp_path / "out"
    out.mkdir()
    (out / "ImportedSpacing.swift").write_text("// mine\n")
    refused = run_stylebook("import", str(tokens), "--output", str(out))
    assert refused.returncode == 1
    assert "[import/would-overwrite]" in refused.stderr
    assert sorted(p.name for p in out.iterdir()) == ["ImportedSpacing.swift"]
    assert (out / "ImportedSpacing.swift").read_text() == "// mine\n"
    forced = run_stylebook("import", str(tokens), "--output", str(out), "--force")
    assert forced.returncode == 0, forced.stderr
    assert "spacing.md" in (out / "ImportedSpacing.swift").read_text()
