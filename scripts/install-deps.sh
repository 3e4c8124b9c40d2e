#!/usr/bin/env bash
# Installs what building, running and testing Xuejing needs on Debian 12, and only what is missing.
# Usage: scripts/install-deps.sh [build|test|bench]   (each level includes the ones before it)
set -euo pipefail

level=${1:-build}

build_pkgs=(
  cmake ninja-build ccache pkg-config g++
  libboost1.81-dev libboost-json1.81-dev libboost-program-options1.81-dev
  libsqlite3-dev libpq-dev libsodium-dev libssl-dev libgd-dev libqrencode-dev libmagic-dev
  libcurl4-openssl-dev libzip-dev libexpat1-dev libxml2-dev libxlsxwriter-dev libspdlog-dev libfmt-dev libcli11-dev
  libgtest-dev libgmock-dev zlib1g-dev gzip
  postgresql sqlite3 fonts-wqy-microhei ffmpeg
  libpango1.0-dev libcairo2-dev fonts-noto-cjk
)
test_pkgs=(chromium clang-format clang-tidy clang libclang-rt-14-dev poppler-utils nginx-light)
bench_pkgs=(wrk)

want=("${build_pkgs[@]}")
case "$level" in
  test) want+=("${test_pkgs[@]}") ;;
  bench) want+=("${test_pkgs[@]}" "${bench_pkgs[@]}") ;;
esac
command -v node >/dev/null 2>&1 || want+=(nodejs npm)

missing=()
for p in "${want[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The packaged cluster is not used: tests start their own throwaway clusters.
  if printf '%s\n' "${missing[@]}" | grep -qx postgresql; then
    $sudo systemctl disable --now postgresql >/dev/null 2>&1 || true
  fi
  # Nor the packaged nginx: deploy/cluster.sh and bench/ start their own, on ports of their own.
  if printf '%s\n' "${missing[@]}" | grep -qx nginx-light; then
    $sudo systemctl disable --now nginx >/dev/null 2>&1 || $sudo service nginx stop >/dev/null 2>&1 || true
  fi
fi
