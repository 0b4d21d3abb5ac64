"""Benchmark CC3k: turns per second of the rules core, the terminal game's full transcript, and peak memory."""
from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.core import ENDINGS, Direction  # noqa: E402
from game.cc3k.commands import Attack, ChooseRace, Move, Restart, Use  # noqa: E402
from game.cc3k.spec import SPEC  # noqa: E402
from roguelike_client.play.maps import load_map  # noqa: E402
from roguelike_client.play.session import Session  # noqa: E402
from roguelike_client.terminal.cc3k import play  # noqa: E402

WORDS = ["no", "so", "ea", "we", "ne", "nw", "se", "sw"]


def command_script(count: int, seed: int) -> list[str]:
    """Mostly moves, some attacks and uses; after a death or a win, 'r' and a race keep the game going."""
    picker = random.Random(seed)
    lines = []
    for _ in range(count):
        roll, word = picker.random(), picker.choice(WORDS)
        lines.append(word if roll < 0.7 else ("a " + word if roll < 0.9 else "u " + word))
    return lines


def bench_core(turns: int, seed: int) -> float:
    """The rules alone, through the door: step() for every command; a win or a death (its event) plays again."""
    directions = list(Direction)
    picker = random.Random(seed)
    commands = [
        (Move if r < 0.7 else Attack if r < 0.9 else Use)(picker.choice(directions))
        for r in (picker.random() for _ in range(turns))
    ]
    _name, _text, plans = load_map(SPEC, None)
    game = SPEC.new_game(plans, seed, {})
    game.step(ChooseRace("s"))
    start = time.perf_counter()
    for command in commands:
        if any(event.kind in ENDINGS for event in game.step(command)):
            game.step(Restart())
            game.step(ChooseRace("s"))
    return time.perf_counter() - start


def bench_terminal(turns: int, seed: int) -> tuple[float, int]:
    """The terminal game's own loop through the session, every screen written to a file; after a death or a
    win it plays again."""
    name, text, _plans = load_map(SPEC, None)
    session = Session.new(SPEC, seed, name, text)
    script = command_script(turns, seed)

    def typed():
        yield "s"
        for word in script:
            if session.view().phase == "over":
                yield "r"
                yield "s"
            yield word
        yield "q"

    with tempfile.TemporaryFile("w+") as out:
        start = time.perf_counter()
        play(session, typed(), out)
        out.flush()
        elapsed = time.perf_counter() - start
        out.seek(0)
        screens = sum(1 for line in out if line.startswith("Action:"))
    return elapsed, screens


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    # The terminal game runs first so that the peak memory read after it is the game's own.
    elapsed, screens = bench_terminal(args.turns, args.seed)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"terminal game, board and HUD to a file after every command: {screens} screens in {elapsed:.3f} s "
          f"= {elapsed / screens * 1e3:.3f} ms per turn")
    print(f"peak resident memory (interpreter, rules and terminal game): {peak:.1f} MB")
    # Best of three: the machine is shared, and the fastest run is the one least disturbed.
    core = min(bench_core(args.turns, args.seed) for _ in range(3))
    print(f"core (best of 3): {args.turns} turns in {core:.3f} s = {args.turns / core:,.0f} turns/s ({core / args.turns * 1e6:.1f} us/turn)")

if __name__ == "__main__":
    main()
