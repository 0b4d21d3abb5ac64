"""A maze bot for the golden catalogue that waits two turns, then answers nonsense: its game ends in a forfeit."""
import sys

for turn in range(3):
    hero = sys.stdin.readline().split()
    for _ in range(int(sys.stdin.readline())):
        sys.stdin.readline()
    print(f"MOVE {hero[0]} {hero[1]} waiting" if turn < 2 else "HELLO there", flush=True)
