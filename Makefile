# `make install` puts stylebook on the PATH; `make site` and `make test` are the two commands for
# working on Stylebook; all three install what is missing first.
SWIFT ?= swift
# The tool as a user runs it: in this package it builds and runs stylebook-describe, the
# describing executable of our own design system, exactly as in any team's package.
STYLEBOOK = .build/debug/stylebook
PYTHON = .venv/bin/python
PREFIX ?= $(HOME)/.local

.PHONY: site test build unit-test browser-test check clean bench bench-large asan fuzz serve install uninstall

# Release build, then PREFIX/bin/stylebook, its manual page and completions (scripts/install).
install:
	@if command -v dpkg-query >/dev/null 2>&1; then scripts/bootstrap; fi
	@echo "swift build -c release (a few minutes the first time)"
	@$(SWIFT) build -q -c release --product stylebook
	@scripts/install "$(PREFIX)"

uninstall:
	@scripts/install --uninstall "$(PREFIX)"

site: build
	$(STYLEBOOK) build --output _site
	@scripts/manual _site

# -q: only errors, so the site's own diagnostics are all `make site` prints (SwiftPM otherwise
# warns about files inside dependencies that this project cannot change).
build:
	@scripts/bootstrap
	@echo "swift build (the first build takes a few minutes)"
	@$(SWIFT) build -q --product stylebook

# Local preview with live reload; Ctrl-C stops it.
serve: build
	$(STYLEBOOK) serve

check: build
	$(STYLEBOOK) check

# A compiler warning in our code fails the build here (scripts/build-without-warnings).
test:
	@scripts/bootstrap --test
	scripts/build-without-warnings $(SWIFT)
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory asan
	$(MAKE) --no-print-directory browser-test

# The cmark-gfm interop under AddressSanitizer (leak checking included), in its own scratch folder
# so the normal build stays uninstrumented. The filter keeps the run short; the build still
# instruments every target. XCTest is skipped: its own runner leaks a few bytes at exit.
asan:
	$(SWIFT) test --sanitize=address --scratch-path .build-asan --filter StylebookMarkdownTests --disable-xctest

# libFuzzer over Markdown + front matter + directives, and over colour parsing + contrast, for
# FUZZ_SECONDS each. Seeds live in Fuzz/corpus/<target>/; what the run discovers stays in
# .build-fuzz/corpus/; a crashing input is written to Fuzz/regressions/<target>/, where the unit
# tests replay it forever after. Fuzz/ is its own package: the sanitizer never touches `swift build`.
# Release mode runs 20-40 times more inputs per second; bounds and overflow checks stay on.
FUZZ_SECONDS ?= 300
FUZZ_TARGETS = FuzzMarkdown FuzzColor
fuzz:
	@scripts/bootstrap
	$(SWIFT) build --package-path Fuzz --scratch-path $(CURDIR)/.build-fuzz --sanitize=fuzzer -c release
	@for target in $(FUZZ_TARGETS); do \
		mkdir -p .build-fuzz/corpus/$$target Fuzz/regressions/$$target || exit 1; \
		echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
		.build-fuzz/release/$$target .build-fuzz/corpus/$$target Fuzz/corpus/$$target \
			-max_total_time=$(FUZZ_SECONDS) -timeout=20 -print_final_stats=1 \
			-artifact_prefix=Fuzz/regressions/$$target/ || exit 1; \
	done

# Browser, schema and validator tests run against a freshly built site in a scratch folder.
browser-test:
	$(PYTHON) -m pytest -q Tests/browser

clean:
	rm -rf .build .build-asan .build-fuzz _site

# Benchmarks report figures (stylebook against current Hugo with an expert's and a naive layout,
# Debian's Hugo if installed, and two floors: cmark-gfm alone and writing the same files); they
# never fail a build. `make bench BASELINE=REV` adds stylebook as git revision REV builds it, in
# every round beside this checkout's.
bench:
	@scripts/bootstrap --bench
	$(SWIFT) build -c release
	python3 scripts/bench/run.py $(if $(BASELINE),--baseline $(BASELINE))
	python3 scripts/bench/first_site.py

# The 100,000-page clean build (stylebook only, several GB of scratch space), against the
# 10,000-page clean builds of both tools in the same run; its report goes to artifacts/bench-large.md.
bench-large:
	@scripts/bootstrap --bench
	$(SWIFT) build -c release
	python3 scripts/bench/run.py --sizes 10000 --code-sizes "" --large 100000 --clean-only --no-extras --no-other-hugo --report artifacts/bench-large.md
