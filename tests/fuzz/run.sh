#!/usr/bin/env bash
# Runs one libFuzzer target from its seeds for a while (docs/fuzzing.md):
#   tests/fuzz/run.sh BUILD_DIR TARGET SECONDS [extra libFuzzer flags...]
# The seeds are the bundled campaigns and fixtures that target reads, plus those fuzz_seeds
# writes; new inputs go to BUILD_DIR/fuzz-corpus/TARGET, crashes to BUILD_DIR/fuzz-crashes.
# Exits non-zero on a crash, a sanitizer report, a leak, a hang (-timeout) or an allocation above
# -malloc_limit_mb. The limits (docs/fuzzing.md "Limits"): inputs up to -max_len 128 KiB (the largest
# seed is 34 KiB; the loaders' own file limits, 64 MiB JSON and 256 MiB binary, are checked
# before parsing), 512 MiB in one allocation, 2 GiB resident.
set -euo pipefail
build=$(cd "$1" && pwd)
target=$2
seconds=$3
shift 3
src=$(cd "$(dirname "$0")/../.." && pwd)

generated="$build/fuzz-seeds"
case "$target" in
  fuzz_orbat_csv | fuzz_campaign_state | fuzz_orders | fuzz_side_view | fuzz_battle_save | fuzz_table_setup | \
    fuzz_campaign_battle)
    # ctest -j runs targets side by side: one writes the seeds, the others wait for it.
    (flock 9 && { [ -d "$generated/orders" ] || "$build/tests/fuzz/fuzz_seeds" "$generated" >/dev/null; }) \
      9>"$build/fuzz-seeds.lock" ;;
esac

# The seed files of each target, as globs under the source tree or the generated seeds.
case "$target" in
  fuzz_scenario) seeds=("$src"/campaigns/*/scenario.json "$src"/tests/fixtures/*/*/scenario.json) ;;
  fuzz_map) seeds=("$src"/campaigns/*/map.json "$src"/tests/fixtures/*/*/map.json) ;;
  fuzz_orbat) seeds=("$src"/campaigns/*/orbat-*.json "$src"/tests/fixtures/*/*/orbat_*.json) ;;
  fuzz_orbat_csv) seeds=("$generated"/orbat_csv/*) ;;
  fuzz_campaign_state) seeds=("$generated"/campaign_state/*) ;;
  fuzz_orders) seeds=("$src"/tests/fixtures/orders/*.json "$generated"/orders/*) ;;
  fuzz_side_view) seeds=("$generated"/side_view/*) ;;
  fuzz_battle_setup) seeds=("$src"/tests/fixtures/battles/*.setup.json) ;;
  fuzz_battle_script) seeds=("$src"/tests/fixtures/battles/*.script.json) ;;
  fuzz_battle_save) seeds=("$generated"/battle_save/*) ;;
  fuzz_combat_case) seeds=("$src"/tests/fixtures/combat/*.json) ;;
  fuzz_table_setup) seeds=("$generated"/table_setup/*) ;;
  fuzz_campaign_battle) seeds=("$generated"/campaign_battle/*) ;;
  fuzz_control_points) seeds=("$src"/tests/fuzz/seeds/control_points/*) ;;
  fuzz_colour_samples) seeds=("$src"/tests/fuzz/seeds/colour_samples/*) ;;
  fuzz_osm_mapping) seeds=("$src"/tests/fuzz/seeds/osm_mapping/*) ;;
  *) echo "run.sh: unknown fuzz target $target" >&2; exit 2 ;;
esac

corpus="$build/fuzz-corpus/$target"
seeddir="$build/fuzz-seeds/by-target/$target"
crashes="$build/fuzz-crashes"
mkdir -p "$corpus" "$seeddir" "$crashes"
# Two files of one name (scenario.json of several campaigns) keep one copy each.
for f in "${seeds[@]}"; do cp -f "$f" "$seeddir/$(echo "$f" | md5sum | cut -c1-12)-$(basename "$f")"; done

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
cd "$build"
exec "$build/tests/fuzz/$target" -max_total_time="$seconds" -timeout=10 -max_len=131072 \
  -rss_limit_mb=2048 -malloc_limit_mb=512 -print_final_stats=1 -artifact_prefix="$crashes/$target-" "$@" \
  "$corpus" "$seeddir"
