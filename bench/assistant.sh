#!/usr/bin/env bash
# Assistant benchmark (issue 19, docs/performance.md "Assistant (issue 19)"): N signed-in users (real accounts and
# sessions written into the demo database beforehand) each ask the built-in assistant one question after another,
# round-robin over a mixed set of the API test's questions (courses, trainings, jobs in a city, articles, deadlines,
# scores, progress, resume, help, a question it cannot answer), for the duration. Reports answers/s and
# p50/p95/p99 of the time to the first streamed bytes (the meta event) and to the end of the answer.
# Goal on the 2-core machine: p95 ≤ 100 ms to the first bytes at 32 users.
#
# Usage: bench/assistant.sh [--users 32] [--duration 20] [--warmup 3] [--pg URL]
#   --pg URL   run on PostgreSQL (an admin URL; a fresh database is made and dropped), else SQLite
#
# Builds nothing: it needs build/bin/xuejing-server (Release; XJ_SERVER_BIN another binary), node, curl and sqlite3
# (psql with --pg). The per-user answer limits are lifted for the run (XJ_ASSISTANT_PER_MINUTE, _PER_DAY).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
USERS=32
DURATION=20
WARMUP=3
PG_ADMIN=""
SERVER_BIN=${XJ_SERVER_BIN:-$ROOT/build/bin/xuejing-server}

usage() { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    -u | --users) USERS=$2; shift 2 ;;
    -d | --duration) DURATION=$2; shift 2 ;;
    -w | --warmup) WARMUP=$2; shift 2 ;;
    --pg) PG_ADMIN=$2; shift 2 ;;
    -h | --help) usage 0 ;;
    *) echo "assistant: unknown argument $1" >&2; usage 2 >&2 ;;
  esac
done

die() { echo "assistant: $*" >&2; exit 1; }
[ -x "$SERVER_BIN" ] || die "no server binary at $SERVER_BIN (make server)"
for tool in node curl sqlite3; do command -v "$tool" >/dev/null || die "$tool is missing"; done

WORK=$(mktemp -d /tmp/xj-assistant-bench.XXXXXX)
SERVER_PID=""
PG_DB=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [ -n "$PG_DB" ]; then psql -X -q -d "$PG_ADMIN" -c "DROP DATABASE IF EXISTS $PG_DB WITH (FORCE)" >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
mkdir -p "$WORK/data" "$WORK/web"
DB_ARGS=()
if [ -n "$PG_ADMIN" ]; then
  command -v psql >/dev/null || die "psql is missing"
  PG_DB="xj_assistant_bench_$$"
  psql -X -q -d "$PG_ADMIN" -c "CREATE DATABASE $PG_DB" >/dev/null
  PG_URL="${PG_ADMIN%/*}/$PG_DB"
  DB_ARGS=(--database-url "$PG_URL")
fi
sql() {
  if [ -n "$PG_DB" ]; then psql -X -q -v ON_ERROR_STOP=1 -A -t -d "$PG_URL"; else sqlite3 -bail "$WORK/data/xuejing.db"; fi
}

XJ_ASSISTANT_PER_MINUTE=1000000 XJ_ASSISTANT_PER_DAY=100000000 \
  "$SERVER_BIN" --host 127.0.0.1 --port "$PORT" --data-dir "$WORK/data" --web-root "$WORK/web" --demo "${DB_ARGS[@]}" \
  --no-access-log >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 600); do
  kill -0 "$SERVER_PID" 2>/dev/null || die "the server exited during start-up: $(tail -n 20 "$WORK/server.log")"
  curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break
  sleep 0.1
done

# --- setup: N students of the demo school with sessions, each enrolled in the demo courses ----------------------
NOW=$(date +%s)
TOKENS_FILE="$WORK/tokens" node - "$USERS" "$NOW" >"$WORK/setup.sql" <<'JS'
const crypto = require('crypto');
const [n, now] = process.argv.slice(2).map(Number);
const out = ['BEGIN;'];
const tokens = [];
for (let i = 0; i < n; i++) {
  const token = crypto.randomBytes(24).toString('hex');
  tokens.push(token);
  const user = `(SELECT id FROM users WHERE sign = 'bench-a${i}')`;
  out.push(`INSERT INTO users (sign, mobile, name, password_hash, school_id, created_at) VALUES ('bench-a${i}', '198${String(i).padStart(8, '0')}', '压测${i}', 'x', (SELECT MIN(id) FROM school), ${now});`);
  out.push(`INSERT INTO user_role (user_id, role) VALUES (${user}, 'student');`);
  out.push(`INSERT INTO session (token_hash, user_id, expires_at, remember, created_at, ip) VALUES ('${crypto.createHash('sha256').update(token).digest('hex')}', ${user}, ${now + 86400}, 0, ${now}, '127.0.0.1');`);
  out.push(`INSERT INTO enrolment (course_id, user_id, source, status, progress, studied_seconds, created_at) SELECT id, ${user}, 'join', 1, 0, 0, ${now} FROM course WHERE status = 1 AND offering = 1 AND id IN (SELECT id FROM course ORDER BY id LIMIT 6);`);
}
out.push('COMMIT;');
require('fs').writeFileSync(process.env.TOKENS_FILE, tokens.join('\n'));
console.log(out.join('\n'));
JS
sql <"$WORK/setup.sql" >/dev/null
echo "assistant: $USERS users ready ($( [ -n "$PG_DB" ] && echo PostgreSQL || echo SQLite ), $(nproc) cores), ${WARMUP}s warm-up, ${DURATION}s run"

node bench/assistant-load.mjs "$PORT" "$WORK/tokens" "$WARMUP" "$DURATION"
