#!/usr/bin/env python3
"""Decided share and CPU per battle of the rule-reach corpus' campaign set-ups (issue #17).

  campaign_odds.py --hfg build/ci/app/hfg [--dir tests/fixtures/battles/reach_corpus]

Runs `hfg battle resolve SETUP --runs 6 --threads 1 --seed 7 --json` once a set-up and prints
one JSON line: battles, decided (an army broken before nightfall), set-ups decided in most runs,
mean EE lost a side, CPU per battle (the children's user + system time) and refused orders.
Run two binaries at the same time and compare their CPU as a ratio only.
"""
import argparse
import json
import pathlib
import resource
import subprocess


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--hfg", required=True)
    p.add_argument("--dir", default=str(pathlib.Path(__file__).resolve().parents[1] / "fixtures/battles/reach_corpus"))
    args = p.parse_args()
    files = sorted(pathlib.Path(args.dir).glob("*.setup.json"))
    runs = decided = most = refused = 0
    ee = cpu = 0.0
    for f in files:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run([args.hfg, "battle", "resolve", str(f), "--runs", "6", "--threads", "1", "--seed", "7",
                              "--json"], capture_output=True, text=True, check=True).stdout
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu += (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        d = json.loads(out)
        n, won = d["runs"], d["runs"] - d["draws"]
        runs += n
        decided += won
        most += won * 2 > n
        ee += sum(s["expected_lost_ee"] for s in d["sides"]) / 2 * n
        refused += d.get("refusals", 0)
    print(json.dumps({"setups": len(files), "battles": runs, "decided": decided, "share": decided / max(runs, 1),
                      "decided_in_most_runs": most, "ee_lost_per_side": ee / max(runs, 1),
                      "cpu_ms_per_battle": 1000 * cpu / max(runs, 1), "refusals": refused}))


if __name__ == "__main__":
    main()
