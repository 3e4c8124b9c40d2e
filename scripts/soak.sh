#!/usr/bin/env bash
# Crash safety for as long as asked (issue 13, docs/reliability.md): tests/api/reliability-crash.test.mjs with
# CYCLES SIGKILLs under writes, on SQLite and on a throwaway PostgreSQL cluster. Needs the built server (make build).
#
# Usage: scripts/soak.sh [CYCLES]      (default 1000; make soak CYCLES=1000)
set -euo pipefail
cd "$(dirname "$(realpath "${BASH_SOURCE[0]}")")/.."
CYCLES=${1:-1000}
[ -x build/bin/xuejing-server ] || { echo "soak: build/bin/xuejing-server missing (make build)" >&2; exit 1; }

echo "== crash safety on SQLite: $CYCLES cycles"
XJ_CRASH_CYCLES=$CYCLES XJ_TEST_DB=sqlite node --test --test-timeout=0 tests/api/reliability-crash.test.mjs

pg_dir=$(mktemp -d)
trap 'scripts/pg-cluster.sh stop "$pg_dir/pg" >/dev/null 2>&1 || true; rm -rf "$pg_dir"' EXIT
port=$((30000 + RANDOM % 20000))
pg_url=$(scripts/pg-cluster.sh start "$pg_dir/pg" "$port" | tail -1)
echo "== crash safety on PostgreSQL: $CYCLES cycles"
XJ_CRASH_CYCLES=$CYCLES XJ_TEST_DB=postgres XJ_TEST_PG_URL="$pg_url" node --test --test-timeout=0 \
  tests/api/reliability-crash.test.mjs
