# Answers one move, then crashes.
import json, sys
line = sys.stdin.readline()
print(json.dumps(json.loads(line)["legal"][0]), flush=True)
sys.stdin.readline()
raise SystemExit(3)
