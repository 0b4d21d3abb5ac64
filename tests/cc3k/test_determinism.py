"""The same seed, map and commands give the same game, byte for byte; another seed gives another."""
import io
import os
import random
import subprocess
import sys

from game.cc3k.spec import SPEC
from play.maps import load_map
from play.session import Session
from terminal.cc3k import play

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORDS = ["no", "so", "ea", "we", "ne", "nw", "se", "sw"]


def script(length: int, seed: int = 99) -> str:
    picker = random.Random(seed)
    lines = ["d"]
    for _ in range(length):
        roll = picker.random()
        word = picker.choice(WORDS)
        lines.append(word if roll < 0.6 else ("a " + word if roll < 0.85 else "u " + word))
    return "\n".join(lines) + "\nq\n"


def transcript(seed: int, commands: str) -> str:
    out = io.StringIO()
    name, text, _plans = load_map(SPEC, None)
    play(Session.new(SPEC, seed, name, text), io.StringIO(commands), out)
    return out.getvalue()


def test_same_seed_same_transcript():
    commands = script(400)
    assert transcript(7, commands) == transcript(7, commands)
    assert transcript(7, commands) != transcript(8, commands)


def test_same_seed_same_transcript_across_processes():
    commands = script(150)
    runs = [
        subprocess.run(
            [sys.executable, os.path.join(ROOT, "main.py"), "--text", "--seed", "7"],
            input=commands, capture_output=True, text=True, timeout=120,
            env={**os.environ, "PYTHONHASHSEED": hashseed},
        ).stdout
        for hashseed in ("1", "2")
    ]
    assert runs[0] == runs[1] == transcript(7, commands)
