#!/usr/bin/env bash
# snapshot.sh HFG OUT: battle logs and campaign states that must not change through issue 19's
# mechanical steps. Run from a repository root with its own `hfg`; compare two OUT folders with
# `diff -r`. Every fixture set-up fought by the computer generals (seed 1), every scripted battle
# replayed, and the bundled campaigns 10 days with battles on the engine (fixed seed and key).
set -uo pipefail
hfg="$(realpath "$1")"; out="$2"
mkdir -p "$out"
key=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff
for setup in $(find tests/fixtures/battles -name '*.setup.json' | sort); do
  name="$(echo "${setup#tests/fixtures/battles/}" | tr / _)"; name="${name%.setup.json}"
  "$hfg" battle resolve "$setup" --seed 1 --log "$out/$name.log" --out "$out/$name.result.json" \
    > "$out/$name.stdout" 2>&1; echo "exit $?" >> "$out/$name.stdout"
  script="${setup%.setup.json}.script.json"
  if [[ -f "$script" ]]; then
    "$hfg" battle play "$setup" --script "$script" > "$out/$name.play.stdout" 2>&1
    echo "exit $?" >> "$out/$name.play.stdout"
  fi
done
for scenario in campaigns/*/scenario.json; do
  name="$(basename "$(dirname "$scenario")")"
  "$hfg" campaign run "$scenario" --days 10 --seed 7 --key "$key" --auto-battles \
    --out "$out/$name.state.json" --battle-logs "$out/$name-battles" > "$out/$name.stdout" 2>&1
  echo "exit $?" >> "$out/$name.stdout"
done
