#!/usr/bin/env bash
# A Xuejing deployment on this machine's loopback: a PostgreSQL cluster, N server instances sharing it and one
# shared folder of files, and nginx in front with the production routes (deploy/nginx/). For the multi-instance tests
# (tests/cluster/) and for trying a deployment out; not for real data (the PostgreSQL cluster runs without fsync).
#
#   deploy/cluster.sh start DIR [N] [-- SERVER-ARGS...]   start everything in DIR (N instances, default 2); prints
#                                                         the site's URL; DIR/cluster.env says the rest
#   deploy/cluster.sh stop DIR                            stop everything and remove DIR
#   deploy/cluster.sh kill DIR I                          kill instance I (1…N) at once, as a crash would
#   deploy/cluster.sh revive DIR I                        start instance I again on its port
#
# The server is build/bin/xuejing-server (XJ_SERVER_BIN), the site web/dist (XJ_WEB_ROOT). Every instance starts
# with --demo unless SERVER-ARGS are given. nginx passes a client's own X-Forwarded-For on as it came (the tests
# name their client addresses, as the server trusts loopback to); production's config appends the peer instead.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
readonly ROOT
readonly kNginx=${NGINX_BIN:-/usr/sbin/nginx}
readonly kReadySeconds=120

usage() {
    sed -n '6,10p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

die() {
    echo "cluster: $*" >&2
    exit 1
}

free_port() {
    node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# Whether PID runs (a zombie left for its parent to reap does not).
alive() {
    kill -0 "$1" 2>/dev/null && [ "$(ps -o stat= -p "$1" 2>/dev/null | cut -c1)" != Z ]
}

# Whether GET /healthz on PORT answers 200 (node: a fresh machine has it for the web build, not always curl).
healthy() {
    node -e 'fetch(`http://127.0.0.1:${process.argv[1]}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"
}

# Waits until GET /healthz on PORT answers 200, or the process PID has died.
wait_ready() {
    local port=$1 pid=$2 what=$3 waited=0
    until healthy "$port"; do
        alive "$pid" || die "$what exited while starting (see its log)"
        ((waited < kReadySeconds * 10)) || die "$what was not ready after ${kReadySeconds}s"
        sleep 0.2
        waited=$((waited + 2))
    done
}

# Starts instance I of the cluster in DIR on its port (DIR/iI.port), in the background.
start_instance() {
    local dir=$1 i=$2
    local port
    port=$(cat "$dir/i$i.port")
    # shellcheck source=/dev/null
    . "$dir/cluster.env"
    mkdir -p "$dir/i$i"
    local args=()
    read -r -a args <"$dir/server.args" || true
    setsid "${XJ_SERVER_BIN:-$ROOT/build/bin/xuejing-server}" --host 127.0.0.1 --port "$port" --data-dir "$dir/i$i" \
        --shared-dir "$dir/shared" --database-url "$PG_URL" --web-root "${XJ_WEB_ROOT:-$ROOT/web/dist}" \
        "${args[@]}" >>"$dir/i$i/server.out" 2>&1 </dev/null &
    echo $! >"$dir/i$i.pid"
}

write_nginx_conf() {
    local dir=$1 port=$2 n=$3
    local conf=$dir/nginx/nginx.conf
    mkdir -p "$dir/nginx/tmp"
    {
        echo "worker_processes 1;"
        echo "daemon on;"
        echo "pid $dir/nginx/nginx.pid;"
        echo "error_log $dir/nginx/error.log warn;"
        [ "$(id -u)" -eq 0 ] && echo "user root;"
        echo "events { worker_connections 1024; }"
        echo "http {"
        echo "    include /etc/nginx/mime.types;"
        echo "    access_log $dir/nginx/access.log;"
        for t in client_body proxy fastcgi uwsgi scgi; do echo "    ${t}_temp_path $dir/nginx/tmp/$t;"; done
        echo "    upstream xuejing {"
        for i in $(seq 1 "$n"); do
            echo "        server 127.0.0.1:$(cat "$dir/i$i.port") max_fails=1 fail_timeout=5s;"
        done
        echo "        keepalive 16;"
        echo "    }"
        echo "    include $ROOT/deploy/nginx/xuejing-proxy.conf;"
        echo "    map \$http_x_forwarded_for \$xj_forwarded_for { \"\" \$remote_addr; default \$http_x_forwarded_for; }"
        echo "    proxy_set_header X-Forwarded-For \$xj_forwarded_for;"
        echo "    server {"
        echo "        listen 127.0.0.1:$port;"
        echo "        set \$xj_web_root ${XJ_WEB_ROOT:-$ROOT/web/dist};"
        echo "        include $ROOT/deploy/nginx/xuejing-locations.conf;"
        echo "    }"
        echo "}"
    } >"$conf"
}

# A start that fails shows the logs' ends and leaves nothing running.
failed_start() {
    local dir=$1
    for log in "$dir"/i*/server.out "$dir/nginx/error.log"; do
        [ -f "$log" ] && { echo "--- $log" && tail -n 30 "$log"; } >&2
    done
    stop "$dir"
}

start() {
    local dir=$1 n=2
    shift
    if [ $# -gt 0 ] && [ "$1" != "--" ]; then
        n=$1
        shift
    fi
    [ "${1:-}" = "--" ] && shift
    [[ "$n" =~ ^[1-9][0-9]?$ ]] || die "N must be 1–99"
    [ -e "$dir" ] && die "$dir exists: stop that cluster first"
    [ -x "$kNginx" ] || die "no nginx at $kNginx (scripts/install-deps.sh test installs it)"
    mkdir -p "$dir/shared"
    dir=$(cd "$dir" && pwd)
    trap 'failed_start "$dir"' EXIT
    if [ $# -gt 0 ]; then echo "$*" >"$dir/server.args"; else echo "--demo" >"$dir/server.args"; fi

    local pg_port pg_url
    pg_port=$(free_port)
    "$ROOT/scripts/pg-cluster.sh" start "$dir/pg" "$pg_port" >/dev/null
    pg_url=$("$ROOT/scripts/pg-cluster.sh" createdb "$dir/pg" "$pg_port" xuejing)
    {
        echo "PG_URL=$pg_url"
        echo "PG_PORT=$pg_port"
        echo "INSTANCES=$n"
    } >"$dir/cluster.env"

    for i in $(seq 1 "$n"); do free_port >"$dir/i$i.port"; done
    # The first instance migrates and seeds alone; the others then start side by side.
    start_instance "$dir" 1
    wait_ready "$(cat "$dir/i1.port")" "$(cat "$dir/i1.pid")" "instance 1"
    for i in $(seq 2 "$n"); do start_instance "$dir" "$i"; done
    for i in $(seq 2 "$n"); do wait_ready "$(cat "$dir/i$i.port")" "$(cat "$dir/i$i.pid")" "instance $i"; done

    local port
    port=$(free_port)
    write_nginx_conf "$dir" "$port" "$n"
    "$kNginx" -q -c "$dir/nginx/nginx.conf" -p "$dir/nginx" || die "nginx did not start (see $dir/nginx/error.log)"
    wait_ready "$port" "$(cat "$dir/nginx/nginx.pid")" "nginx"
    echo "URL=http://127.0.0.1:$port" >>"$dir/cluster.env"
    trap - EXIT
    echo "http://127.0.0.1:$port"
}

stop_instance() {
    local dir=$1 i=$2 signal=${3:-TERM}
    local pid
    pid=$(cat "$dir/i$i.pid" 2>/dev/null) || return 0
    kill "-$signal" "$pid" 2>/dev/null || true
    for _ in $(seq 1 300); do
        alive "$pid" || break
        sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
    rm -f "$dir/i$i.pid"
}

stop() {
    local dir=$1
    [ -d "$dir" ] || return 0
    if [ -f "$dir/nginx/nginx.pid" ]; then
        "$kNginx" -q -c "$dir/nginx/nginx.conf" -p "$dir/nginx" -s stop 2>/dev/null || true
    fi
    local i
    for f in "$dir"/i*.port; do
        [ -e "$f" ] || continue
        i=$(basename "$f" .port)
        stop_instance "$dir" "${i#i}"
    done
    "$ROOT/scripts/pg-cluster.sh" stop "$dir/pg" >/dev/null 2>&1 || true
    rm -rf "$dir"
}

case "${1:-}" in
    start)
        [ $# -ge 2 ] || usage
        shift
        start "$@"
        ;;
    stop)
        [ $# -eq 2 ] || usage
        stop "$2"
        ;;
    kill)
        [ $# -eq 3 ] || usage
        stop_instance "$2" "$3" KILL
        ;;
    revive)
        [ $# -eq 3 ] || usage
        [ -f "$2/i$3.port" ] || die "no instance $3 in $2"
        start_instance "$2" "$3"
        wait_ready "$(cat "$2/i$3.port")" "$(cat "$2/i$3.pid")" "instance $3"
        ;;
    *) usage ;;
esac
