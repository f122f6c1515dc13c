#!/bin/sh
# The balance study's shards run by GNU Parallel, merged, and compared with one unsharded run.
# Usage: balance_parallel_test.sh HFG SCENARIO WORKDIR. Reports SKIPPED when parallel is absent.
set -eu
hfg=$1
scenario=$2
work=$3
if ! command -v parallel >/dev/null 2>&1; then
  echo "SKIPPED: GNU parallel is not installed (third_party/install-deps.sh installs it)"
  exit 0
fi
rm -rf "$work"
mkdir -p "$work"
study="--runs 4 --days 2 --seed 24"
# Three shards as three jobs, two at a time, as on a cluster node or over --sshlogin.
parallel --will-cite --halt now,fail=1 -j2 \
  "$hfg" campaign balance "$scenario" $study --threads 1 --shard {}/3 --out "$work/part-{}.json" ::: 1 2 3
"$hfg" campaign balance merge "$work"/part-*.json --json >"$work/merged.json"
"$hfg" campaign balance "$scenario" $study --threads 2 --json >"$work/whole.json"
if cmp "$work/merged.json" "$work/whole.json"; then
  echo "merged shards equal one run"
else
  echo "FAILED: the merged shards differ from one unsharded run"
  diff "$work/merged.json" "$work/whole.json" || true
  exit 1
fi
