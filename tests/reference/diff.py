#!/usr/bin/env python3
"""Differential test: Rust `chickenfoot replay/legal` against ref.py.

    python3 tests/reference/diff.py --count 1000 --seed 1 [--bin PATH] [--save DIR] [-v]
    python3 tests/reference/diff.py FILE...        (check given records)

Exit 0 when every record agrees, 1 otherwise.  Last line: `N passed, M failed`.
Comparison: exit codes must match; exit 0 -> JSON equal (`legal` lists as
multisets); exit 1 -> `round` and `move` equal; exit 2 -> exit code only.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ref  # noqa: E402
import gen  # noqa: E402


def run_rust(binary, cmd, data):
    p = subprocess.run([binary, cmd, "-"], input=data, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=30)
    try:
        out = json.loads(p.stdout.decode("utf-8", "replace"))
    except ValueError:
        out = {"_raw": p.stdout.decode("utf-8", "replace")[:300]}
    return p.returncode, out


def norm_legal(obj):
    if isinstance(obj, dict) and isinstance(obj.get("legal"), list):
        o = dict(obj)
        o["legal"] = sorted(json.dumps(m, sort_keys=True) for m in obj["legal"])  # as multisets; tiles must be canonical
        return o
    return obj


def canon_move(m):
    m = dict(m)
    for k in ("play", "on"):
        if isinstance(m.get(k), str) and "-" in m[k]:
            a, b = m[k].split("-", 1)
            try:
                a, b = int(a), int(b)
                m[k] = "%d-%d" % (max(a, b), min(a, b))
            except ValueError:
                pass
    return m


def compare(cmd, rc_r, out_r, rc_p, out_p):
    """Returns None when equal, else a description."""
    if rc_r != rc_p:
        return "exit rust=%s ref=%s" % (rc_r, rc_p)
    if rc_r == 0:
        a, b = out_r, out_p
        if cmd == "legal":
            a, b = norm_legal(a), norm_legal(b)
        if a != b:
            return "output differs"
        return None
    if rc_r == 1:
        er = out_r.get("error", {}) if isinstance(out_r, dict) else {}
        ep = out_p["error"]
        if (er.get("round"), er.get("move")) != (ep["round"], ep["move"]):
            return "illegal move at rust=(%s,%s) ref=(%s,%s)" % (
                er.get("round"), er.get("move"), ep["round"], ep["move"])
        return None
    return None


def check(binary, data):
    """Returns list of (cmd, problem, rust, ref) and the exit-2 info."""
    probs = []
    info = []
    for cmd in ("replay", "legal"):
        rc_p, out_p = ref.run(cmd, data)
        rc_r, out_r = run_rust(binary, cmd, data)
        d = compare(cmd, rc_r, out_r, rc_p, out_p)
        if d:
            probs.append((cmd, d, (rc_r, out_r), (rc_p, out_p)))
        elif rc_r == 2 and cmd == "replay":
            er = out_r.get("error", {}) if isinstance(out_r, dict) else {}
            info.append("fields rust=%r ref=%r" % (er.get("field"), out_p["error"]["field"]))
    return probs, info


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin", default=gen.DEFAULT_BIN)
    ap.add_argument("--save", help="write failing records here")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    binary = os.path.abspath(a.bin)
    if not os.path.exists(binary):
        print("no binary at %s (cargo build --release)" % binary)
        print("0 passed, 1 failed")
        return 1
    t0 = time.time()
    if a.files:
        items = []
        for f in a.files:
            with open(f, "rb") as fh:
                items.append((f, fh.read()))
    else:
        items = []
        for i in range(a.count):
            rng = random.Random("%d/%d" % (a.seed, i))
            kind, data = gen.make_record(rng, binary)
            items.append(("%d/%d:%s" % (a.seed, i, kind), data))
    tgen = time.time() - t0

    def work(item):
        name, data = item
        return name, data, check(binary, data)

    passed = failed = 0
    with ThreadPoolExecutor(max_workers=a.jobs) as ex:
        results = list(ex.map(work, items))
    for name, data, (probs, info) in results:
        if probs:
            failed += 1
            for cmd, d, (rc_r, out_r), (rc_p, out_p) in probs:
                print("FAIL %s %s: %s" % (name, cmd, d))
                print("   rust: %s" % json.dumps(out_r)[:600])
                print("   ref : %s" % json.dumps(out_p)[:600])
            if a.save:
                os.makedirs(a.save, exist_ok=True)
                fn = name.replace("/", "_").replace(":", "-") + ".json"
                with open(os.path.join(a.save, fn), "wb") as fh:
                    fh.write(data)
        else:
            passed += 1
            if a.verbose and info:
                print("ok %s (exit 2) %s" % (name, "; ".join(info)))
    print("time: generate %.1fs, total %.1fs" % (tgen, time.time() - t0))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
