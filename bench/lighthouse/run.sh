#!/usr/bin/env bash
# Lighthouse performance of the home page, the course list, a course page and the test paper (issue 12,
# docs/performance.md "First page: JavaScript budget and Lighthouse"), on Lighthouse's default mobile profile.
#
# Usage: bench/lighthouse/run.sh [--runs 3] [--pages home,class,course,paper] [--out DIR] [--base-url URL]
#   --base-url URL  measure a server that is already running (started with --demo, its test paper not yet
#                   submitted) instead of starting one
#   --runs N        Lighthouse runs per page (each in a fresh headless Chromium, cold cache); the median is reported
#   --out DIR       keep every run's Lighthouse JSON report there
#
# Builds nothing: it needs build/bin/xuejing-server (XJ_SERVER_BIN another binary), web/dist (cd web && npm run
# build; XJ_WEB_ROOT another build of the app, e.g. an older one to compare) and Chromium (CHROME_PATH, default
# /usr/bin/chromium). Installs bench/lighthouse/node_modules from its package-lock.json when missing. Without
# --base-url it starts xuejing-server --demo on a free loopback port with a fresh data directory in a temp directory
# (demo videos come from the media cache, see README), waits for /healthz, runs bench/lighthouse/run.mjs against it,
# then stops it (by its process id) and removes the temp directory.
set -euo pipefail

SELF=$(realpath "${BASH_SOURCE[0]}")
cd "$(dirname "$SELF")/../.."
ROOT=$(pwd)
HERE=$ROOT/bench/lighthouse
SERVER_BIN=${XJ_SERVER_BIN:-$ROOT/build/bin/xuejing-server}
WEB_ROOT=${XJ_WEB_ROOT:-$ROOT/web/dist}
BASE_URL=""
ARGS=()

usage() { sed -n '2,17p' "$SELF" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    --base-url) BASE_URL=$2; shift 2 ;;
    --runs | --pages | --out) ARGS+=("$1" "$2"); shift 2 ;;
    -h | --help) usage 0 ;;
    *) echo "lighthouse: unknown argument $1" >&2; usage 2 >&2 ;;
  esac
done

die() { echo "lighthouse: $*" >&2; exit 1; }
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
[ -x "$CHROME_PATH" ] || die "no Chromium at $CHROME_PATH (apt-get install chromium)"
if [ ! -d "$HERE/node_modules/lighthouse" ]; then
  (cd "$HERE" && npm ci --no-audit --no-fund) || die "npm ci in bench/lighthouse failed"
fi

WORK=""
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
  fi
  wait 2>/dev/null || true
  [ -z "$WORK" ] || rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ -z "$BASE_URL" ]; then
  [ -x "$SERVER_BIN" ] || die "no server binary at $SERVER_BIN (make server)"
  [ -f "$WEB_ROOT/index.html" ] || die "no $WEB_ROOT/index.html (cd web && npm run build)"
  WORK=$(mktemp -d /tmp/xj-lighthouse.XXXXXX)
  PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  "$SERVER_BIN" --host 127.0.0.1 --port "$PORT" --data-dir "$WORK/data" --web-root "$WEB_ROOT" --demo --no-access-log \
    >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  BASE_URL=http://127.0.0.1:$PORT
  for _ in $(seq 1500); do
    kill -0 "$SERVER_PID" 2>/dev/null || die "the server exited during start-up: $(tail -n 20 "$WORK/server.log")"
    node -e 'require("http").get(process.argv[1], (r) => process.exit(r.statusCode === 200 ? 0 : 1)).on("error", () => process.exit(1))' \
      "$BASE_URL/healthz" && break
    sleep 0.2
  done
  kill -0 "$SERVER_PID" 2>/dev/null || die "the server did not answer /healthz"
fi

echo "lighthouse: $BASE_URL (web root ${WEB_ROOT:-?}), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
node "$HERE/run.mjs" --base-url "$BASE_URL" "${ARGS[@]}"
