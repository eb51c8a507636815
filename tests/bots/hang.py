# Reads its turn and never answers.
import sys, time
sys.stdin.readline()
time.sleep(60)
