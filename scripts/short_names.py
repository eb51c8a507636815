#!/usr/bin/env python3
"""Short import and export names for a wasm-bindgen build (post-build step).

    python3 scripts/short_names.py <module>_bg.wasm <module>.js

wasm-bindgen names every import after the JS function it wraps plus a
16-digit hash (`__wbg_setAttribute_2a8fbc…`, 178 of them, each under the
module name "./chickenfoot_bg.js"), and every closure export after its Rust
type. Those names are only a contract between the wasm and its own JS glue,
yet they are about 11 KB of the wasm (3.8 KB gzipped). This step renames
them both sides to short identifiers (a, b, …, a0, …), as Emscripten's
minifier does:

- the wasm's import section: every (module, name) pair, the module becoming
  "a";
- the wasm's export section: every export but `memory`;
- the JS glue: the import object's keys (`name: function…`), its module key
  and every `wasm.<export>` reference.

It refuses, and leaves both files as they were, unless every import key
occurs exactly once in the glue and every renamed export is found at least
as often as before: a wasm-bindgen that writes its glue differently fails
the build instead of shipping a page that cannot start. Running it on its
own output changes nothing: a module whose imports all come from the
module "a" is taken as renamed already and left alone (a later step,
scripts/reorder_functions.py, may put the imports in another order).
"""
import re
import sys


def leb(b: bytes, i: int) -> tuple[int, int]:
    """Reads an unsigned LEB128 at i: (value, next index)."""
    r = s = 0
    while True:
        x = b[i]
        i += 1
        r |= (x & 0x7F) << s
        s += 7
        if x < 0x80:
            return r, i


def uleb(n: int) -> bytes:
    out = bytearray()
    while True:
        x = n & 0x7F
        n >>= 7
        if n:
            out.append(x | 0x80)
        else:
            out.append(x)
            return bytes(out)


def name_at(b: bytes, i: int) -> tuple[str, int]:
    n, i = leb(b, i)
    return b[i : i + n].decode("utf-8"), i + n


def enc_name(s: str) -> bytes:
    raw = s.encode("utf-8")
    return uleb(len(raw)) + raw


def skip_limits(b: bytes, i: int) -> int:
    flags = b[i]
    i += 1
    _, i = leb(b, i)
    if flags & 1:
        _, i = leb(b, i)
    return i


def skip_import_desc(b: bytes, i: int) -> int:
    """Skips an import's description (after its kind byte)."""
    kind = b[i]
    i += 1
    if kind == 0:  # function: type index
        _, i = leb(b, i)
    elif kind == 1:  # table: reference type, limits
        i = skip_limits(b, i + 1)
    elif kind == 2:  # memory: limits
        i = skip_limits(b, i)
    elif kind == 3:  # global: value type, mutability
        i += 2
    elif kind == 4:  # tag: attribute, type index
        _, i = leb(b, i + 1)
    else:
        raise ValueError(f"unknown import kind {kind}")
    return i


def short(k: int) -> str:
    """a … z, A … Z, then a0, b0, …: never a JS keyword, never __proto__."""
    first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    rest = "0123456789" + first
    s = first[k % len(first)]
    k //= len(first)
    while k:
        k -= 1
        s += rest[k % len(rest)]
        k //= len(rest)
    return s


def sections(wasm: bytes):
    if wasm[:8] != b"\0asm\1\0\0\0":
        raise ValueError("not a wasm module (version 1)")
    i = 8
    while i < len(wasm):
        sid = wasm[i]
        size, j = leb(wasm, i + 1)
        yield sid, wasm[j : j + size]
        i = j + size


def imports(body: bytes):
    """Each import of an import section's body: (module, name, description
    bytes, the first of them the kind: 0 for a function)."""
    count, i = leb(body, 0)
    for _ in range(count):
        module, i = name_at(body, i)
        name, i = name_at(body, i)
        start = i
        i = skip_import_desc(body, i)
        yield module, name, body[start:i]


def renamed_already(wasm: bytes) -> bool:
    """Whether every import of the module comes from the module "a"."""
    modules = {m for sid, body in sections(wasm) if sid == 2 for m, _, _ in imports(body)}
    return modules == {"a"}


def rename(wasm: bytes, js: str) -> tuple[bytes, str, int]:
    """The renamed module and glue, and how many names were renamed."""
    if renamed_already(wasm):
        return wasm, js, 0
    out = bytearray(wasm[:8])
    renamed, exports = {}, {}
    modules = set()
    for sid, body in sections(wasm):
        if sid == 2:
            nb = bytearray(uleb(leb(body, 0)[0]))
            for k, (module, name, desc) in enumerate(imports(body)):
                new = short(k)
                modules.add(module)
                if name in renamed and renamed[name] != new:
                    raise ValueError(f"import {name} is imported twice")
                renamed[name] = new
                nb += enc_name("a") + enc_name(new) + desc
            body = bytes(nb)
        elif sid == 7:
            count, i = leb(body, 0)
            nb = bytearray(uleb(count))
            k = 0
            for _ in range(count):
                name, i = name_at(body, i)
                kind = body[i]
                index, i = leb(body, i + 1)
                if name != "memory":
                    new = short(k)
                    k += 1
                    exports[name] = new
                    name = new
                nb += enc_name(name) + bytes([kind]) + uleb(index)
            body = bytes(nb)
        out += bytes([sid]) + uleb(len(body)) + body

    if len(modules) != 1:
        raise ValueError(f"expected one import module, found {sorted(modules)}")
    (module,) = modules
    key = f'"{module}": import0'
    if module != "a":
        if js.count(key) != 1:
            raise ValueError(f"the glue does not return its imports as {key}")
        js = js.replace(key, '"a": import0')

    changed = 0
    for old, new in renamed.items():
        if old == new:
            continue
        pat = re.compile(r"(?<![\w$])" + re.escape(old) + r"(?=\s*:)")
        if len(pat.findall(js)) != 1:
            raise ValueError(f"import {old} is not a key of the glue's import object exactly once")
        js = pat.sub(new, js)
        changed += 1
    for old, new in exports.items():
        if old == new:
            continue
        pat = re.compile(r"(?<=\bwasm\.)" + re.escape(old) + r"(?![\w$])")
        js, n = pat.subn(new, js)
        changed += 1 if n else 0
    known = set(exports.values()) | {"memory"}
    stray = set(re.findall(r"\bwasm\.([\w$]+)", js)) - known
    if stray:
        raise ValueError(f"the glue uses exports the module lacks: {sorted(stray)}")
    return bytes(out), js, changed


def rename_files(wasm_path: str, js_path: str) -> tuple[int, int, int]:
    """Renames a module and its glue in place: (names renamed, wasm bytes
    before, after). Raises ValueError, writing nothing, as `rename` does."""
    with open(wasm_path, "rb") as f:
        wasm = f.read()
    with open(js_path, encoding="utf-8") as f:
        js = f.read()
    new_wasm, new_js, changed = rename(wasm, js)
    with open(wasm_path, "wb") as f:
        f.write(new_wasm)
    with open(js_path, "w", encoding="utf-8") as f:
        f.write(new_js)
    return changed, len(wasm), len(new_wasm)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        changed, before, after = rename_files(*sys.argv[1:])
    except ValueError as e:
        sys.exit(f"short_names: {e}")
    print(f"short_names: {changed} names shortened, wasm {before} -> {after} B")


if __name__ == "__main__":
    main()
