"""Benchmark (run by hand): maze turns per second with the sample bot in-process, and protocol round trips to a subprocess bot.

    python bench/bench_maze.py [--games N]

The core figure plays whole games on generated mazes (seeds 0..N-1) with the sample bot's logic called
in the same process through the protocol functions (turn input text in, answer line parsed), and counts
the rules' time apart from the bot's. The round-trip figure runs a bot that answers `MOVE x y` to its own
cell at once, so nearly all the time per turn is the pipe, the reader thread and the parsing.
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile
import time

REPO = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bots.maze_bot import MazeBot  # noqa: E402
from bots.process import BotProcess  # noqa: E402
from game.maze.protocol import parse_answer, turn_input  # noqa: E402
from game.maze.rules import MazeGame  # noqa: E402
from game.maze.generator import generate  # noqa: E402

ECHO_BOT = """import sys
while True:
    head = sys.stdin.readline()
    if not head:
        break
    n = int(sys.stdin.readline())
    for _ in range(n):
        sys.stdin.readline()
    x, y = head.split()[:2]
    sys.stdout.write(f"MOVE {x} {y}\\n")
    sys.stdout.flush()
"""


def core(games: int) -> None:
    layouts = [generate(seed) for seed in range(games)]
    turns = 0
    rules_time = bot_time = 0.0
    for seed, layout in enumerate(layouts):
        game, bot = MazeGame(layout, seed), MazeBot()
        while not game.over:
            start = time.perf_counter()
            text = turn_input(game)
            middle = time.perf_counter()
            line = bot.answer(text)
            end = time.perf_counter()
            game.step(parse_answer(line))
            rules_time += (middle - start) + (time.perf_counter() - end)
            bot_time += end - middle
            turns += 1
    print(f"core: {turns} turns in {games} games; rules and protocol {turns / rules_time:,.0f} turns/s "
          f"({rules_time / turns * 1e6:.0f} us a turn); with the sample bot {turns / (rules_time + bot_time):,.0f} turns/s")


def round_trip(turns: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        script = pathlib.Path(folder) / "echo_bot.py"
        script.write_text(ECHO_BOT)
        process = BotProcess(f'"{sys.executable}" "{script}"')
        try:
            game = MazeGame(generate(0), 0)
            text = turn_input(game)
            process.ask(text, 5.0)
            start = time.perf_counter()
            for _ in range(turns):
                parse_answer(process.ask(text, 5.0))
            elapsed = time.perf_counter() - start
        finally:
            process.close()
    print(f"round trip: {elapsed / turns * 1e6:.0f} us a turn over {turns} turns with a subprocess bot")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--turns", type=int, default=5000)
    args = parser.parse_args()
    core(args.games)
    round_trip(args.turns)


if __name__ == "__main__":
    main()
