#!/usr/bin/env python3
"""Record generator for differential testing of `chickenfoot replay/legal`.

    python3 tests/reference/gen.py --count N --seed S --out DIR [--bin PATH]

writes N records (DIR/0000-kind.json ...).  diff.py imports make_record().
Sources of records:
  * the Rust `play` command over many option combinations (full, truncated)
  * a self-play driver on top of ref.py (random deals, any rules, hand-built
    start-search / reserve / blocked scenarios)
  * corruptions of both: illegal moves, schema, ranges, deal, types ...
"""
import argparse
import copy
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ref  # noqa: E402

DEFAULT_BIN = os.path.join(HERE, "..", "..", "target", "release", "chickenfoot")


def ntiles(n):
    return (n + 1) * (n + 2) // 2


def all_tiles(n):
    return [(a, b) for a in range(n + 1) for b in range(a + 1)]


def ts(t, rng=None):
    """Tile to string; with rng, sometimes in the non-canonical order."""
    if rng is not None and t[0] != t[1] and rng.random() < 0.3:
        return "%d-%d" % (t[1], t[0])
    return "%d-%d" % t


# ------------------------------------------------------------ rust play

def rust_play(rng, binary):
    """A record from `chickenfoot play` with random options (or None)."""
    players = rng.choice([2, 2, 3, 4, 4, 5, 6, 8])
    sset = rng.choice([6, 6, 7, 9, 9, 9, 12, 15, 18])
    args = [binary, "play", "--seed", str(rng.randrange(1 << 30))]
    args += ["--players", str(players), "--set", str(sset)]
    n = ntiles(sset)
    start = rng.choice(["draw_in_turn", "all_draw", "before_deal"])
    args += ["--start", start]
    maxh = (n - 1) // players
    hs = rng.choice(["auto", "auto", "seven", "n", "n"])
    if hs == "seven" and 7 * players > n - 1:
        hs = "auto"
    if hs == "n":
        hs = str(rng.randint(1, max(1, min(maxh, 12))))
    args += ["--hand-size", hs]
    args += ["--arms", str(rng.randint(2, min(8, sset)))]
    args += ["--drawn", rng.choice(["must", "may"])]
    args += ["--reserve", rng.choice(["0", "0", "1", "2", "4", "classic"])]
    args += ["--double-blank", str(rng.choice([0, 50, 25]))]
    if rng.random() < 0.7:
        k = rng.randint(1, 4)
        args += ["--rounds", ",".join(str(rng.randint(0, sset)) for _ in range(k))]
    seats = ",".join(rng.choice(["random", "greedy"]) for _ in range(players))
    args += ["--seats", seats]  # no --out: the record goes to stdout
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        return None
    try:
        return json.loads(p.stdout)
    except ValueError:
        return None


# ------------------------------------------------------------ python self-play

def rand_rules(rng):
    sset = rng.choice([6, 6, 6, 7, 8, 9, 9, 12, 18])
    players = rng.choice([2, 2, 3, 4, 5, 8])
    n = ntiles(sset)
    start = rng.choice(["draw_in_turn", "all_draw", "before_deal"])
    maxh = (n - 1) // players
    mode = rng.random()
    if mode < 0.3:
        hs = rng.randint(1, min(3, maxh))        # big boneyard: long start searches
    elif mode < 0.5:
        hs = maxh                                 # tiny boneyard
    else:
        hs = rng.randint(1, maxh)
    if start != "before_deal" and rng.random() < 0.05 and n % players == 0:
        hs = n // players                         # everything dealt
    k = rng.choice([1, 1, 2, 3])
    return {
        "set": sset, "players": players, "hand_size": hs,
        "arms": rng.randint(2, min(8, sset)),
        "drawn_tile": rng.choice(["must", "may"]),
        "boneyard_reserve": rng.choice([0, 0, 0, 1, 2, 3, 5, 8, 30]),
        "double_blank": rng.choice([0, 50, 7]),
        "start_search": start,
        "rounds": [rng.randint(0, sset) for _ in range(k)],
    }


def make_deal(rng, rules, r, scenario=None):
    D = rules["rounds"][r]
    tiles = all_tiles(rules["set"])
    rng.shuffle(tiles)
    P, hs = rules["players"], rules["hand_size"]
    rnd = {}
    if rules["start_search"] == "before_deal":
        tiles.remove((D, D))
        rnd["starter"] = rng.randrange(P)
    elif scenario == "search" and len(tiles) > P * hs:
        # start double into the boneyard at a chosen depth
        tiles.remove((D, D))
        nb = len(tiles) - P * hs + 1
        pos = rng.choice([0, 1, min(nb - 1, P - 1), min(nb - 1, P), nb - 1, rng.randrange(nb)])
        tiles.insert(P * hs + max(0, min(pos, nb - 1)), (D, D))
    hands = [tiles[i * hs:(i + 1) * hs] for i in range(P)]
    bone = tiles[P * hs:]
    rnd["hands"] = [[ts(t, rng) for t in h] for h in hands]
    rnd["boneyard"] = [ts(t, rng) for t in bone]
    return rnd


def round_state(rules_obj, r, rnd):
    H = [[ref.parse_tile(t, rules_obj.set, "x") for t in h] for h in rnd["hands"]]
    B = [ref.parse_tile(t, rules_obj.set, "x") for t in rnd["boneyard"]]
    return ref.Round(rules_obj, r, H, B, rnd.get("starter"))


def mv_tuple(m, sset):
    if "play" in m:
        return (m["seat"], "play", ref.parse_tile(m["play"], sset, "x"),
                ref.parse_tile(m["on"], sset, "x") if "on" in m else None)
    return (m["seat"], "draw" if "draw" in m else "pass", None, None)


def rules_obj(rules):
    R = ref.Rules()
    R.set = rules["set"]
    R.players = rules["players"]
    R.hand_size = rules["hand_size"]
    R.arms = rules["arms"]
    R.drawn = rules["drawn_tile"]
    R.reserve = rules["boneyard_reserve"]
    R.double_blank = rules["double_blank"]
    R.start = rules["start_search"]
    R.rounds = list(rules["rounds"])
    R.ntiles = ntiles(R.set)
    return R


def pick(rng, legal, style):
    plays = [m for m in legal if "play" in m]
    if style == "greedy" and plays:
        return max(plays, key=lambda m: sum(int(x) for x in m["play"].split("-")))
    if style == "passive":
        others = [m for m in legal if "play" not in m]
        if others and rng.random() < 0.7:
            return rng.choice(others)
    return rng.choice(legal)


def selfplay(rng, rules, scenario=None, truncate=False):
    R = rules_obj(rules)
    rounds = []
    nr = rng.randint(1, len(rules["rounds"]))
    style = rng.choice(["random", "greedy", "passive"])
    for r in range(nr):
        rnd = make_deal(rng, rules, r, scenario)
        st = round_state(R, r, rnd)
        moves = []
        last = r == nr - 1
        cut = None
        if truncate and last:
            cut = rng.randrange(0, 200)
        while st.end is None:
            if cut is not None and len(moves) >= cut:
                break
            s, lg = st.legal()
            m = dict(pick(rng, lg, style))
            if "play" in m:
                m["play"] = ts(ref.parse_tile(m["play"], R.set, "x"), rng)
                if "on" in m:
                    m["on"] = ts(ref.parse_tile(m["on"], R.set, "x"), rng)
            out = {"seat": s}
            out.update(m)
            st.apply(mv_tuple(out, R.set))
            moves.append(out)
        rnd["moves"] = moves
        rounds.append(rnd)
    return {"format": "chickenfoot-record/1", "rules": rules, "rounds": rounds}


# ------------------------------------------------------------ hand-built

def handbuilt(rng):
    """Scenarios for the start search, the reserve and blocked rounds."""
    kind = rng.choice(["search", "search", "allempty", "blocked", "reserve", "lasttile", "allout",
                       "placeblock", "alldealt", "ties", "ties"])
    rules = rand_rules(rng)
    if kind == "ties":
        # small full matches: equal totals, so the tie-breaks decide
        rules.update({"set": 6, "players": rng.choice([2, 3, 4]), "hand_size": rng.randint(1, 3),
                      "double_blank": rng.choice([0, 50]), "boneyard_reserve": rng.choice([0, 20, 25]),
                      "arms": rng.randint(2, 6)})
        rules["rounds"] = [rng.randint(0, 6) for _ in range(rng.randint(1, 4))]
        rec = selfplay(rng, rules)
        while len(rec["rounds"]) < len(rules["rounds"]):
            rec = selfplay(rng, rules)
        return rec
    if kind == "placeblock":
        # boneyard at or below the reserve from the start: blocked right at the placement
        rules["set"] = rng.choice([6, 7])
        rules["players"] = rng.choice([2, 2, 3])
        rules["arms"] = rng.randint(2, rules["set"])
        rules["hand_size"] = rng.randint(1, 2)
        rules["boneyard_reserve"] = ntiles(rules["set"])
        rules["rounds"] = [rng.randint(0, rules["set"]) for _ in range(rng.randint(1, 3))]
        rules["start_search"] = rng.choice(["draw_in_turn", "all_draw", "before_deal"])
        return selfplay(rng, rules)
    if kind == "alldealt":
        rules["set"], rules["players"], rules["hand_size"] = rng.choice(
            [(6, 2, 14), (6, 4, 7), (6, 7, 4), (7, 2, 18), (7, 3, 12), (7, 4, 9), (7, 6, 6), (9, 5, 11)])
        rules["arms"] = min(rules["arms"], rules["set"])
        rules["rounds"] = [rng.randint(0, rules["set"]) for _ in range(rng.randint(1, 3))]
        rules["start_search"] = rng.choice(["draw_in_turn", "all_draw"])
        return selfplay(rng, rules, truncate=rng.random() < 0.3)
    if kind in ("search", "allempty"):
        rules["start_search"] = rng.choice(["draw_in_turn", "all_draw"])
        n = ntiles(rules["set"])
        P = rules["players"]
        if kind == "allempty":
            # boneyard smaller than a circle: the circle stops mid-way
            b = rng.randint(1, P - 1) if P > 2 else 1
            hs = (n - b) // P
            if hs < 1:
                hs = 1
            rules["hand_size"] = hs
        else:
            rules["hand_size"] = rng.randint(1, max(1, min(4, (n - 2) // P)))
        return selfplay(rng, rules, scenario="search", truncate=rng.random() < 0.5)
    if kind == "blocked":
        rules["boneyard_reserve"] = rng.choice([ntiles(rules["set"]), 10, 20, 3])
        rules["set"] = 6
        rules["arms"] = min(rules["arms"], 6)
        rules["rounds"] = [rng.randint(0, 6) for _ in rules["rounds"]]
        rules["hand_size"] = rng.randint(1, 27 // rules["players"])
        return selfplay(rng, rules, truncate=rng.random() < 0.3)
    if kind == "reserve":
        rules["boneyard_reserve"] = rng.randint(0, 12)
        return selfplay(rng, rules, truncate=rng.random() < 0.3)
    if kind == "lasttile":
        rules["hand_size"] = 1
        rules["start_search"] = rng.choice(["draw_in_turn", "all_draw"])
        return selfplay(rng, rules, truncate=False)
    # allout: tiny hands, many rounds
    rules["hand_size"] = rng.randint(1, 2)
    rules["rounds"] = [rng.randint(0, rules["set"]) for _ in range(rng.randint(2, 5))]
    return selfplay(rng, rules)


# ------------------------------------------------------------ corruptions

def replay_prefix(rec, r, m):
    """State of round r after its first m moves (record assumed valid)."""
    R = rules_obj(rec["rules"])
    rnd = rec["rounds"][r]
    st = round_state(R, r, rnd)
    for mv in rnd["moves"][:m]:
        try:
            st.apply(mv_tuple(mv, R.set))
        except ValueError:
            break
    return R, st


def candidate_moves(rng, R, st):
    """Near-legal moves: mostly illegal, sometimes legal."""
    P = R.players
    to = st.to_move if st.end is None else rng.randrange(P)
    if to is None:
        to = rng.randrange(P)
    seat = to if rng.random() < 0.8 else rng.randrange(P)
    c = rng.random()
    hand = sorted(st.hands[seat])
    board = sorted(st.nodes)
    alltiles = all_tiles(R.set)
    if c < 0.2:
        return {"seat": seat, "draw": True}
    if c < 0.35:
        return {"seat": seat, "pass": True}
    if c < 0.45:
        return {"seat": seat, "play": ts((st.D, st.D))}
    # a play with on
    if hand and rng.random() < 0.8:
        t = rng.choice(hand)
    else:
        t = rng.choice(alltiles)
    if st.drew is not None and rng.random() < 0.3:
        t = st.drew
    mv = {"seat": seat, "play": ts(t, rng)}
    if board and rng.random() < 0.85:
        mv["on"] = ts(rng.choice(board), rng)
    elif rng.random() < 0.5:
        mv["on"] = ts(rng.choice(alltiles))
    return mv


def corrupt_move(rng, rec):
    rounds = rec["rounds"]
    r = rng.randrange(len(rounds))
    mvs = rounds[r]["moves"]
    m = rng.randint(0, len(mvs))
    R, st = replay_prefix(rec, r, m)
    new = candidate_moves(rng, R, st)
    how = rng.random()
    if how < 0.4:
        rounds[r]["moves"] = mvs[:m] + [new]            # cut after it
        del rounds[r + 1:]
    elif how < 0.7 and m < len(mvs):
        mvs[m] = new                                     # replace
    else:
        mvs.insert(m, new)                               # insert
    return rec


def corrupt_schema(rng, rec):
    rules = rec["rules"]
    rounds = rec["rounds"]
    r = rng.randrange(len(rounds))
    rnd = rounds[r]
    choices = [
        "drop_rule", "float_rule", "range_rule", "bad_format", "unknown_keys", "bool_rule",
        "str_rule", "rules_rounds_bad", "too_many_rounds", "zero_rounds", "hand_size_mismatch",
        "dup_tile", "missing_tile", "bad_tile", "pip_over", "tile_int", "starter_bad",
        "move_seat_range", "move_seat_float", "move_two_kinds", "move_no_kind", "draw_false",
        "pass_str", "on_with_draw", "move_bad_tile", "unended_round", "moves_missing",
        "hands_count", "boneyard_dup", "set_aside_dealt", "tile_spaces", "lead_zero",
        "not_object", "unreadable", "fit", "round_not_object", "move_not_object", "on_bad",
        "swap_hand_boneyard", "extra_tile", "rules_rounds_empty", "starter_float", "nan",
    ]
    c = rng.choice(choices)
    keys = ["set", "players", "hand_size", "arms", "drawn_tile", "boneyard_reserve",
            "double_blank", "start_search", "rounds"]
    allm = [(ri, mi) for ri, rd in enumerate(rounds) for mi in range(len(rd["moves"]))]
    if c == "drop_rule":
        del rules[rng.choice(keys)]
    elif c == "float_rule":
        k = rng.choice(["set", "players", "hand_size", "arms", "boneyard_reserve", "double_blank"])
        rules[k] = float(rules[k])
    elif c == "bool_rule":
        k = rng.choice(["set", "players", "hand_size", "arms", "boneyard_reserve", "double_blank"])
        rules[k] = True
    elif c == "str_rule":
        k = rng.choice(keys)
        rules[k] = str(rules[k])
    elif c == "range_rule":
        k, v = rng.choice([("set", 5), ("set", 19), ("players", 1), ("players", 9),
                           ("hand_size", 0), ("arms", 1), ("arms", 9), ("arms", rules["set"] + 1),
                           ("boneyard_reserve", -1), ("double_blank", -1),
                           ("drawn_tile", "Must"), ("start_search", "all"), ("hand_size", -3)])
        rules[k] = v
    elif c == "bad_format":
        if rng.random() < 0.5:
            del rec["format"]
        else:
            rec["format"] = "chickenfoot-record/2"
    elif c == "unknown_keys":
        rec["comment"] = {"x": [1, 2]}
        rules["house_rule"] = 3.5
        rnd["note"] = None
        for ri, mi in allm[:50]:
            if rng.random() < 0.3:
                rounds[ri]["moves"][mi]["think_ms"] = 1.5
    elif c == "rules_rounds_bad":
        rr = rules["rounds"]
        i = rng.randrange(len(rr))
        rr[i] = rng.choice([rules["set"] + 1, -1, float(rr[i]), str(rr[i]), None])
    elif c == "rules_rounds_empty":
        rules["rounds"] = []
    elif c == "too_many_rounds":
        rules["rounds"] = rules["rounds"][:len(rounds) - 1] if len(rounds) > 1 else []
    elif c == "zero_rounds":
        rec["rounds"] = []
    elif c == "hand_size_mismatch":
        h = rnd["hands"][rng.randrange(len(rnd["hands"]))]
        if rnd["boneyard"] and rng.random() < 0.5:
            h.append(rnd["boneyard"].pop())
        else:
            rnd["boneyard"].append(h.pop())
    elif c == "dup_tile":
        h = rnd["hands"][rng.randrange(len(rnd["hands"]))]
        src = rng.choice(rnd["hands"])
        if rnd["boneyard"] and rng.random() < 0.5:
            rnd["boneyard"][rng.randrange(len(rnd["boneyard"]))] = rng.choice(src)
        else:
            i = rng.randrange(len(h))
            j = rng.randrange(len(src))
            h[i] = src[j] if src is not h or i != j else h[(i + 1) % len(h)] if len(h) > 1 else h[i]
            if len(h) == 1 and src is h:
                rnd["boneyard"].append(h[0])
    elif c == "missing_tile":
        if rnd["boneyard"]:
            rnd["boneyard"].pop(rng.randrange(len(rnd["boneyard"])))
        else:
            rnd["hands"][0].pop()
    elif c == "extra_tile":
        rnd["boneyard"].append(rng.choice(rnd["hands"][0]))
    elif c == "bad_tile":
        where = rng.choice(rnd["hands"])
        where[rng.randrange(len(where))] = rng.choice(
            ["9", "9-", "-9", "a-b", "1-2-3", "123-1", "", "9--1", "+1-2", "1-2 ", " 1-2", "1\u0662-1", "1-2\n"])
    elif c == "tile_spaces":
        where = rng.choice(rnd["hands"])
        i = rng.randrange(len(where))
        where[i] = where[i].replace("-", " - ")
    elif c == "lead_zero":
        # leading zero is allowed by the regex: a valid record
        where = rng.choice(rnd["hands"])
        i = rng.randrange(len(where))
        a, b = where[i].split("-")
        where[i] = "0%s-%s" % (a, b) if len(a) == 1 else where[i]
        for ri, mi in allm:
            mv = rounds[ri]["moves"][mi]
            if "play" in mv and rng.random() < 0.2:
                a, b = mv["play"].split("-")
                if len(b) == 1:
                    mv["play"] = "%s-0%s" % (a, b)
    elif c == "pip_over":
        where = rng.choice(rnd["hands"])
        where[rng.randrange(len(where))] = "%d-%d" % (rules["set"] + 1, 0)
    elif c == "tile_int":
        where = rng.choice(rnd["hands"])
        where[rng.randrange(len(where))] = 34
    elif c == "starter_bad":
        if "starter" in rnd:
            rnd["starter"] = rng.choice([None, -1, rules["players"], "0", 0.0])
            if rng.random() < 0.3:
                del rnd["starter"]
        else:
            rnd["starter"] = 0
    elif c == "starter_float":
        if "starter" in rnd:
            rnd["starter"] = float(rnd["starter"])
        else:
            rnd["starter"] = rng.randrange(rules["players"])
    elif c == "set_aside_dealt":
        if "starter" in rnd:
            D = rules["rounds"][r]
            rnd["boneyard"].append("%d-%d" % (D, D))
        else:
            D = rules["rounds"][r]
            dd = "%d-%d" % (D, D)
            for h in rnd["hands"] + [rnd["boneyard"]]:
                if dd in h:
                    h.remove(dd)
            rnd["boneyard"].append("%d-%d" % (D, D))
            rnd["boneyard"].append("%d-%d" % (D, D))
    elif c == "hands_count":
        if rng.random() < 0.5:
            rnd["hands"].pop()
        else:
            rnd["hands"].append([])
    elif c == "boneyard_dup":
        if rnd["boneyard"]:
            rnd["boneyard"].append(rnd["boneyard"][0])
        else:
            rnd["boneyard"] = ["0-0"]
    elif c in ("move_seat_range", "move_seat_float", "move_two_kinds", "move_no_kind",
               "draw_false", "pass_str", "on_with_draw", "move_bad_tile", "move_not_object", "on_bad"):
        if not allm:
            rnd["moves"].append({"seat": 0})
            return rec
        ri, mi = rng.choice(allm)
        mv = rounds[ri]["moves"][mi]
        if c == "move_seat_range":
            mv["seat"] = rng.choice([-1, rules["players"], 99])
        elif c == "move_seat_float":
            mv["seat"] = rng.choice([float(mv["seat"]), str(mv["seat"]), None, True])
            if rng.random() < 0.2:
                del mv["seat"]
        elif c == "move_two_kinds":
            mv[rng.choice(["draw", "pass"])] = True
            if "play" not in mv and rng.random() < 0.5:
                mv["play"] = "0-0"
        elif c == "move_no_kind":
            for k in ("play", "draw", "pass", "on"):
                mv.pop(k, None)
        elif c == "draw_false":
            for k in ("play", "draw", "pass", "on"):
                mv.pop(k, None)
            mv[rng.choice(["draw", "pass"])] = rng.choice([False, 1, "true", None])
        elif c == "pass_str":
            for k in ("play", "draw", "pass", "on"):
                mv.pop(k, None)
            mv["pass"] = "yes"
        elif c == "on_with_draw":
            for k in ("play", "draw", "pass", "on"):
                mv.pop(k, None)
            mv[rng.choice(["draw", "pass"])] = True
            mv["on"] = "%d-%d" % (rules["rounds"][ri], rules["rounds"][ri])
        elif c == "move_bad_tile":
            for k in ("draw", "pass"):
                mv.pop(k, None)
            mv["play"] = rng.choice(["%d-0" % (rules["set"] + 1), "x", 5, "1-1-1", None])
        elif c == "on_bad":
            if "play" not in mv:
                mv.pop("draw", None)
                mv.pop("pass", None)
                mv["play"] = "1-0"
            mv["on"] = rng.choice(["%d-0" % (rules["set"] + 1), "", 7, None, "3"])
        elif c == "move_not_object":
            rounds[ri]["moves"][mi] = rng.choice([[0, "draw"], "draw", None, 3])
        # make the corrupted move come after an illegal move sometimes (exit 2 wins)
        if rng.random() < 0.5 and allm:
            rj, mj = rng.choice(allm)
            if (rj, mj) != (ri, mi):
                m2 = rounds[rj]["moves"][mj]
                if isinstance(m2, dict):
                    m2["seat"] = (m2["seat"] + 1) % rules["players"] if isinstance(m2.get("seat"), int) else 0
    elif c == "unended_round":
        if len(rounds) >= 2:
            ri = rng.randrange(len(rounds) - 1)
            mv = rounds[ri]["moves"]
            del mv[rng.randint(0, max(0, len(mv) - 1)):]
            if rng.random() < 0.4:
                # an illegal move in a later round: exit 2 must still win? (found while replaying)
                later = rounds[-1]["moves"]
                if later:
                    later[0]["seat"] = (later[0]["seat"] + 1) % rules["players"]
        else:
            rnd["moves"] = rnd["moves"][:-1]
            rules["rounds"] = rules["rounds"] + [0]
            rec["rounds"].append(copy.deepcopy(rnd))
    elif c == "moves_missing":
        del rnd[rng.choice(["moves", "hands", "boneyard"])]
    elif c == "not_object":
        return rng.choice([[], "record", 3, None, [rec]])
    elif c == "round_not_object":
        rounds[r] = rng.choice([[], "x", None])
    elif c == "unreadable":
        return rng.choice([b"{", b"", b"\xff\xfe{}", b"{\"format\": NaN}", b"[1,2,]", b"nul"])
    elif c == "nan":
        return json.dumps(rec).replace('"double_blank": %d' % rules["double_blank"], '"double_blank": NaN').encode()
    elif c == "fit":
        rules["hand_size"] = ntiles(rules["set"]) // rules["players"] + 1
    elif c == "swap_hand_boneyard":
        if rnd["boneyard"]:
            h = rnd["hands"][0]
            h[0], rnd["boneyard"][0] = rnd["boneyard"][0], h[0]
    return rec


def truncate(rng, rec):
    rounds = rec["rounds"]
    r = rng.randrange(len(rounds))
    del rounds[r + 1:]
    mv = rounds[r]["moves"]
    del mv[rng.randint(0, len(mv)):]
    return rec


def make_record(rng, binary):
    """Returns (kind, bytes)."""
    c = rng.random()
    if c < 0.3:
        rec = rust_play(rng, binary)
        if rec is None:
            rec = selfplay(rng, rand_rules(rng))
        base = "rust"
    elif c < 0.65:
        rec = selfplay(rng, rand_rules(rng), truncate=rng.random() < 0.3)
        base = "self"
    else:
        rec = handbuilt(rng)
        base = "hand"
    k = rng.random()
    if k < 0.15:
        kind = base
    elif k < 0.35:
        rec = truncate(rng, rec)
        kind = base + "-trunc"
    elif k < 0.75:
        rec = corrupt_move(rng, rec)
        kind = base + "-move"
        if rng.random() < 0.2:
            rec = corrupt_move(rng, rec) if isinstance(rec, dict) else rec
    else:
        rec = corrupt_schema(rng, rec)
        kind = base + "-schema"
    if isinstance(rec, (bytes, bytearray)):
        return kind, bytes(rec)
    return kind, json.dumps(rec, indent=None if rng.random() < 0.7 else 1).encode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    ap.add_argument("--bin", default=DEFAULT_BIN)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for i in range(a.count):
        rng = random.Random("%d/%d" % (a.seed, i))
        kind, data = make_record(rng, a.bin)
        with open(os.path.join(a.out, "%05d-%s.json" % (i, kind)), "wb") as fh:
            fh.write(data)


if __name__ == "__main__":
    main()
