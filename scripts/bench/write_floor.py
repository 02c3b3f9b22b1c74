#!/usr/bin/env python3
"""The file-writing floor of `make bench`: a plain program that writes a site's bytes and nothing else.

    write_floor.py pack SITE PACK      records every folder and file of SITE (paths and bytes) in PACK
    write_floor.py write PACK OUT      makes the same folders and writes the same files under OUT

`write` reads the whole pack first, then makes each folder and writes each file, one after the
other, with plain `os.mkdir` and `open().write()`, and prints the wall and CPU seconds (user +
system) of that writing alone as JSON, so that reading the pack is not counted. What any site
generator that writes these files pays at the least on this machine.
"""
import json
import os
import pathlib
import pickle
import resource
import sys
import time


def pack(site, destination):
    site = pathlib.Path(site)
    folders = sorted(str(p.relative_to(site)) for p in site.rglob("*") if p.is_dir())
    files = [(str(p.relative_to(site)), p.read_bytes()) for p in sorted(site.rglob("*")) if p.is_file()]
    with open(destination, "wb") as out:
        pickle.dump((folders, files), out, protocol=pickle.HIGHEST_PROTOCOL)


def cpu():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def write(source, out):
    with open(source, "rb") as packed:
        folders, files = pickle.load(packed)
    start, start_cpu = time.perf_counter(), cpu()
    os.mkdir(out)
    for folder in folders:  # sorted, so each parent comes before its children
        os.mkdir(os.path.join(out, folder))
    for relative, data in files:
        with open(os.path.join(out, relative), "wb") as file:
            file.write(data)
    print(json.dumps({"wall": time.perf_counter() - start, "cpu": cpu() - start_cpu, "files": len(files),
                      "folders": len(folders), "bytes": sum(len(data) for _, data in files)}))


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    {"pack": pack, "write": write}[command](*arguments)
