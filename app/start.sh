#!/usr/bin/env bash
# The README's run command: install what is missing, build, then open the editor on the bundled
# default campaign. With no display it plays that campaign for a few days on the command line
# and prints the day-by-day log instead.
set -euo pipefail
cd "$(dirname "$0")/.."

bash third_party/install-deps.sh
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DHFG_BUILD_BENCH=OFF >/dev/null
cmake --build build/release -j"$(nproc 2>/dev/null || echo 2)"

scenario=campaigns/default/scenario.json
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec build/release/app/hfg-editor "$scenario" "$@"
fi

echo "No display found: running the default campaign on the command line instead."
state_dir=$(mktemp -d)
build/release/app/hfg info "$scenario"
build/release/app/hfg campaign run "$scenario" --days 3 --auto-battles --out "$state_dir/state.json"
build/release/app/hfg campaign log "$state_dir/state.json"
