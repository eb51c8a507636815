#!/usr/bin/env python3
"""Tests of scripts/reorder_functions.py.

    python3 scripts/test_reorder_functions.py

The end-to-end tests need wasm-opt (tools/node_modules, `make web-setup`)
and Node on the PATH, which runs the module before and after.
"""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reorder_functions import WASM_OPT, functions, order, reorder_file, reordered  # noqa: E402
from short_names import enc_name, uleb  # noqa: E402
from wasm_test_util import node_on, section, vec  # noqa: E402


def func(body):
    """A function body without locals."""
    code = b"\x00" + body + b"\x0b"
    return uleb(len(code)) + code


I32 = lambda n: b"\x41" + bytes([n])  # noqa: E731  (i32.const, 0 <= n < 64)
CALL = lambda f: b"\x10" + uleb(f)  # noqa: E731
ADD, MUL = b"\x6a", b"\x6c"

# Function 0 is the import env.seven; 1 … 5 are defined. A table holds
# function 2, which function 3 calls indirectly; function 5, the largest
# body (so the reorder starts there), is exported as "run".
BODIES = [
    I32(50) + CALL(0) + ADD,  # 1: 57
    CALL(1) + I32(2) + MUL,  # 2: 114
    I32(0) + b"\x11\x00\x00" + I32(1) + ADD,  # 3: table[0]() + 1 = 115
    I32(50) + CALL(0) + ADD + I32(1) + ADD,  # 4: 58, much like 1
    CALL(3) + CALL(1) + ADD + CALL(4) + ADD + CALL(2) + ADD + I32(9) + MUL,  # 5: (115+57+58+114)*9
]
EXPECTED = (115 + 57 + 58 + 114) * 9


def module():
    types = section(1, vec([b"\x60\x00\x01\x7f"]))  # () -> i32
    imports = section(2, vec([enc_name("env") + enc_name("seven") + b"\x00\x00"]))
    funcs = section(3, vec([b"\x00"] * len(BODIES)))
    table = section(4, vec([b"\x70\x00\x01"]))  # funcref, min 1
    exports = section(7, vec([enc_name("run") + b"\x00\x05"]))
    elems = section(9, vec([b"\x00" + I32(0) + b"\x0b" + vec([uleb(2)])]))
    code = section(10, vec([func(b) for b in BODIES]))
    return b"\0asm\1\0\0\0" + types + imports + funcs + table + exports + elems + code


def run(wasm):
    """`run()` of the module, in Node, with env.seven returning 7."""
    return int(node_on(wasm, "console.log(new WebAssembly.Instance(m, {env: {seven: () => 7}}).exports.run())"))


class Order(unittest.TestCase):
    def test_similar_bodies_end_up_next_to_each_other(self):
        bodies = [b"AAAAxxxx", b"BBBBBBBByy", b"AAAAxxxz", b"BBBBBBBByz"]
        # From the largest (1, the lower index of two), its look-alike 3;
        # then 0 and 2, which share nothing with 3 (ties: lower index).
        self.assertEqual(order(bodies), [1, 3, 0, 2])

    def test_a_permutation_of_every_body(self):
        bodies = [bytes([k % 7]) * (k % 5) for k in range(40)]
        self.assertEqual(sorted(order(bodies)), list(range(40)))
        self.assertEqual(order([]), [])


class EndToEnd(unittest.TestCase):
    def setUp(self):
        if not os.path.exists(WASM_OPT):
            self.fail(f"{WASM_OPT} is missing: run make web-setup")

    def test_reordered_module_computes_the_same(self):
        wasm = module()
        self.assertEqual(run(wasm), EXPECTED)
        new = reordered(wasm, [])
        self.assertEqual(run(new), EXPECTED)
        imported, bodies = functions(new)
        self.assertEqual(imported, 1)
        self.assertEqual(len(bodies), len(BODIES))
        # The exported function, the largest, now comes first.
        self.assertEqual(bodies[0][1:3], CALL(bodies_index_of_3(bodies)))

    def test_a_file_is_never_made_larger(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "m.wasm")
            with open(path, "wb") as f:
                f.write(module())
            before, after = reorder_file(path, [])
            with open(path, "rb") as f:
                now = f.read()
            self.assertLessEqual(after, before)
            if after == before:
                self.assertEqual(now, module())
            self.assertEqual(run(now), EXPECTED)


def bodies_index_of_3(bodies):
    """The new index of old function 3 (the only one with call_indirect)."""
    (k,) = [k for k, b in enumerate(bodies) if b"\x11\x00\x00" in b]
    return k + 1


if __name__ == "__main__":
    unittest.main()
