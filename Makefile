# exporttool: see README.md. Every target installs the Debian packages it needs.
SWIFT ?= swift
BIN := .build/release/exporttool
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

.PHONY: deps build demo test bench clean fuzz test-sanitize

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
