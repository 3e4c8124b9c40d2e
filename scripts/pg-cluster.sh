#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on 127.0.0.1 for tests.
#
#   scripts/pg-cluster.sh start DIR PORT            fresh cluster in DIR, started; prints the superuser URL
#   scripts/pg-cluster.sh stop DIR                  stop fast and remove DIR
#   scripts/pg-cluster.sh url DIR PORT [DBNAME]     print the URL of DBNAME (default postgres)
#   scripts/pg-cluster.sh createdb DIR PORT NAME    create database NAME; prints its URL
#
# PostgreSQL refuses to run as root: when run as root, every server command runs as the
# "postgres" system user and DIR is owned by it. Trust auth on the unix socket (inside DIR)
# and on 127.0.0.1; fsync is off. Not for real data.
set -euo pipefail

readonly kPgBin=${PG_BIN:-/usr/lib/postgresql/15/bin}
readonly kSuperuser=postgres
readonly kStartTimeoutSeconds=60
readonly kStopTimeoutSeconds=30

usage() {
    sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

die() {
    echo "pg-cluster: $*" >&2
    exit 1
}

is_root() { [ "$(id -u)" -eq 0 ]; }

# Runs a command as the user who owns the cluster.
as_owner() {
    if is_root; then
        runuser -u "$kSuperuser" -- "$@"
    else
        "$@"
    fi
}

absolute_dir() {
    local dir=$1
    case "$dir" in
        /*) printf '%s\n' "${dir%/}" ;;
        *) printf '%s/%s\n' "$(pwd)" "${dir%/}" ;;
    esac
}

check_port() {
    if ! [[ "$1" =~ ^[0-9]+$ ]] || [ "$1" -lt 1 ] || [ "$1" -gt 65535 ]; then
        die "bad port: $1"
    fi
}

url_for() {
    local port=$1 dbname=${2:-postgres}
    printf 'postgresql://%s@127.0.0.1:%s/%s\n' "$kSuperuser" "$port" "$dbname"
}

# Stops a cluster that may still be running from an earlier run at the same DIR.
stop_running() {
    local data=$1
    if [ -f "$data/postmaster.pid" ]; then
        as_owner "$kPgBin/pg_ctl" -D "$data" -m immediate -t "$kStopTimeoutSeconds" stop >/dev/null 2>&1 || true
    fi
    if [ -f "$data/postmaster.pid" ]; then
        local pid
        pid=$(head -n 1 "$data/postmaster.pid" 2>/dev/null || true)
        if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null; then
            kill -KILL "$pid" 2>/dev/null || true
            sleep 1
        fi
        rm -f "$data/postmaster.pid"
    fi
}

init_cluster() {
    local dir=$1 data=$1/data
    mkdir -p "$dir"
    if is_root; then
        chown -R "$kSuperuser:" "$dir"
        runuser -u "$kSuperuser" -- test -w "$dir" ||
            die "user $kSuperuser cannot reach $dir (choose a DIR outside private folders, e.g. under /tmp)"
    fi
    as_owner "$kPgBin/initdb" -D "$data" -U "$kSuperuser" --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
        >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; die "initdb failed"; }
    as_owner tee -a "$data/postgresql.conf" >/dev/null <<EOF
# pg-cluster.sh: throwaway test cluster
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
EOF
    as_owner tee "$data/pg_hba.conf" >/dev/null <<EOF
local   all all                trust
host    all all 127.0.0.1/32   trust
EOF
}

cmd_start() {
    [ $# -eq 2 ] || usage
    local dir port
    dir=$(absolute_dir "$1")
    port=$2
    check_port "$port"
    [ "$dir" != "/" ] || die "refusing to use /"
    # Always a fresh cluster: a stale one left at DIR by an earlier run is stopped and wiped.
    if [ -d "$dir/data" ]; then
        stop_running "$dir/data"
    fi
    rm -rf "$dir"
    init_cluster "$dir"
    as_owner "$kPgBin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "-p $port -k $dir" \
        -w -t "$kStartTimeoutSeconds" start >/dev/null ||
        { tail -n 20 "$dir/server.log" >&2 || true; die "server did not start on port $port"; }
    local waited=0
    until "$kPgBin/pg_isready" -q -h 127.0.0.1 -p "$port" -U "$kSuperuser"; do
        waited=$((waited + 1))
        [ "$waited" -le "$kStartTimeoutSeconds" ] || die "server not ready on port $port"
        sleep 1
    done
    url_for "$port"
}

cmd_stop() {
    [ $# -eq 1 ] || usage
    local dir
    dir=$(absolute_dir "$1")
    if [ -z "$dir" ] || [ "$dir" = "/" ]; then
        die "refusing to remove '$dir'"
    fi
    if [ -d "$dir/data" ]; then
        if [ -f "$dir/data/postmaster.pid" ]; then
            as_owner "$kPgBin/pg_ctl" -D "$dir/data" -m fast -t "$kStopTimeoutSeconds" stop >/dev/null 2>&1 || true
        fi
        stop_running "$dir/data"
    fi
    rm -rf "$dir"
}

cmd_url() {
    [ $# -eq 2 ] || [ $# -eq 3 ] || usage
    check_port "$2"
    url_for "$2" "${3:-postgres}"
}

cmd_createdb() {
    [ $# -eq 3 ] || usage
    local dir port name
    dir=$(absolute_dir "$1")
    port=$2
    name=$3
    check_port "$port"
    as_owner "$kPgBin/createdb" -h "$dir" -p "$port" -U "$kSuperuser" "$name"
    url_for "$port" "$name"
}

[ $# -ge 1 ] || usage
command=$1
shift
case "$command" in
    start) cmd_start "$@" ;;
    stop) cmd_stop "$@" ;;
    url) cmd_url "$@" ;;
    createdb) cmd_createdb "$@" ;;
    *) usage ;;
esac
