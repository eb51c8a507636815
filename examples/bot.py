#!/usr/bin/env python3
"""A minimal Chicken Foot bot (protocol: docs/bot-protocol.md).

Reads one JSON message per line on stdin; answers each "turn" message with
one legal move on stdout. Strategy: lay a double if it can (doubles force
the next seats to follow suit), otherwise the heaviest tile; draw or pass
only when that is all it may do.

Try it:  chickenfoot tournament --seats "cmd:python3 examples/bot.py",greedy,greedy,greedy --rounds 20
"""
import json
import sys


def pips(tile):
    a, b = tile.split("-")
    return int(a) + int(b), a == b


def choose(msg):
    legal = msg["legal"]
    plays = [m for m in legal if "play" in m]
    if not plays:
        return legal[0]  # a forced draw or pass

    def key(m):
        total, double = pips(m["play"])
        return (double, total)

    return max(plays, key=key)


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        msg = json.loads(line)
        if msg.get("type") != "turn":
            continue  # ignore message types this bot does not know
        print(json.dumps(choose(msg)), flush=True)


if __name__ == "__main__":
    main()
