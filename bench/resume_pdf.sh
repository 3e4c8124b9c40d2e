#!/usr/bin/env bash
# Resume PDF export benchmark (issue 17, docs/resume.md "PDF"): the demo student's resume made two pages long, then
# GET /api/v1/resume/exportPdf?templateId=N for each of the seven templates with 8 concurrent exports (bench/run.sh:
# wrk against the server, side by side with nginx serving the same PDF bytes), and the server's resident memory
# before and after the exports. Goal on the 2-core machine: p95 ≤ 300 ms, memory flat over 1,000 exports (a
# template's rounds together make more than 1,000 at the default duration).
#
# Usage: bench/resume_pdf.sh [--duration 10s] [--rounds 3] [--templates "1 2 3 4 5 6 7"]
#
# Builds nothing: it needs build/bin/xuejing-server (Release), node, sqlite3, nginx and wrk (scripts/install-deps.sh
# bench). The prepared data directory lives in a temp directory removed on exit.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
DURATION=10s
ROUNDS=3
TEMPLATES="1 2 3 4 5 6 7"
SERVER_BIN=${XJ_SERVER_BIN:-$ROOT/build/bin/xuejing-server}
STUDENT=13800000001

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    -d | --duration) DURATION=$2; shift 2 ;;
    -r | --rounds) ROUNDS=$2; shift 2 ;;
    --templates) TEMPLATES=$2; shift 2 ;;
    -h | --help) usage 0 ;;
    *) echo "resume_pdf: unknown argument $1" >&2; usage 2 >&2 ;;
  esac
done

die() { echo "resume_pdf: $*" >&2; exit 1; }
[ -x "$SERVER_BIN" ] || die "no server binary at $SERVER_BIN (make server)"
command -v sqlite3 >/dev/null || die "sqlite3 is missing"

WORK=$(mktemp -d /tmp/xj-resume-bench.XXXXXX)
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# --- a data directory whose demo resume is two pages long ---------------------------------------------------
PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
mkdir -p "$WORK/data" "$WORK/web"
"$SERVER_BIN" --host 127.0.0.1 --port "$PORT" --data-dir "$WORK/data" --web-root "$WORK/web" --demo --no-access-log \
  >"$WORK/prepare.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 600); do
  curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || die "the server exited: $(tail -n 20 "$WORK/prepare.log")"
  sleep 0.1
done
TOKEN=$(head -c 32 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
HASH=$(printf %s "$TOKEN" | sha256sum | cut -d' ' -f1)
sqlite3 "$WORK/data/xuejing.db" "INSERT INTO session (token_hash, user_id, expires_at, created_at)
  SELECT '$HASH', id, strftime('%s','now') + 3600, strftime('%s','now') FROM users WHERE mobile = '$STUDENT';"
node "$ROOT/bench/resume_fill.mjs" "http://127.0.0.1:$PORT" "token=$TOKEN" "$WORK/two-pages.pdf"
echo "resume_pdf: $(pdfinfo "$WORK/two-pages.pdf" 2>/dev/null | grep Pages || echo 'pages: pdfinfo missing')"
kill -TERM "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""
sqlite3 "$WORK/data/xuejing.db" "DELETE FROM session WHERE token_hash = '$HASH'"

# --- each template under 8 concurrent exports ----------------------------------------------------------------
echo "| template | exports/s | p95 ms | p99 ms | nginx (same PDF) requests/s | RSS before → after (MB) | exports |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for id in $TEMPLATES; do
  out=$(XJ_BENCH_SERVER_ARGS="--no-access-log" bench/run.sh --data "$WORK/data" --as "$STUDENT" --connections 8 \
    --duration "$DURATION" --rounds "$ROUNDS" --warmup 3s --path "/api/v1/resume/exportPdf?templateId=$id")
  echo "$out" >>"$WORK/run-$id.log"
  server=$(sed -n 's/^median  server  \([0-9]*\) requests\/s, p99 \([0-9.]*\) ms, p95 \([0-9.]*\) ms$/\1 \2 \3/p' <<<"$out")
  nginx=$(sed -n 's/^median  nginx   \([0-9]*\) requests\/s.*/\1/p' <<<"$out")
  rss=$(sed -n 's/^bench: server RSS \(.*\)$/\1/p' <<<"$out")
  read -r rps p99 p95 <<<"$server"
  echo "| $id | $rps | $p95 | $p99 | $nginx | $rss |"
done
