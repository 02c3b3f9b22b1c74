"""From `stylebook init` to a first site, and the edit loop on a token (issue #27), for `make bench`.

Steps, each timed on this machine, for the installed-tool flow and for the flow before it:

  1. init, then the first build in the scaffold (goal ≤ 60 s; the package's dependencies are
     resolvable from SwiftPM's cache, so the time is resolving, compiling and building);
  2. one colour edited in the token Swift file, then the next build (goal ≤ 5 s);
  3. the same edit under `serve`, until the page's reload event has been sent and the served
     stylesheet holds the new colour (goal ≤ 5 s).

Step 1 runs `--runs` times, each in a new scaffold; steps 2 and 3 run `--runs` times each in the
last one, a different colour every time. The report gives medians, every run, the share of
step 2 spent describing the package (STYLEBOOK_TIMINGS=1) and the load average around each flow:
the machine may be shared, and only a goal met on a loaded machine is met for sure.

"before #27" is the flow it replaced: the scaffold of the last commit that had
`Sources/stylebook-site` (taken from git history, its starter filled the way `init` filled it)
with its `site` executable, which compiles all of Stylebook. Its first build takes minutes, so it
runs `--baseline-runs` times (default 1); `--skip-baseline` leaves that flow out.

    python3 scripts/bench/first_site.py [--runs 3] [--skip-baseline] [--report artifacts/bench-first-site.md]
"""
import argparse
import datetime
import os
import pathlib
import re
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

from run import machine

REPO = pathlib.Path(__file__).resolve().parents[2]
STYLEBOOK = REPO / ".build" / "release" / "stylebook"
COLOURS = ["#123456", "#223344", "#1a2b3c", "#2c3e50", "#203040", "#102030"]
GOALS = [60, 5, 5]
# Far past every goal: an edit not served by then failed, and waiting longer only delays the report.
EDIT_WAIT = 120
STEPS = ["init, then the first build", "one colour edited, next build", "one colour edited under serve, until reloaded"]


class Loads:
    """The 1-minute load average at each step's start and end."""
    def __init__(self):
        self.seen = []

    def note(self):
        self.seen.append(os.getloadavg()[0])

    def text(self):
        return f"{min(self.seen):.1f}–{max(self.seen):.1f}" if self.seen else "?"


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(args, cwd, loads, env=None):
    """Wall seconds, CPU seconds (user + system, the command and every process it waited for:
    compilers, linkers) and standard error (where STYLEBOOK_TIMINGS lines go)."""
    loads.note()
    start, cpu = time.monotonic(), children_cpu()
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True, env=env)
    seconds, cpu = time.monotonic() - start, children_cpu() - cpu
    loads.note()
    if result.returncode != 0:
        sys.exit(f"{' '.join(map(str, args))} exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    return seconds, cpu, result.stderr


def edit_colour(package, module, colour):
    colors = package / "Sources" / module / "Colors.swift"
    text = colors.read_text()
    edited = re.sub(r'("color\.accent\.default", \["light": )"[^"]+"', rf'\1"{colour}"', text, count=1)
    assert edited != text, "the starter's accent colour was not found, or it already had this value"
    colors.write_text(edited)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve_edits(command, package, module, colours, loads):
    """For each colour: seconds from saving the edit to the reload event, with the new colour
    served by then (None when it never came). One serve session for all of them."""
    port = free_port()
    log = open(package / "serve-bench.log", "w+")
    process = subprocess.Popen(command + ["serve", "--port", str(port)], cwd=package, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    results = []
    try:
        deadline = time.monotonic() + 1800
        while time.monotonic() < deadline:
            log.seek(0)
            if "Serving http" in log.read():
                break
            time.sleep(0.2)
        else:
            sys.exit("serve did not start")
        for colour in colours:
            results.append(serve_edit(url, package, module, colour, loads))
            if results[-1] is None:
                log.seek(0)
                tail = "".join(log.readlines()[-15:])
                print(f"{' '.join(command)} serve: the edit to {colour} was not served; the end of its log:\n{tail}", file=sys.stderr)
    finally:
        process.terminate()
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
    return results


def serve_edit(url, package, module, colour, loads):
    reloaded = threading.Event()
    edited = threading.Event()

    def listen():
        # The restart of the flow before #27 drops this connection; listen again until the reload comes.
        while not reloaded.is_set():
            try:
                with urllib.request.urlopen(url + "_stylebook/events", timeout=EDIT_WAIT) as events:
                    for line in events:
                        if edited.is_set() and (line.startswith(b"event: reload") or line.startswith(b"event: hello")):
                            reloaded.set()
                            return
            except OSError:
                time.sleep(0.05)

    threading.Thread(target=listen, daemon=True).start()
    time.sleep(1)
    loads.note()
    edit_colour(package, module, colour)
    edited.set()
    start = time.monotonic()
    if not reloaded.wait(timeout=EDIT_WAIT):
        return None
    css = ""
    while colour not in css.lower() and time.monotonic() - start < EDIT_WAIT:
        try:
            with urllib.request.urlopen(url + "tokens/css/tokens.css", timeout=30) as response:
                css = response.read().decode()
        except urllib.error.HTTPError as error:
            # 503: serve's placeholder while the site has errors, which no wait will mend.
            if error.code == 503:
                return None
            time.sleep(0.05)
        except OSError:
            time.sleep(0.05)
    loads.note()
    return time.monotonic() - start if colour in css.lower() else None


def describe_seconds(stderr):
    """The `swift build` and run of the describing executable, from STYLEBOOK_TIMINGS lines."""
    found = [float(m) for m in re.findall(r"^timing: describe: .*: ([0-9.]+) s$", stderr, re.MULTILINE)]
    return sum(found) if found else None


def installed_flow(scratch, runs):
    loads = Loads()
    command = [str(STYLEBOOK)]
    env = dict(os.environ, STYLEBOOK_TIMINGS="1")
    firsts, first_cpu = [], []
    for run in range(runs):
        work = scratch / f"installed-{run}"
        work.mkdir()
        init = timed(command + ["init", "acme", "--name", "Acme Design", "--stylebook-path", str(REPO)], work, loads)
        package = work / "acme"
        build = timed(command + ["build"], package, loads)
        firsts.append(init[0] + build[0])
        first_cpu.append(init[1] + build[1])
    rebuilds, rebuild_cpu, describing = [], [], []
    for colour in COLOURS[:runs]:
        edit_colour(package, "AcmeDesignTokens", colour)
        seconds, cpu, stderr = timed(command + ["build"], package, loads, env=env)
        rebuilds.append(seconds)
        rebuild_cpu.append(cpu)
        describing.append(describe_seconds(stderr))
    serves = serve_edits(command, package, "AcmeDesignTokens", COLOURS[runs:2 * runs], loads)
    return {"runs": [firsts, rebuilds, serves], "cpu": [first_cpu, rebuild_cpu, None], "describing": describing,
            "load": loads.text()}


def baseline_flow(scratch, runs, first_runs):
    """The scaffold and `make` targets as `init` wrote them before #27, against that commit."""
    loads = Loads()
    revision = subprocess.run(["git", "log", "-1", "--format=%H", "--", "Sources/stylebook-site/main.swift"],
                              cwd=REPO, capture_output=True, text=True, check=True).stdout.strip() + "^"
    source = scratch / "baseline-stylebook"
    source.mkdir()
    archive = subprocess.run(["git", "archive", revision], cwd=REPO, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
    starter = source / "Sources" / "StylebookCLI" / "Starter"
    firsts, first_cpu = [], []
    for run in range(first_runs):
        package = scratch / f"baseline-{run}" / "acme"
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
        build = timed(["make", "site"], package, loads)
        firsts.append(time.monotonic() - start)
        first_cpu.append(build[1])
    rebuilds, rebuild_cpu = [], []
    for colour in COLOURS[:runs]:
        edit_colour(package, "AcmeDesignTokens", colour)
        seconds, cpu, _ = timed(["make", "site"], package, loads)
        rebuilds.append(seconds)
        rebuild_cpu.append(cpu)
    serves = serve_edits([str(package / ".build" / "debug" / "site")], package, "AcmeDesignTokens", COLOURS[runs:2 * runs], loads)
    return {"runs": [firsts, rebuilds, serves], "cpu": [first_cpu, rebuild_cpu, None], "load": loads.text()}


def shown(seconds):
    return f"not served within {EDIT_WAIT} s" if seconds is None else f"{seconds:.1f} s"


def median(values):
    """None when any run failed: a median over the runs that worked would hide it."""
    return None if not values or any(v is None for v in values) else statistics.median(values)


def cell(flow, index):
    """`12.3 s (11.9, 12.3, 14.0); CPU 8.1 s`: the median wall time, every run, the median CPU time."""
    text = f"{shown(median(flow['runs'][index]))} ({', '.join(shown(v).removesuffix(' s') for v in flow['runs'][index])})"
    cpu = flow["cpu"][index]
    return text + (f"; CPU {statistics.median(cpu):.1f} s" if cpu else "")


def report(new, old, runs, tool):
    when = datetime.datetime.now(datetime.timezone.utc)
    lines = [f"### From init to a first site (#27)", "",
             f"`scripts/bench/first_site.py` on {when:%Y-%m-%d at %H:%M} UTC with {tool}. Machine: {machine()}. "
             f"Medians of {runs} runs of wall time (every run in brackets) and of CPU time (user + system of the command "
             f"and the compilers and linkers it ran); the first build of the flow before #27 ran "
             f"{len(old['runs'][0]) if old else 0} time(s), as it compiles all of Stylebook.", "",
             "| step | installed stylebook | before #27 (site executable) | goal (wall) | met |", "| --- | ---: | ---: | ---: | --- |"]
    for index, step in enumerate(STEPS):
        value = median(new["runs"][index])
        met = value is not None and value <= GOALS[index]
        lines.append(f"| {step} | {cell(new, index)} | {cell(old, index) if old else 'not run'} | ≤ {GOALS[index]} s | {'yes' if met else 'no'} |")
    describing = [d for d in new["describing"] if d is not None]
    lines += ["", f"Of the installed tool's colour-edit build, describing the package (`swift build` of the describing "
                  f"executable and its run) took {statistics.median(describing):.1f} s (median)." if describing else "",
              f"Load average (1 min) during the installed flow: {new['load']}"
              + (f"; during the flow before #27: {old['load']}." if old else ".")]
    return "\n".join(lines) + "\n"


def main():
    global STYLEBOOK
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline-runs", type=int, default=1, help="first builds of the flow before #27 (minutes each)")
    parser.add_argument("--skip-baseline", action="store_true")
    parser.add_argument("--report", type=pathlib.Path, default=REPO / "artifacts" / "bench-first-site.md")
    parser.add_argument("--stylebook", type=pathlib.Path, default=STYLEBOOK, help="the tool to time (default: the release build)")
    args = parser.parse_args()
    STYLEBOOK = args.stylebook.resolve()
    if not STYLEBOOK.exists():
        sys.exit(f"{STYLEBOOK} is missing: swift build -c release --product stylebook")
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="stylebook-first-site-"))
    try:
        new = installed_flow(scratch, args.runs)
        old = None if args.skip_baseline else baseline_flow(scratch, args.runs, args.baseline_runs)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    tool = STYLEBOOK.relative_to(REPO) if STYLEBOOK.is_relative_to(REPO) else STYLEBOOK
    text = report(new, old, args.runs, f"`{tool}` ({subprocess.run([str(STYLEBOOK), '--version'], capture_output=True, text=True).stdout.strip()})")
    args.report.parent.mkdir(parents=True, exist_ok=True)
    args.report.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
