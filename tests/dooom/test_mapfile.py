"""Dooom map files: the example maps load, and every bad map gets one FILE:LINE:COLUMN line and exit status 2."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from game.core import MapError
from game.dooom.spec import SPEC
from roguelike_client.play.maps import load_map
from tests.dooom.support import DATA, REPO, SHIPPED_MAPS, load, say


def test_example_maps_load_with_their_name_win_and_size():
    small = load(DATA / "small_labyrinth.txt")
    assert (small.name, small.win, small.width, small.height) == ("Small Labyrinth of Dooom", 6, 19, 12)
    very_small = load(DATA / "very_small_labyrinth.txt")
    assert (very_small.name, very_small.win, very_small.gold_count()) == ("Very Small Labyrinth of Dooom", 2, 2)


def test_crlf_and_trailing_blank_lines_are_accepted():
    dungeon = SPEC.read_map("name Crlf Cave\r\nwin 1\r\n#G.E#\r\n#...#\r\n\r\n\r\n", "crlf.txt")
    assert dungeon.rows == ("#G.E#", "#...#")
    assert dungeon.name == "Crlf Cave"


@pytest.mark.parametrize("path", SHIPPED_MAPS, ids=lambda path: path.name)
def test_shipped_maps_load_and_every_open_tile_is_reachable(path):
    dungeon = load(path)
    open_tiles = dungeon.open_tiles()
    reached = {open_tiles[0]}
    frontier = [open_tiles[0]]
    while frontier:
        here = frontier.pop()
        for step in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            there = here + step
            if there in set(open_tiles) and there not in reached:
                reached.add(there)
                frontier.append(there)
    # A start in a sealed pocket would make the game unwinnable for whoever lands there.
    assert len(reached) == len(open_tiles)
    assert dungeon.gold_count() >= dungeon.win


def test_the_three_sizes_ship():
    assert {path.stem for path in SHIPPED_MAPS} >= {"small", "medium", "large"}


BAD_MAPS = [
    ("", "1:1: empty file"),
    ("\n\n\n", "1:1: empty file"),
    ("title Cave\nwin 1\n#GE#\n", "1:1: expected 'name <text>'"),
    ("name\nwin 1\n#GE#\n", "1:5: the map's name is empty"),
    ("name    \nwin 1\n#GE#\n", "1:5: the map's name is empty"),
    ("name Cave\n", "2:1: missing 'win <gold>' line"),
    ("name Cave\nwinning 1\n#GE#\n", "2:1: expected 'win <gold>'"),
    ("name Cave\nwin\n#GE#\n", "2:4: missing the gold needed"),
    ("name Cave\nwin -1\n#GE#\n", "2:5: win must not be negative (-1)"),
    ("name Cave\nwin two\n#GE#\n", "2:5: win must be a whole number, not 'two'"),
    ("name Cave\nwin 1.5\n#GE#\n", "2:5: win must be a whole number, not '1.5'"),
    ("name Cave\nwin 1\n", "3:1: no map rows"),
    ("name Cave\nwin 1\n#GE#\n#..\n", "4:4: row is 3 tiles wide but the first row is 4"),
    ("name Cave\nwin 1\n#GE#\n#...#\n", "4:5: row is 5 tiles wide but the first row is 4"),
    ("name Cave\nwin 1\n#GE#\n\n#..#\n", "4:1: row is 0 tiles wide"),
    ("name Cave\nwin 1\n#GE#\n#.P#\n", "4:3: unknown tile 'P'"),
    ("name Cave\nwin 1\n#G.#\n#..#\n", "3:1: the map has no exit (E)"),
    ("name Cave\nwin 3\n#GE#\n#.G#\n", "2:5: win needs 3 gold but the map holds only 2"),
    ("name Cave\nwin 0\n##E#\n####\n", "3:1: the map needs at least two open tiles"),
]


@pytest.mark.parametrize("text, expected", BAD_MAPS)
def test_each_bad_map_names_the_line_column_and_problem(text, expected):
    with pytest.raises(MapError) as caught:
        SPEC.read_map(text, "cave.txt")
    assert str(caught.value).startswith(f"cave.txt:{expected}")
    assert "\n" not in str(caught.value)


def test_binary_file_is_refused(tmp_path):
    path = tmp_path / "binary.txt"
    path.write_bytes(b"name \x00\x01\x02\nwin 1\n")
    with pytest.raises(MapError, match=r"binary.txt:1:1: not a text file"):
        load(path)


def test_non_utf8_file_is_refused_at_the_bad_byte(tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"name Caf\xe9\nwin 1\n#GE#\n")
    with pytest.raises(MapError, match=r"latin1.txt:1:9: not a text file"):
        load(path)


def test_truncated_file_is_refused(tmp_path):
    path = tmp_path / "cut.txt"
    path.write_bytes((DATA / "small_labyrinth.txt").read_bytes()[:70])
    with pytest.raises(MapError, match=r"cut.txt:4:15: row is 14 tiles wide but the first row is 19"):
        load(path)


def test_missing_file_is_refused(tmp_path):
    with pytest.raises(MapError, match=r"nowhere.txt: cannot read file"):
        load(tmp_path / "nowhere.txt")


def test_front_end_prints_one_line_and_exits_2_without_traceback(tmp_path):
    path = tmp_path / "ragged.txt"
    path.write_text("name Ragged\nwin 1\n#GE#\n#.#\n")
    done = subprocess.run([sys.executable, "main.py", "--game", "dooom", "--map", str(path), "--text"],
                          cwd=REPO, input="", capture_output=True, text=True, timeout=30)
    assert done.returncode == 2
    assert done.stderr == f"{path}:4:4: row is 3 tiles wide but the first row is 4\n"
    assert done.stdout == ""


def test_the_default_map_is_the_shipped_small_one():
    name, _text, dungeon = load_map(SPEC, None)
    assert name == "maps/dooom/small.txt" and dungeon.name == "Cellar of Mild Dooom"


def huge_map(side: int) -> str:
    """A map `side` tiles a side: floor with one tile in eleven a wall, gold along the diagonal, one exit."""
    rows = []
    for y in range(side):
        row = ["#" if (x * 7 + y * 3) % 11 == 0 else "." for x in range(side)]
        row[y] = "G"
        rows.append("".join(row))
    rows[side // 2] = rows[side // 2][:side // 2 + 1] + "E" + rows[side // 2][side // 2 + 2:]
    return "name Endless Hall\nwin 3\n" + "\n".join(rows) + "\n"


def test_a_map_thousands_of_tiles_a_side_loads_and_plays_in_seconds(tmp_path):
    path = tmp_path / "huge.txt"
    path.write_text(huge_map(3000))
    started = time.perf_counter()
    dungeon = load(path)
    game = SPEC.new_game(dungeon, 5, {})
    replies = [say(game, line) for line in ("HELLO", "LOOK", "MOVE N", "MOVE W", "PICKUP", "LOOK")]
    view = game.view()
    assert (dungeon.width, dungeon.height) == (3000, 3000) and replies[0] == ["GOLD 3"]
    assert len(view.cells) == 3000 and view.turn == 3
    # Generous for a busy machine: it takes well under a second alone.
    assert time.perf_counter() - started < 20


def test_a_1024_map_plays_in_the_terminal_with_a_record_that_replays(tmp_path):
    path, record = tmp_path / "big.txt", tmp_path / "big.json"
    path.write_text(huge_map(1024))
    lines = b"HELLO\nLOOK\nMOVE N\nMOVE E\nPICKUP\n"
    played = subprocess.run([sys.executable, "main.py", "--game", "dooom", "--map", str(path), "--seed", "4",
                             "--quiet", "--record", str(record)], cwd=REPO, input=lines, capture_output=True,
                            timeout=60)
    assert played.returncode == 0 and played.stderr == b"" and played.stdout.startswith(b"GOLD 3\nLOOKREPLY\n")
    replayed = subprocess.run([sys.executable, "main.py", "--replay", str(record), "--quiet"], cwd=REPO,
                              capture_output=True, timeout=60)
    assert replayed.returncode == 0 and replayed.stdout == played.stdout


def test_a_map_file_past_the_games_limit_is_one_line(tmp_path):
    path = tmp_path / "enormous.txt"
    with open(path, "wb") as handle:
        handle.truncate(SPEC.max_map_bytes + 1)
    with pytest.raises(MapError) as caught:
        load(path)
    assert str(caught.value) == f"{path}: file is {SPEC.max_map_bytes + 1} bytes, more than the {SPEC.max_map_bytes} allowed"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_or_a_device_is_one_line_and_never_blocks(tmp_path):
    fifo = tmp_path / "fifo.txt"
    os.mkfifo(fifo)
    # No one writes to the FIFO: it is an empty file, not a wait.
    with pytest.raises(MapError, match="fifo.txt:1:1: empty file"):
        load(fifo)
    with pytest.raises(MapError, match="is a device, not a file that can be read"):
        load(os.devnull)


def test_a_win_of_thousands_of_digits_is_one_line():
    with pytest.raises(MapError) as caught:
        SPEC.read_map("name Cave\nwin " + "9" * 5000 + "\n#GE#\n", "cave.txt")
    assert str(caught.value) == "cave.txt:2:5: win is more gold than any map holds (99999999999999999999...)"
    with pytest.raises(MapError, match=r"cave.txt:2:5: win must not be negative \(-1111"):
        SPEC.read_map("name Cave\nwin -" + "1" * 5000 + "\n#GE#\n", "cave.txt")
