"""Maze files given to --map: the sample mazes load, and each kind of broken file is one line FILE:LINE:COLUMN and exit 2."""
import os
import subprocess
import sys

import pytest

from game.core import MapError, Pos
from game.maze.mapfile import format_maze
from game.maze.spec import SPEC
from tests.maze.support import DATA, REPO

GOOD = (DATA / "seed_21.txt").read_text()
ROWS = GOOD.splitlines()


def test_the_original_sample_mazes_load_and_write_back_unchanged():
    for name in ("seed_0", "seed_1", "seed_2", "seed_7", "seed_21"):
        text = (DATA / f"{name}.txt").read_text()
        assert format_maze(SPEC.read_map(text, name)) == text
    maze = SPEC.read_map(GOOD, "seed_21.txt")
    assert maze.start == Pos(11, 11) and maze.exit == Pos(11, 6) and (Pos(3, 0), "t") in maze.items


def with_row(y, row):
    return "\n".join(ROWS[:y] + [row] + ROWS[y + 1:]) + "\n"


@pytest.mark.parametrize("text,where", [
    (with_row(2, "X.4.X...cX.X1Z44"), "m.txt:3:14: unknown character 'Z' (legend: . X H E t p a b c 0-4)"),
    (with_row(4, "0XXXXXXXX.XXXX2"), "m.txt:5:16: row is 15 cells wide: a maze row has 16"),
    (with_row(4, "0XXXXXXXX.XXXX2.."), "m.txt:5:17: row is 17 cells wide: a maze row has 16"),
    ("\n".join(ROWS[:11]) + "\n", "m.txt:12:1: only 11 rows: a maze has 12"),
    (GOOD + ROWS[0] + "\n", "m.txt:13:1: 13 rows: a maze has 12"),
    (GOOD.replace("H", "."), "m.txt:1:1: no start 'H'"),
    (GOOD.replace("E", "."), "m.txt:1:1: no exit 'E'"),
    (with_row(0, "HXXt..0X4.11t1.."), "m.txt:12:12: a second start 'H' (the first is at line 1 column 1)"),
    (with_row(10, "..X32.4XXXXXXXXE"), "m.txt:11:16: a second exit 'E' (the first is at line 7 column 12)"),
    (with_row(3, "1t2..2XX4....XX"), "m.txt:4:16: row is 15 cells wide: a maze row has 16"),
    (with_row(3, "1t2..2XX4..\t.XX."), "m.txt:4:12: unknown character '\\t' (legend: . X H E t p a b c 0-4)"),
    ("", "m.txt:1:1: empty file: a maze is 12 rows of 16 cells"),
    ("\n \n", "m.txt:1:1: empty file: a maze is 12 rows of 16 cells"),
])
def test_each_problem_is_named_at_its_line_and_column(text, where):
    with pytest.raises(MapError) as caught:
        SPEC.read_map(text, "m.txt")
    assert str(caught.value) == where


def test_crlf_and_trailing_blank_lines_are_fine():
    assert SPEC.read_map(GOOD.replace("\n", "\r\n") + "\n\n", "m") == SPEC.read_map(GOOD, "m")


@pytest.mark.parametrize("content,message", [
    (b"\x00\x01binary", "1:1: not a text file"),
    (b"\xff\xfe" + GOOD.encode(), "1:1: not a text file (invalid UTF-8)"),
    (GOOD.replace("H", ".").encode(), "1:1: no start 'H'"),
])
def test_main_prints_one_line_and_exits_2(tmp_path, content, message):
    path = tmp_path / "bad.txt"
    path.write_bytes(content)
    done = subprocess.run([sys.executable, os.path.join(REPO, "main.py"), "--game", "maze", "--text", "--map", str(path)],
                          input="", capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr == f"{path}:{message}\n" and done.stdout == ""
