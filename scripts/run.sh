#!/usr/bin/env bash
# Starts Xuejing with demo data (seeded on first start) and prints where to find it. Used by `make run`.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PORT:-8080}
data_dir=${DATA_DIR:-data}
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done

cat <<EOT

  学鲸 Xuejing — http://localhost:${port}
  data: ${data_dir}/   (delete it to start again with fresh demo data)

  Demo data: the school 学鲸职业技术学院 with its menus, banners and adverts.
  Demo accounts arrive with the accounts domain; see README.md.

EOT
exec build/bin/xuejing-server --port "$port" --data-dir "$data_dir" --demo "${args[@]}"
