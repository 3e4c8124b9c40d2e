#!/usr/bin/env bash
# Job search benchmark (issue 18, docs/performance.md "Job search (issue 18)"): GET /api/v1/employment/serachPost with
# a keyword and two filters (工程师, 武汉 4201, industry I), page 1 of 8, on the demo data with 100,000 more jobs
# (bench/jobs-100k.sql), 64 connections, side by side with nginx serving the same bytes (bench/run.sh). The answer
# is cached in memory (an LRU keyed by the normalised query, each entry at most 5 s old), so wrk measures mostly the
# hits; what a miss costs is measured apart:
#   1. through the server: the first call of a query (built: COUNT and page in SQLite) and the second (from memory),
#      for 工程师 + 4201 + I and for the 2-character 运营 + 深圳 4403 (LIKE instead of the trigram index);
#   2. the SQL alone: the two statements JobStore::search runs for each of those queries, --samples times each on one
#      connection (statements prepared once, as the server's pool caches them), mean, p50, p99 and max, with the plan.
# Goal on the 2-core machine: p99 ≤ 20 ms at 64 connections and ≥ 0.4× nginx's requests/s.
#
# Usage: bench/job_search.sh [--data DIR] [--duration 10s] [--rounds 5] [--warmup 3s] [--connections 64]
#                            [--samples 200]
#   --data DIR  the prepared data directory: made with bench/gen-data.sh DIR bench/jobs-100k.sql when DIR does not
#               exist, reused when it holds the 100,000 jobs (default /tmp/xj-jobs-100k)
#
# Builds nothing: it needs build/bin/xuejing-server (Release), node, curl, sqlite3, python3 (its sqlite3 module: the
# same libsqlite3 as the server's, for the SQL timings), nginx and wrk (scripts/install-deps.sh bench).
# Environment: XJ_SERVER_BIN another binary; XJ_BENCH_SERVER_ARGS server flags (passed on to bench/run.sh).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
DATA=/tmp/xj-jobs-100k
DURATION=10s
ROUNDS=5
WARMUP=3s
CONNECTIONS=64
SAMPLES=200
SERVER_BIN=${XJ_SERVER_BIN:-$ROOT/build/bin/xuejing-server}
JOBS=100000

usage() { sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    --data) DATA=$2; shift 2 ;;
    -d | --duration) DURATION=$2; shift 2 ;;
    -r | --rounds) ROUNDS=$2; shift 2 ;;
    -w | --warmup) WARMUP=$2; shift 2 ;;
    -c | --connections) CONNECTIONS=$2; shift 2 ;;
    --samples) SAMPLES=$2; shift 2 ;;
    -h | --help) usage 0 ;;
    *) echo "job_search: unknown argument $1" >&2; usage 2 >&2 ;;
  esac
done

die() { echo "job_search: $*" >&2; exit 1; }
[ -x "$SERVER_BIN" ] || die "no server binary at $SERVER_BIN (make server)"
for tool in node curl sqlite3 python3; do command -v "$tool" >/dev/null || die "$tool is missing"; done

# --- the data directory: the demo data and 100,000 more jobs ---------------------------------------------------
if [ -e "$DATA" ]; then
  bench_jobs=$(sqlite3 "$DATA/xuejing.db" "SELECT COUNT(*) FROM job WHERE sign LIKE 'benchjob%'" 2>/dev/null || echo 0)
  [ "$bench_jobs" = "$JOBS" ] || die "$DATA exists but does not hold the $JOBS jobs of bench/jobs-100k.sql (remove it)"
  echo "job_search: reusing $DATA ($(sqlite3 "$DATA/xuejing.db" "SELECT COUNT(*) || ' jobs, ' || SUM(listed) || ' listed' FROM job"))"
else
  bench/gen-data.sh "$DATA" "$ROOT/bench/jobs-100k.sql"
fi

WORK=$(mktemp -d /tmp/xj-job-search.XXXXXX)
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

urlencode() { node -e 'console.log(encodeURIComponent(process.argv[1]))' "$1"; }
SEARCH_PATH="/api/v1/employment/serachPost?keyword=$(urlencode 工程师)&city=4201&industry=I&page=1&size=8"
SHORT_PATH="/api/v1/employment/serachPost?keyword=$(urlencode 运营)&city=4403&page=1&size=8"

# --- a miss and a hit through the server (a copy of the data directory) ----------------------------------------
mkdir -p "$WORK/data" "$WORK/web"
cp -a "$DATA/." "$WORK/data/"
PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# shellcheck disable=SC2086
"$SERVER_BIN" --host 127.0.0.1 --port "$PORT" --data-dir "$WORK/data" --web-root "$WORK/web" --demo \
  ${XJ_BENCH_SERVER_ARGS:-} >"$WORK/probe.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 600); do
  curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || die "the server exited: $(tail -n 20 "$WORK/probe.log")"
  sleep 0.1
done

# "status ms code total listed bytes" of one call
probe() {
  local out
  out=$(curl -s -o "$WORK/answer" -w '%{http_code} %{time_total}' "http://127.0.0.1:$PORT$1")
  # shellcheck disable=SC2016
  node -e '
    const fs = require("fs");
    const [status, seconds] = process.argv[1].split(" ");
    let code = "-", total = "-", listed = "-";
    try {
      const a = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
      code = a.code; total = a.data.total; listed = a.data.list.length;
    } catch (e) {}
    console.log(`${status} ${(seconds * 1000).toFixed(1)} ${code} ${total} ${listed} ${fs.statSync(process.argv[2]).size}`);
  ' "$out" "$WORK/answer"
}

echo
echo "| call (one at a time, curl) | HTTP | envelope code | total | cards | bytes | first call (built) | second (from memory) |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for path in "$SEARCH_PATH" "$SHORT_PATH"; do
  read -r status1 ms1 code1 total1 listed1 bytes1 < <(probe "$path")
  read -r status2 ms2 code2 _ _ _ < <(probe "$path")
  { [ "$status1" = 200 ] && [ "$code1" = 200 ] && [ "$status2" = 200 ] && [ "$code2" = 200 ]; } ||
    die "$path answered HTTP $status1/$status2, code $code1/$code2: $(head -c 300 "$WORK/answer")"
  echo "| \`GET $(node -e 'console.log(decodeURIComponent(process.argv[1]))' "$path")\` | $status1 | $code1 | $total1 | $listed1 | $bytes1 | $ms1 ms | $ms2 ms |"
done
kill -TERM "$SERVER_PID"
wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""

# --- the SQL alone: what a cache miss costs --------------------------------------------------------------------
# A copy of what JobStore::search (server/src/employment/job_store.cpp) runs, with the card columns of
# store_rows.h and the keyword clause of db/like.h: a COUNT, then the page. Keep it in step with them.
echo
echo "| SQL of JobStore::search ($SAMPLES runs each, one connection, python3 sqlite3 $(python3 -c 'import sqlite3; print(sqlite3.sqlite_version)')) | rows | mean | p50 | p99 | max | plan |"
echo "|---|---:|---:|---:|---:|---:|---|"
python3 - "$WORK/data/xuejing.db" "$SAMPLES" <<'PY'
import math, sqlite3, sys, time

db = sqlite3.connect(sys.argv[1])
samples = int(sys.argv[2])
columns = ("j.id, j.sign, j.company_id, j.title, j.position, j.industry, j.city, j.salary_min, j.salary_max, "
           "j.education, j.experience, j.job_type, j.headcount, j.tags, j.status, j.promoted, j.listed, "
           "j.view_count, j.apply_count, j.updated_at, c.sign AS company_sign, c.name AS company_name, "
           "c.logo AS company_logo, c.industry AS company_industry, c.scale AS company_scale ")
card_select = "SELECT " + columns + " FROM job j JOIN company c ON c.id = j.company_id "
count = "SELECT COUNT(*) AS n FROM job j "
page = " ORDER BY j.updated_at DESC, j.id DESC LIMIT :limit OFFSET :offset"
searches = [
    ("工程师 + 4201 + I (FTS5 trigram)",
     # JobStore's keyword clause with a city given: "+j.id", so the city's index leads (job_store.cpp).
     "WHERE j.listed = 1 AND +j.id IN (SELECT rowid FROM job_search WHERE job_search MATCH :match)"
     " AND j.city = :city AND j.industry = :industry",
     {"match": '"工程师"', "city": "4201", "industry": "I"}),
    ("运营 + 4403 (2 characters: LIKE)",
     "WHERE j.listed = 1 AND j.search LIKE :like ESCAPE '\\' AND j.city = :city",
     {"like": "%运营%", "city": "4403"}),
]

def ms(x):
    return "%.2f ms" % x

for label, where, params in searches:
    statements = [("COUNT", count + where, params),
                  ("page 1 of 8", card_select + where + page, dict(params, limit=8, offset=0))]
    both = [0.0] * samples
    for name, sql, p in statements:
        plan = "; ".join(r[3] for r in db.execute("EXPLAIN QUERY PLAN " + sql, p))
        times = []
        rows = None
        for k in range(samples):
            t = time.perf_counter()
            rows = db.execute(sql, p).fetchall()
            dt = (time.perf_counter() - t) * 1000
            times.append(dt)
            both[k] += dt
        shown = rows[0][0] if name == "COUNT" else len(rows)
        times.sort()
        p99 = times[math.ceil(0.99 * samples) - 1]
        print(f"| {label}: {name} | {shown} | {ms(sum(times) / samples)} | {ms(times[samples // 2])} | {ms(p99)} "
              f"| {ms(times[-1])} | {plan} |")
    both.sort()
    print(f"| {label}: **a miss (both)** | | **{ms(sum(both) / samples)}** | {ms(both[samples // 2])} "
          f"| **{ms(both[math.ceil(0.99 * samples) - 1])}** | {ms(both[-1])} | |")
PY

# --- wrk against the server and nginx ------------------------------------------------------------------------
echo
bench/run.sh --data "$DATA" --connections "$CONNECTIONS" --duration "$DURATION" --rounds "$ROUNDS" --warmup "$WARMUP" \
  --path "$SEARCH_PATH" 2>&1 | tee "$WORK/run.log"
server=$(sed -n 's/^median  server  \([0-9]*\) requests\/s, p99 \([0-9.]*\) ms, p95 \([0-9.]*\) ms$/\1 \2 \3/p' "$WORK/run.log")
nginx=$(sed -n 's/^median  nginx   \([0-9]*\) requests\/s, p99 \([0-9.]*\) ms.*/\1 \2/p' "$WORK/run.log")
ratio=$(sed -n 's/^ratio server\/nginx: requests\/s \([0-9.]*\),.*/\1/p' "$WORK/run.log")
bytes=$(sed -n 's/^bench: .* (\([0-9]*\) bytes, .*/\1/p' "$WORK/run.log")
read -r rps p99 p95 <<<"$server"
read -r nrps np99 <<<"$nginx"
# round lines: "round target requests/s p99 p95 non-2xx errors"
read -r bad_answers socket_errors < <(awk '$1 ~ /^[0-9]+$/ && ($2 == "server" || $2 == "nginx") { n += $6; e += $7 } END { print n + 0, e + 0 }' \
  "$WORK/run.log")
server_requests=$(sed -n 's/^bench: server RSS .* | \([0-9]*\)$/\1/p' "$WORK/run.log")
goal=$(awk -v p="$p99" -v r="$ratio" 'BEGIN { print (p <= 20 && r >= 0.4) ? "met" : "NOT met" }')

echo
echo "| target | server requests/s | p99 | p95 | nginx requests/s (p99) | ratio | non-2xx / socket errors |"
echo "|---|---:|---:|---:|---:|---:|---:|"
echo "| \`GET $(node -e 'console.log(decodeURIComponent(process.argv[1]))' "$SEARCH_PATH")\` ($bytes bytes) | $rps | $p99 ms | $p95 ms | $nrps ($np99 ms) | **$ratio** | $bad_answers / $socket_errors |"
echo
echo "job_search: $server_requests server requests in the rounds; goal (p99 ≤ 20 ms, ≥ 0.4× nginx) $goal"
