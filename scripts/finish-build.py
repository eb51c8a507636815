#!/usr/bin/env python3
"""Trunk post_build hook (also runnable by hand): makes a build CSP-clean
and offline-ready.

    python3 scripts/finish-build.py [dir]

`dir` defaults to $TRUNK_STAGING_DIR (set by Trunk for hooks), else dist.

1. Trunk writes its wasm loader as an inline <script type="module">. The
   page's Content-Security-Policy allows scripts from 'self' only, so the
   loader is moved into boot-<hash>.js next to index.html (relative URL).
2. terser (npm, tools/) minifies the JS: the glue and the loader as
   modules (and the AI worker's ai-worker.js and chickenfoot-ai-worker.js), check.js and pwa.js as classic scripts; csso (npm, tools/)
   minifies the stylesheet, without restructuring (rules keep their order
   and their media queries); the Subresource Integrity hashes Trunk put on
   the changed files are written again.
3. scripts/gen-sw.py then writes sw.js: the precache list of this build and
   a cache name that changes with every file.
The wasm itself is left as Trunk's wasm-opt made it.
Idempotent: running it again on its own output changes nothing (the JS is
minified only in a fresh build, the one that still has the inline loader).
"""
import base64
import hashlib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TERSER = os.path.join(HERE, "..", "tools", "node_modules", ".bin", "terser")
CSSO = os.path.join(HERE, "..", "tools", "node_modules", "csso")

# csso's own API (the package has no command line of its own): comments
# and white space go, the rules stay as written and in their order.
CSSO_RUN = """
const fs = require('fs');
const csso = require(process.argv[1]);
for (const path of process.argv.slice(2)) {
  const css = fs.readFileSync(path, 'utf8');
  fs.writeFileSync(path, csso.minify(css, { restructure: false }).css);
}
"""


def minify(d, names, module):
    """Minifies the named JS files of the build in place with terser."""
    if not os.path.exists(TERSER):
        sys.exit("finish-build: terser is not installed (make web-setup)")
    for name in names:
        path = os.path.join(d, name)
        args = [TERSER, path, "--compress", "--mangle", "--output", path]
        if module:
            args.append("--module")
        subprocess.run(args, check=True)


def minify_css(d, names):
    """Minifies the named stylesheets of the build in place with csso."""
    if not os.path.exists(CSSO):
        sys.exit("finish-build: csso is not installed (make web-setup)")
    subprocess.run(["node", "-e", CSSO_RUN, CSSO] + [os.path.join(d, n) for n in names], check=True)


def minify_build(d, html):
    """Minified JS and CSS, then fresh integrity hashes."""
    m = re.search(r'href="\./([\w-]+)_bg\.wasm"', html)
    if not m:
        sys.exit("finish-build: index.html does not preload a wasm module")
    # The AI worker's script and its module's glue (crates/ai-worker, which
    # Trunk builds as a worker under a fixed name).
    modules = [m.group(1) + ".js", "ai-worker.js", "chickenfoot-ai-worker.js"]
    minify(d, modules + re.findall(r'src="\./(boot-[0-9a-f]+\.js)"', html), module=True)
    minify(d, ["check.js", "pwa.js"], module=False)
    sheets = re.findall(r'<link rel="stylesheet" href="\./([\w.-]+\.css)"', html)
    if not sheets:
        sys.exit("finish-build: index.html links no stylesheet")
    minify_css(d, sheets)
    print("finish-build: JS and CSS minified")

    # The Subresource Integrity hashes Trunk put on the files changed here.
    def integrity(tag):
        href = re.search(r'href="\./([^"]+)"', tag.group(0))
        if not href:
            return tag.group(0)
        with open(os.path.join(d, href.group(1)), "rb") as f:
            digest = base64.b64encode(hashlib.sha384(f.read()).digest()).decode()
        return re.sub(r'integrity="sha384-[^"]*"', f'integrity="sha384-{digest}"', tag.group(0))

    return re.sub(r"<link[^>]*\bintegrity=\"[^\"]*\"[^>]*>", integrity, html)


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
        # A fresh build: its JS is not minified yet.
        html = minify_build(d, html)
        with open(index, "w", encoding="utf-8") as f:
            f.write(html)
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
