"""Benchmark (run by hand): the maze's proving ground, games per second with the sample bot on one process and on
every core.

    python bench/bench_proving.py [--games N] [--jobs J ...]

Plays seeds 0..N-1 with `python -m roguelike_client.bots.maze_bot` (this interpreter) through play.proving.play_plan, the code that
`--seeds` runs, and reports the wall-clock time, games per second and the time to 1000 games at that rate. Each
game starts its own bot process, so the figure includes the bot's start-up and its thinking: it is what a bot
writer waits for. It also counts the timeouts (none, whatever --jobs: a bot's own time is what its limit counts)
and the answers that took longer than CodinGame's wall-clock limits (these do grow with --jobs on few processors).
"""
from __future__ import annotations

import argparse
import os
import pathlib
import sys
import time

REPO = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from game.core import Result  # noqa: E402
from game.registry import GAMES  # noqa: E402
from roguelike_client.play.proving import Plan, over_limit, play_plan  # noqa: E402


def measure(games: int, jobs: int) -> None:
    # The rules' own limits: a loaded machine does not turn answers into errors (the bot's own time is counted).
    plan = Plan("maze", range(games), (f'"{sys.executable}" -m roguelike_client.bots.maze_bot',))
    start = time.perf_counter()
    outcomes = play_plan(plan, jobs).outcomes
    seconds = time.perf_counter() - start
    errors = sum(game.result is Result.ERROR for game in outcomes)
    turns = sum(game.turns for game in outcomes)
    rules = GAMES["maze"].bot
    assert rules is not None
    late = sum(over_limit(game, rules.time_limits({})) for game in outcomes)
    print(f"{jobs} process{'es' if jobs > 1 else ''}: {games} games ({turns} turns, {errors} errors, {late} answers "
          f"over CodinGame's limits) in {seconds:.1f} s, {games / seconds:.1f} games/s, "
          f"1000 games in {1000 * seconds / games:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, nargs="*", default=[1, os.cpu_count() or 1])
    args = parser.parse_args()
    os.chdir(REPO)                     # `-m roguelike_client.bots.maze_bot` finds the sample bot from the checkout
    for jobs in args.jobs:
        measure(args.games, jobs)


if __name__ == "__main__":
    main()
