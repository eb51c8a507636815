# Answers with something that is not a move.
import sys
for line in sys.stdin:
    print("hello", flush=True)
