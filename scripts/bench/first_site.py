"""From `stylebook init` to a first site, and the edit loop on a token (issue #27), for `make bench`.

Steps, each timed on this machine, for the installed-tool flow and for the flow before it:

  1. init, then the first build in the scaffold (goal ≤ 60 s; the package's dependencies are
     resolvable from SwiftPM's cache, so the time is compiling and building);
  2. one colour edited in the token Swift file, then the next build (goal ≤ 5 s);
  3. the same edit under `serve`, until the page's reload event has been sent and the served
     stylesheet holds the new colour (goal ≤ 5 s).

"today" is the flow before #27: the scaffold of the last commit that had `Sources/stylebook-site`
(taken from git history, its starter filled the way `init` filled it) with its `site` executable,
which compiles all of Stylebook. It takes minutes; `--skip-baseline` leaves it out.

    python3 scripts/bench/first_site.py [--skip-baseline] [--report artifacts/bench-first-site.md]
"""
import argparse
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

REPO = pathlib.Path(__file__).resolve().parents[2]
STYLEBOOK = REPO / ".build" / "release" / "stylebook"
NEW_COLOUR = "#123456"


def timed(args, cwd):
    start = time.monotonic()
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(map(str, args))} exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    return time.monotonic() - start


def edit_colour(package, module, colour):
    colors = package / "Sources" / module / "Colors.swift"
    text = colors.read_text()
    edited = re.sub(r'("color\.accent\.default", \["light": )"[^"]+"', rf'\1"{colour}"', text, count=1)
    assert edited != text, "the starter's accent colour was not found"
    colors.write_text(edited)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve_edit(command, package, module):
    """Seconds from saving the edit to the reload event, with the new colour served by then."""
    port = free_port()
    log = open(package / "serve-bench.log", "w+")
    process = subprocess.Popen(command + ["serve", "--port", str(port)], cwd=package, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 1800
        while time.monotonic() < deadline:
            log.seek(0)
            if "Serving http" in log.read():
                break
            time.sleep(0.2)
        else:
            sys.exit("serve did not start")
        reloaded = threading.Event()

        def listen():
            # The restart of the flow before #27 drops this connection; listen again until the reload comes.
            while not reloaded.is_set():
                try:
                    with urllib.request.urlopen(url + "_stylebook/events", timeout=600) as events:
                        for line in events:
                            if line.startswith(b"event: reload") or (line.startswith(b"event: hello") and edited.is_set()):
                                reloaded.set()
                                return
                except OSError:
                    time.sleep(0.05)

        edited = threading.Event()
        threading.Thread(target=listen, daemon=True).start()
        time.sleep(1)
        edit_colour(package, module, NEW_COLOUR)
        edited.set()
        start = time.monotonic()
        if not reloaded.wait(timeout=600):
            return None
        css = ""
        while NEW_COLOUR not in css.lower() and time.monotonic() - start < 600:
            try:
                with urllib.request.urlopen(url + "tokens/css/tokens.css", timeout=30) as response:
                    css = response.read().decode()
            except OSError:
                time.sleep(0.05)
        return time.monotonic() - start if NEW_COLOUR in css.lower() else None
    finally:
        process.terminate()
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def installed_flow(scratch):
    work = scratch / "installed"
    work.mkdir()
    command = [str(STYLEBOOK)]
    start = time.monotonic()
    timed(command + ["init", "acme", "--name", "Acme Design", "--stylebook-path", str(REPO)], work)
    package = work / "acme"
    timed(command + ["build"], package)
    first = time.monotonic() - start
    edit_colour(package, "AcmeDesignTokens", "#223344")
    rebuild = timed(command + ["build"], package)
    return first, rebuild, serve_edit(command, package, "AcmeDesignTokens")


def baseline_flow(scratch):
    """The scaffold and `make` targets as `init` wrote them before #27, against that commit."""
    revision = subprocess.run(["git", "log", "-1", "--format=%H", "--", "Sources/stylebook-site/main.swift"],
                              cwd=REPO, capture_output=True, text=True, check=True).stdout.strip() + "^"
    source = scratch / "baseline-stylebook"
    source.mkdir()
    archive = subprocess.run(["git", "archive", revision], cwd=REPO, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
    package = scratch / "baseline" / "acme"
    starter = source / "Sources" / "StylebookCLI" / "Starter"
    start = time.monotonic()
    for file in starter.rglob("*"):
        if not file.is_file():
            continue
        relative = str(file.relative_to(starter))
        relative = relative.replace("Sources/Tokens/", "Sources/AcmeDesignTokens/").replace("{{TYPE}}", "AcmeDesign")
        relative = "." + relative if relative.startswith("github/") else ".gitignore" if relative == "gitignore" else relative
        text = file.read_text()
        for key, value in {"{{DEPENDENCY}}": f'.package(path: "{source}")', "{{PACKAGE}}": source.name.lower(),
                           "{{NAME}}": "Acme Design", "{{TYPE}}": "AcmeDesign", "{{MODULE}}": "AcmeDesignTokens",
                           "{{SLUG}}": "acme-design"}.items():
            text = text.replace(key, value)
        (package / relative).parent.mkdir(parents=True, exist_ok=True)
        (package / relative).write_text(text)
    timed(["make", "site"], package)
    first = time.monotonic() - start
    edit_colour(package, "AcmeDesignTokens", "#223344")
    rebuild = timed(["make", "site"], package)
    return first, rebuild, serve_edit([str(package / ".build" / "debug" / "site")], package, "AcmeDesignTokens")


def main():
    global STYLEBOOK
    parser = argparse.ArgumentParser()
    parser.add_argument("--skip-baseline", action="store_true")
    parser.add_argument("--report", type=pathlib.Path, default=REPO / "artifacts" / "bench-first-site.md")
    parser.add_argument("--stylebook", type=pathlib.Path, default=STYLEBOOK, help="the tool to time (default: the release build)")
    args = parser.parse_args()
    STYLEBOOK = args.stylebook.resolve()
    if not STYLEBOOK.exists():
        sys.exit(f"{STYLEBOOK} is missing: swift build -c release --product stylebook")
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="stylebook-first-site-"))
    try:
        new = installed_flow(scratch)
        old = None if args.skip_baseline else baseline_flow(scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    goals = [60, 5, 5]
    steps = ["init, then the first build", "one colour edited, next build", "one colour edited under serve, until reloaded"]
    lines = [f"### From init to a first site (#27), with {STYLEBOOK.relative_to(REPO) if STYLEBOOK.is_relative_to(REPO) else STYLEBOOK}", "",
             "| step | installed stylebook | before #27 (site executable) | goal | met |", "| --- | ---: | ---: | ---: | --- |"]
    def shown(seconds):
        return "no reload within 600 s" if seconds is None else f"{seconds:.1f} s"

    for index, step in enumerate(steps):
        before = shown(old[index]) if old else "not run"
        met = new[index] is not None and new[index] <= goals[index]
        lines.append(f"| {step} | {shown(new[index])} | {before} | ≤ {goals[index]} s | {'yes' if met else 'no'} |")
    report = "\n".join(lines) + "\n"
    args.report.parent.mkdir(parents=True, exist_ok=True)
    args.report.write_text(report)
    print(report)


if __name__ == "__main__":
    main()
