"""A package that keeps its token files as the source of truth, end to end with the installed tool.

`stylebook init --from` a Tokens Studio folder (written here) keeps the JSON: it is copied into
tokens/ and named in stylebook.yml. A colour changed there reaches the site, the CSS export and
`check` on the next `stylebook build`, with no import step and nothing compiled; a component in
the package's Swift that names a path the files no longer have is an error at that Swift line;
an app that depends on the tokens product links StylebookKit and the tokens the StylebookTokens
plugin generates from the files. Times are printed (pytest -s).
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
from test_init_package import built_modules, run


def project(gray="#6e7781"):
    """A Tokens Studio folder: a `mode` group of two themes over a `core` source set."""
    return {
        "$themes.json": json.dumps([
            {"id": "l", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
            {"id": "d", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
        ], indent=2),
        "$metadata.json": json.dumps({"tokenSetOrder": ["core", "light", "dark"]}),
        "core.json": json.dumps({"palette": {
            "white": {"value": "#ffffff", "type": "color"},
            "ink": {"value": "#1f2328", "type": "color"},
            "gray": {"value": gray, "type": "color"},
            "blue": {"value": "#0550ae", "type": "color"},
        }}, indent=2),
        "light.json": json.dumps({
            "bg": {"default": {"value": "{palette.white}", "type": "color"},
                   "accent": {"value": "{palette.blue}", "type": "color"}},
            "fg": {"default": {"value": "{palette.ink}", "type": "color"},
                   "muted": {"value": "{palette.gray}", "type": "color"},
                   "on-accent": {"value": "{palette.white}", "type": "color"}},
        }, indent=2),
        "dark.json": json.dumps({
            "bg": {"default": {"value": "{palette.ink}", "type": "color"},
                   "accent": {"value": "#4493f8", "type": "color"}},
            "fg": {"default": {"value": "{palette.white}", "type": "color"},
                   "muted": {"value": "#8c959f", "type": "color"},
                   "on-accent": {"value": "{palette.ink}", "type": "color"}},
        }, indent=2),
    }


@pytest.fixture(scope="module")
def scratch():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="stylebook-token-files-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def stylebook(scratch):
    prefix = scratch / "prefix"
    run([str(REPO / "scripts" / "install"), str(prefix)], cwd=scratch, env={**os.environ, "CONFIGURATION": "debug"})
    return prefix / "bin" / "stylebook"


@pytest.fixture(scope="module")
def package(scratch, stylebook):
    source = scratch / "design" / "tokens"
    source.mkdir(parents=True)
    for name, text in project().items():
        (source / name).write_text(text)
    result = run([str(stylebook), "init", "brand", "--name", "Brand", "--from", str(source),
                  "--stylebook-path", str(REPO)], cwd=scratch)
    assert "source of truth" in result.stdout, result.stdout
    return scratch / "brand"


def test_init_keeps_the_tokens_studio_folder_as_the_source(package, scratch):
    for name, text in project().items():
        assert (package / "tokens" / name).read_text() == text, name
    assert "tokens:\n  source: tokens\n" in (package / "stylebook.yml").read_text()
    # No Swift declarations of the tokens: the library is generated on every build.
    assert sorted(p.name for p in (package / "Sources" / "BrandTokens").iterdir()) == ["BrandTokens.swift"]
    assert 'plugins: [.plugin(name: "StylebookTokens"' in (package / "Package.swift").read_text()
    # The source folder is the user's: left exactly as it was.
    assert sorted(p.name for p in (scratch / "design" / "tokens").iterdir()) == sorted(project())


def test_a_colour_changed_in_a_token_file_reaches_site_css_and_check(stylebook, package):
    first = run([str(stylebook), "build"], cwd=package)
    assert re.search(r"^Built \d+ pages", first.stdout, re.M), first.stdout + first.stderr
    css = package / "_site" / "tokens" / "css" / "tokens.css"
    assert "#6e7781" in css.read_text().lower()
    # For the package, only StylebookKit and the describing executable compiled: the tokens are
    # not Swift here. (SwiftPM builds the plugin's tool for the build machine before planning.)
    assert {name for name in built_modules(package / ".build") if not name.endswith("-tool")} == {"StylebookKit", "brand_describe"}
    core = package / "tokens" / "core.json"
    original = core.read_text()
    try:
        core.write_text(project(gray="#4b535d")["core.json"])
        start = time.monotonic()
        result = run([str(stylebook), "build"], cwd=package)
        print(f"\nbuild after a token file changed: {time.monotonic() - start:.2f} s")
        assert "#4b535d" in css.read_text().lower() and "#6e7781" not in css.read_text().lower()
        assert "#4b535d" in (package / "_site" / "contrast" / "index.html").read_text().lower()

        core.write_text(project(gray="#c0c0c0")["core.json"])
        start = time.monotonic()
        check = run([str(stylebook), "check"], cwd=package, check=False)
        print(f"check after a token file changed: {time.monotonic() - start:.2f} s")
        assert check.returncode == 1
        line = next(i for i, text in enumerate(project()["light.json"].splitlines(), 1) if '"muted"' in text)
        assert re.search(rf"^tokens/light\.json:{line}:\d+: error: fg\.muted on bg\.default \(light, text\)", check.stdout, re.M), \
            check.stdout + check.stderr
    finally:
        core.write_text(original)


def test_swift_build_in_the_package_generates_the_library_from_the_files(package):
    """What a team runs in its own package: plain `swift build` builds the library from the
    token files, and never the generator, which `traits: []` leaves out."""
    run(["swift", "build"], cwd=package)
    generated = list((package / ".build").rglob("BrandTokens+TokenFiles.swift"))
    assert len(generated) == 1, generated
    text = generated[0].read_text()
    assert text.startswith("// Generated by Stylebook's StylebookTokens plugin from tokens.")
    assert '.color("fg.muted"' in text and "public enum Brand {" in text
    modules = {name for name in built_modules(package / ".build") if not name.endswith("-tool")}
    assert modules == {"StylebookKit", "BrandTokens", "brand_describe"}, modules


def test_a_component_naming_a_path_the_files_lack_is_an_error_at_its_swift_line(stylebook, package):
    main = package / "Sources" / "brand-describe" / "main.swift"
    original = main.read_text()
    component = '''
let button = ComponentSpec(
    id: "button", name: "Button", summary: "Starts the main action of a screen.",
    whenToUse: ["One primary action per screen."], whenNotToUse: ["Navigation: use a link."],
    surfaces: ["bg.default"],
    anatomy: .button("container", "The filled shape and its label.", label: "Save", [
        .background("bg.accent"), .foreground("fg.on-accent"),
        .foreground("fg.on-brand"),
    ]),
    accessibility: ComponentAccessibility(label: "Save", liveRegion: .off, focus: "Reachable with Tab."),
    platforms: PlatformNames(swiftUI: "Button", compose: "Button", css: ".button"))
'''
    edited = original.replace("DesignSystemDescription.main(", component + "\nDesignSystemDescription.main(") \
                     .replace("components: []", "components: [button]")
    assert edited != original
    main.write_text(edited)
    try:
        check = run([str(stylebook), "check"], cwd=package, check=False)
        assert check.returncode == 1
        line = next(i for i, text in enumerate(edited.splitlines(), 1) if '"fg.on-brand"' in text)
        output = check.stdout + check.stderr
        assert re.search(rf"^Sources/brand-describe/main\.swift:{line}:\d+: error: .*fg\.on-brand.*\[components/unknown-token\]",
                         output, re.M), output
        # With the path the files have, the component is documented from them.
        main.write_text(edited.replace('        .foreground("fg.on-brand"),\n', ""))
        run([str(stylebook), "build"], cwd=package)
        page = (package / "_site" / "components" / "button" / "index.html").read_text()
        assert re.search(r"fg\.(<wbr>)?on-accent", page), re.findall(r".{80}on-accent.{40}", page)[:3]
    finally:
        main.write_text(original)


def test_serve_reloads_a_token_file_edit(stylebook, package, scratch):
    core = package / "tokens" / "core.json"
    original = core.read_text()
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
                return response.read().decode().lower()

        assert "#6e7781" in stylesheet()
        core.write_text(project(gray="#4b535d")["core.json"])
        start = time.monotonic()
        served = ""
        while "#4b535d" not in served and time.monotonic() - start < 120:
            served = stylesheet()
            time.sleep(0.05)
        print(f"\nserve: token file edit to new stylesheet served: {time.monotonic() - start:.2f} s")
        assert "#4b535d" in served
        log.seek(0)
        assert "The token files changed; reading them again" in log.read()
    finally:
        core.write_text(original)
        process.terminate()
        process.wait(timeout=30)
        log.close()


def test_diff_between_revisions_reads_each_revisions_token_files(stylebook, package):
    def git(*args):
        return run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", *args], cwd=package)
    git("init", "-q", "-b", "main")
    git("add", ".")
    git("commit", "-q", "-m", "scaffold")
    core = package / "tokens" / "core.json"
    original = core.read_text()
    core.write_text(project(gray="#8c959f")["core.json"])
    try:
        git("commit", "-q", "-am", "a lighter gray")
        result = run([str(stylebook), "diff", "HEAD~1", "HEAD", "--format", "json"], cwd=package, check=False)
        assert result.returncode == 1, result.stderr
        report = json.loads(result.stdout)
        assert [value["path"] for value in report["values"]] == ["fg.muted"]
        assert any(pair["status"] == "new-failure" and pair["foreground"] == "fg.muted" for pair in report["contrast"])
    finally:
        core.write_text(original)


def test_an_app_links_stylebookkit_and_the_tokens_generated_from_the_files(package, scratch):
    app = scratch / "app"
    (app / "Sources" / "App").mkdir(parents=True)
    (app / "Package.swift").write_text(f"""// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "app",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "{package}")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "BrandTokens", package: "brand")]),
    ]
)
""")
    (app / "Sources" / "App" / "main.swift").write_text(
        "import BrandTokens\n\n"
        "let muted = Brand.system.token(\"fg.muted\")!\n"
        "print(Brand.system.axes.map(\\.name), muted.colorValues!.entries.count)\n")
    start = time.monotonic()
    run(["swift", "build"], cwd=app)
    print(f"\nan app using the generated tokens product (resolving included): {time.monotonic() - start:.1f} s")
    # Compiled for the app: its own code, StylebookKit and the tokens. The plugin's tool (the
    # token readers) is built for the build machine only, as swift-protobuf's generator is.
    modules = built_modules(app / ".build")
    linked = {name for name in modules if not name.endswith("-tool")}
    assert linked == {"StylebookKit", "BrandTokens", "App"}, modules
    assert not {name.removesuffix("-tool") for name in modules} & {"Hummingbird", "NIOCore", "Mustache", "Yams", "ArgumentParser",
                                                                  "SiteBuilder", "StylebookMarkdown", "StylebookCLI", "DevServer"}
    printed = run([str(app / ".build" / "debug" / "App")], cwd=app).stdout.strip()
    assert printed == '["appearance"] 2', printed

    # A designer's change regenerates the library on the next swift build.
    core = package / "tokens" / "core.json"
    original = core.read_text()
    (app / "Sources" / "App" / "main.swift").write_text(
        "import BrandTokens\nimport StylebookKit\n\n"
        "print(Brand.system.resolvedColor(\"fg.muted\", mode: .light)!.hex)\n")
    try:
        core.write_text(project(gray="#4b535d")["core.json"])
        run(["swift", "build"], cwd=app)
        assert run([str(app / ".build" / "debug" / "App")], cwd=app).stdout.strip().lower() == "#4b535d"
    finally:
        core.write_text(original)
