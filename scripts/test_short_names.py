#!/usr/bin/env python3
"""Tests of scripts/short_names.py on a small hand-made module and glue.

    python3 scripts/test_short_names.py

Node (on the PATH) checks that the renamed module is still valid and
imports and exports what the renamed glue expects.
"""
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from short_names import enc_name, rename, short, uleb  # noqa: E402
from wasm_test_util import node_on, section, vec  # noqa: E402


MODULE = "./x_bg.js"
IMPORTS = ["__wbg_setAttribute_0123456789abcdef", "__wbindgen_cast_0000000000000001"]
EXPORTS = ["start", "__wbindgen_malloc", "wasm_bindgen__convert__closures_____invoke___f64_true_"]


def module():
    """Two imported functions, one defined; memory and three function exports."""
    types = section(1, vec([b"\x60\x00\x00"]))  # () -> ()
    imports = section(2, vec([enc_name(MODULE) + enc_name(n) + b"\x00\x00" for n in IMPORTS]))
    funcs = section(3, vec([b"\x00"]))
    memory = section(5, vec([b"\x00\x01"]))
    exports = section(
        7,
        vec([enc_name("memory") + b"\x02\x00"] + [enc_name(n) + b"\x00\x02" for n in EXPORTS]),
    )
    # The body calls both imports.
    body = b"\x00" + b"\x10\x00" + b"\x10\x01" + b"\x0b"
    code = section(10, vec([uleb(len(body)) + body]))
    return b"\0asm\1\0\0\0" + types + imports + funcs + memory + exports + code


GLUE = """function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg_setAttribute_0123456789abcdef: function(arg0) { log.push("set"); },
        __wbindgen_cast_0000000000000001: function() { log.push("cast"); },
    };
    return {
        __proto__: null,
        "./x_bg.js": import0,
    };
}
export function start() { wasm.start(); }
export function call() { wasm.wasm_bindgen__convert__closures_____invoke___f64_true_(); }
const ptr = wasm.__wbindgen_malloc; const bytes = wasm.memory.buffer;
"""


def node_imports_exports(wasm):
    """The module's imports and exports as Node's WebAssembly API sees them."""
    return json.loads(
        node_on(wasm, "console.log(JSON.stringify([WebAssembly.Module.imports(m), WebAssembly.Module.exports(m)]))")
    )


class ShortNames(unittest.TestCase):
    def test_short_names_are_distinct_identifiers(self):
        names = [short(k) for k in range(5000)]
        self.assertEqual(len(set(names)), len(names))
        self.assertEqual(names[:3], ["a", "b", "c"])
        for n in names:
            self.assertRegex(n, r"^[A-Za-z][A-Za-z0-9]*$")

    def test_renames_both_sides(self):
        wasm, js, changed = rename(module(), GLUE)
        self.assertEqual(changed, len(IMPORTS) + len(EXPORTS))
        imports, exports = node_imports_exports(wasm)
        self.assertEqual(imports, [
            {"module": "a", "name": "a", "kind": "function"},
            {"module": "a", "name": "b", "kind": "function"},
        ])
        self.assertEqual([e["name"] for e in exports], ["memory", "a", "b", "c"])
        for old in IMPORTS + EXPORTS:
            self.assertNotIn(old + ":", js)
            self.assertNotIn("wasm." + old, js)
        self.assertIn('"a": import0', js)
        self.assertIn("a: function(arg0)", js)
        self.assertIn("b: function()", js)
        self.assertIn("wasm.a();", js)
        self.assertIn("const ptr = wasm.b;", js)
        self.assertIn("wasm.c();", js)
        self.assertIn("wasm.memory.buffer", js)
        # The JS function names the page calls stay.
        self.assertIn("export function start()", js)
        self.assertLess(len(wasm), len(module()))

    def test_idempotent(self):
        wasm, js, _ = rename(module(), GLUE)
        again, js2, changed = rename(wasm, js)
        self.assertEqual((again, js2, changed), (wasm, js, 0))

    def test_a_renamed_module_with_its_imports_reordered_is_left_alone(self):
        # wasm-opt (scripts/reorder_functions.py) may reorder the imports
        # after the renaming: a second run must not rename them again.
        wasm, js, _ = rename(module(), GLUE)
        swapped = module().replace(enc_name(MODULE) + enc_name(IMPORTS[0]), b"\x01a\x01b").replace(
            enc_name(MODULE) + enc_name(IMPORTS[1]), b"\x01a\x01a"
        )
        self.assertEqual(rename(swapped, js), (swapped, js, 0))

    def test_refuses_a_glue_it_does_not_understand(self):
        key = IMPORTS[0] + ":"
        cases = {
            "import key twice": GLUE.replace(key, key + " 1, " + key, 1),
            "import key missing": GLUE.replace(key, "other:"),
            "module key missing": GLUE.replace('"./x_bg.js": import0', "x: import0"),
            "unknown export used": GLUE + "wasm.__wbindgen_free(1);\n",
        }
        for what, glue in cases.items():
            with self.subTest(what):
                with self.assertRaises(ValueError):
                    rename(module(), glue)

    def test_refuses_a_non_module(self):
        with self.assertRaises(ValueError):
            rename(b"not wasm", GLUE)


if __name__ == "__main__":
    unittest.main()
