"""Install once, then `stylebook init` and the installed tool in the new package, end to end.

Stylebook is installed into a temporary prefix with scripts/install (what `make install` runs;
the debug build, which `make test` has already made), and every command below runs that
installed binary from another folder. The scaffold depends on this checkout by path; its
describing executable compiles StylebookKit and the tokens only. Times are printed (pytest -s).
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request

import pytest

from conftest import REPO

GENERATOR_MODULES = {"Hummingbird", "NIOCore", "Mustache", "Yams", "ArgumentParser", "SiteBuilder",
                     "StylebookMarkdown", "StylebookCLI", "StylebookGenerator", "DevServer", "Audit", "Exporters"}


def run(args, cwd, check=True, env=None):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, env=env)
    if check and result.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, args))} exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    return result


@pytest.fixture(scope="module")
def scratch():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="stylebook-install-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def stylebook(scratch):
    """The installed binary, as PATH finds it."""
    prefix = scratch / "prefix"
    run([str(REPO / "scripts" / "install"), str(prefix)], cwd=scratch, env={**os.environ, "CONFIGURATION": "debug"})
    for installed in ("bin/stylebook", "share/man/man1/stylebook.1", "share/bash-completion/completions/stylebook",
                      "share/zsh/site-functions/_stylebook", "share/fish/vendor_completions.d/stylebook.fish"):
        assert (prefix / installed).exists(), installed
    return prefix / "bin" / "stylebook"


@pytest.fixture(scope="module")
def package(scratch, stylebook):
    work = scratch / "work"
    work.mkdir()
    result = run([str(stylebook), "init", "acme", "--name", "Acme Design", "--stylebook-path", str(REPO)], cwd=work)
    assert "stylebook build" in result.stdout
    return work / "acme"


def built_modules(build_folder):
    """Targets with compiled objects. SwiftPM lays out a folder for every target in the graph,
    but only compiles what the requested target needs."""
    debug = build_folder / "debug"
    return {entry.name[: -len(".build")] for entry in debug.iterdir()
            if entry.name.endswith(".build") and any(entry.rglob("*.o"))}


def test_the_installed_tool_runs_from_another_folder(stylebook, scratch):
    version = run([str(stylebook), "--version"], cwd=scratch)
    assert re.fullmatch(r"\d+\.\d+\.\d+\n", version.stdout)
    # Its theme is a resource folder beside the real binary: a pages-only site proves it is found.
    pages = scratch / "pages"
    (pages / "Content").mkdir(parents=True)
    (pages / "Content" / "index.md").write_text("# Notes\n\nPlain pages.\n")
    run([str(stylebook), "build"], cwd=pages)
    assert "<h1" in (pages / "_site" / "index.html").read_text()


def test_build_in_the_scaffold_documents_the_teams_own_system(stylebook, package):
    start = time.monotonic()
    result = run([str(stylebook), "build"], cwd=package)
    print(f"\nfirst stylebook build in the scaffold: {time.monotonic() - start:.1f} s")
    assert re.search(r"^Built \d+ pages in [\d.]+ s$", result.stdout, re.M), result.stdout + result.stderr
    site = package / "_site"
    assert "<title>Acme Design</title>" in (site / "index.html").read_text()
    assert "color-accent-default" in (site / "tokens" / "css" / "tokens.css").read_text()
    everything = "\n".join(p.read_text(errors="replace") for p in site.rglob("*") if p.suffix in {".html", ".css", ".json"}
                           and "assets" not in p.parts)
    for foreign in ("color.palette.slate", "color.state.danger", "inline-banner", "Sources/DesignTokens"):
        assert foreign not in everything, foreign
    assert (site / "components" / "button" / "index.html").exists()
    page = (site / "guides" / "getting-started" / "index.html").read_text()
    assert "color.text.primary" in page and "Save changes" in page
    # The package compiled its tokens and the describing executable, never the generator.
    modules = built_modules(package / ".build")
    assert modules == {"StylebookKit", "AcmeDesignTokens", "acme_design_describe"}, modules
    # Nor fetched its dependencies: `traits: []` leaves the generator's packages out of the graph.
    checkouts = package / ".build" / "checkouts"
    assert not checkouts.exists() or not any(checkouts.iterdir()), sorted(p.name for p in checkouts.iterdir())
    exported = run([str(stylebook), "tokens", "--format", "css", "--output", "exported"], cwd=package)
    assert "color-accent-default" in (package / "exported" / "css" / "tokens.css").read_text(), exported.stdout


def test_check_passes_then_names_the_scaffolds_own_line(stylebook, package):
    assert run([str(stylebook), "check"], cwd=package).returncode == 0
    colors = package / "Sources" / "AcmeDesignTokens" / "Colors.swift"
    original = colors.read_text()
    # A light grey for secondary text: 1.7:1 on white.
    broken = original.replace('"color.text.secondary", light: "{color.palette.neutral.600}"',
                              '"color.text.secondary", light: "{color.palette.neutral.300}"')
    assert broken != original
    colors.write_text(broken)
    try:
        start = time.monotonic()
        result = run([str(stylebook), "check"], cwd=package, check=False)
        print(f"\ncheck after editing one colour: {time.monotonic() - start:.1f} s")
        assert result.returncode == 1
        output = result.stdout + result.stderr
        line = next(i for i, text in enumerate(broken.splitlines(), 1) if '"color.text.secondary"' in text)
        assert re.search(rf"^Sources/AcmeDesignTokens/Colors\.swift:{line}:\d+: error: color\.text\.secondary on", output, re.M), output
        assert str(REPO) not in output
    finally:
        colors.write_text(original)


def test_diff_against_a_revision_builds_that_revision_and_names_the_edit(stylebook, package):
    """The Swift package's git revision mode: `main` is exported and its describing executable
    built in .build/stylebook-diff/base/, through the scaffold's relative path dependency."""
    def git(*args):
        return run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", *args], cwd=package)
    if not (package / ".git").exists():
        git("init", "-q", "-b", "main")
        git("add", ".")
        git("commit", "-q", "-m", "scaffold")
    colors = package / "Sources" / "AcmeDesignTokens" / "Colors.swift"
    original = colors.read_text()
    config = package / "stylebook.yml"
    original_config = config.read_text()
    # Secondary text from neutral.600 to neutral.300: 1.7:1 on white.
    broken = original.replace('"color.text.secondary", light: "{color.palette.neutral.600}"',
                              '"color.text.secondary", light: "{color.palette.neutral.300}"')
    assert broken != original
    colors.write_text(broken)
    try:
        start = time.monotonic()
        result = run([str(stylebook), "diff", "main", "--format", "json"], cwd=package, check=False)
        print(f"\nfirst diff against main (builds main's describing executable): {time.monotonic() - start:.1f} s")
        assert result.returncode == 1, result.stderr
        report = json.loads(result.stdout)
        assert report["base"]["label"].startswith("main (") and report["head"]["label"] == "working tree"
        # The light value holds in light+increased too (the scaffold is appearance × contrast).
        assert [(value["path"], [change["mode"] for change in value["changes"]]) for value in report["values"]] == \
            [("color.text.secondary", ["light", "light+increased"])]
        failing = [pair for pair in report["contrast"] if pair["status"] == "new-failure"]
        assert failing and all(pair["foreground"] == "color.text.secondary" for pair in failing)
        assert {pair["mode"] for pair in failing} == {"light", "light+increased"}
        assert (package / ".build" / "stylebook-diff" / "base" / "package" / "Package.swift").exists()
        assert "../" not in (package / ".build" / "stylebook-diff" / "base" / "package" / "Package.swift").read_text()
        colors.write_text(original)
        start = time.monotonic()
        same = run([str(stylebook), "diff", "main"], cwd=package)
        print(f"diff against main again, unchanged: {time.monotonic() - start:.1f} s")
        assert "No changes to tokens, values, contrast or components." in same.stdout

        # A level raised in the working tree's stylebook.yml applies to that side only: the
        # light pairs between 4.5:1 and 7:1 (the label on the accent, 6.3:1) newly fail.
        assert "\ncontrast:" not in original_config
        config.write_text(original_config + "contrast:\n  levels:\n    light: aaa\n")
        raised = run([str(stylebook), "diff", "main", "--format", "json"], cwd=package, check=False)
        assert raised.returncode == 1, raised.stderr
        report = json.loads(raised.stdout)
        assert report["values"] == []
        failing = [pair for pair in report["contrast"] if pair["status"] == "new-failure"]
        assert ("color.text.on-accent", "color.accent.default", "light") in \
            {(pair["foreground"], pair["background"], pair["mode"]) for pair in failing}
        assert {pair["mode"] for pair in failing} == {"light"}
    finally:
        colors.write_text(original)
        config.write_text(original_config)


def describing_main(package):
    return package / "Sources" / "acme-design-describe" / "main.swift"


@pytest.mark.parametrize("body, expected", [
    # Does not compile: the compiler's first error, at its line.
    ("import AcmeDesignTokens\nimport StylebookKit\n\nlet broken: Int = \"text\"\n",
     r"^Sources/acme-design-describe/main\.swift:4:\d+: error: cannot convert value of type 'String' .*\[package/describe-compile-error\]"),
    # Crashes.
    ("import StylebookKit\n\nfatalError(\"no tokens today\")\n",
     r"^Sources/acme-design-describe/main\.swift:3:1: error: the describing executable crashed: no tokens today \[package/describe-failed\]"),
    # Traps inside the standard library: the package's own line, from the backtrace.
    ("import StylebookKit\n\nlet values: [Int] = []\nprint(values[3])\n",
     r"^Sources/acme-design-describe/main\.swift:4:\d+: error: the describing executable crashed: Index out of range \[package/describe-failed\]"),
    # Crashes without a message from the runtime.
    ("import StylebookKit\n\nUnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1\n",
     r"^Sources/acme-design-describe/main\.swift:3:\d+: error: the describing executable crashed: Bad pointer dereference.*\[package/describe-failed\]"),
    # Prints something that is not a description.
    ('print("hello")\n', r"error: the describing executable did not print a design-system description \(it begins 'hello'\) \[package/describe-invalid-output\]"),
    # A StylebookKit from the future.
    ('print(#"{"format": 99, "stylebookKit": "9.0.0", "systems": []}"#)\n',
     r"error: the package's StylebookKit \(9\.0\.0\) writes format 99, but this stylebook \([\d.]+\) reads description formats? [\d ]+(to \d+ )?\[package/describe-version\]"),
    # One from the past: the package is the side to update.
    ('print(#"{"format": 0, "stylebookKit": "0.1.0", "systems": []}"#)\n',
     r"error: the package's StylebookKit \(0\.1\.0\) writes format 0, .*\[package/describe-version\]\n.*swift package update"),
])
def test_a_describing_executable_that_fails_is_explained(stylebook, package, body, expected):
    main = describing_main(package)
    original = main.read_text()
    (package / "_site").mkdir(exist_ok=True)
    marker = package / "_site" / "kept.txt"
    marker.write_text("the previous site")
    main.write_text(body)
    try:
        for command in ("build", "check"):
            result = run([str(stylebook), command], cwd=package, check=False)
            assert result.returncode == 1, result.stdout + result.stderr
            assert re.search(expected, result.stderr, re.M), result.stderr
            assert "Stack dump" not in result.stderr
        assert marker.read_text() == "the previous site"
    finally:
        main.write_text(original)


def test_a_package_without_a_design_system_builds_pages_only(stylebook, scratch):
    folder = scratch / "plain-package"
    (folder / "Content").mkdir(parents=True)
    (folder / "Package.swift").write_text("// swift-tools-version: 6.0\nimport PackageDescription\n\n"
                                          "let package = Package(name: \"notes\")\n")
    (folder / "Content" / "index.md").write_text("# Notes\n\nJust pages.\n")
    result = run([str(stylebook), "build"], cwd=folder)
    assert re.search(r"^Package\.swift:1:1: warning: this package has no describing executable, so only the pages are built "
                     r"\[package/no-describer\]", result.stderr, re.M), result.stderr
    assert (folder / "_site" / "index.html").exists()
    assert not (folder / "_site" / "tokens").exists()


def test_an_app_using_the_tokens_product_compiles_only_stylebookkit_and_the_tokens(package, scratch):
    app = scratch / "app"
    (app / "Sources" / "App").mkdir(parents=True)
    (app / "Package.swift").write_text(f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "app",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "{package}")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "AcmeDesignTokens", package: "acme")]),
    ]
)
""")
    (app / "Sources" / "App" / "main.swift").write_text(
        "import AcmeDesignTokens\n\nprint(AcmeDesign.system.tokens.count)\n")
    start = time.monotonic()
    run(["swift", "build"], cwd=app)
    print(f"\nan app using the tokens product (resolving included): {time.monotonic() - start:.1f} s")
    modules = built_modules(app / ".build")
    assert modules == {"StylebookKit", "AcmeDesignTokens", "App"}, modules
    assert not modules & GENERATOR_MODULES
    count = run([str(app / ".build" / "debug" / "App")], cwd=app).stdout.strip()
    assert int(count) > 10


def test_check_at_this_repositorys_root_checks_our_own_system(stylebook):
    result = run([str(stylebook), "check", "--format", "json"], cwd=REPO)
    report = json.loads(result.stdout)
    assert report["system"] == "Stylebook", report.get("system")
    assert report["summary"]["checks"] > 100 and report["summary"]["failed"] == 0, report["summary"]


def test_serve_reloads_a_colour_edit_and_keeps_the_old_site_meanwhile(stylebook, package, scratch):
    colors = package / "Sources" / "AcmeDesignTokens" / "Colors.swift"
    original = colors.read_text()
    log = (scratch / "serve.log").open("w+")
    process = subprocess.Popen([str(stylebook), "serve", "--port", "0"], cwd=package, stdout=log, stderr=subprocess.STDOUT)
    try:
        url = None
        deadline = time.monotonic() + 300
        while url is None and time.monotonic() < deadline:
            time.sleep(0.2)
            log.seek(0)
            found = re.search(r"Serving (http://\S+)", log.read())
            url = found and found.group(1)
        assert url, "serve did not start"

        def stylesheet():
            with urllib.request.urlopen(url + "tokens/css/tokens.css", timeout=10) as response:
                return response.read().decode()

        before = stylesheet()
        assert "#123456" not in before.lower()
        edited = re.sub(r'("color\.accent\.default", \["light": )"[^"]+"', r'\1"#123456"', original, count=1)
        assert edited != original
        colors.write_text(edited)
        start = time.monotonic()
        served = before
        while "#123456" not in served.lower() and time.monotonic() - start < 120:
            served = stylesheet()  # the old site answers until the new one is written
            time.sleep(0.1)
        print(f"\nserve: colour edit to new stylesheet served: {time.monotonic() - start:.1f} s")
        assert "#123456" in served.lower()
    finally:
        colors.write_text(original)
        process.terminate()
        process.wait(timeout=30)
        log.close()


def manual_example_files():
    """The Swift files of the manual's "Writing an export format" page, by the path each block's
    first line names: the tests compile and run exactly what the page shows."""
    page = (REPO / "Content" / "guide" / "writing-a-format.md").read_text()
    blocks = re.findall(r"```swift\n(// (Sources/\S+\.swift)\n.*?)```", page, re.S)
    assert len(blocks) == 2, [path for _, path in blocks]
    return {path: text for text, path in blocks}


def test_a_format_from_the_manual_is_built_linked_and_configured(stylebook, package):
    """The manual's Flutter example in the scaffold: linked, listed, configured, exported; then a
    misspelt setting, a format that throws and one that writes outside its folder are errors
    naming the format, and the previous site stays."""
    manifest = package / "Package.swift"
    config = package / "stylebook.yml"
    colors = package / "Sources" / "AcmeDesignTokens" / "Colors.swift"
    originals = {path: path.read_text() for path in (manifest, config, colors, describing_main(package))}
    format_file = package / "Sources" / "acme-design-describe" / "FlutterFormat.swift"
    try:
        for relative, text in manual_example_files().items():
            (package / relative).write_text(text)
        # Step 1 of the page: Exporters from the package StylebookKit comes from.
        identity = re.search(r'\.product\(name: "StylebookKit", package: "([^"]+)"\),\n        \]\),', originals[manifest]).group(1)
        linked = originals[manifest].replace(
            f'.product(name: "StylebookKit", package: "{identity}"),\n        ]),',
            f'.product(name: "StylebookKit", package: "{identity}"),\n'
            f'            .product(name: "Exporters", package: "{identity}"),\n        ]),')
        assert linked != originals[manifest]
        manifest.write_text(linked)
        config.write_text(originals[config].replace("exports:\n", "exports:\n  flutter:\n    className: AcmeColors\n", 1))
        # A deprecated colour, to see the marker.
        colors.write_text(originals[colors].replace(
            "    static let roles: [Token] = [\n",
            "    static let roles: [Token] = [\n"
            '        .color("color.text.muted", light: "{color.palette.neutral.600}", dark: "{color.palette.neutral.300}",\n'
            '               role: .text, "Old name.", deprecated: Deprecation("Muted is secondary now.", replacedBy: "color.text.secondary")),\n', 1))

        start = time.monotonic()
        result = run([str(stylebook), "build"], cwd=package)
        print(f"\nbuild with the manual's format (Exporters compiled in): {time.monotonic() - start:.1f} s")
        dart = (package / "_site" / "tokens" / "flutter" / "colors.dart").read_text()
        assert dart.startswith("// Generated by Stylebook from Acme Design. Do not edit.\nimport 'dart:ui';\n"), dart[:200]
        classes = re.findall(r"^class (\w+) \{", dart, re.M)
        assert classes == ["AcmeColorsLight", "AcmeColorsLightIncreased", "AcmeColorsDark", "AcmeColorsDarkIncreased"], classes
        # Aliases resolved per mode: the accent's four palette steps, as the CSS export has them.
        css = (package / "_site" / "tokens" / "css" / "tokens.css").read_text()
        accents = re.findall(r"static const accentDefault = Color\(0xFF([0-9A-F]{6})\);", dart)
        assert len(accents) == 4 and len(set(accents)) == 4, accents
        for hex in accents:
            assert f"#{hex.lower()}" in css.lower(), hex
        assert "  @Deprecated('Muted is secondary now. Use textSecondary instead.')\n  static const textMuted = Color(0xFF" in dart
        # Listed on the tokens page with its summary, linked.
        tokens_page = (package / "_site" / "tokens" / "index.html").read_text()
        assert "Flutter: a Dart class of colours per mode" in tokens_page
        assert 'href="flutter/colors.dart"' in tokens_page or 'href="../tokens/flutter/colors.dart"' in tokens_page, \
            re.findall(r'href="[^"]*flutter[^"]*"', tokens_page)
        exported = run([str(stylebook), "tokens", "--format", "flutter", "--output", "exported"], cwd=package)
        assert (package / "exported" / "flutter" / "colors.dart").read_text() == dart, exported.stdout
        assert "flutter" in run([str(stylebook), "tokens", "--format", "nope"], cwd=package, check=False).stderr

        marker = package / "_site" / "kept.txt"
        marker.write_text("the previous site")
        # A misspelt setting: at its line, with the declared name.
        config.write_text(originals[config].replace("exports:\n", "exports:\n  flutter:\n    clasName: AcmeColors\n", 1))
        for command in ("build", "check"):
            failed = run([str(stylebook), command], cwd=package, check=False)
            output = failed.stdout + failed.stderr
            assert failed.returncode == 1, output
            line = config.read_text().splitlines().index("    clasName: AcmeColors") + 1
            assert re.search(rf"^stylebook\.yml:{line}:\d+: error: format 'flutter' has no setting 'clasName' \[exports/invalid-setting\]\n"
                             r".*did you mean 'className'\?", output, re.M), output
        config.write_text(originals[config])
        # A format that throws, one that writes outside its folder: named; nothing replaced.
        example = format_file.read_text()
        for broken, expected in [
            (example.replace("        try fields.check()\n", "        throw CocoaError(.featureUnsupported)\n"),
             r"^error: format 'flutter' failed: .*\[exports/format-failed\]"),
            (example.replace('path: "\\(id)/colors.dart"', 'path: "../colors.dart"'),
             r"^error: format 'flutter' wrote '\.\./colors\.dart', outside its folder flutter/ \[exports/format-failed\]"),
        ]:
            assert broken != example
            format_file.write_text(broken.replace("import Exporters\n", "import Exporters\nimport Foundation\n"))
            for command in ("build", "check"):
                failed = run([str(stylebook), command], cwd=package, check=False)
                # check prints its report, problems included, on standard output.
                output = failed.stdout + failed.stderr
                assert failed.returncode == 1, output
                assert re.search(expected, output, re.M), output
                assert "Stack dump" not in output
            assert marker.read_text() == "the previous site"
            assert (package / "_site" / "tokens" / "flutter" / "colors.dart").read_text() == dart
            assert not (package / "_site" / "tokens" / "colors.dart").exists()
    finally:
        for path, text in originals.items():
            path.write_text(text)
        format_file.unlink(missing_ok=True)
        shutil.rmtree(package / "exported", ignore_errors=True)
