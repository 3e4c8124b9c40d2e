#!/usr/bin/env bash
# The libFuzzer targets (issue 13, docs/security.md "Fuzzing"): builds them with clang in build-fuzz (-DXJ_FUZZ=ON)
# and runs each for SECONDS over a copy of its committed corpus (server/fuzz/corpus/<target>). Prints TAP (one test
# per target) for scripts/test-all.sh; exits non-zero when a target finds a crash, a leak or undefined behaviour.
# A finding's input is kept in build-fuzz/findings/<target>/: add it to the corpus and write a regression test.
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET ...]     (default 10 s each; targets http forms multipart sheets image
#                                                    html_sanitizer)
#   make fuzz FUZZ_SECONDS=600                       the same for as long as asked
# New inputs the fuzzer finds stay in build-fuzz/corpus/<target> (merge them into the committed corpus with
# `build-fuzz/bin/fuzz_<target> -merge=1 server/fuzz/corpus/<target> build-fuzz/corpus/<target>`).
set -euo pipefail

cd "$(dirname "$(realpath "${BASH_SOURCE[0]}")")/.."
SECONDS_EACH=${1:-10}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(http forms multipart sheets image html_sanitizer)
BUILD=${XJ_FUZZ_DIR:-build-fuzz}
JOBS=${XJ_JOBS:-$(nproc)}

command -v clang++ >/dev/null || { echo "fuzz: clang++ is missing (scripts/install-deps.sh test installs it)" >&2; exit 1; }
if [ ! -f "$BUILD/build.ninja" ]; then
  CC=clang CXX=clang++ cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DXJ_FUZZ=ON >/dev/null
fi
cmake --build "$BUILD" -j "$JOBS" --target "${TARGETS[@]/#/fuzz_}" >/dev/null

echo "TAP version 13"
echo "1..${#TARGETS[@]}"
n=0
failed=0
for target in "${TARGETS[@]}"; do
  n=$((n + 1))
  corpus="$BUILD/corpus/$target"
  findings="$BUILD/findings/$target"
  mkdir -p "$corpus" "$findings"
  cp -n "server/fuzz/corpus/$target"/* "$corpus/" 2>/dev/null || true
  log="$BUILD/findings/$target.log"
  started=$(date +%s)
  if "$BUILD/bin/fuzz_$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    echo "ok $n - fuzz_$target: ${runs:-?} inputs in $(( $(date +%s) - started )) s, no finding"
  else
    failed=$((failed + 1))
    echo "not ok $n - fuzz_$target: a finding (input and report in $findings, $log)"
    grep -m 20 -E "ERROR|SUMMARY|runtime error|Test unit written" "$log" | sed 's/^/# /' || true
  fi
done
[ "$failed" -eq 0 ]
