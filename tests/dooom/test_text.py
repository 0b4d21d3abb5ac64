"""Dooom in the terminal: --quiet prints replies only, the person's mode redraws the map, EOF and bad bytes end nothing badly."""
from __future__ import annotations

import io
import subprocess
import sys

from game.dooom.spec import SPEC
from roguelike_client.play.session import Session
from roguelike_client.terminal.dooom import play_text
from roguelike_client.terminal.lines import read_lines
from tests.dooom.support import DATA, REPO


def run_text(lines: str, quiet: bool, seed: int = 7, name: str = "small_labyrinth.txt") -> str:
    stdout = io.StringIO()
    path = DATA / name
    session = Session.new(SPEC, seed, str(path), path.read_text(), {"bot_strategy": "collector"})
    play_text(session, read_lines(io.StringIO(lines)), stdout, quiet=quiet)
    return stdout.getvalue()


def test_quiet_mode_prints_the_replies_and_nothing_else():
    output = run_text("HELLO\nLOOK\nJUMP\nMOVE\nPICKUP 2\n", quiet=True)
    lines = output.splitlines()
    assert lines[0] == "GOLD 6"
    assert lines[1] == "LOOKREPLY" and all(len(row) == 5 for row in lines[2:7])
    assert lines[7:] == ["FAIL", "FAIL", "FAIL"]


def test_quiet_mode_answers_each_move_with_one_line():
    output = run_text("MOVE N\nMOVE S\nMOVE E\nMOVE W\n", quiet=True)
    assert all(line in ("SUCCESS", "FAIL") for line in output.splitlines())
    assert len(output.splitlines()) == 4


def test_person_mode_draws_the_map_with_p_and_b_at_start_and_after_a_move():
    output = run_text("HELLO\nMOVE N\nMOVE S\n", quiet=False)
    blocks = output.split("GOLD 6\n")
    first_map = blocks[0].splitlines()
    assert len(first_map) == 13 and first_map[0] == "#" * 19
    assert sum(row.count("P") for row in first_map[:12]) == 1
    assert sum(row.count("B") for row in first_map[:12]) == 1
    assert "you hold 0 of 6 gold needed" in first_map[12]
    # After the two moves the bot has acted twice, so the map is drawn again each time.
    assert blocks[1].count("#" * 19 + "\n") == 4


def test_eof_mid_game_ends_cleanly():
    assert run_text("", quiet=True) == ""
    assert run_text("HELLO", quiet=True) == "GOLD 6\n"


def test_the_game_stops_reading_after_the_end_line():
    # In a five-tile corridor needing no gold, someone reaches the exit within a few moves.
    output = run_text("MOVE W\n" + "MOVE E\n" * 8 + "HELLO\n" * 2, quiet=True, name="corridor.txt", seed=0)
    lines = output.splitlines()
    assert lines[-1] in ("WIN", "LOSE")
    assert "GOLD 0" not in lines


def test_quiet_alone_plays_text_for_a_program_and_survives_bad_bytes():
    done = subprocess.run(
        [sys.executable, "main.py", "--game", "dooom", "--seed", "3", "--quiet"],
        cwd=REPO, input=b"HELLO\n\xff\xfe\nLOOK\n", capture_output=True, timeout=30,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode().splitlines()
    assert lines[:2] == ["GOLD 3", "FAIL"]
    assert lines[2] == "LOOKREPLY" and len(lines) == 8
    assert done.stderr == b""


def test_text_mode_prints_the_small_map_for_a_person():
    done = subprocess.run([sys.executable, "main.py", "--game", "dooom", "--text", "--seed", "3"],
                          cwd=REPO, input="QUIT\n", capture_output=True, text=True, timeout=30)
    assert done.returncode == 0
    assert "Cellar of Mild Dooom: you hold 0 of 3 gold needed" in done.stdout


def test_an_endless_line_on_standard_input_is_one_refused_line_read_a_bounded_piece_at_a_time():
    endless = b"MOVE " + b"N" * (20 * 1024 * 1024) + b"\nHELLO\n"
    done = subprocess.run([sys.executable, "main.py", "--game", "dooom", "--seed", "3", "--quiet"],
                          cwd=REPO, input=endless, capture_output=True, timeout=60)
    assert done.returncode == 0 and done.stdout == b"FAIL\nGOLD 3\n" and done.stderr == b""
