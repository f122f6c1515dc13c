#!/usr/bin/env python3
"""The computer generals' corpus (issue #18): campaign battle set-ups fought by the generals.

  generals_corpus.py make    --hfg build/app/hfg --dir /tmp/b18/setups   # write the set-ups once
  generals_corpus.py measure --hfg build/app/hfg --dir /tmp/b18/setups [--runs 6 --seed 7]

`make` runs each bundled historical campaign 10 days with auto-battles at seeds 1-3 and keeps
the battle set-ups it writes (DIR/CAMPAIGN/seedN/*-setup.json). `measure` fights every set-up
with `hfg battle audit` (the same battles as `hfg battle resolve SETUP --runs 6 --threads 1
--seed 7`) and prints: battles decided before nightfall, overall and per campaign; the share of
decided battles won by a side with >= 1.5x the other's element equivalents on the table from
the start; CPU per battle (in-process, fights only); and the behaviour audit per 1,000
element-bounds. --out writes the summary as JSON.
"""
import argparse
import json
import pathlib
import subprocess
import sys

CAMPAIGNS = ["default", "belgium-1815", "shenandoah-1862"]
SEEDS = [1, 2, 3]
COUNTS = ["lone_advances", "advance_recoil_loops", "small_move_pips", "main_effort_out_of_contact",
          "exploit_taken", "exploit_missed"]


def make(args):
    root = pathlib.Path(args.dir)
    for c in CAMPAIGNS:
        for seed in SEEDS:
            out = root / c / f"seed{seed}"
            out.mkdir(parents=True, exist_ok=True)
            cmd = [args.hfg, "campaign", "run", f"campaigns/{c}/scenario.json", "--days", "10", "--seed",
                   str(seed), "--auto-battles", "--battle-logs", str(out), "--out", str(out / "state.json")]
            if (out / "state.json").exists() or (out / "failed.txt").exists():
                continue  # written by an earlier make
            print(" ".join(cmd), file=sys.stderr)
            res = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if res.returncode != 0:
                # A campaign that stops (a campaign error, not the generals') keeps the set-ups
                # it wrote before it stopped; the reason is kept beside them.
                (out / "failed.txt").write_text(res.stderr)
                print(f"  stopped: {res.stderr.strip()}", file=sys.stderr)


def setups_of(root, campaign, limit):
    files = sorted((root / campaign).glob("seed*/*-setup.json"))
    return [str(f) for f in files][:limit] if limit else [str(f) for f in files]


def measure(args):
    root = pathlib.Path(args.dir)
    rows = []
    for c in CAMPAIGNS:
        files = setups_of(root, c, args.limit)
        if not files:
            continue
        cmd = [args.hfg, "battle", "audit", *files, "--runs", str(args.runs), "--seed", str(args.seed),
               "--difficulty", args.difficulty, "--json"]
        res = subprocess.run(cmd, check=True, capture_output=True, text=True)
        # One JSON object a set-up, one after the other.
        decoder, text, at = json.JSONDecoder(), res.stdout, 0
        while True:
            while at < len(text) and text[at].isspace():
                at += 1
            if at >= len(text):
                break
            row, at = decoder.raw_decode(text, at)
            row["campaign"] = c
            rows.append(row)
    summary = summarise(rows)
    print_summary(summary)
    if args.out:
        pathlib.Path(args.out).write_text(json.dumps({"summary": summary, "setups": rows}, indent=1))
    return summary


def summarise(rows):
    s = {"battles": 0, "decided": 0, "by_campaign": {}, "stronger_decided": 0, "stronger_won": 0,
         "cpu_seconds": 0.0, "element_bounds": 0, "setups": len(rows)}
    for k in COUNTS:
        s[k] = 0
    for r in rows:
        wins = [side["wins"] for side in r["sides"]]
        ee = [side["starting_ee"] for side in r["sides"]]
        c = s["by_campaign"].setdefault(r["campaign"], {"battles": 0, "decided": 0})
        s["battles"] += r["runs"]
        c["battles"] += r["runs"]
        s["decided"] += sum(wins)
        c["decided"] += sum(wins)
        s["cpu_seconds"] += r["cpu_seconds"]
        s["element_bounds"] += r["element_bounds"]
        for k in COUNTS:
            s[k] += r[k]
        for me in (0, 1):
            if ee[1 - me] > 0 and ee[me] >= 1.5 * ee[1 - me]:
                s["stronger_decided"] += sum(wins)
                s["stronger_won"] += wins[me]
    return s


def pct(a, b):
    return 100.0 * a / b if b else 0.0


def print_summary(s):
    print(f"{s['setups']} set-ups, {s['battles']} battles")
    print(f"decided before nightfall: {pct(s['decided'], s['battles']):.1f}% ({s['decided']} of {s['battles']})")
    for c, v in s["by_campaign"].items():
        print(f"  {c}: {pct(v['decided'], v['battles']):.1f}% ({v['decided']} of {v['battles']})")
    print(f"side with >= 1.5x EE wins {pct(s['stronger_won'], s['stronger_decided']):.1f}% of its decided battles "
          f"({s['stronger_won']} of {s['stronger_decided']})")
    print(f"CPU per battle: {1000.0 * s['cpu_seconds'] / max(1, s['battles']):.0f} ms")
    eb = max(1, s["element_bounds"])
    print(f"audit per 1,000 element-bounds ({s['element_bounds']}):")
    for k in COUNTS:
        print(f"  {k}: {1000.0 * s[k] / eb:.2f} ({s[k]})")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("what", choices=["make", "measure"])
    p.add_argument("--hfg", default="build/app/hfg")
    p.add_argument("--dir", default="/tmp/b18/setups")
    p.add_argument("--runs", type=int, default=6)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--difficulty", default="normal")
    p.add_argument("--limit", type=int, default=0, help="at most this many set-ups a campaign")
    p.add_argument("--out", default="")
    args = p.parse_args()
    make(args) if args.what == "make" else measure(args)


if __name__ == "__main__":
    main()
