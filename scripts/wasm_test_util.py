"""Helpers shared by the post-build steps' tests (scripts/test_*.py): hand-
made wasm sections, and Node (on the PATH) running a script on a module."""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from short_names import uleb  # noqa: E402


def section(sid, body):
    return bytes([sid]) + uleb(len(body)) + body


def vec(items):
    return uleb(len(items)) + b"".join(items)


def node_on(wasm, script):
    """Runs `script` in Node with `m`, the compiled module, in scope; its
    standard output."""
    with tempfile.NamedTemporaryFile(suffix=".wasm", delete=False) as f:
        f.write(wasm)
    try:
        code = "const m = new WebAssembly.Module(require('fs').readFileSync(process.argv[1]));" + script
        return subprocess.run(["node", "-e", code, f.name], check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(f.name)
