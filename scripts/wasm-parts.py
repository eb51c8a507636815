#!/usr/bin/env python3
"""Where the page's wasm goes: its code by crate and module.

Usage: scripts/wasm-parts.py [WASM] [--depth N] [--top N]

WASM is the module rustc writes before wasm-bindgen and wasm-opt, with its
function names (default: target/wasm32-unknown-unknown/wasm-release/
chickenfoot.wasm, which `trunk build --release` leaves there). Each
function's body is counted under its path cut to --depth parts
(`chickenfoot::layout`, `chickenfoot_engine::ai`; default 2), with the
generic instances of library code (`<serde_wasm_bindgen::de::Deserializer
as ...>`) under the crate that defines them. Columns: raw bytes of code,
gzip -9 of the group's bodies alone (a rough share: the shipped wasm is
smaller after wasm-opt and compresses across groups), and the group's
share of all code. Data (strings, tables) is not code and is listed as
one row.

The first load's budget and its total are scripts/sizes.py's business;
this says which parts of the wasm are largest (docs/offline.md, "Sizes").
"""
import collections
import gzip
import re
import sys
from pathlib import Path


def leb(b: bytes, i: int) -> tuple[int, int]:
    r = s = 0
    while True:
        x = b[i]
        i += 1
        r |= (x & 0x7F) << s
        s += 7
        if x < 0x80:
            return r, i


def read(path: Path):
    """(imported function count, [body bytes], {function index: name}, data bytes)."""
    data = path.read_bytes()
    if data[:4] != b"\0asm":
        sys.exit(f"{path}: not a wasm module")
    i, imported, bodies, names, data_len = 8, 0, [], {}, 0
    while i < len(data):
        sid = data[i]
        size, i = leb(data, i + 1)
        end = i + size
        if sid == 2:  # imports: count the functions
            n, j = leb(data, i)
            for _ in range(n):
                for _ in range(2):
                    ln, j = leb(data, j)
                    j += ln
                kind = data[j]
                j += 1
                if kind == 0:
                    _, j = leb(data, j)
                    imported += 1
                elif kind == 1:
                    j += 1
                    flags, j = leb(data, j)
                    _, j = leb(data, j)
                    if flags & 1:
                        _, j = leb(data, j)
                elif kind == 2:
                    flags, j = leb(data, j)
                    _, j = leb(data, j)
                    if flags & 1:
                        _, j = leb(data, j)
                elif kind == 3:
                    j += 2
        elif sid == 10:  # code
            n, j = leb(data, i)
            for _ in range(n):
                ln, k = leb(data, j)
                bodies.append(data[j:k + ln])
                j = k + ln
        elif sid == 11:
            data_len += size
        elif sid == 0:
            ln, j = leb(data, i)
            if data[j:j + ln] == b"name":
                j += ln
                while j < end:
                    sub = data[j]
                    sl, j = leb(data, j + 1)
                    if sub == 1:
                        n, k = leb(data, j)
                        for _ in range(n):
                            idx, k = leb(data, k)
                            ln2, k = leb(data, k)
                            names[idx] = data[k:k + ln2].decode("utf-8", "replace")
                            k += ln2
                    j += sl
        i = end
    return imported, bodies, names, data_len


ESCAPES = {"$LT$": "<", "$GT$": ">", "$RF$": "&", "$BP$": "*", "$u20$": " ", "$C$": ",",
           "$u27$": "'", "$u5b$": "[", "$u5d$": "]", "$u7b$": "{", "$u7d$": "}", "$u3b$": ";",
           "$SP$": "@", "..": "::"}


def idents(s: str) -> list[str]:
    """The length-prefixed identifiers at the start of `s`, in order."""
    out, k = [], 0
    while k < len(s) and s[k].isdigit():
        n = re.match(r"\d+", s[k:]).group()
        k += len(n)
        out.append(s[k:k + int(n)])
        k += int(n)
    return out


def path_of(mangled: str) -> list[str]:
    """A Rust symbol's path (legacy or v0 mangling), its hash dropped; for
    `<T as Trait>::f` the path of T, whose crate the code belongs to."""
    if mangled.startswith("_R"):
        m = re.search(r"C(?:s[0-9A-Za-z]*_)?(?=\d)", mangled)
        return idents(mangled[m.end():]) if m else [mangled]
    m = re.match(r"_ZN(.*)E$", mangled)
    if not m:
        return [mangled]
    parts = [x for x in idents(m.group(1)) if not re.fullmatch(r"h[0-9a-f]{16}", x)]
    text = "::".join(parts)
    for k, v in ESCAPES.items():
        text = text.replace(k, v)
    text = text.lstrip("_")
    if text.startswith("<"):
        inner = re.sub(r"^(?:&|\*|mut |const |\[)+", "", text[1:])
        text = re.split(r"[ <>,;\]]", inner)[0]
    return [x for x in text.split("::") if x]


def main() -> None:
    args = sys.argv[1:]
    depth, top, path = 2, 30, Path("target/wasm32-unknown-unknown/wasm-release/chickenfoot.wasm")
    while args:
        a = args.pop(0)
        if a == "--depth":
            depth = int(args.pop(0))
        elif a == "--top":
            top = int(args.pop(0))
        else:
            path = Path(a)
    imported, bodies, names, data_len = read(path)
    groups: dict[str, list[bytes]] = collections.defaultdict(list)
    described = 0
    for i, body in enumerate(bodies):
        name = names.get(i + imported, "?")
        if name.startswith("__wbindgen_describe") or "wasm_bindgen..describe" in name:
            described += len(body)  # read by wasm-bindgen, then removed
            continue
        if not name.startswith(("_ZN", "_R")):
            groups["(unmangled: wasm-bindgen glue, C builtins)"].append(body)
            continue
        key = "::".join(path_of(name)[:depth]) or "?"
        groups[key].append(body)
    bodies = [b for v in groups.values() for b in v]
    total = sum(len(b) for b in bodies)
    rows = sorted(((sum(map(len, v)), len(gzip.compress(b"".join(v), 9)), k) for k, v in groups.items()),
                  reverse=True)
    print(f"{path}: {total:,} B of code in {len(bodies):,} functions, {data_len:,} B of data "
          f"({described:,} B of wasm-bindgen's descriptors left out: it removes them)")
    print(f"{'raw':>9} {'gzip -9':>8} {'share':>6}  part")
    for raw, gz, k in rows[:top]:
        print(f"{raw:>9,} {gz:>8,} {100 * raw / total:>5.1f}%  {k}")
    rest = rows[top:]
    if rest:
        print(f"{sum(r[0] for r in rest):>9,} {sum(r[1] for r in rest):>8,} "
              f"{100 * sum(r[0] for r in rest) / total:>5.1f}%  ({len(rest)} smaller parts)")


if __name__ == "__main__":
    main()
