"""The same seed, map and commands give the same game, byte for byte; another seed gives another. On the rule
book's floors and on random floors (made from the seed)."""
import io
import os
import random
import subprocess
import sys

import pytest

from game.cc3k.spec import SPEC
from roguelike_client.play.maps import load_map
from roguelike_client.play.session import Session
from roguelike_client.terminal.cc3k import play

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORDS = ["no", "so", "ea", "we", "ne", "nw", "se", "sw"]
FLOORS = pytest.mark.parametrize("flags", [(), ("--random-layout",)], ids=["rule-book", "random"])


def script(length: int, seed: int = 99) -> str:
    picker = random.Random(seed)
    lines = ["d"]
    for _ in range(length):
        roll = picker.random()
        word = picker.choice(WORDS)
        lines.append(word if roll < 0.6 else ("a " + word if roll < 0.85 else "u " + word))
    return "\n".join(lines) + "\nq\n"


def transcript(seed: int, commands: str, flags: tuple[str, ...] = ()) -> str:
    out = io.StringIO()
    name, text, _plans = load_map(SPEC, None)
    options = {"random_layout": "--random-layout" in flags}
    play(Session.new(SPEC, seed, name, text, options), io.StringIO(commands), out)
    return out.getvalue()


@FLOORS
def test_same_seed_same_transcript(flags):
    commands = script(400)
    assert transcript(7, commands, flags) == transcript(7, commands, flags)
    assert transcript(7, commands, flags) != transcript(8, commands, flags)


@FLOORS
def test_same_seed_same_transcript_across_processes(flags):
    """Hash seeds differ between runs of Python: nothing the game draws may depend on them."""
    commands = script(150)
    runs = [
        subprocess.run(
            [sys.executable, os.path.join(ROOT, "main.py"), "--text", "--seed", "7", *flags],
            input=commands, capture_output=True, text=True, timeout=120,
            env={**os.environ, "PYTHONHASHSEED": hashseed},
        ).stdout
        for hashseed in ("1", "2")
    ]
    assert runs[0] == runs[1] == transcript(7, commands, flags)
