#!/usr/bin/env bash
# Prepares a data directory with the demo data and more rows from SQL files (by default bench/courses-100k.sql:
# 100,000 more published courses; bench/articles-10k.sql: 10,000 articles and 2,000 news items;
# bench/jobs-100k.sql: 100,000 open jobs of the demo's verified companies), for bench/run.sh --data DIR.
#
# Usage: bench/gen-data.sh DIR [FILE.sql ...]   (DIR must not exist; needs build/bin/xuejing-server and sqlite3)
# Environment: XJ_SERVER_BIN another binary.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
SERVER_BIN=${XJ_SERVER_BIN:-$ROOT/build/bin/xuejing-server}
DIR=${1:?usage: bench/gen-data.sh DIR [FILE.sql ...]}
shift
[ $# -gt 0 ] || set -- "$ROOT/bench/courses-100k.sql"
die() { echo "gen-data: $*" >&2; exit 1; }
[ -e "$DIR" ] && die "$DIR exists already"
[ -x "$SERVER_BIN" ] || die "no server binary at $SERVER_BIN (make server)"
command -v sqlite3 >/dev/null || die "sqlite3 is missing"

mkdir -p "$DIR" "$DIR.web"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
"$SERVER_BIN" --host 127.0.0.1 --port "$port" --data-dir "$DIR" --web-root "$DIR.web" --demo >"$DIR.log" 2>&1 &
pid=$!
for _ in $(seq 1200); do
  kill -0 "$pid" 2>/dev/null || die "the server exited during start-up: $(tail -n 20 "$DIR.log")"
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
  sleep 0.1
done
kill -TERM "$pid"
wait "$pid" || die "the server did not stop cleanly: $(tail -n 20 "$DIR.log")"
rm -rf "$DIR.web"

start=$(date +%s)
for sql in "$@"; do sqlite3 "$DIR/xuejing.db" <"$sql"; done
sqlite3 "$DIR/xuejing.db" 'ANALYZE; PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
counts=$(sqlite3 "$DIR/xuejing.db" "SELECT (SELECT COUNT(*) FROM course) || ' courses, ' || (SELECT COUNT(*) FROM article) || ' articles, ' || (SELECT COUNT(*) FROM news) || ' news, ' || (SELECT COUNT(*) FROM job) || ' jobs'")
echo "gen-data: $counts in $DIR ($(( $(date +%s) - start )) s)"
