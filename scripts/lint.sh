#!/usr/bin/env bash
# The lint suite of `make test` (scripts/test-all.sh): STYLE.md's rules checked by tools, each check one TAP line.
#
#   server file names     snake_case.{h,cpp} under server/src
#   clang-format          .clang-format (Google base, 120 columns, 4 spaces) on every server source
#   clang-tidy naming     .clang-tidy (STYLE C3's naming table) on one unit that includes every server header, and
#                         on the server sources changed against origin/main (XJ_LINT_ALL=1: on every source)
#   eslint                web/eslint.config.js (naming, no cross-feature imports, hooks rules)
#   tsc                   the web app's types, strict
#
# Needs the configured build (build/compile_commands.json) and web/node_modules. Exit status 1 on any finding.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BUILD=${XJ_BUILD_DIR:-build}
LINT_DIR="$BUILD/lint"

n=0
failed=0
check() { # check NAME COMMAND...: one TAP line; the command's output is shown only when it fails
  local name=$1 out rc
  shift
  n=$((n + 1))
  out=$("$@" 2>&1)
  rc=$?
  if [ "$rc" -eq 0 ]; then
    echo "ok $n - $name"
  else
    failed=$((failed + 1))
    echo "not ok $n - $name"
    sed 's/^/# /' <<<"$out" | head -n 200
  fi
}

server_sources() { git ls-files 'server/src/*.cpp' 'server/src/*.h'; }

file_names() {
  local bad
  bad=$(server_sources | grep -vE '/[a-z0-9_]+\.(h|cpp)$' || true)
  [ -z "$bad" ] || { echo "not snake_case: $bad"; return 1; }
}

clang_format() { server_sources | xargs clang-format --dry-run --Werror; }

# Server sources to give clang-tidy besides the headers' unit: every one with XJ_LINT_ALL=1, else those changed
# against origin/main (a full run costs about 4 s of CPU per source, too much for every `make test`).
tidy_sources() {
  if [ "${XJ_LINT_ALL:-0}" = 1 ]; then
    git ls-files 'server/src/*.cpp'
  elif git rev-parse --verify -q origin/main >/dev/null; then
    git diff --name-only --diff-filter=AM "$(git merge-base HEAD origin/main)" -- 'server/src/*.cpp'
    git ls-files --others --exclude-standard -- 'server/src/*.cpp'
  fi
}

clang_tidy() {
  [ -f "$BUILD/compile_commands.json" ] || { echo "$BUILD/compile_commands.json is missing: configure the build first"; return 1; }
  local headers
  mapfile -t headers < <(git ls-files 'server/src/*.h' | grep -v '^server/src/testing/' | sed 's#^server/src/##')
  node scripts/lint-compile-db.mjs "$BUILD" "$LINT_DIR" "${headers[@]}" || return 1
  local files=("$ROOT/$LINT_DIR/all_headers.cpp")
  local f
  while read -r f; do [ -n "$f" ] && files+=("$ROOT/$f"); done < <(tidy_sources | sort -u)
  echo "clang-tidy on ${#files[@]} units"
  printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -n 4 clang-tidy -p "$LINT_DIR" --quiet
}

web() { (cd web && npm run --silent "$1"); }

echo "TAP version 13"
check "server file names are snake_case" file_names
check "clang-format (server)" clang_format
check "clang-tidy naming (server)" clang_tidy
check "eslint (web)" web lint
check "tsc --noEmit (web)" web typecheck
check "home page JavaScript within 170 kB gzip (web/dist)" node web/scripts/check-js-budget.mjs
echo "1..$n"
echo "# pass $((n - failed))"
echo "# fail $failed"
[ "$failed" -eq 0 ]
