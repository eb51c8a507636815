#!/usr/bin/env python3
"""Writes dist/sw.js from www/sw.js for one release build.

Run after `trunk build --release` (the GitHub Pages workflow does):

    python3 scripts/gen-sw.py [dist] [www/sw.js]

It collects
  * every local file that dist/index.html references (src/href attributes,
    and quoted paths inside Trunk's inline loader script), failing if one is
    missing from dist, and
  * every other file in dist (icons, manifest, rules page, …),
de-duplicates them, and writes a cache name that is a hash of every file's
name and contents, so each build gets its own cache. Only the standard
library is used.
"""
import hashlib
import json
import os
import re
import sys
from urllib.parse import unquote, urlsplit

SKIP = {"sw.js"}  # the worker never caches itself


def local_refs(html):
    """Local paths referenced by index.html, relative to dist."""
    refs = []
    for m in re.finditer(r"""(?:src|href)\s*=\s*["']([^"']+)["']""", html, re.I):
        refs.append(m.group(1))
    # Trunk's loader: import init from '/x-123.js'; init('/x-123_bg.wasm')
    for m in re.finditer(r"""["']([^"'\s<>]+\.(?:js|wasm|css|json|webmanifest|png|svg|ico|woff2?))["']""", html):
        refs.append(m.group(1))
    out = []
    for r in refs:
        parts = urlsplit(r)
        if parts.scheme or parts.netloc or r.startswith("#") or not parts.path:
            continue
        path = unquote(parts.path)
        while path.startswith("./"):
            path = path[2:]
        path = path.lstrip("/")
        if path:
            out.append(path)
    return out


def main():
    dist = sys.argv[1] if len(sys.argv) > 1 else "dist"
    template = sys.argv[2] if len(sys.argv) > 2 else os.path.join("www", "sw.js")
    with open(os.path.join(dist, "index.html"), encoding="utf-8") as f:
        html = f.read()

    files = []
    for root, _dirs, names in os.walk(dist):
        for n in names:
            rel = os.path.relpath(os.path.join(root, n), dist).replace(os.sep, "/")
            if rel not in SKIP:
                files.append(rel)
    present = set(files)

    referenced = []
    for p in local_refs(html):
        if p in SKIP:
            continue
        if p not in present:
            sys.exit(f"gen-sw: index.html references {p!r}, which is not in {dist}/")
        if p not in referenced:
            referenced.append(p)

    ordered = ["./", "index.html"] + referenced + sorted(present - set(referenced) - {"index.html"})
    seen, listed = set(), []
    for p in ordered:
        if p not in seen:
            seen.add(p)
            listed.append(p)

    h = hashlib.sha256()
    for p in sorted(present):
        h.update(p.encode())
        h.update(b"\0")
        with open(os.path.join(dist, p), "rb") as f:
            h.update(hashlib.sha256(f.read()).digest())
    cache = "chickenfoot-" + h.hexdigest()[:16]

    with open(template, encoding="utf-8") as f:
        sw = f.read()
    for token in ("__CACHE_NAME__", "__FILE_LIST__"):
        if token not in sw:
            sys.exit(f"gen-sw: {template} lacks {token}")
    sw = sw.replace('"__CACHE_NAME__"', json.dumps(cache))
    sw = sw.replace("__FILE_LIST__", json.dumps(listed, indent=2))
    with open(os.path.join(dist, "sw.js"), "w", encoding="utf-8") as f:
        f.write(sw)
    print(f"gen-sw: {cache}, {len(listed)} entries ({len(referenced)} from index.html)")


if __name__ == "__main__":
    main()
