#!/usr/bin/env bash
# Load benchmark: the xuejing-server answering one API call, against nginx serving the exact same bytes
# as a static file — the fastest a single response of that size can be served on this machine.
#
# Usage: bench/run.sh [--connections 64] [--threads 2] [--duration 10s] [--rounds 5] [--warmup 3s]
#                     [--path /api/v1/menu/getNavigationBar] [--body JSON] [--data DIR] [--as MOBILE]
#   --body JSON  POSTs the JSON body (nginx answers the POST with the same bytes)
#   --data DIR   starts the server on a copy of a prepared data directory (bench/gen-data.sh)
#   --as MOBILE  calls as that demo user: a session row is written into the server's SQLite database (sqlite3) and
#                its token sent as the cookie by every request (nginx gets the cookie too and ignores it)
#
# Builds nothing: it needs build/bin/xuejing-server (a Release build: make server), nginx and wrk
# (scripts/install-deps.sh bench). Everything runs on 127.0.0.1 from a temp directory that is removed on exit.
# Environment: XJ_BENCH_SERVER_ARGS adds server flags (e.g. "--no-access-log"); XJ_SERVER_BIN another binary.
# The rounds alternate server / nginx so that drift of the machine affects both alike. Output: one line per
# round, the medians, the ratio server/nginx, then a markdown table for docs/performance.md.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)

CONNECTIONS=64
THREADS=2
DURATION=10s
ROUNDS=5
WARMUP=3s
API_PATH=/api/v1/menu/getNavigationBar
SERVER_BIN=${XJ_SERVER_BIN:-$ROOT/build/bin/xuejing-server}

BODY_JSON=""
DATA_DIR=""
AS_MOBILE=""

usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit "${1:-0}"; }
while [ $# -gt 0 ]; do
  case "$1" in
    -c | --connections) CONNECTIONS=$2; shift 2 ;;
    -t | --threads) THREADS=$2; shift 2 ;;
    -d | --duration) DURATION=$2; shift 2 ;;
    -r | --rounds) ROUNDS=$2; shift 2 ;;
    -w | --warmup) WARMUP=$2; shift 2 ;;
    -p | --path) API_PATH=$2; shift 2 ;;
    -b | --body) BODY_JSON=$2; shift 2 ;;
    --data) DATA_DIR=$2; shift 2 ;;
    --as) AS_MOBILE=$2; shift 2 ;;
    -h | --help) usage 0 ;;
    *) echo "bench: unknown argument $1" >&2; usage 2 >&2 ;;
  esac
done

die() { echo "bench: $*" >&2; exit 1; }
[ -x "$SERVER_BIN" ] || die "no server binary at $SERVER_BIN (make server)"
command -v wrk >/dev/null || die "wrk is missing (scripts/install-deps.sh bench)"
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$NGINX" ] || die "nginx is missing (scripts/install-deps.sh bench)"
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$ROOT/build/CMakeCache.txt" 2>/dev/null || true)
[ "${build_type:-Release}" = Release ] || echo "bench: warning: build/ is a ${build_type} build, not Release" >&2

WORK=$(mktemp -d /tmp/xj-bench.XXXXXX)
SERVER_PID=""
NGINX_PID=""
cleanup() {
  # only the processes this script started, by their ids
  if [ -n "$NGINX_PID" ] && kill -0 "$NGINX_PID" 2>/dev/null; then
    kill -QUIT "$NGINX_PID" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$NGINX_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$NGINX_PID" 2>/dev/null || true
  fi
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
  fi
  wait 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# Fetches a URL (POSTing the JSON $3 when given); writes the body bytes to $2 and prints "status content-type".
fetch_raw() {
  node -e '
    const http = require("http"), fs = require("fs");
    const body = process.argv[3];
    const headers = body ? { "content-type": "application/json" } : {};
    if (process.env.XJ_BENCH_COOKIE) headers.cookie = process.env.XJ_BENCH_COOKIE;
    const req = http.request(process.argv[1], { agent: false, method: body ? "POST" : "GET", headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        fs.writeFileSync(process.argv[2], Buffer.concat(chunks));
        console.log(res.statusCode + " " + (res.headers["content-type"] || ""));
      });
    });
    req.on("error", () => { console.log("000 -"); });
    req.end(body || undefined);
  ' "$1" "$2" "${3:-}"
}

wait_http() { # url pid what
  for _ in $(seq 600); do
    kill -0 "$2" 2>/dev/null || die "$3 exited during start-up: $(tail -n 20 "$WORK/$3.log" 2>/dev/null)"
    local status
    status=$(fetch_raw "$1" "$WORK/probe" | cut -d' ' -f1)
    [ "$status" = 200 ] && return 0
    sleep 0.1
  done
  die "$3 did not answer $1 with 200 within 60 s"
}

CORES=$(nproc)
SERVER_PORT=$(free_port)
NGINX_PORT=$(free_port)
while [ "$NGINX_PORT" = "$SERVER_PORT" ]; do NGINX_PORT=$(free_port); done

# --- the server, with demo data --------------------------------------------------------------------------
mkdir -p "$WORK/data" "$WORK/web"
if [ -n "$DATA_DIR" ]; then
  [ -f "$DATA_DIR/xuejing.db" ] || die "no xuejing.db in $DATA_DIR (bench/gen-data.sh DIR)"
  cp -a "$DATA_DIR/." "$WORK/data/"
fi
# XJ_BENCH_SERVER_ARGS adds flags, e.g. "--no-access-log" or "--workers 4"
# shellcheck disable=SC2086
"$SERVER_BIN" --host 127.0.0.1 --port "$SERVER_PORT" --data-dir "$WORK/data" --web-root "$WORK/web" --demo \
  ${XJ_BENCH_SERVER_ARGS:-} >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
wait_http "http://127.0.0.1:$SERVER_PORT/healthz" "$SERVER_PID" server

if [ -n "$AS_MOBILE" ]; then
  command -v sqlite3 >/dev/null || die "sqlite3 is missing (scripts/install-deps.sh)"
  # A session as the server makes them: the cookie's token (256 random bits, base64url), its SHA-256 in the table.
  TOKEN=$(head -c 32 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
  TOKEN_HASH=$(printf %s "$TOKEN" | sha256sum | cut -d' ' -f1)
  made=$(sqlite3 "$WORK/data/xuejing.db" "INSERT INTO session (token_hash, user_id, expires_at, created_at)
    SELECT '$TOKEN_HASH', id, strftime('%s','now') + 86400, strftime('%s','now') FROM users WHERE mobile = '$AS_MOBILE';
    SELECT changes();")
  [ "$made" = 1 ] || die "no demo user with mobile $AS_MOBILE"
  export XJ_BENCH_COOKIE="token=$TOKEN"
fi

SERVER_URL="http://127.0.0.1:$SERVER_PORT$API_PATH"
read -r status ctype < <(fetch_raw "$SERVER_URL" "$WORK/body" "$BODY_JSON")
[ "$status" = 200 ] || die "$API_PATH answered $status"
BODY_BYTES=$(stat -c %s "$WORK/body")

# --- nginx, serving the same bytes with the same Content-Type ----------------------------------------------
mkdir -p "$WORK/nginx/www" "$WORK/nginx/tmp"
cp "$WORK/body" "$WORK/nginx/www/body"
user_line=""
[ "$(id -u)" -eq 0 ] && user_line="user root;"
cat >"$WORK/nginx/nginx.conf" <<EOF
$user_line
daemon off;
worker_processes $CORES;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path $WORK/nginx/tmp/body;
  proxy_temp_path $WORK/nginx/tmp/proxy;
  fastcgi_temp_path $WORK/nginx/tmp/fastcgi;
  uwsgi_temp_path $WORK/nginx/tmp/uwsgi;
  scgi_temp_path $WORK/nginx/tmp/scgi;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    location / {
      root $WORK/nginx/www;
      types { }
      default_type "$ctype";
      try_files /body =404;
      error_page 405 =200 \$uri;
    }
  }
}
EOF
"$NGINX" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -e "$WORK/nginx/error.log" >"$WORK/nginx.log" 2>&1 &
NGINX_PID=$!
NGINX_URL="http://127.0.0.1:$NGINX_PORT$API_PATH"
wait_http "$NGINX_URL" "$NGINX_PID" nginx
read -r nstatus nctype < <(fetch_raw "$NGINX_URL" "$WORK/nginx-body" "$BODY_JSON")
cmp -s "$WORK/body" "$WORK/nginx-body" || die "nginx does not serve the same bytes"
[ "$nctype" = "$ctype" ] || die "nginx Content-Type '$nctype' differs from '$ctype'"

# wrk's --latency table stops at 90% and 99%: the script's done() prints the 95th percentile as well.
WRK_SCRIPT=$WORK/wrk.lua
: >"$WRK_SCRIPT"
if [ -n "$BODY_JSON" ]; then
  node -e 'console.log(`wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = ${JSON.stringify(process.argv[1])}`)' \
    "$BODY_JSON" >"$WRK_SCRIPT"
fi
cat >>"$WRK_SCRIPT" <<'LUA'
done = function(summary, latency, requests)
  io.write(string.format("p95_us %d\n", latency:percentile(95)))
end
LUA

# --- wrk ----------------------------------------------------------------------------------------------------
# Prints "rps p99_ms p95_ms non2xx errors requests" for one run.
run_wrk() { # url duration
  local out
  out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$2" --latency -s "$WRK_SCRIPT" \
    ${XJ_BENCH_COOKIE:+-H "Cookie: $XJ_BENCH_COOKIE"} "$1")
  echo "$out" >>"$WORK/wrk.log"
  awk '
    function ms(v) {
      if (v ~ /us$/) { sub(/us$/, "", v); return v / 1000 }
      if (v ~ /ms$/) { sub(/ms$/, "", v); return v + 0 }
      if (v ~ /m$/)  { sub(/m$/, "", v);  return v * 60000 }
      if (v ~ /s$/)  { sub(/s$/, "", v);  return v * 1000 }
      return v + 0
    }
    /^Requests\/sec:/ { rps = $2 }
    / requests in / { requests = $1 }
    /^ +99(\.000)?%/ { p99 = ms($2) }
    /^p95_us / { p95 = $2 / 1000 }
    /Non-2xx or 3xx responses:/ { non2xx = $NF }
    /Socket errors:/ { gsub(/,/, ""); errs = $4 + $6 + $8 + $10 }
    END { printf "%.0f %.3f %.3f %d %d %d\n", rps, p99, p95, non2xx, errs, requests }
  ' <<<"$out"
}

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

echo "bench: $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -n), $CORES cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)"
METHOD=GET
[ -n "$BODY_JSON" ] && METHOD="POST $BODY_JSON"
[ -n "$AS_MOBILE" ] && METHOD="$METHOD as $AS_MOBILE"
echo "bench: $METHOD $API_PATH ($BODY_BYTES bytes, $ctype); wrk -t$THREADS -c$CONNECTIONS -d$DURATION --latency; $ROUNDS rounds"
echo "bench: server $(basename "$SERVER_BIN") on :$SERVER_PORT, nginx $("$NGINX" -v 2>&1 | sed 's/.*nginx\///') with $CORES workers on :$NGINX_PORT"

echo "bench: warm-up ($WARMUP each)"
run_wrk "$SERVER_URL" "$WARMUP" >/dev/null
run_wrk "$NGINX_URL" "$WARMUP" >/dev/null

# The server's resident memory (MB) now and after the rounds, with the requests it answered in between.
rss_mb() { awk '/^VmRSS:/ { printf "%.1f", $2 / 1024 }' "/proc/$SERVER_PID/status"; }
rss_before=$(rss_mb)
server_requests=0
server_rps=() server_p99=() server_p95=() nginx_rps=() nginx_p99=() nginx_p95=()
bad=0
printf '%-6s %-7s %12s %10s %10s %8s %7s\n' round target 'requests/s' 'p99 ms' 'p95 ms' non-2xx errors
for round in $(seq "$ROUNDS"); do
  for target in server nginx; do
    url=$SERVER_URL
    [ "$target" = nginx ] && url=$NGINX_URL
    read -r rps p99 p95 non2xx errs requests < <(run_wrk "$url" "$DURATION")
    printf '%-6s %-7s %12s %10s %10s %8s %7s\n' "$round" "$target" "$rps" "$p99" "$p95" "$non2xx" "$errs"
    [ "$non2xx" -eq 0 ] && [ "$errs" -eq 0 ] || bad=1
    if [ "$target" = server ]; then
      server_rps+=("$rps") server_p99+=("$p99") server_p95+=("$p95")
      server_requests=$((server_requests + requests))
    else
      nginx_rps+=("$rps") nginx_p99+=("$p99") nginx_p95+=("$p95")
    fi
  done
done

s_rps=$(printf '%s\n' "${server_rps[@]}" | median)
s_p99=$(printf '%s\n' "${server_p99[@]}" | median)
n_rps=$(printf '%s\n' "${nginx_rps[@]}" | median)
n_p99=$(printf '%s\n' "${nginx_p99[@]}" | median)
s_p95=$(printf '%s\n' "${server_p95[@]}" | median)
n_p95=$(printf '%s\n' "${nginx_p95[@]}" | median)
ratio_rps=$(awk -v a="$s_rps" -v b="$n_rps" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
ratio_p99=$(awk -v a="$s_p99" -v b="$n_p99" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')

echo
echo "median  server  $(printf '%.0f' "$s_rps") requests/s, p99 ${s_p99} ms, p95 ${s_p95} ms"
echo "median  nginx   $(printf '%.0f' "$n_rps") requests/s, p99 ${n_p99} ms, p95 ${n_p95} ms"
echo "ratio server/nginx: requests/s ${ratio_rps}, p99 ${ratio_p99}"
echo "bench: server RSS ${rss_before} → $(rss_mb) | ${server_requests}"
[ "$bad" -eq 0 ] || echo "bench: WARNING: some runs had non-2xx answers or socket errors (see the table)" >&2

echo
echo "| target | requests/s (median of $ROUNDS) | p99 latency (median) | rounds: requests/s |"
echo "|---|---:|---:|---|"
echo "| xuejing-server \`${METHOD%% *} $API_PATH\` | $(printf '%.0f' "$s_rps") | ${s_p99} ms | $(IFS=' '; echo "${server_rps[*]}" | sed 's/ /, /g') |"
echo "| nginx, same bytes as a static file | $(printf '%.0f' "$n_rps") | ${n_p99} ms | $(IFS=' '; echo "${nginx_rps[*]}" | sed 's/ /, /g') |"
echo "| **ratio server/nginx** | **${ratio_rps}** | **${ratio_p99}** | |"
echo
echo "Measured $(date -u +%Y-%m-%d) with \`bench/run.sh --connections $CONNECTIONS --threads $THREADS --duration $DURATION --rounds $ROUNDS --path $API_PATH\`; $CORES cores ($(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)), body $BODY_BYTES bytes."
