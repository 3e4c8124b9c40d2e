# Xuejing: `make run` starts the platform with demo data; `make test` runs every suite.
SHELL := /bin/bash
PORT ?= 8080
BUILD_DIR := build
ASAN_DIR := build-asan
SERVER := $(BUILD_DIR)/bin/xuejing-server

.PHONY: all deps test-deps build server server-asan web run test lint fuzz soak clean

all: build

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

server: deps
	@cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build $(BUILD_DIR) --target xuejing-server

# The C++ tests and a second server, Debug with AddressSanitizer and UndefinedBehaviorSanitizer (make test runs the
# unit tests and the API tests on SQLite against it).
server-asan: deps
	@cmake -S . -B $(ASAN_DIR) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DXJ_SANITIZE=ON >/dev/null
	@cmake --build $(ASAN_DIR)

web: deps
	@cd web && { [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund; }
	@cd web && npm run build

build: server web

run: build
	@scripts/run.sh --port $(PORT)

test: test-deps build server-asan
	@scripts/test-all.sh

lint: test-deps build
	@scripts/lint.sh

# The libFuzzer targets for as long as asked (seconds per target): make fuzz FUZZ_SECONDS=600
FUZZ_SECONDS ?= 300
fuzz: test-deps
	@scripts/fuzz.sh $(FUZZ_SECONDS)

# Crash safety for long: SIGKILL under writes, CYCLES times on SQLite and on PostgreSQL (docs/reliability.md)
CYCLES ?= 1000
soak: test-deps build
	@scripts/soak.sh $(CYCLES)

clean:
	rm -rf $(BUILD_DIR) $(ASAN_DIR) build-fuzz web/dist
