#!/usr/bin/env python3
"""Save-to-served latency of `stylebook serve`, and a wrk load run. Called by scripts/bench-serve."""
import argparse
import contextlib
import http.client
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time


# The corpus layout shows breadcrumbs and the pager but not the whole sidebar: with 10,000
# pages a full sidebar on every page would make output size, not serving, what is measured.
CORPUS_LAYOUT = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>{{page.title}} · {{site.name}}</title>
<link rel="stylesheet" href="{{root}}assets/site.css"></head>
<body>
<nav>{{#breadcrumbs}}<a href="{{href}}">{{title}}</a> / {{/breadcrumbs}}</nav>
<main>{{#page.showTitle}}<h1>{{page.title}}</h1>{{/page.showTitle}}
{{{page.content}}}</main>
{{#hasPager}}<footer>{{#previous}}<a href="{{href}}">{{title}}</a>{{/previous}} {{#next}}<a href="{{href}}">{{title}}</a>{{/next}}</footer>{{/hasPager}}
</body>
</html>
"""


def write_corpus(repo, folder, pages):
    subprocess.run([sys.executable, os.path.join(repo, "scripts", "bench", "gen_corpus.py"),
                    os.path.join(folder, "Content"), "--pages", str(pages)], check=True)
    os.makedirs(os.path.join(folder, "Templates", "assets"))
    with open(os.path.join(folder, "Templates", "layout.html"), "w") as f:
        f.write(CORPUS_LAYOUT)
    with open(os.path.join(folder, "Templates", "assets", "site.css"), "w") as f:
        f.write("body { font-family: sans-serif; }\n")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read().decode("utf-8", "replace")
    except OSError:
        return None, ""
    finally:
        connection.close()


class Server:
    """`stylebook serve` of `folder` (edits are made there); `cwd` and `args` when the folder is
    only the content of a package served from elsewhere."""

    # A first build that describes a package can compile its describing executable first.
    STARTUP_LIMIT = 900

    def __init__(self, stylebook, folder, cwd=None, args=()):
        self.folder = folder
        self.port = free_port()
        self.tmp = os.path.join(folder, ".bench-tmp")
        os.makedirs(self.tmp, exist_ok=True)
        self.log = open(os.path.join(folder, ".bench-serve.log"), "w")
        env = dict(os.environ, TMPDIR=self.tmp)
        started = time.perf_counter()
        self.process = subprocess.Popen([stylebook, "serve", "--port", str(self.port), *args], cwd=cwd or folder,
                                        stdout=self.log, stderr=subprocess.STDOUT, env=env)
        try:
            # serve answers 503 with a placeholder while the site has errors: that never turns
            # into the site by waiting, so give up after a while and show why.
            while get(self.port, "/")[0] != 200:
                if self.process.poll() is not None:
                    sys.exit(f"serve exited early; see {self.log.name}")
                if time.perf_counter() - started > self.STARTUP_LIMIT:
                    with open(self.log.name) as log:
                        tail = "".join(log.readlines()[-10:])
                    sys.exit(f"serve did not serve the site within {self.STARTUP_LIMIT} s; the end of its log:\n{tail}")
                time.sleep(0.05)
        except BaseException:
            self.process.kill()
            raise
        self.startup = time.perf_counter() - started
        self.failed_to_stop = False

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        status = self.process.wait(timeout=60)
        self.log.close()
        leftovers = os.listdir(self.tmp)
        return status, leftovers


def rebuild_times(server):
    """The `Rebuilt 1 page in N ms` lines serve printed: the rebuild alone, without the debounce."""
    server.log.flush()
    with open(server.log.name) as f:
        return re.findall(r"Rebuilt [^\n]* in ([0-9.]+ ms)", f.read())


def measure_edits(server, source, url, edits):
    """Appends a fresh marker to `source` and polls `url` until it is served."""
    path = os.path.join(server.folder, source)
    with open(path) as f:
        original = f.read()
    timings = []
    try:
        for i in range(edits):
            marker = f"bench-marker-{i}-{time.time_ns()}"
            with open(path, "w") as f:
                f.write(original + f"\n{marker}\n")
            saved = time.perf_counter()
            while marker not in get(server.port, url)[1]:
                if time.perf_counter() - saved > 30:
                    sys.exit(f"edit {i} of {source} was not served within 30 s")
                time.sleep(0.001)
            timings.append((time.perf_counter() - saved) * 1000)
            # Saves a person makes are seconds apart; this also lets the search index refresh
            # that follows each update (about half a second at 10,000 pages) finish first.
            time.sleep(1.5)
    finally:
        with open(path, "w") as f:
            f.write(original)
    return timings


def summary(name, timings):
    ordered = sorted(timings)
    p90 = ordered[max(0, int(len(ordered) * 0.9) - 1)]
    return (f"{name}: save→served over {len(timings)} edits: min {ordered[0]:.0f} ms, "
            f"median {statistics.median(ordered):.0f} ms, p90 {p90:.0f} ms, max {ordered[-1]:.0f} ms")


def wrk(server, duration, connections):
    output = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{duration}", "--latency",
                             f"http://127.0.0.1:{server.port}/"], capture_output=True, text=True, check=True).stdout
    errors = 0
    socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    if socket_errors:
        errors += sum(int(n) for n in socket_errors.groups())
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    if non2xx:
        errors += int(non2xx.group(1))
    return output, errors


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--stylebook", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--pages", type=int, default=10000)
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--wrk-duration", default="30s")
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--target-ms", type=float, default=100)
    args = parser.parse_args()
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    failed = False

    # The project's own site: served from the package (its design system and reference pages
    # come from there), with a copy of Content/ so the real one is never edited.
    own = os.path.join(args.work, "own")
    shutil.copytree(os.path.join(repo, "Content"), os.path.join(own, "Content"))
    with running(args.stylebook, own, cwd=repo, args=("--content", os.path.join(own, "Content"))) as server:
        print(f"own site: first build and serve in {server.startup:.2f} s")
        print(summary("own site (Content/index.md)", measure_edits(server, "Content/index.md", "/", args.edits)))
        print("serve's own timings: " + ", ".join(rebuild_times(server)))
        output, errors = wrk(server, args.wrk_duration, args.connections)
        print(f"wrk, {args.wrk_duration} at {args.connections} connections on /:")
        print("\n".join("  " + line for line in output.strip().splitlines()))
        print(f"wrk errors: {errors}")
        failed |= errors > 0
    failed |= server.failed_to_stop

    corpus = os.path.join(args.work, "corpus")
    write_corpus(repo, corpus, args.pages)
    with running(args.stylebook, corpus) as server:
        print(f"{args.pages}-page corpus: first build and serve in {server.startup:.2f} s")
        # A page in the middle of the corpus (gen_corpus numbers sections and pages from 1, 100 a section).
        section = max(1, (args.pages // 100) // 2)
        page = f"section-{section:03d}/page-050"
        timings = measure_edits(server, f"Content/{page}.md", f"/{page}/", args.edits)
        print(summary(f"{args.pages}-page corpus", timings))
        print("serve's own timings: " + ", ".join(rebuild_times(server)))
        median = statistics.median(timings)
        print(f"target: median under {args.target_ms:.0f} ms: {'met' if median < args.target_ms else 'MISSED'}")
    failed |= server.failed_to_stop
    sys.exit(1 if failed else 0)


@contextlib.contextmanager
def running(stylebook, folder, cwd=None, args=()):
    """A serve process that is stopped with Ctrl-C however the measurement ends."""
    server = Server(stylebook, folder, cwd, args)
    try:
        yield server
    finally:
        status, leftovers = server.stop()
        print(f"stopped with status {status}; temporary files left: {len(leftovers)}")
        server.failed_to_stop = status != 0 or bool(leftovers)


if __name__ == "__main__":
    main()
