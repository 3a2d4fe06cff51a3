# exporttool: see README.md. Every target installs the Debian packages it needs.
SWIFT ?= swift
RELEASE_BIN := .build/release/exporttool
BIN := $(RELEASE_BIN)
DEMO_OUT := out/demo
DEMO_FORMATS := json,text,markdown,ssml,brf,pef,braille,html
DEMO_CORPUS_BOOK := ../shared/corpus/wasteland.epub
# A target that imports a module it does not declare is a compile error (swift-nio's CI
# does the same): a renderer cannot import the reader, the book model or the umbrella.
# Warnings in our own targets are errors through Package.swift (treatAllWarnings).
BUILD_FLAGS := --explicit-target-dependency-import-check error
# The release binary carries the Swift runtime and Foundation inside it: no dynamic linking
# of a dozen Swift libraries at every start (exporttool starts itself again as each braille,
# narration and batch worker), measured 2026-11-24 on Moby-Dick: start-up 38 -> 21 million
# instructions, peak memory 6 MB lower for every command (README, "Tests, corpus and benchmarks").
RELEASE_FLAGS := --static-swift-stdlib

# `make install` puts the binary, the tables, the man page and the shell completions under
# DESTDIR/PREFIX (docs/exporttool.1, README "Install"). BIN names the binary it installs: the
# release build, made first, unless another one is given (the install test passes the debug
# build it already has: `make install BIN=.build/debug/exporttool PREFIX=...`).
PREFIX ?= /usr/local
DESTDIR ?=
DEST = $(DESTDIR)$(PREFIX)
INSTALLED_BIN = $(DEST)/bin/exporttool
INSTALLED_TABLES = $(DEST)/share/exporttool/tables
INSTALLED_MAN = $(DEST)/share/man/man1/exporttool.1
BASH_COMPLETION = $(DEST)/share/bash-completion/completions/exporttool
ZSH_COMPLETION = $(DEST)/share/zsh/site-functions/_exporttool
FISH_COMPLETION = $(DEST)/share/fish/vendor_completions.d/exporttool.fish
TABLE_FILES := $(notdir $(wildcard tables/*))

.PHONY: deps build demo test bench clean fuzz test-sanitize install uninstall

deps:
	@scripts/install-deps.sh build

build: deps
	$(SWIFT) build -c release --product exporttool $(RELEASE_FLAGS) $(BUILD_FLAGS)

demo: build
	@rm -rf $(DEMO_OUT) && mkdir -p $(DEMO_OUT)
	$(BIN) inspect samples/sample-book
	$(BIN) export samples/sample-book --to $(DEMO_FORMATS) --output-dir $(DEMO_OUT) --stem sample-book
	@scripts/install-deps.sh demo
	@scripts/reader-screenshots.sh $(DEMO_OUT) $(BIN) $(DEMO_CORPUS_BOOK)
	@echo "demo outputs are in $(DEMO_OUT)/:" && ls -1 $(DEMO_OUT)

test:
	@scripts/install-deps.sh test
	scripts/check-layers.py
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build

bench: build
	@scripts/install-deps.sh bench
	@Benchmarks/run.sh

clean:
	rm -rf .build out

# Fuzzing (libFuzzer + AddressSanitizer), FUZZ_SECONDS per target (default 200: 10 minutes in all).
fuzz: deps
	@Fuzz/run.sh

# The test suite under AddressSanitizer (with LeakSanitizer), then ThreadSanitizer, in
# separate build folders. scripts/lsan.supp lists the leaks of code we do not own. The
# corpus suites are left out (EXPORTTOOL_SKIP_CORPUS=1): they run the same code on eight
# whole books, which under the sanitizers takes hours on two cores.
test-sanitize:
	@scripts/install-deps.sh test
	$(SWIFT) build --build-tests $(BUILD_FLAGS) --sanitize=address --scratch-path .build-asan
	EXPORTTOOL_SKIP_CORPUS=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 \
	    $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests $(BUILD_FLAGS) --sanitize=thread --scratch-path .build-tsan
	EXPORTTOOL_SKIP_CORPUS=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

# The completions come from the binary itself (swift-argument-parser's
# --generate-completion-script), written to a temporary name and renamed, so that a failure
# leaves no half file.
install: $(if $(filter $(RELEASE_BIN),$(BIN)),build)
	@test -x "$(BIN)" || { echo "make install: $(BIN) is not an executable; build it first" >&2; exit 1; }
	install -d "$(DEST)/bin" "$(INSTALLED_TABLES)" "$(dir $(INSTALLED_MAN))" "$(dir $(BASH_COMPLETION))" \
	    "$(dir $(ZSH_COMPLETION))" "$(dir $(FISH_COMPLETION))"
	install -m 755 "$(BIN)" "$(INSTALLED_BIN)"
	install -m 644 $(addprefix tables/,$(TABLE_FILES)) "$(INSTALLED_TABLES)/"
	install -m 644 docs/exporttool.1 "$(INSTALLED_MAN)"
	"$(BIN)" --generate-completion-script bash > "$(BASH_COMPLETION).tmp" && mv "$(BASH_COMPLETION).tmp" "$(BASH_COMPLETION)" \
	    || { rm -f "$(BASH_COMPLETION).tmp"; exit 1; }
	"$(BIN)" --generate-completion-script zsh > "$(ZSH_COMPLETION).tmp" && mv "$(ZSH_COMPLETION).tmp" "$(ZSH_COMPLETION)" \
	    || { rm -f "$(ZSH_COMPLETION).tmp"; exit 1; }
	"$(BIN)" --generate-completion-script fish > "$(FISH_COMPLETION).tmp" && mv "$(FISH_COMPLETION).tmp" "$(FISH_COMPLETION)" \
	    || { rm -f "$(FISH_COMPLETION).tmp"; exit 1; }
	chmod 644 "$(BASH_COMPLETION)" "$(ZSH_COMPLETION)" "$(FISH_COMPLETION)"

# Removes the files `make install` wrote and exporttool's own folders; the shared folders
# (bin, share/man/man1, the completion folders) stay, as other programs' files live there.
uninstall:
	rm -f "$(INSTALLED_BIN)" "$(INSTALLED_MAN)" "$(BASH_COMPLETION)" "$(ZSH_COMPLETION)" "$(FISH_COMPLETION)"
	rm -f $(addprefix "$(INSTALLED_TABLES)/,$(addsuffix ",$(TABLE_FILES)))
	if [ -d "$(INSTALLED_TABLES)" ]; then rmdir "$(INSTALLED_TABLES)"; fi
	if [ -d "$(DEST)/share/exporttool" ]; then rmdir "$(DEST)/share/exporttool"; fi
