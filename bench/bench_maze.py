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
from game.maze.commands import bot_command  # noqa: E402
from game.maze.protocol import turn_input  # noqa: E402
from game.maze.spec import SPEC  # noqa: E402
from play.session import Session  # noqa: E402

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
    """Whole games through the door with the sample bot called in-process on the protocol's text."""
    turns = 0
    rules_time = bot_time = 0.0
    for seed in range(games):
        game, bot = SPEC.new_game(None, seed, {"bot": "in-process"}), MazeBot()
        while True:
            start = time.perf_counter()
            view = game.view()
            if view.over:
                break
            text = turn_input(view)
            middle = time.perf_counter()
            line = bot.answer(text)
            end = time.perf_counter()
            game.step(bot_command(line))
            rules_time += (middle - start) + (time.perf_counter() - end)
            bot_time += end - middle
            turns += 1
    print(f"core: {turns} turns in {games} games; rules and protocol {turns / rules_time:,.0f} turns/s "
          f"({rules_time / turns * 1e6:.0f} us a turn); with the sample bot {turns / (rules_time + bot_time):,.0f} turns/s")


def round_trip(turns: int) -> None:
    """The bare pipe: a bot that answers at once, asked directly (what the session's worker thread does)."""
    with tempfile.TemporaryDirectory() as folder:
        script = pathlib.Path(folder) / "echo_bot.py"
        script.write_text(ECHO_BOT)
        process = BotProcess(f'"{sys.executable}" "{script}"')
        try:
            text = turn_input(SPEC.new_game(None, 0, {"bot": "echo"}).view())
            process.ask(text, 5.0)
            start = time.perf_counter()
            for _ in range(turns):
                bot_command(process.ask(text, 5.0))
            elapsed = time.perf_counter() - start
        finally:
            process.close()
    print(f"round trip: {elapsed / turns * 1e6:.0f} us a turn over {turns} turns with a subprocess bot")


def session_round_trip(games: int) -> None:
    """Whole games through the session with the echo bot as a process: each turn asked on a worker thread
    (as the window does), the answer recorded; our time per turn around the bot's answer included."""
    with tempfile.TemporaryDirectory() as folder:
        script = pathlib.Path(folder) / "echo_bot.py"
        script.write_text(ECHO_BOT)
        turns, start = 0, time.perf_counter()
        for seed in range(games):
            session = Session.new(SPEC, seed, "", "", {"bot": f'"{sys.executable}" "{script}"', "bot_timeout": 5000})
            while not session.view().over:
                session.wait_bot()
                turns += 1
            session.close()
        elapsed = time.perf_counter() - start
    print(f"session with a subprocess bot: {elapsed / turns * 1e6:.0f} us a turn over {turns} turns in {games} games "
          f"(process start included)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--turns", type=int, default=5000)
    args = parser.parse_args()
    core(args.games)
    round_trip(args.turns)
    session_round_trip(max(1, args.games // 20))


if __name__ == "__main__":
    main()
