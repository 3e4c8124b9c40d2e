# Xuejing: `make run` starts the platform with demo data; `make test` runs every suite.
SHELL := /bin/bash
PORT ?= 8080
BUILD_DIR := build
SERVER := $(BUILD_DIR)/bin/xuejing-server

.PHONY: all deps test-deps build server web run test clean

all: build

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

server: deps
	@cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build $(BUILD_DIR)

web: deps
	@cd web && { [ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund; }
	@cd web && npm run build

build: server web

run: build
	@scripts/run.sh --port $(PORT)

test: test-deps build
	@scripts/test-all.sh

clean:
	rm -rf $(BUILD_DIR) web/dist
