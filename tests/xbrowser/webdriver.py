"""A small W3C WebDriver client (Python 3 standard library only).

Speaks the W3C protocol to chromedriver, geckodriver and WebKitWebDriver:
sessions, navigation, elements, scripts, pointer/key actions, screenshots.
Every call has a bounded HTTP timeout; errors raise WebDriverError with the
driver's error code and message.
"""

import base64
import json
import time
import urllib.error
import urllib.request

ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf"
ENTER = "\ue007"


class WebDriverError(Exception):
    def __init__(self, method, path, status, error, message):
        super().__init__(f"{method} {path}: HTTP {status} {error}: {message}")
        self.error = error
        self.message = message


def _request(base, method, path, body=None, timeout=60):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Content-Type", "application/json; charset=utf-8")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            payload = json.loads(r.read() or b"{}")
    except urllib.error.HTTPError as e:
        raw = e.read()
        try:
            v = json.loads(raw).get("value", {})
        except ValueError:
            v = {"error": "unknown", "message": raw[:300].decode("utf-8", "replace")}
        raise WebDriverError(method, path, e.code, v.get("error"), v.get("message")) from None
    return payload.get("value")


def wait_ready(base, timeout=30):
    """Waits until the driver answers GET /status; raises TimeoutError."""
    end = time.monotonic() + timeout
    last = None
    while time.monotonic() < end:
        try:
            _request(base, "GET", "/status", timeout=3)
            return
        except Exception as e:  # not listening yet
            last = e
            time.sleep(0.2)
    raise TimeoutError(f"driver at {base} not ready after {timeout}s: {last}")


class Session:
    """One browser session; use as a context manager so it always closes."""

    def __init__(self, base, capabilities, timeout=90):
        self.base = base
        value = _request(
            base, "POST", "/session",
            {"capabilities": {"alwaysMatch": capabilities}}, timeout=timeout)
        self.id = value["sessionId"]
        self.capabilities = value.get("capabilities", {})

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.quit()

    def cmd(self, method, path, body=None, timeout=60):
        return _request(self.base, method, f"/session/{self.id}{path}", body, timeout)

    def quit(self):
        if self.id:
            try:
                _request(self.base, "DELETE", f"/session/{self.id}", timeout=30)
            except Exception:
                pass
            self.id = None

    # navigation and window
    def set_timeouts(self, script_ms=30000, page_load_ms=60000, implicit_ms=0):
        self.cmd("POST", "/timeouts",
                 {"script": script_ms, "pageLoad": page_load_ms, "implicit": implicit_ms})

    def set_window_rect(self, width, height):
        return self.cmd("POST", "/window/rect", {"width": width, "height": height})

    def get(self, url):
        self.cmd("POST", "/url", {"url": url})

    # scripts
    def execute(self, script, *args):
        return self.cmd("POST", "/execute/sync", {"script": script, "args": list(args)})

    # elements
    def find(self, css):
        v = self.cmd("POST", "/element", {"using": "css selector", "value": css})
        if not isinstance(v, dict) or ELEMENT_KEY not in v:
            raise WebDriverError("POST", "/element", 200, "bad reply", repr(v)[:300])
        return v[ELEMENT_KEY]

    def find_all(self, css):
        v = self.cmd("POST", "/elements", {"using": "css selector", "value": css})
        return [e[ELEMENT_KEY] for e in v]

    def click(self, element_id):
        self.cmd("POST", f"/element/{element_id}/click", {})

    def send_keys(self, element_id, text):
        self.cmd("POST", f"/element/{element_id}/value", {"text": text})

    # actions
    def pointer_click(self, x, y, pause_ms=60):
        """A mouse press and release at viewport CSS pixel (x, y)."""
        self.cmd("POST", "/actions", {"actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [
                {"type": "pointerMove", "duration": 0, "origin": "viewport",
                 "x": int(round(x)), "y": int(round(y))},
                {"type": "pointerDown", "button": 0},
                {"type": "pause", "duration": pause_ms},
                {"type": "pointerUp", "button": 0},
            ]}]})
        self.cmd("DELETE", "/actions")

    # output
    def screenshot(self, path):
        png = base64.b64decode(self.cmd("GET", "/screenshot"))
        with open(path, "wb") as f:
            f.write(png)
        return len(png)
