#!/usr/bin/env bash
# Runs every test suite of Xuejing against the built server (build/: Release, build-asan/: Debug with
# AddressSanitizer and UndefinedBehaviorSanitizer) and web app (web/dist), keeps going after a failure, and ends
# with the totals of individual test cases:
#
#   N passed, N failed[, N skipped]        (always the last line; exit status 1 if anything failed)
#
# Suites, in order (docs/testing.md has what each covers and how long it takes):
#   lint          scripts/lint.sh: clang-format, clang-tidy naming, file names, ESLint, tsc
#   ctest         the C++ unit tests, built with ASan+UBSan (build-asan), on SQLite and PostgreSQL
#   api-sqlite    the API contract tests against the ASan+UBSan server on SQLite, two files at a time
#   web           Vitest
#   e2e           Playwright (each worker has its own server and data directory)
#   api-postgres  the API contract tests against the Release server on PostgreSQL, two files at a time
#   cluster       two Release instances behind nginx over one PostgreSQL (deploy/cluster.sh): tests/cluster/
# Every C++ test and every API test thus runs under the sanitizers once, and every API test on the Release
# binary once. Each runner writes JUnit XML (lint: TAP) and the counts come from those files, not from the
# runners' human output; each suite prints its duration. A sanitizer report (written under the run's
# sanitizer log folder) is a failure of the suite that produced it.
#
# Environment: XJ_SUITES="lint ctest api-sqlite fuzz web e2e api-postgres cluster" runs a subset;
#              XJ_SUITE_TIMEOUT (seconds, default 3600: a hang's bound, not a speed goal) bounds each suite; XJ_JOBS (default: the cores) runs
#              that many test processes at once in ctest and the API suites.
set -uo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)

SUITES=${XJ_SUITES:-"lint ctest api-sqlite fuzz web e2e api-postgres cluster"}
SUITE_TIMEOUT=${XJ_SUITE_TIMEOUT:-3600}
JOBS=${XJ_JOBS:-$(nproc)}
ASAN_BUILD=${XJ_ASAN_BUILD:-build-asan}

total_pass=0
total_fail=0
total_skip=0
summary=()
failed_cases=() # "suite: case: first line of its message", printed again at the very end of the log
run_start=$(date +%s)

WORK=$(mktemp -d /tmp/xj-test-all.XXXXXX)
chmod 755 "$WORK" # the cluster runs as the postgres user when we are root
PG_DIR="$WORK/pg"
PG_URL=""
PG_STARTED=0
RESULTS="$WORK/results"
SANITIZER_LOGS="$WORK/sanitizers"
mkdir -p "$RESULTS" "$SANITIZER_LOGS"

# Sanitizer findings go to files (one per process) so that a report from a server process is seen even when the
# test that started it passed; UBSan stops at the first finding (built with -fno-sanitize-recover).
export ASAN_OPTIONS="log_path=$SANITIZER_LOGS/asan:detect_leaks=1:abort_on_error=0:strict_string_checks=1"
export UBSAN_OPTIONS="log_path=$SANITIZER_LOGS/ubsan:print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$ROOT/scripts/lsan.supp:print_suppressions=0"

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

wants() { [[ " $SUITES " == *" $1 "* ]]; }

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

# Sanitizer reports written since the suite started: each is one failure, shown in full.
sanitizer_reports() {
  local f count=0
  for f in "$SANITIZER_LOGS"/*; do
    [ -e "$f" ] || continue
    count=$((count + 1))
    echo "== sanitizer report $(basename "$f"):" >&2
    head -n 60 "$f" >&2
    mv "$f" "$WORK/reported-$(basename "$f")"
  done
  echo "$count"
}

# run_suite NAME FORMAT RESULT_GLOB DIR COMMAND...: runs the command in DIR under a time limit (output shown and
# kept), then counts the cases in the result files (FORMAT junit or tap) it wrote.
run_suite() {
  local name=$1 format=$2 result_glob=$3 dir=$4
  shift 4
  local log
  log="$WORK/$(tr -c 'a-zA-Z0-9' '_' <<<"$name").log"
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
  local counts P F S note="${secs}s"
  # shellcheck disable=SC2086 # the glob is expanded on purpose
  if counts=$(node scripts/test-results.mjs "$format" $result_glob); then
    read -r P F S <<<"$(head -n 1 <<<"$counts")"
    local failure
    while IFS= read -r failure; do
      [ -n "$failure" ] && failed_cases+=("$name: $failure")
    done < <(tail -n +2 <<<"$counts")
    if [ "$rc" -ne 0 ] && [ "$F" -eq 0 ]; then
      F=1
      note+=", exited $rc without a failing test"
    fi
  else
    P=0 F=1 S=0
    note+=", exited $rc without results"
  fi
  local reports
  reports=$(sanitizer_reports)
  if [ "$reports" -gt 0 ]; then
    F=$((F + reports))
    note+=", $reports sanitizer reports"
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

# Lint: STYLE.md's rules, by tools.
if wants lint; then
  run_suite "lint" tap "$RESULTS/lint.tap" "$ROOT" bash -c "set -o pipefail; scripts/lint.sh | tee '$RESULTS/lint.tap'"
fi

# C++ unit tests under ASan+UBSan; the database tests run on SQLite and, through XJ_TEST_PG_URL, on PostgreSQL.
if wants ctest; then
  if [ -f "$ASAN_BUILD/CTestTestfile.cmake" ]; then
    run_suite "c++ unit tests, asan+ubsan (ctest)" junit "$RESULTS/ctest.xml" "$ROOT" \
      env XJ_TEST_PG_URL="$PG_URL" ctest --test-dir "$ASAN_BUILD" --output-on-failure --timeout 180 -j "$JOBS" \
      --output-junit "$RESULTS/ctest.xml"
  else
    record "c++ unit tests, asan+ubsan (ctest)" 0 1 0 "no $ASAN_BUILD/: run make test (it builds it)"
  fi
fi

api_files=(tests/api/*.test.mjs)
# node --test: the spec reporter for people, JUnit for the counts; files run JOBS at a time (each has its own
# server and database).
# The suite's demo data is seeded once, before its files (tests/api/lib/demo-template.mjs), and each file's default
# server starts from a copy; if that fails, each file seeds its own as before and the reason is shown.
api_suite() { # name results-file env...
  local name=$1 results=$2 template
  shift 2
  template=$(env TMPDIR="$WORK" "$@" node tests/api/lib/demo-template.mjs 2>"$WORK/demo-template.log") ||
    { echo "== demo template failed; each API test file seeds its own:"; cat "$WORK/demo-template.log"; template=""; }
  run_suite "$name" junit "$results" "$ROOT" env "$@" XJ_API_DEMO_TEMPLATE="$template" node --test --test-concurrency="$JOBS" \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=junit --test-reporter-destination="$results" "${api_files[@]}"
}

# API contract tests on SQLite, against the sanitizer build of the server.
if wants api-sqlite; then
  if [ -x "$ASAN_BUILD/bin/xuejing-server" ]; then
    api_suite "api contract tests, asan+ubsan (sqlite)" "$RESULTS/api-sqlite.xml" \
      XJ_TEST_DB=sqlite XJ_SERVER_BIN="$ROOT/$ASAN_BUILD/bin/xuejing-server"
  else
    record "api contract tests, asan+ubsan (sqlite)" 0 1 0 "no $ASAN_BUILD/bin/xuejing-server"
  fi
fi

# libFuzzer targets, a short run each over the committed corpus (make fuzz runs them for as long as asked).
if wants fuzz; then
  run_suite "fuzzing (libfuzzer)" tap "$RESULTS/fuzz.tap" "$ROOT" \
    bash -c "set -o pipefail; scripts/fuzz.sh ${XJ_FUZZ_SECONDS:-10} | tee '$RESULTS/fuzz.tap'"
fi

# Web unit tests.
if wants web; then
  run_suite "web unit tests (vitest)" junit "$RESULTS/vitest.xml" "$ROOT/web" \
    env CI=1 FORCE_COLOR=0 XJ_JUNIT_FILE="$RESULTS/vitest.xml" npm test --silent
fi

# Browser tests; each Playwright worker starts its own server.
if wants e2e; then
  if [ -f e2e/package.json ]; then
    run_suite "browser tests (playwright)" junit "$RESULTS/playwright.xml" "$ROOT/e2e" \
      bash -c "npm ci --no-audit --no-fund && FORCE_COLOR=0 XJ_JUNIT_FILE='$RESULTS/playwright.xml' npm test"
  else
    record "browser tests (playwright)" 0 1 0 "e2e/package.json missing"
  fi
fi

# API contract tests on PostgreSQL, against the Release build.
if wants api-postgres; then
  if [ -n "$PG_URL" ]; then
    api_suite "api contract tests (postgresql)" "$RESULTS/api-postgres.xml" \
      XJ_TEST_DB=postgres XJ_TEST_PG_URL="$PG_URL"
  else
    record "api contract tests (postgresql)" 0 1 0 "no PostgreSQL cluster"
  fi
fi

# Several instances behind nginx over one PostgreSQL of their own (deploy/cluster.sh starts and stops it all).
if wants cluster; then
  run_suite "multi-instance (nginx + 2 instances, postgresql)" junit "$RESULTS/cluster.xml" "$ROOT" \
    node --test --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=junit --test-reporter-destination="$RESULTS/cluster.xml" tests/cluster/*.test.mjs
fi

echo
echo "== summary ($(($(date +%s) - run_start)) s in all)"
for line in "${summary[@]}"; do echo "   $line"; done
if [ "${#failed_cases[@]}" -gt 0 ]; then
  echo "== failed cases"
  for line in "${failed_cases[@]}"; do echo "   $line"; done
fi
if [ "$total_skip" -gt 0 ]; then
  echo "$total_pass passed, $total_fail failed, $total_skip skipped"
else
  echo "$total_pass passed, $total_fail failed"
fi
[ "$total_fail" -eq 0 ]
