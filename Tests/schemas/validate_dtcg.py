#!/usr/bin/env python3
"""Validate DTCG 2025.10 token files and resolver documents against the official schemas.

Usage: validate_dtcg.py PATH...   (files, or folders searched for *.tokens.json and *.resolver.json)

The schemas are the vendored copies next to this script; every $ref between them resolves
through a local `referencing` registry, so no network access is needed. Exit status 0 when every
file is valid, 1 otherwise; each problem is printed as `path: json-pointer: message`.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from jsonschema import Draft7Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

SCHEMA_DIR = Path(__file__).resolve().parent / "dtcg-2025.10"


def _registry() -> Registry:
    resources = []
    for path in sorted(SCHEMA_DIR.rglob("*.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resources.append((schema["$id"], Resource.from_contents(schema, default_specification=DRAFT7)))
    return Registry().with_resources(resources)


REGISTRY = _registry()


def validator(kind: str) -> Draft7Validator:
    """`kind` is "format" or "resolver"."""
    schema = json.loads((SCHEMA_DIR / f"{kind}.json").read_text(encoding="utf-8"))
    return Draft7Validator(schema, registry=REGISTRY)


def kind_of(path: Path) -> str | None:
    if path.name.endswith(".resolver.json"):
        return "resolver"
    if path.name.endswith(".tokens.json") or path.name.endswith(".tokens"):
        return "format"
    return None


def errors(path: Path) -> list[str]:
    kind = kind_of(path)
    if kind is None:
        return [f"{path}: not a .tokens.json or .resolver.json file"]
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        return [f"{path}: invalid JSON: {error}"]
    found = sorted(validator(kind).iter_errors(document), key=lambda e: list(e.absolute_path))
    return [f"{path}: /{'/'.join(str(p) for p in e.absolute_path)}: {e.message}" for e in found]


def collect(arguments: list[str]) -> list[Path]:
    paths: list[Path] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            paths += sorted(p for p in path.rglob("*.json") if kind_of(p))
        else:
            paths.append(path)
    return paths


def main(arguments: list[str]) -> int:
    paths = collect(arguments)
    if not paths:
        print("validate_dtcg: no token or resolver files given", file=sys.stderr)
        return 1
    problems = [problem for path in paths for problem in errors(path)]
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"validate_dtcg: {len(paths)} files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
