"""Numbers anywhere: one reader (game/numbers.py) accepts a number or says in one line why not, for any text; the
command line, the maze's commands and bots, and standard input's bytes never end in a traceback."""
import json
import os
import subprocess
import sys

import pytest
from hypothesis import given, strategies as st

from game.core import Result
from game.maze.commands import bot_command
from game.maze.spec import SPEC as MAZE
from game.numbers import MAX_DIGITS, NumberError, read_whole

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LONG = 2**63


@given(st.text())
def test_any_text_is_a_number_in_range_or_a_number_error(text):
    try:
        value = read_whole(text, -LONG, LONG - 1, any_script=True)
    except NumberError as error:
        assert "\n" not in str(error)
        return
    assert -LONG <= value < LONG


@given(st.integers(-LONG, LONG - 1))
def test_plain_numbers_read_as_int_reads_them(value):
    assert read_whole(str(value), -LONG, LONG - 1) == value
    assert read_whole(f"+{value}" if value >= 0 else str(value), -LONG, LONG - 1) == value


@pytest.mark.parametrize("text,any_script,expected", [
    ("٣", True, 3), ("٣", False, None), ("²", True, None), ("½", True, None), ("+2", False, 2), ("-0", False, 0),
    ("0" * 5000 + "7", False, 7), ("9" * 5000, False, "too large"), ("1" + "0" * MAX_DIGITS, False, "too large"),
    ("", False, None), ("+", False, None), ("3.0", False, None), ("0x3", False, None), (" 3", False, None),
])
def test_the_edges_are_javas_integer_parse(text, any_script, expected):
    # Java's Integer.parseInt: any script's decimal digits, a sign, leading zeros; no spaces, points or prefixes.
    if isinstance(expected, int):
        assert read_whole(text, -LONG, LONG - 1, any_script=any_script) == expected
    else:
        with pytest.raises(NumberError) as raised:
            read_whole(text, -LONG, LONG - 1, any_script=any_script)
        assert raised.value.too_large == (expected == "too large") and len(str(raised.value)) < 120


def main(*args, stdin=b""):
    return subprocess.run([sys.executable, os.path.join(REPO, "main.py"), *args], cwd=REPO, input=stdin,
                          capture_output=True, timeout=60)


@pytest.mark.parametrize("args", [["--seed", "²"], ["--seed", "9" * 5000], ["--game", "maze", "--bot", "b",
                                                                          "--bot-timeout", "9" * 5000],
                                  ["--game", "maze", "--bot", "b", "--bot-timeout", "600001"],
                                  ["--game", "maze", "--bot", "b", "--seeds", "0-" + "9" * 5000]])
def test_a_bad_number_on_the_command_line_is_one_line(args):
    done = main("--text", *args)
    assert done.returncode == 2 and b"Traceback" not in done.stderr
    assert done.stderr.decode().splitlines()[-1].startswith("roguelike: error: argument")


def test_a_bots_huge_or_strange_number_ends_its_game_at_minus_10000():
    for line in (f"MOVE 3 {'9' * 5000}", "MOVE ² 3", "ATTACK 1 3 " + "0" * 5000 + "4x"):
        game = MAZE.new_game(None, 3, {"bot": "b"})
        game.step(bot_command(line))
        view = game.view()
        assert view.over and view.result is Result.ERROR and view.score == -10000
        assert len(view.messages[0]) < 200


def test_a_persons_huge_number_is_refused_without_a_turn():
    game = MAZE.new_game(None, 3, {})
    events = game.step(MAZE.parse(f"MOVE 3 {'9' * 5000}"))
    assert events[0].kind.name == "INVALID" and game.view().turn == 0


@pytest.mark.parametrize("game,lines", [("cc3k", [b"s", b"\xff\xfe", b"no", b"\xc3", b"q"]),
                                        ("maze", [b"n", b"\xff\xfe", b"s", b"\xc3(", b"q"])])
def test_bytes_that_are_not_utf8_are_refused_lines_and_the_record_replays(tmp_path, game, lines):
    record = tmp_path / "game.json"
    for locale in ("C", "C.UTF-8"):
        env = {**os.environ, "LC_ALL": locale, "PYTHONIOENCODING": ""}
        done = subprocess.run([sys.executable, os.path.join(REPO, "main.py"), "--game", game, "--text", "--seed", "4",
                               "--record", str(record)], cwd=REPO, input=b"\n".join(lines) + b"\n",
                              capture_output=True, timeout=60, env=env)
        assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
        # Each bad byte became U+FFFD in a line the game refused, kept in the record like any other line.
        commands = json.loads(record.read_text(encoding="utf-8"))["commands"]
        assert "\ufffd\ufffd" in commands and commands[0] == lines[0].decode()
        replayed = main("--replay", str(record), "--text")
        assert replayed.returncode == 0, replayed.stderr
