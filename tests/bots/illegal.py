# Always tries to place a tile nobody can hold twice.
import json, sys
for line in sys.stdin:
    print(json.dumps({"play": "9-9", "on": "0-0"}), flush=True)
