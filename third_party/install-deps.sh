#!/usr/bin/env bash
# Installs every system package the project builds, tests and runs with (Debian 12).
# Idempotent: packages already present are skipped; apt is only touched when something is missing.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git ccache
  clang-14 libclang-rt-14-dev
  libgdal-dev gdal-bin
  libsdl2-dev libimgui-dev libgl-dev libstb-dev
  libcereal-dev
  doctest-dev libcli11-dev
  libcairo2-dev libpoppler-cpp-dev
  libbenchmark-dev libboost-dev libboost-graph-dev
  nettle-dev
  parallel
  xvfb xauth mesa-utils libgl1-mesa-dri fonts-dejavu-core
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
