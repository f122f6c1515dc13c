#!/usr/bin/env bash
# Installs what is missing, builds everything with warnings as errors, runs every test, then
# runs the whole suite again under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."

bash third_party/install-deps.sh

jobs=$(nproc 2>/dev/null || echo 2)
# ccache keys on paths relative to the clone, so a fresh clone reuses earlier compiles.
export CCACHE_BASEDIR=$PWD
export CCACHE_NOHASHDIR=true

echo "== build (warnings are errors)"
cmake -S . -B build/ci -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHFG_WERROR=ON >/dev/null
cmake --build build/ci -j"$jobs"
echo "== tests"
(cd build/ci && ctest --output-on-failure -j"$jobs")

echo "== build with AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DHFG_SANITIZE=ON -DHFG_BUILD_BENCH=OFF >/dev/null
cmake --build build/asan -j"$jobs"
echo "== tests under the sanitizers"
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1
export LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# The heavy tests (label heavy: the computer generals' odds over hundreds of battles, 8 minutes
# under ASan on 2 cores, and every bundled campaign for 10 days with auto-battles) run in the
# release pass above and were checked under the sanitizers by hand; the sanitizer pass leaves
# them out to keep .ci/run well under 30 minutes.
(cd build/asan && ctest --output-on-failure -j"$jobs" -E editor_screenshot -LE heavy)
# The screenshot tests run the real window on Mesa under Xvfb: its drivers are loaded with dlopen
# and leak a few hundred bytes through frames LeakSanitizer cannot name, so no suppression can
# match them. Address and undefined-behaviour checks stay on; only leak detection is off here.
(cd build/asan && ASAN_OPTIONS=abort_on_error=1:detect_leaks=0 \
  ctest --output-on-failure -j"$jobs" -R editor_screenshot)
