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
  Demo accounts (password xuejing2026):
    13800000001  张晓明  student (学鲸职业技术学院)
    13800000002  王丽华  teacher
    13800000003  李娜    normal
    13800000004  陈国强  schoolAdmin
    13800000005  赵敏    enterprise
    13800000006  周杰    admin
  SMS codes: http://localhost:${port}/api/v1/dev/sms?mobile=<number>
  Course activation codes: XJDEMO2026CODE01 电子商务运营, XJDEMO2026CODE02 跨境电商实务,
    XJDEMO2026CODE03 物流管理, XJDEMO2026CODE04 创新创业基础

EOT
exec build/bin/xuejing-server --port "$port" --data-dir "$data_dir" --demo "${args[@]}"
