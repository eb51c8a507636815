// The AI worker (src/web/worker.rs): Expert's search off the page's main
// thread. The page's first message names the game's own module, by the
// hashed file names its index.html preloads ({glue: "./chickenfoot-<hash>.js",
// wasm: "./chickenfoot-<hash>_bg.wasm"}); not in this script's URL, because
// the service worker answers this script from its cache under its plain
// name. Every later message is an ask, answered with think_away's
// {id, index}, or {id, error}.
const local = (name) => (/^\.\/[\w.-]+$/.test(name || "") ? name : null);
let ready = null;
self.onmessage = (e) => {
  const d = e.data || {};
  if (!ready) {
    const glue = local(d.glue);
    const wasm = local(d.wasm);
    ready = glue && wasm
      ? import(glue).then(async (m) => { await m.default({ module_or_path: wasm }); return m; })
      : Promise.reject(new Error("ai-worker.js: the first message names no module"));
    ready.catch(() => {});
    return;
  }
  ready
    .then((m) => self.postMessage(m.think_away(d)))
    .catch((err) => self.postMessage({ id: d.id, error: String((err && err.message) || err) }));
};
