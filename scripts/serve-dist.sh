# Sourced by the test scripts: serve_dist LOG serves dist/ over HTTP on
# 127.0.0.1 at a port of its own (E2E_PORT, else a random one: other
# checkouts on this machine may be testing too), sets PORT, stops the
# server when the script exits, and fails with the server's log (under
# artifacts/) if it cannot start.
serve_dist() {
  local log="artifacts/$1"
  PORT=${E2E_PORT:-$((20000 + RANDOM % 20000))}
  mkdir -p artifacts
  python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist >"$log" 2>&1 &
  server=$!
  trap 'kill "$server" 2>/dev/null || true' EXIT
  for _ in $(seq 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
    sleep 0.1
  done
  if ! kill -0 "$server" 2>/dev/null; then
    echo "the test server could not start on port $PORT:" >&2
    cat "$log" >&2
    exit 1
  fi
}
