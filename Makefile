# `make site` and `make test` are the two front-door commands; both install what is missing first.
SWIFT ?= swift
STYLEBOOK = .build/debug/stylebook
PYTHON = .venv/bin/python

.PHONY: site test build browser-test check clean bench serve

site: build
	$(STYLEBOOK) build --output _site

build:
	@scripts/bootstrap
	$(SWIFT) build

# Local preview with live reload; Ctrl-C stops it.
serve: build
	$(STYLEBOOK) serve

check: build
	$(STYLEBOOK) check

test:
	@scripts/bootstrap --test
	$(SWIFT) build
	$(SWIFT) test
	$(MAKE) --no-print-directory browser-test

# Browser, schema and validator tests run against a freshly built site in a scratch folder.
browser-test:
	$(PYTHON) -m pytest -q Tests/browser

clean:
	rm -rf .build _site

# Benchmarks report figures (stylebook against Hugo and the cmark-gfm floor); they never fail a build.
bench:
	@scripts/bootstrap --bench
	$(SWIFT) build -c release
	python3 scripts/bench/run.py
