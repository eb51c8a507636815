// The AI worker: Expert's search off the page's main thread. Its wasm is a
// module of its own (crates/ai-worker, built by Trunk as a worker under a
// fixed name), fetched the first time an Expert seat thinks. Each message
// is an ask (chickenfoot_engine::ai::away::Posted), answered with
// think_away's {id, index} or {id, error}. The handler is set before the
// module is ready, so no ask is lost while it loads.
import init, { think_away } from "./chickenfoot-ai-worker.js";

const ready = init();
self.onmessage = (e) => {
  const id = e.data && e.data.id;
  ready
    .then(() => self.postMessage(think_away(e.data)))
    .catch((err) => self.postMessage({ id, error: String((err && err.message) || err) }));
};
