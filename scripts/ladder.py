#!/usr/bin/env python3
"""The AI ladder under every preset (issue 17): Random < Easy < Medium < Hard < Expert,
each step two against two (four against four at eight seats) on duplicate
deals, with Greedy beside Easy for scale. Prints a Markdown table for
docs/ai.md: the stronger side's team share, its Wilson 95% interval, and
whether the step holds (the interval's lower bound above the other side's
share).

    scripts/ladder.py [--deals N] [--big-deals N] [--cheap-deals N] [--seed S]
                      [--presets a,b] [--steps hard,expert] [--bin PATH]

--deals: deals for the rows of the searching levels (Hard, Expert) at the
four-seat presets (default 200); --big-deals: the same for double-twelve
with eight seats (default 50: their rollouts there are long); --steps:
only the steps whose stronger side is named (default: all);
--cheap-deals: every other row (default
1000, they take a second). Every deal is played once per rotation of the
seats. Exits 1 when a step does not hold.
"""
import argparse, json, subprocess, sys, time

# One arm per player at four seats is the standard game: six seats show it.
PRESETS = [("standard", 4), ("seven", 4), ("arm-per-player", 6), ("double-twelve", 8), ("quick", 4)]
STEPS = [("easy", "random"), ("greedy", "easy"), ("medium", "easy"), ("hard", "medium"), ("expert", "hard")]
SEARCHERS = ("hard", "expert")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--big-deals", type=int, default=50)
    ap.add_argument("--cheap-deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--bin", default="target/release/chickenfoot")
    ap.add_argument("--presets", default=",".join(p for p, _ in PRESETS))
    ap.add_argument("--steps", default=",".join(hi for hi, _ in STEPS))
    a = ap.parse_args()
    wanted = a.presets.split(",")
    print("| preset | seats | step | deals | rounds | stronger side's team share (95% CI) | holds | seconds |")
    print("|---|---|---|---:|---:|---|---|---:|")
    ok = True
    for preset, n in PRESETS:
        if preset not in wanted:
            continue
        for hi, lo in STEPS:
            if hi not in a.steps.split(","):
                continue
            deals = (a.big_deals if n > 6 else a.deals) if hi in SEARCHERS else a.cheap_deals
            seats = ",".join([hi, lo] * (n // 2))
            cmd = [a.bin, "tournament", "--seats", seats, "--rounds", str(deals), "--seed", str(a.seed),
                   "--preset", preset, "--players", str(n), "--json"]
            t0 = time.time()
            out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
            secs = time.time() - t0
            res = json.loads(out.splitlines()[0])
            by = {x["name"]: x for x in res["agents"]}
            s, w = by[hi], by[lo]
            lo_ci, hi_ci = s["team_ci"]
            holds = lo_ci > w["team_share"]
            games = s["rounds"] // (n // 2)
            if (hi, lo) == ("greedy", "easy"):
                # For scale, not a step: which side is ahead, if either.
                step = "(greedy vs easy)"
                verdict = "greedy ahead" if lo_ci > 0.5 else "easy ahead" if hi_ci < 0.5 else "not separated"
            else:
                step = f"{hi} > {lo}"
                verdict = "yes" if holds else "**no**"
                ok &= holds
            print(f"| {preset} | {n} | {step} | {deals} | {games} | "
                  f"{100 * s['team_share']:.1f}% ({100 * lo_ci:.1f}–{100 * hi_ci:.1f}%) | {verdict} | {secs:.0f} |", flush=True)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
