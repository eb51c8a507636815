#!/usr/bin/env python3
"""Independent reference implementation of the chickenfoot-record/1 specification.

Written from the specification text only (not from the Rust sources).
Usage:  python3 ref.py replay FILE|-
        python3 ref.py legal FILE|-
Stdlib only.  Importable: run(cmd, data_bytes) -> (exit_code, obj)
"""
import json
import re
import sys

FORMAT = "chickenfoot-record/1"
TILE_RE = re.compile(r"[0-9]{1,2}-[0-9]{1,2}")
START_SEARCH = ("draw_in_turn", "all_draw", "before_deal")


class RecordError(Exception):
    def __init__(self, field, message, code="bad_record"):
        Exception.__init__(self, message)
        self.field = field
        self.message = message
        self.code = code


class IllegalMove(Exception):
    def __init__(self, code, rnd, move, message):
        Exception.__init__(self, message)
        self.code = code
        self.round = rnd
        self.move = move
        self.message = message


def tstr(t):
    return "%d-%d" % t


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


# ---------------------------------------------------------------- validation

class Rules(object):
    pass


def _need_int(obj, key, field, lo=None, hi=None):
    if key not in obj:
        raise RecordError(field, "%s is missing" % field)
    v = obj[key]
    if not is_int(v):
        raise RecordError(field, "%s must be an integer" % field)
    if lo is not None and v < lo:
        raise RecordError(field, "%s must be at least %d" % (field, lo))
    if hi is not None and v > hi:
        raise RecordError(field, "%s must be at most %d" % (field, hi))
    return v


def parse_tile(v, set_n, field):
    if not isinstance(v, str) or not TILE_RE.fullmatch(v):
        raise RecordError(field, "%s is not a tile" % field)
    a, b = v.split("-")
    a, b = int(a), int(b)
    if a > set_n or b > set_n:
        raise RecordError(field, "%s has a pip above the set" % field)
    return (max(a, b), min(a, b))


def validate(rec):
    if not isinstance(rec, dict):
        raise RecordError("record", "the record must be a JSON object")
    if rec.get("format") != FORMAT:
        raise RecordError("format", "format must be %r" % FORMAT)
    rules = rec.get("rules")
    if not isinstance(rules, dict):
        raise RecordError("rules", "rules must be an object")
    R = Rules()
    R.set = _need_int(rules, "set", "rules.set", 6, 18)
    R.players = _need_int(rules, "players", "rules.players", 2, 8)
    R.hand_size = _need_int(rules, "hand_size", "rules.hand_size", 1)
    R.arms = _need_int(rules, "arms", "rules.arms", 2, min(8, R.set))
    if "drawn_tile" not in rules or rules["drawn_tile"] not in ("must", "may") \
            or not isinstance(rules["drawn_tile"], str):
        raise RecordError("rules.drawn_tile", "rules.drawn_tile must be \"must\" or \"may\"")
    R.drawn = rules["drawn_tile"]
    R.reserve = _need_int(rules, "boneyard_reserve", "rules.boneyard_reserve", 0)
    R.double_blank = _need_int(rules, "double_blank", "rules.double_blank", 0)
    ss = rules.get("start_search")
    if not isinstance(ss, str) or ss not in START_SEARCH:
        raise RecordError("rules.start_search", "rules.start_search is not valid")
    R.start = ss
    rr = rules.get("rounds")
    if not isinstance(rr, list):
        raise RecordError("rules.rounds", "rules.rounds must be a list")
    R.rounds = []
    for i, v in enumerate(rr):
        if not is_int(v) or v < 0 or v > R.set:
            raise RecordError("rules.rounds[%d]" % i, "rules.rounds[%d] must be an integer 0..=set" % i)
        R.rounds.append(v)
    ntiles = (R.set + 1) * (R.set + 2) // 2
    avail = ntiles - 1 if R.start == "before_deal" else ntiles
    if R.players * R.hand_size > avail:
        raise RecordError("rules.hand_size", "players x hand_size does not fit the set")
    R.ntiles = ntiles

    rounds = rec.get("rounds")
    if not isinstance(rounds, list):
        raise RecordError("rounds", "rounds must be a list")
    if len(rounds) < 1 or len(rounds) > len(R.rounds):
        raise RecordError("rounds", "a record holds 1..=len(rules.rounds) rounds")
    out = []
    for r, rd in enumerate(rounds):
        f = "rounds[%d]" % r
        if not isinstance(rd, dict):
            raise RecordError(f, "%s must be an object" % f)
        D = R.rounds[r]
        seen = {}

        def take(t, tf):
            """Parses a dealt tile, refusing one already dealt elsewhere."""
            tt = parse_tile(t, R.set, tf)
            if tt in seen:
                raise RecordError(tf, "%s duplicates %s" % (tf, seen[tt]))
            seen[tt] = tf
            return tt

        hands = rd.get("hands")
        if not isinstance(hands, list) or len(hands) != R.players:
            raise RecordError(f + ".hands", "%s.hands must list one hand per seat" % f)
        H = []
        for s, h in enumerate(hands):
            hf = "%s.hands[%d]" % (f, s)
            if not isinstance(h, list) or len(h) != R.hand_size:
                raise RecordError(hf, "%s must hold exactly hand_size tiles" % hf)
            hh = []
            for i, t in enumerate(h):
                hh.append(take(t, "%s[%d]" % (hf, i)))
            H.append(hh)
        by = rd.get("boneyard")
        if not isinstance(by, list):
            raise RecordError(f + ".boneyard", "%s.boneyard must be a list" % f)
        B = []
        for i, t in enumerate(by):
            B.append(take(t, "%s.boneyard[%d]" % (f, i)))
        starter = None
        if R.start == "before_deal":
            if "starter" not in rd:
                raise RecordError(f + ".starter", "%s.starter is required with before_deal" % f)
            starter = rd["starter"]
            if not is_int(starter) or starter < 0 or starter >= R.players:
                raise RecordError(f + ".starter", "%s.starter must be a seat" % f)
            if (D, D) in seen:
                raise RecordError(seen[(D, D)], "the start double is set aside and must not be dealt")
            seen[(D, D)] = "set aside"
        else:
            if "starter" in rd:
                raise RecordError(f + ".starter", "%s.starter is only allowed with before_deal" % f)
        if len(seen) != R.ntiles:
            raise RecordError(f, "%s: the deal misses tiles of the set" % f)
        moves = rd.get("moves")
        if not isinstance(moves, list):
            raise RecordError(f + ".moves", "%s.moves must be a list" % f)
        M = []
        for m, mv in enumerate(moves):
            mf = "%s.moves[%d]" % (f, m)
            if not isinstance(mv, dict):
                raise RecordError(mf, "%s must be an object" % mf)
            seat = _need_int(mv, "seat", mf + ".seat", 0, R.players - 1)
            kinds = [k for k in ("play", "draw", "pass") if k in mv]
            if len(kinds) != 1:
                raise RecordError(mf, "%s needs exactly one of play/draw/pass" % mf)
            k = kinds[0]
            if k != "play" and "on" in mv:
                raise RecordError(mf + ".on", "%s.on only goes with play" % mf)
            if k == "play":
                t = parse_tile(mv["play"], R.set, mf + ".play")
                on = None
                if "on" in mv:
                    on = parse_tile(mv["on"], R.set, mf + ".on")
                M.append((seat, "play", t, on))
            else:
                if mv[k] is not True:
                    raise RecordError(mf + "." + k, "%s.%s must be true" % (mf, k))
                M.append((seat, k, None, None))
        out.append((H, B, starter, M))
    return R, out


# ---------------------------------------------------------------- game

class Round(object):
    def __init__(self, R, r, H, B, starter):
        self.R = R
        self.r = r
        self.D = R.rounds[r]
        self.Dt = (self.D, self.D)
        self.hands = [set(h) for h in H]
        self.boneyard = list(B)
        self.bi = 0
        self.end = None  # 'out' | 'blocked'
        self.nodes = {}  # tile -> [pip, free slots]
        self.awaiting = None
        self.drew = None  # tile drawn this turn
        self.first = r % R.players
        self.placed = False
        # start phase
        self.placer = None  # seat that must place now
        self.search = None  # 'dit' / 'all'
        self.cur = None
        self.circle = 0
        if starter is not None:
            self.placer = starter
        else:
            for s, h in enumerate(self.hands):
                if self.Dt in h:
                    self.placer = s
            if self.placer is None:
                self.search = "dit" if R.start == "draw_in_turn" else "all"
                self.cur = self.first
        self.to_move = self.placer if self.placer is not None else self.cur

    def remaining(self):
        return len(self.boneyard) - self.bi

    def nxt(self, s):
        return (s + 1) % self.R.players

    def open_ends(self):
        st = self.nodes[self.Dt]
        if st[1] > 0:
            return [(self.Dt, self.D)]
        if self.awaiting is not None and self.nodes[self.awaiting][1] > 0:
            return [(self.awaiting, self.awaiting[0])]
        return [(t, n[0]) for t, n in self.nodes.items() if n[1] > 0]

    @staticmethod
    def fits(t, pip):
        return t[0] == pip or t[1] == pip

    def tile_plays(self, t, ends=None):
        if ends is None:
            ends = self.open_ends()
        return [(t, u) for (u, p) in ends if self.fits(t, p)]

    def can_play(self, s, ends=None):
        if ends is None:
            ends = self.open_ends()
        for t in self.hands[s]:
            for (u, p) in ends:
                if self.fits(t, p):
                    return True
        return False

    def check_blocked(self):
        if self.remaining() > self.R.reserve:
            return
        ends = self.open_ends()
        for s in range(self.R.players):
            if self.can_play(s, ends):
                return
        self.end = "blocked"

    def scores(self):
        out = []
        for h in self.hands:
            sc = 0
            for t in h:
                sc += self.R.double_blank if t == (0, 0) else t[0] + t[1]
            out.append(sc)
        return out

    # -- legal moves of the seat to move (list of dicts)
    def legal(self):
        if self.end is not None:
            return None, []
        D = tstr(self.Dt)
        if not self.placed:
            if self.placer is not None:
                return self.placer, [{"play": D}]
            return self.cur, [{"draw": True}]
        s = self.to_move
        ends = self.open_ends()
        res = []
        if self.drew is not None:
            pl = self.tile_plays(self.drew, ends)
            for t, u in pl:
                res.append({"play": tstr(t), "on": tstr(u)})
            if not pl or self.R.drawn == "may":
                res.append({"pass": True})
            return s, res
        for t in sorted(self.hands[s]):
            for tt, u in self.tile_plays(t, ends):
                res.append({"play": tstr(tt), "on": tstr(u)})
        if not res:
            if self.remaining() > self.R.reserve:
                res.append({"draw": True})
            else:
                res.append({"pass": True})
        return s, res

    def apply(self, mv):
        """Apply a move; returns None or raises ValueError(code, reason)."""
        seat, kind, t, on = mv
        if self.end is not None:
            raise ValueError("round_over", "the round has already ended (%s)" % self.end)
        if not self.placed:
            return self.apply_start(seat, kind, t, on)
        if seat != self.to_move:
            raise ValueError("wrong_seat", "it is seat %d's turn" % self.to_move)
        s = seat
        if kind == "play":
            if t not in self.hands[s]:
                raise ValueError("not_in_hand", "tile %s is not in the hand" % tstr(t))
            if on is None:
                raise ValueError("no_on", "play of %s needs `on` (the start double is already placed)" % tstr(t))
            if on not in self.nodes:
                raise ValueError("not_on_board", "%s is not on the board" % tstr(on))
            if self.drew is not None and t != self.drew:
                raise ValueError("not_drawn_tile", "after a draw only the drawn tile %s may be played" % tstr(self.drew))
            ends = self.open_ends()
            pip = None
            for (u, p) in ends:
                if u == on:
                    pip = p
            if pip is None:
                raise ValueError("end_not_open", "%s offers no open end now" % tstr(on))
            if not self.fits(t, pip):
                raise ValueError("no_match", "%s does not fit the %d end of %s" % (tstr(t), pip, tstr(on)))
            self.hands[s].discard(t)
            self.nodes[on][1] -= 1
            if t[0] == t[1]:
                self.nodes[t] = [t[0], 3]
                self.awaiting = t
            else:
                free = t[1] if t[0] == pip else t[0]
                self.nodes[t] = [free, 1]
            if not self.hands[s]:
                self.end = "out"
                return
            self.check_blocked()
            self.to_move = self.nxt(s)
            self.drew = None
        elif kind == "draw":
            if self.drew is not None:
                raise ValueError("draw_twice", "a seat may not draw twice in one turn")
            if self.can_play(s):
                raise ValueError("must_play", "seat %d has a legal play" % s)
            if self.remaining() <= self.R.reserve:
                raise ValueError("boneyard_reserve", "the boneyard is at or below the reserve")
            tile = self.boneyard[self.bi]
            self.bi += 1
            self.hands[s].add(tile)
            self.drew = tile
            self.check_blocked()
        else:  # pass
            if self.drew is None:
                if self.can_play(s):
                    raise ValueError("must_play", "seat %d has a legal play" % s)
                if self.remaining() > self.R.reserve:
                    raise ValueError("must_draw", "seat %d must draw before passing" % s)
            else:
                if self.tile_plays(self.drew) and self.R.drawn == "must":
                    raise ValueError("must_play_drawn", "the drawn tile %s fits and must be played" % tstr(self.drew))
            self.check_blocked()
            self.to_move = self.nxt(s)
            self.drew = None

    def apply_start(self, seat, kind, t, on):
        exp = self.placer if self.placer is not None else self.cur
        if seat != exp:
            raise ValueError("wrong_seat", "it is seat %d's turn (start search)" % exp)
        if self.placer is not None:
            if kind != "play":
                raise ValueError("must_place", "seat %d must place the start double" % seat)
            if t != self.Dt or on is not None:
                if on is not None:
                    raise ValueError("not_on_board", "%s is not on the board" % tstr(on))
                raise ValueError("must_place", "seat %d must place the start double %s" % (seat, tstr(self.Dt)))
            if self.R.start != "before_deal" or self.Dt in self.hands[seat]:
                self.hands[seat].discard(self.Dt)
            self.placed = True
            self.nodes[self.Dt] = [self.D, self.R.arms]
            if not self.hands[seat]:
                self.end = "out"
                return
            self.check_blocked()
            self.to_move = self.nxt(seat)
            return
        # searching: only draws
        if kind != "draw":
            if kind == "play" and t == self.Dt and on is None and self.Dt in self.hands[seat]:
                raise ValueError("early_place", "the all_draw circle must complete before placing")
            if kind == "play" and t not in self.hands[seat]:
                raise ValueError("not_in_hand", "tile %s is not in the hand" % tstr(t))
            if kind == "play" and on is not None:
                raise ValueError("not_on_board", "%s is not on the board" % tstr(on))
            raise ValueError("must_draw", "seat %d must draw in the start search" % seat)
        tile = self.boneyard[self.bi]
        self.bi += 1
        self.hands[seat].add(tile)
        if self.search == "dit":
            if tile == self.Dt:
                self.placer = seat
            else:
                self.cur = self.nxt(seat)
        else:
            self.circle += 1
            if self.circle == self.R.players or self.remaining() == 0:
                holder = None
                for s, h in enumerate(self.hands):
                    if self.Dt in h:
                        holder = s
                if holder is not None:
                    self.placer = holder
                else:
                    self.circle = 0
                    self.cur = self.first
            else:
                self.cur = self.nxt(seat)
        self.to_move = self.placer if self.placer is not None else self.cur


def replay(R, rounds):
    states = []
    last = len(rounds) - 1
    for r, (H, B, starter, M) in enumerate(rounds):
        st = Round(R, r, H, B, starter)
        for m, mv in enumerate(M):
            try:
                st.apply(mv)
            except ValueError as e:
                code, reason = e.args
                kind = mv[1]
                desc = kind if kind != "play" else "play %s%s" % (
                    tstr(mv[2]), (" on %s" % tstr(mv[3])) if mv[3] else "")
                raise IllegalMove(code, r, m, "round %d move %d: seat %d %s: %s" % (r, m, mv[0], desc, reason))
        if st.end is None and r != last:
            raise RecordError("rounds[%d].moves" % r, "round %d has not ended but is not the last" % r)
        states.append(st)
    return states


def result(R, states):
    rounds = []
    per = []
    for st in states:
        sc = st.scores()
        per.append(sc)
        rounds.append({"end": st.end if st.end else "in_progress", "scores": sc})
    P = R.players
    totals = [sum(p[s] for p in per) for s in range(P)]
    winners = []
    if len(states) == len(R.rounds) and states[-1].end is not None:
        def key(s):
            zeros = sum(1 for p in per if p[s] == 0)
            nz = [p[s] for p in per if p[s] != 0]
            return (totals[s], -zeros, min(nz) if nz else -1)
        best = min(key(s) for s in range(P))
        winners = [s for s in range(P) if key(s) == best]
    return {"rounds": rounds, "totals": totals, "winners": winners}


def load(data):
    try:
        text = data.decode("utf-8")
    except Exception:
        raise RecordError("record", "the input is not UTF-8", "unreadable")

    def bad_const(c):
        raise ValueError("bad constant " + c)
    try:
        return json.loads(text, parse_constant=bad_const)
    except Exception as e:
        raise RecordError("record", "the input is not JSON: %s" % e, "unreadable")


def run(cmd, data):
    """Returns (exit_code, json_obj)."""
    try:
        rec = load(data)
        R, rounds = validate(rec)
        states = replay(R, rounds)
    except RecordError as e:
        return 2, {"error": {"code": e.code, "field": e.field, "message": e.message}}
    except IllegalMove as e:
        return 1, {"error": {"code": e.code, "round": e.round, "move": e.move, "message": e.message}}
    if cmd == "replay":
        return 0, result(R, states)
    st = states[-1]
    s, lg = st.legal()
    return 0, {"round": len(states) - 1, "to_move": s, "legal": lg}


def main(argv):
    if len(argv) != 3 or argv[1] not in ("replay", "legal"):
        msg = "usage: ref.py replay|legal FILE|-"
        print(json.dumps({"error": {"code": "usage", "field": "argv", "message": msg}}))
        sys.stderr.write(msg + "\n")
        return 2
    try:
        if argv[2] == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(argv[2], "rb") as fh:
                data = fh.read()
    except (OSError, IOError) as e:
        msg = "cannot read %s: %s" % (argv[2], e)
        print(json.dumps({"error": {"code": "unreadable", "field": "file", "message": msg}}))
        sys.stderr.write(msg + "\n")
        return 2
    code, obj = run(argv[1], data)
    print(json.dumps(obj))
    if code != 0:
        sys.stderr.write(obj["error"]["message"] + "\n")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
