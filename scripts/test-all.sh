#!/usr/bin/env bash
# Runs every test suite of Xuejing against the already built server (build/) and web app (web/dist),
# keeps going after a failure, and ends with the totals of individual test cases:
#
#   N passed, N failed[, N skipped]        (always the last line; exit status 1 if anything failed)
#
# Suites, in order: C++ unit tests (ctest, database tests on SQLite and PostgreSQL), API contract tests on
# SQLite, web unit tests (Vitest), browser tests (Playwright), API contract tests on PostgreSQL.
# One throwaway PostgreSQL cluster (scripts/pg-cluster.sh) serves the whole run.
#
# Environment: XJ_SUITES="ctest api-sqlite web e2e api-postgres" runs a subset;
#              XJ_SUITE_TIMEOUT (seconds, default 900) bounds each suite; XJ_CTEST_JOBS (default 1).
set -uo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)

SUITES=${XJ_SUITES:-"ctest api-sqlite web e2e api-postgres"}
SUITE_TIMEOUT=${XJ_SUITE_TIMEOUT:-900}
CTEST_JOBS=${XJ_CTEST_JOBS:-1}

total_pass=0
total_fail=0
total_skip=0
summary=()

WORK=$(mktemp -d /tmp/xj-test-all.XXXXXX)
chmod 755 "$WORK" # the cluster runs as the postgres user when we are root
PG_DIR="$WORK/pg"
PG_URL=""
PG_STARTED=0

SUITE_PID=""

cleanup() {
  if [ -n "$SUITE_PID" ]; then
    kill -TERM "$SUITE_PID" 2>/dev/null || true # timeout passes it on to the suite's process group
    wait "$SUITE_PID" 2>/dev/null || true
  fi
  if [ "$PG_STARTED" -eq 1 ]; then
    scripts/pg-cluster.sh stop "$PG_DIR" >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

strip_ansi() { sed -E 's/\x1b\[[0-9;?]*[A-Za-z]//g' "$1"; }

wants() { [[ " $SUITES " == *" $1 "* ]]; }

# Counts from the runners' summaries. Each sets P F S (passed, failed, skipped) or returns 1 if absent.
parse_ctest() {
  local line
  line=$(strip_ansi "$1" | grep -E 'tests? failed out of [0-9]+' | tail -n 1) || true
  if [ -z "$line" ]; then
    return 1 # includes "No tests were found": the build registers tests, so that is a failure
  fi
  F=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
  local all
  all=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\2/' <<<"$line")
  S=$(strip_ansi "$1" | grep -cE '^\s*[0-9]+ - .*\((Skipped|Disabled)\)') || true
  P=$((all - F - S))
}

parse_node_test() {
  local text
  text=$(strip_ansi "$1")
  grep -qE '^(#|ℹ) pass [0-9]+' <<<"$text" || return 1
  local pass fail cancelled skipped todo
  pass=$(grep -E '^(#|ℹ) pass [0-9]+' <<<"$text" | tail -n 1 | grep -oE '[0-9]+$')
  fail=$(grep -E '^(#|ℹ) fail [0-9]+' <<<"$text" | tail -n 1 | grep -oE '[0-9]+$')
  cancelled=$(grep -E '^(#|ℹ) cancelled [0-9]+' <<<"$text" | tail -n 1 | grep -oE '[0-9]+$')
  skipped=$(grep -E '^(#|ℹ) skipped [0-9]+' <<<"$text" | tail -n 1 | grep -oE '[0-9]+$')
  todo=$(grep -E '^(#|ℹ) todo [0-9]+' <<<"$text" | tail -n 1 | grep -oE '[0-9]+$')
  P=${pass:-0}
  F=$((${fail:-0} + ${cancelled:-0}))
  S=$((${skipped:-0} + ${todo:-0}))
}

parse_vitest() {
  local line
  line=$(strip_ansi "$1" | grep -E '^\s*Tests\s+[0-9]+ ' | tail -n 1) || true
  [ -n "$line" ] || return 1
  P=$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+') || P=0
  F=$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+') || F=0
  local s t
  s=$(grep -oE '[0-9]+ skipped' <<<"$line" | grep -oE '[0-9]+') || s=0
  t=$(grep -oE '[0-9]+ todo' <<<"$line" | grep -oE '[0-9]+') || t=0
  S=$((s + t))
}

parse_playwright() {
  local text count
  text=$(strip_ansi "$1")
  grep -qE '^\s*[0-9]+ (passed|failed|flaky|skipped|interrupted|did not run)\b' <<<"$text" || return 1
  count() { grep -E "^\s*[0-9]+ $1\b" <<<"$text" | tail -n 1 | grep -oE '^\s*[0-9]+' | tr -d ' ' || true; }
  local passed failed flaky skipped interrupted notrun
  passed=$(count passed) failed=$(count failed) flaky=$(count flaky)
  skipped=$(count skipped) interrupted=$(count interrupted) notrun=$(count 'did not run')
  P=$((${passed:-0} + ${flaky:-0}))
  F=$((${failed:-0} + ${interrupted:-0}))
  S=$((${skipped:-0} + ${notrun:-0}))
}

record() { # name P F S note
  local name=$1 p=$2 f=$3 s=$4 note=${5:-}
  total_pass=$((total_pass + p))
  total_fail=$((total_fail + f))
  total_skip=$((total_skip + s))
  local line
  line=$(printf '%-34s %4d passed, %4d failed' "$name" "$p" "$f")
  [ "$s" -gt 0 ] && line+=$(printf ', %d skipped' "$s")
  [ -n "$note" ] && line+="  ($note)"
  summary+=("$line")
  echo "== $line"
}

# run_suite NAME PARSER DIR COMMAND...: runs the command in DIR under a time limit, output shown and logged.
run_suite() {
  local name=$1 parser=$2 dir=$3
  shift 3
  local log="$WORK/$(tr -c 'a-zA-Z0-9' '_' <<<"$name").log"
  echo
  echo "== $name: $*"
  local start rc tail_pid
  start=$(date +%s)
  # In the background so that a signal to this script can stop it: timeout(1) runs in its own process group.
  (cd "$dir" && exec timeout --kill-after=30 "$SUITE_TIMEOUT" "$@") >"$log" 2>&1 </dev/null &
  SUITE_PID=$!
  tail -n +1 -f --pid="$SUITE_PID" "$log" &
  tail_pid=$!
  wait "$SUITE_PID"
  rc=$?
  SUITE_PID=""
  wait "$tail_pid" 2>/dev/null || true
  local secs=$(($(date +%s) - start))
  local P F S note="${secs}s"
  if "$parser" "$log"; then
    if [ "$rc" -ne 0 ] && [ "$F" -eq 0 ]; then
      F=1
      note+=", exited $rc without a failing test"
    fi
  else
    P=0 F=1 S=0
    note+=", exited $rc without test counts"
  fi
  [ "$rc" -eq 124 ] && note+=", timed out after ${SUITE_TIMEOUT}s"
  record "$name" "$P" "$F" "$S" "$note"
}

start_pg() {
  local port
  port=$(free_port)
  echo "== starting a throwaway PostgreSQL cluster in $PG_DIR on port $port"
  if PG_URL=$(scripts/pg-cluster.sh start "$PG_DIR" "$port"); then
    PG_STARTED=1
    echo "== PostgreSQL ready: $PG_URL"
  else
    PG_STARTED=1 # stop whatever half-started
    PG_URL=""
    record "postgresql cluster" 0 1 0 "scripts/pg-cluster.sh start failed"
  fi
}

if wants ctest || wants api-postgres; then start_pg; fi

# The demo course videos are made by ffmpeg once into $XJ_MEDIA_CACHE (~/.cache/xuejing/media); one --demo
# start fills the cache first, so that the test servers (60 s start-up limit) only link the cached clips.
warm_demo_media() {
  local dir port pid
  [ -x build/bin/xuejing-server ] || return 0
  dir="$WORK/media-warmup"
  mkdir -p "$dir/data" "$dir/web"
  port=$(free_port)
  build/bin/xuejing-server --host 127.0.0.1 --port "$port" --data-dir "$dir/data" --web-root "$dir/web" --demo \
    >"$dir/log" 2>&1 &
  pid=$!
  for _ in $(seq 3000); do
    kill -0 "$pid" 2>/dev/null || break
    node -e 'require("http").get(process.argv[1], (r) => process.exit(r.statusCode === 200 ? 0 : 1)).on("error", () => process.exit(1))' \
      "http://127.0.0.1:$port/healthz" && break
    sleep 0.2
  done
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "== demo media: $(grep -o 'course videos ready in [0-9]* ms[^)]*)' "$dir/log" || echo 'no demo videos (see the server log)')"
  rm -rf "$dir"
}
if wants api-sqlite || wants api-postgres || wants e2e; then warm_demo_media; fi

# (a) C++ unit tests; the database tests run on SQLite and, through XJ_TEST_PG_URL, on PostgreSQL.
if wants ctest; then
  if [ -d build ]; then
    test_dir=build
    # Without enable_testing() in the top-level CMakeLists.txt, CTest's files exist only under build/server.
    if [ ! -f build/CTestTestfile.cmake ] && [ -f build/server/CTestTestfile.cmake ]; then
      echo "== warning: build/CTestTestfile.cmake is missing (no enable_testing() at the top level); using build/server"
      test_dir=build/server
    fi
    run_suite "c++ unit tests (ctest)" parse_ctest "$ROOT" \
      env XJ_TEST_PG_URL="$PG_URL" ctest --test-dir "$test_dir" --output-on-failure --timeout 120 -j "$CTEST_JOBS"
  else
    record "c++ unit tests (ctest)" 0 1 0 "no build/ directory: run make server"
  fi
fi

api_files=(tests/api/*.test.mjs)

# (b) API contract tests on SQLite.
if wants api-sqlite; then
  run_suite "api contract tests (sqlite)" parse_node_test "$ROOT" \
    env XJ_TEST_DB=sqlite node --test --test-reporter=tap "${api_files[@]}"
fi

# (c) Web unit tests.
if wants web; then
  run_suite "web unit tests (vitest)" parse_vitest "$ROOT/web" env CI=1 FORCE_COLOR=0 npm test --silent
fi

# (d) Browser tests; Playwright starts its own server.
if wants e2e; then
  if [ -f e2e/package.json ]; then
    run_suite "browser tests (playwright)" parse_playwright "$ROOT/e2e" \
      bash -c 'npm ci --no-audit --no-fund && FORCE_COLOR=0 npm test'
  else
    record "browser tests (playwright)" 0 1 0 "e2e/package.json missing"
  fi
fi

# (e) API contract tests on PostgreSQL.
if wants api-postgres; then
  if [ -n "$PG_URL" ]; then
    run_suite "api contract tests (postgresql)" parse_node_test "$ROOT" \
      env XJ_TEST_DB=postgres XJ_TEST_PG_URL="$PG_URL" node --test --test-reporter=tap "${api_files[@]}"
  else
    record "api contract tests (postgresql)" 0 1 0 "no PostgreSQL cluster"
  fi
fi

echo
echo "== summary"
for line in "${summary[@]}"; do echo "   $line"; done
if [ "$total_skip" -gt 0 ]; then
  echo "$total_pass passed, $total_fail failed, $total_skip skipped"
else
  echo "$total_pass passed, $total_fail failed"
fi
[ "$total_fail" -eq 0 ]
