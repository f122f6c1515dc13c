#!/usr/bin/env bash
# Adds up the ctest summaries of run-all.sh's passes into one closing line:
# "ci: N passed, N failed, N skipped" (a skipped test is one that did not run, never a pass).
set -euo pipefail
total=0 failed=0 skipped=0
for log in "$@"; do
  summary=$(grep -E "tests passed, [0-9]+ tests? failed out of [0-9]+" "$log" | tail -1 || true)
  [ -n "$summary" ] || { echo "ci_tally: no ctest summary in $log" >&2; exit 1; }
  total=$((total + $(sed -E 's/.* out of ([0-9]+).*/\1/' <<<"$summary")))
  failed=$((failed + $(sed -E 's/.*passed, ([0-9]+) tests? failed.*/\1/' <<<"$summary")))
  skipped=$((skipped + $(grep -c "(Skipped)" "$log" || true)))
done
echo "ci: $((total - failed - skipped)) passed, $failed failed, $skipped skipped"
