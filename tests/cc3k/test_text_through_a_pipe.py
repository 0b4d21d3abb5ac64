"""The CC3k text game played line by line through pipes, as a program drives it: each answer arrives before the game
waits for the next line (standard output to a pipe is not line buffered, so the game itself must flush)."""
from __future__ import annotations

import os
import select
import subprocess
import sys
from pathlib import Path

MAIN = str(Path(__file__).resolve().parents[2] / "main.py")
# Long enough for a slow machine's start; the game answers in milliseconds, and a game that waits for its next
# line before flushing never answers at all.
PATIENCE_SECONDS = 20


def _answer(program: subprocess.Popen, ending: bytes) -> bytes:
    """What the game writes up to and including `ending`; b"" if nothing more comes while it waits for a line."""
    out = b""
    while not out.endswith(ending):
        ready, _, _ = select.select([program.stdout], [], [], PATIENCE_SECONDS)
        if not ready:
            return b""
        chunk = os.read(program.stdout.fileno(), 65536)
        if not chunk:
            return out
        out += chunk
    return out


def test_each_answer_arrives_before_the_game_waits_for_the_next_line(tmp_path):
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    env["ROGUELIKE_DATA_DIR"] = str(tmp_path / "data")
    program = subprocess.Popen([sys.executable, MAIN, "--text", "--seed", "1"], cwd=tmp_path, env=env,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert _answer(program, b"(q)uit:\n").startswith(b"Choose your race")
        for line in (b"s\n", b"no\n", b"a ea\n"):
            program.stdin.write(line)
            program.stdin.flush()
            screen = _answer(program, b"\n")
            while screen and not screen.split(b"\n")[-2].startswith(b"Action:"):
                screen += _answer(program, b"\n")
            assert b"Race: Shade" in screen, line
        program.stdin.write(b"q\n")
        program.stdin.close()
        assert program.wait(PATIENCE_SECONDS) == 0
    finally:
        program.kill()
