#!/usr/bin/env python3
"""Exhaustive single-move check (slower than diff.py; not for CI).

For random states (a valid record cut at a random move), appends every
candidate move (each seat's draw/pass/start-double placement, every hand tile
on every board tile or without `on`, a few tiles from outside the hand) and
compares `replay` exit code and error position between Rust and ref.py.

    python3 tests/reference/exhaust.py --states 100 --seed 1 [--save DIR]
"""
import argparse
import copy
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ref  # noqa: E402
import gen  # noqa: E402
import diff  # noqa: E402


def valid_base(rng, binary):
    c = rng.random()
    if c < 0.3:
        rec = gen.rust_play(rng, binary)
        if rec is not None:
            return rec
    if c < 0.6:
        return gen.handbuilt(rng)
    return gen.selfplay(rng, gen.rand_rules(rng))


def candidates(R, st, rng):
    seats = list(range(R.players))
    out = []
    D = "%d-%d" % (st.D, st.D)
    alltiles = gen.all_tiles(R.set)
    for s in seats:
        out.append({"seat": s, "draw": True})
        out.append({"seat": s, "pass": True})
        out.append({"seat": s, "play": D})
        if st.nodes:
            out.append({"seat": s, "play": D, "on": D})
    s = st.to_move if st.to_move is not None else rng.randrange(R.players)
    others = [x for x in seats if x != s]
    extra = rng.sample(alltiles, min(4, len(alltiles)))
    for seat in [s] + ([rng.choice(others)] if others else []):
        tiles = sorted(st.hands[seat]) + extra
        for t in tiles:
            out.append({"seat": seat, "play": gen.ts(t, rng)})
            for u in sorted(st.nodes):
                out.append({"seat": seat, "play": gen.ts(t, rng), "on": gen.ts(u, rng)})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--states", type=int, default=15)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin", default=gen.DEFAULT_BIN)
    ap.add_argument("--save")
    a = ap.parse_args()
    binary = os.path.abspath(a.bin)
    passed = failed = 0
    for i in range(a.states):
        rng = random.Random("ex%d/%d" % (a.seed, i))
        rec = valid_base(rng, binary)
        rounds = rec["rounds"]
        r = rng.randrange(len(rounds))
        del rounds[r + 1:]
        mv = rounds[r]["moves"]
        m = rng.randint(0, len(mv))
        del mv[m:]
        R, st = gen.replay_prefix(rec, r, m)
        for cand in candidates(R, st, rng):
            rec2 = copy.deepcopy(rec)
            rec2["rounds"][r]["moves"].append(cand)
            data = json.dumps(rec2).encode()
            rc_p, out_p = ref.run("replay", data)
            rc_r, out_r = diff.run_rust(binary, "replay", data)
            d = diff.compare("replay", rc_r, out_r, rc_p, out_p)
            if d:
                failed += 1
                print("FAIL state %d move %s: %s" % (i, json.dumps(cand), d))
                print("   rust: %s" % json.dumps(out_r)[:400])
                print("   ref : %s" % json.dumps(out_p)[:400])
                if a.save:
                    os.makedirs(a.save, exist_ok=True)
                    with open(os.path.join(a.save, "ex%d_%d_%d.json" % (a.seed, i, failed)), "wb") as fh:
                        fh.write(data)
            else:
                passed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
