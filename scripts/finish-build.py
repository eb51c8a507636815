#!/usr/bin/env python3
"""Trunk post_build hook (also runnable by hand): makes a build CSP-clean
and offline-ready.

    python3 scripts/finish-build.py [dir]

`dir` defaults to $TRUNK_STAGING_DIR (set by Trunk for hooks), else dist.

1. Trunk writes its wasm loader as an inline <script type="module">. The
   page's Content-Security-Policy allows scripts from 'self' only, so the
   loader is moved into boot-<hash>.js next to index.html (relative URL).
2. scripts/gen-sw.py then writes sw.js: the precache list of this build and
   a cache name that changes with every file.
Idempotent: a build without an inline loader is left as it is.
"""
import hashlib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR", "dist")
    index = os.path.join(d, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    pat = re.compile(r"<script type=\"?module\"?\s*>(.*?)</script>", re.S)
    m = pat.search(html)
    if m:
        body = m.group(1).strip() + "\n"
        name = "boot-" + hashlib.sha256(body.encode()).hexdigest()[:16] + ".js"
        with open(os.path.join(d, name), "w", encoding="utf-8") as f:
            f.write(body)
        tag = f'<script type="module" src="./{name}"></script>'
        html = html[: m.start()] + tag + html[m.end():]
        if pat.search(html):
            sys.exit("finish-build: more than one inline module script")
        with open(index, "w", encoding="utf-8") as f:
            f.write(html)
        print(f"finish-build: loader moved to {name}")
    if re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html):
        sys.exit("finish-build: index.html still has an inline script")
    if re.search(r"\son[a-z]+\s*=", html):
        sys.exit("finish-build: index.html has an inline event handler")
    subprocess.run(
        [sys.executable, os.path.join(HERE, "gen-sw.py"), d, os.path.join(HERE, "..", "www", "sw.js")],
        check=True,
    )


if __name__ == "__main__":
    main()
