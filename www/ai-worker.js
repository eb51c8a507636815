// The AI worker (src/web/worker.rs): Expert's search off the page's main
// thread. It loads the game's own module, whose hashed file names the page
// puts in this script's query (?glue=./chickenfoot-<hash>.js&wasm=...), and
// answers each ask with think_away's {id, index}, or {id, error}.
const q = new URL(self.location.href).searchParams;
const local = (name) => /^\.\/[\w.-]+$/.test(name || "") ? name : null;
const glue = local(q.get("glue"));
const wasm = local(q.get("wasm"));
const ready = glue && wasm
  ? import(glue).then(async (m) => { await m.default({ module_or_path: wasm }); return m; })
  : Promise.reject(new Error("ai-worker.js: no module named in its URL"));
self.onmessage = (e) => {
  const id = e.data && e.data.id;
  ready
    .then((m) => self.postMessage(m.think_away(e.data)))
    .catch((err) => self.postMessage({ id, error: String((err && err.message) || err) }));
};
