#!/usr/bin/env python3
"""Cross-browser smoke test of the built game (Chromium, Firefox, WebKit).

    python3 tests/xbrowser/smoke.py [--dist DIST] [--browsers chromium,firefox,webkit]

Serves DIST on 127.0.0.1 (the page gets an error-catching script injected
first in <head>), then for each browser: starts its WebDriver (WebKit under
its own Xvfb), loads the game, waits for it to be ready, plays moves through
the accessible buttons (focus + Enter on a hand-tile button, then on a target
button; Draw/Pass buttons when those are the only legal actions) and at
least one move through the canvas (a mouse click on the rack tile, then on
the highlighted target, at the positions of their mirror buttons), checks
that the board changed, opens and closes the New game dialog, saves
artifacts/screenshots/<browser>.png, and fails on any script error, failed
request or the game's own error box. Prints PASS/FAIL per browser and
'N passed, M failed'; exits 1 on any failure.
"""

import argparse
import functools
import hashlib
import http.server
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from webdriver import ENTER, Session, WebDriverError, wait_ready  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
QUERY = "?seed=42&delay=30&mute=1"
WIDTH, HEIGHT = 1280, 800

# Injected before any other script: records errors, rejections and
# console.error calls, and every text the aria-live region announces.
CAPTURE_JS = r"""
(function () {
  var errs = window.__xbErrors = [];
  window.__xbLive = [];
  window.addEventListener('error', function (ev) {
    if (ev.target && ev.target !== window && (ev.target.src || ev.target.href)) {
      errs.push('resource failed: ' + (ev.target.src || ev.target.href));
    } else {
      errs.push('error: ' + ev.message + ' at ' + ev.filename + ':' + ev.lineno + ':' + ev.colno
        + (ev.error && ev.error.stack ? '\n' + ev.error.stack : ''));
    }
  }, true);
  window.addEventListener('unhandledrejection', function (ev) {
    var r = ev.reason;
    errs.push('unhandledrejection: ' + (r && (r.stack || r.message) || String(r)));
  });
  var ce = console.error;
  console.error = function () {
    errs.push('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return ce.apply(console, arguments);
  };
  document.addEventListener('DOMContentLoaded', function () {
    var live = document.getElementById('live');
    if (!live) return;
    new MutationObserver(function () { window.__xbLive.push(live.textContent); })
      .observe(live, { childList: true, characterData: true, subtree: true });
  });
})();
"""

STATE_JS = r"""
const q = (s) => document.querySelector(s);
const vis = (el) => !!el && !el.hidden;
const ov = q('#overlay');
const tiles = [...document.querySelectorAll('#a11y .tilebtn')];
const num = (t) => parseInt(t, 10) || 0;
const counts = [...document.querySelectorAll('#seats .count')].map((c) => num(c.textContent));
const sel = tiles.find((b) => b.getAttribute('aria-pressed') === 'true');
return {
  ready: !!q('#status') && q('#status').textContent.includes('Round') && !!q('#btn-draw'),
  overlay: vis(ov),
  roundOver: vis(ov) && !!ov.querySelector('.end'),
  hand: tiles.length,
  fits: tiles.filter((b) => (b.getAttribute('aria-label') || '').includes('fits on'))
    .map((b) => b.dataset.cmd),
  targets: [...document.querySelectorAll('#a11y .targetbtn')].map((b) => b.getAttribute('aria-label')),
  selected: sel ? sel.dataset.cmd : null,
  draw: !q('#btn-draw').disabled,
  pass: !q('#btn-pass').disabled,
  seats: counts.length,
  handsAndBoneyard: counts.reduce((a, b) => a + b, 0) + (q('#boneyard') ? num(q('#boneyard').textContent) : 0),
  status: q('#status').textContent,
  msg: q('#msg') ? q('#msg').textContent : '',
  errorBox: vis(q('#error')) ? q('#error').textContent : null,
  errors: window.__xbErrors || null,
  live: window.__xbLive || [],
};
"""

CENTRE_JS = r"""
const el = document.querySelector(arguments[0]);
if (!el) return null;
const r = el.getBoundingClientRect();
const x = r.left + r.width / 2, y = r.top + r.height / 2;
const hit = document.elementFromPoint(x, y);
return { x, y, w: r.width, h: r.height, hit: hit ? (hit.id || hit.tagName) : null };
"""

CANVAS_JS = r"""
const c = document.querySelector('#board');
return c ? [c.width, c.height, c.toDataURL('image/png')] : null;
"""


class Failure(Exception):
    pass


# ---------------------------------------------------------------- serving

class Handler(http.server.SimpleHTTPRequestHandler):
    bad = None  # list of "HTTP 404 /x" strings, set per server

    def log_message(self, fmt, *args):
        pass

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def send_error(self, code, message=None, explain=None):
        if code != 404 or not self.path.startswith("/favicon"):
            self.bad.append(f"HTTP {code} {self.path}")
        super().send_error(code, message, explain)

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path in ("/", "/index.html"):
            with open(os.path.join(self.directory, "index.html"), "rb") as f:
                html = f.read().decode("utf-8")
            tag = "<script>" + CAPTURE_JS + "</script>"
            i = html.find("<head>")
            html = html[: i + 6] + tag + html[i + 6:] if i >= 0 else tag + html
            body = html.encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


def serve(dist):
    bad = []
    handler = type("H", (Handler,), {"bad": bad})
    handler.extensions_map = dict(Handler.extensions_map, **{".wasm": "application/wasm"})
    httpd = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=dist))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/", bad


# ---------------------------------------------------------------- drivers

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Procs:
    """Processes this run started; each is stopped by its own process group."""

    def __init__(self):
        self.procs = []

    def start(self, argv, log, env=None):
        p = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, env=env,
                             stdin=subprocess.DEVNULL, start_new_session=True)
        self.procs.append(p)
        return p

    def stop_all(self):
        for p in reversed(self.procs):
            if p.poll() is None:
                try:
                    os.killpg(p.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
                try:
                    p.wait(5)
                except subprocess.TimeoutExpired:
                    try:
                        os.killpg(p.pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                    p.wait(5)
        self.procs = []


def start_xvfb(procs, log):
    for n in range(99, 160):
        if os.path.exists(f"/tmp/.X{n}-lock") or os.path.exists(f"/tmp/.X11-unix/X{n}"):
            continue
        p = procs.start(["Xvfb", f":{n}", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], log)
        end = time.monotonic() + 15
        while time.monotonic() < end:
            if os.path.exists(f"/tmp/.X11-unix/X{n}"):
                return f":{n}"
            if p.poll() is not None:
                break
            time.sleep(0.1)
    raise Failure("could not start Xvfb")


def start_driver(name, procs, tmp, log):
    """Starts the browser's WebDriver; returns (base URL, capabilities)."""
    port = free_port()
    env = dict(os.environ)
    if name == "chromium":
        argv = ["chromedriver", f"--port={port}"]
        profile = os.path.join(tmp, "chromium-profile")
        caps = {"browserName": "chrome", "goog:chromeOptions": {
            "binary": "/usr/bin/chromium",
            "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                     "--no-first-run", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync",
                     f"--user-data-dir={profile}", f"--window-size={WIDTH},{HEIGHT}"]}}
    elif name == "firefox":
        gd = shutil.which("geckodriver") or os.path.expanduser("~/.cargo/bin/geckodriver")
        argv = [gd, "--host", "127.0.0.1", "--port", str(port)]
        caps = {"browserName": "firefox", "moz:firefoxOptions": {
            "binary": "/usr/bin/firefox-esr",
            "args": ["-headless", f"--width={WIDTH}", f"--height={HEIGHT}"]}}
    elif name == "webkit":
        env["DISPLAY"] = start_xvfb(procs, log)
        argv = ["WebKitWebDriver", f"--port={port}"]
        caps = {"browserName": "MiniBrowser", "webkitgtk:browserOptions": {
            "binary": "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
            "args": ["--automation"]}}
    else:
        raise ValueError(name)
    procs.start(argv, log, env=env)
    base = f"http://127.0.0.1:{port}"
    wait_ready(base, timeout=30)
    return base, caps


# ---------------------------------------------------------------- the smoke

def wait_for(what, fn, timeout):
    end = time.monotonic() + timeout
    last = None
    while time.monotonic() < end:
        last = fn()
        if last:
            return last
        time.sleep(0.05)
    raise Failure(f"timed out after {timeout}s waiting for {what}")


class Smoke:
    def __init__(self, s, url, say, bad):
        self.s = s
        self.bad = bad
        self.url = url
        self.say = say
        self.dom_plays = 0
        self.canvas_plays = 0
        self.draws = 0
        self.passes = 0
        self.played = []

    def state(self):
        st = self.s.execute(STATE_JS)
        if self.bad:
            raise Failure("failed requests: " + ", ".join(self.bad)
                          + "".join("\n  " + e for e in st["errors"] or []))
        if st["errors"]:
            raise Failure("script error in the page:\n  " + "\n  ".join(st["errors"]))
        if st["errorBox"]:
            raise Failure("the game showed its error box: " + st["errorBox"])
        return st

    def centre(self, css):
        c = self.s.execute(CENTRE_JS, css)
        if not c:
            raise Failure(f"no element {css}")
        return c

    def select_wait(self, cmd):
        return wait_for(f"{cmd} selected with targets shown",
                        lambda: (lambda st: st if st["selected"] == cmd and st["targets"] else None)(self.state()),
                        10)

    def played_wait(self, before):
        return wait_for("the tile to leave the hand",
                        lambda: (lambda st: st if st["hand"] < before or st["roundOver"] else None)(self.state()),
                        10)

    def press_enter(self, css):
        """Focus + Enter on a button, as a keyboard or screen-reader user would."""
        for attempt in range(3):
            try:
                self.s.send_keys(self.s.find(css), ENTER)
                return
            except WebDriverError as e:
                # The mirror rebuilds its buttons when anything changes.
                if e.error in ("stale element reference", "no such element") and attempt < 2:
                    time.sleep(0.1)
                    continue
                raise

    def play_dom(self, st):
        cmd = st["fits"][0]
        self.press_enter(f'#a11y [data-cmd="{cmd}"]')
        st2 = self.select_wait(cmd)
        label = st2["targets"][0]
        self.press_enter("#a11y .targetbtn")
        self.played_wait(st["hand"])
        self.dom_plays += 1
        self.played.append(cmd[5:])
        self.say(f"  buttons: {cmd[5:]} -> '{label}'")

    def play_canvas(self, st):
        cmd = st["fits"][0]
        before_px = self.canvas_digest()
        c = self.centre(f'#a11y [data-cmd="{cmd}"]')
        if c["hit"] != "board":
            raise Failure(f"the rack tile {cmd} at ({c['x']:.0f},{c['y']:.0f}) is covered by {c['hit']}, not the canvas")
        self.s.pointer_click(c["x"], c["y"])
        st2 = self.select_wait(cmd)
        label = st2["targets"][0]
        t = self.centre("#a11y .targetbtn")
        if t["hit"] != "board":
            raise Failure(f"the target at ({t['x']:.0f},{t['y']:.0f}) is covered by {t['hit']}, not the canvas")
        self.s.pointer_click(t["x"], t["y"])
        self.played_wait(st["hand"])
        time.sleep(0.3)
        if self.canvas_digest() == before_px:
            raise Failure("the canvas pixels did not change after a canvas move")
        self.canvas_plays += 1
        self.played.append(cmd[5:])
        self.say(f"  canvas: {cmd[5:]} at ({c['x']:.0f},{c['y']:.0f}) -> '{label}' at ({t['x']:.0f},{t['y']:.0f})")

    def canvas_digest(self):
        v = self.s.execute(CANVAS_JS)
        if not v:
            raise Failure("no canvas #board")
        return hashlib.sha1(v[2].encode()).hexdigest()

    def run(self, shot_path):
        s = self.s
        s.set_timeouts()
        # A WIDTH x HEIGHT viewport: size the window, then add the frame.
        try:
            s.set_window_rect(WIDTH, HEIGHT)
            w, h = s.execute("return [window.innerWidth, window.innerHeight]")
            if (w, h) != (WIDTH, HEIGHT):
                s.set_window_rect(2 * WIDTH - w, 2 * HEIGHT - h)
        except WebDriverError:
            pass
        t0 = time.monotonic()
        s.get(self.url + QUERY)
        vw, vh = s.execute("return [window.innerWidth, window.innerHeight]")
        first = wait_for("the game to be ready (#status shows the round, hand buttons exist)",
                         lambda: (lambda st: st if st["ready"] and st["hand"] > 0 else None)(self.state()),
                         30)
        self.say(f"  ready in {time.monotonic() - t0:.1f}s at {vw}x{vh}: {first['hand']} tiles in hand, {first['seats']} seats")
        if first["seats"] < 2:
            raise Failure("the seats list is empty")
        start_total = first["handsAndBoneyard"]
        end = time.monotonic() + 90
        # Two plays by buttons, one by canvas, then on by buttons until the
        # Draw and Pass buttons have each been needed once (seed 42 needs
        # both in round 1).
        while self.dom_plays < 2 or self.canvas_plays < 1 or self.draws < 1 or self.passes < 1:
            if time.monotonic() > end:
                raise Failure(f"not enough moves in 90s (buttons {self.dom_plays}, canvas {self.canvas_plays}, "
                              f"draws {self.draws}, passes {self.passes})")
            st = self.state()
            if st["roundOver"]:
                raise Failure(f"the round ended before the smoke made its moves: {st['msg']}")
            if st["overlay"]:
                time.sleep(0.05)
                continue
            if st["fits"]:
                if self.dom_plays >= 2 and self.canvas_plays < 1:
                    self.play_canvas(st)
                else:
                    self.play_dom(st)
            elif st["draw"] or st["pass"]:
                which = "draw" if st["draw"] else "pass"
                s.click(s.find(f"#btn-{which}"))
                wait_for(f"{which} to be taken",
                         lambda: (lambda x: x if x["hand"] != st["hand"] or x["handsAndBoneyard"] != st["handsAndBoneyard"]
                                  or not (x["draw"] or x["pass"]) else None)(self.state()), 10)
                if which == "draw":
                    self.draws += 1
                else:
                    self.passes += 1
                self.say(f"  buttons: {which}")
            else:
                time.sleep(0.05)
        time.sleep(0.5)
        st = self.state()
        on_board = start_total - st["handsAndBoneyard"]
        plays = self.dom_plays + self.canvas_plays
        if on_board < plays:
            raise Failure(f"the board did not grow: {on_board} tiles left hands and boneyard, {plays} plays")
        said = " | ".join(st["live"])
        # Each tile is played once, so "<anyone> plays T" can only be our move
        # (the human seat is announced as "You" or by its seat name).
        missing = [t for t in self.played if not re.search(rf"\bplays? {re.escape(t)}\b", said)]
        if missing:
            raise Failure(f"moves not announced in the live region: {missing}; it said: {said[:400]}")
        self.say(f"  board: +{on_board} tiles since the deal; {plays} plays by the smoke "
                 f"({self.dom_plays} buttons, {self.canvas_plays} canvas), {self.draws} draws, {self.passes} passes")
        size = s.screenshot(shot_path)
        self.say(f"  screenshot {os.path.relpath(shot_path, ROOT)} ({size} bytes)")
        # The New game dialog opens and closes.
        s.click(s.find('#toolbar [data-cmd="newgame"]'))
        wait_for("the New game dialog", lambda: self.s.execute(
            "const b=document.querySelector('#ng-start');return !!b && !document.querySelector('#overlay').hidden"), 5)
        s.click(s.find('#overlay [data-cmd="close"]'))
        wait_for("the dialog to close", lambda: self.s.execute(
            "return document.querySelector('#overlay').hidden"), 5)
        self.state()
        self.say("  New game dialog: opens and closes")


def run_browser(name, url, bad, shots, logdir, say):
    procs = Procs()
    tmp = tempfile.mkdtemp(prefix=f"xb-{name}-")
    log = open(os.path.join(logdir, f"{name}-driver.log"), "wb")
    t0 = time.monotonic()
    ok, why = False, ""
    try:
        base, caps = start_driver(name, procs, tmp, log)
        with Session(base, caps) as s:
            c = s.capabilities
            say(f"  {c.get('browserName')} {c.get('browserVersion')}")
            Smoke(s, url, say, bad).run(os.path.join(shots, f"{name}.png"))
        if bad:
            raise Failure("failed requests: " + ", ".join(bad))
        ok = True
    except Failure as e:
        why = str(e)
    except Exception as e:  # driver or harness trouble: still a failure
        why = f"{type(e).__name__}: {e}"
        traceback.print_exc(file=sys.stderr)
    finally:
        procs.stop_all()
        log.close()
        shutil.rmtree(tmp, ignore_errors=True)
    dt = time.monotonic() - t0
    return ok, why, dt


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dist", default="dist")
    ap.add_argument("--browsers", default="chromium,firefox,webkit")
    args = ap.parse_args()
    dist = os.path.abspath(args.dist)
    if not os.path.isfile(os.path.join(dist, "index.html")):
        print(f"no {dist}/index.html: build the game first", file=sys.stderr)
        return 2
    shots = os.path.join(ROOT, "artifacts", "screenshots")
    logdir = os.path.join(ROOT, "artifacts", "xbrowser")
    os.makedirs(shots, exist_ok=True)
    os.makedirs(logdir, exist_ok=True)
    httpd, url, bad = serve(dist)
    print(f"serving {dist} at {url}", flush=True)
    say = functools.partial(print, flush=True)
    passed = failed = 0
    try:
        for name in [b.strip() for b in args.browsers.split(",") if b.strip()]:
            say(f"{name}:")
            bad.clear()
            ok, why, dt = run_browser(name, url, bad, shots, logdir, say)
            if ok:
                passed += 1
                say(f"PASS {name} ({dt:.1f}s)")
            else:
                failed += 1
                say(f"FAIL {name} ({dt:.1f}s): {why}")
                say(f"  driver log: {os.path.relpath(os.path.join(logdir, name + '-driver.log'), ROOT)}")
    finally:
        httpd.shutdown()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
