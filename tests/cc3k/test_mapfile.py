"""Layout files: chambers found by flood fill, objects reproduced exactly, and every kind of bad file refused in one line."""
import os
import subprocess
import sys

import pytest

from game.core import Direction, EntityKind, MapError
from game.cc3k.commands import ChooseRace
from game.cc3k.mapfile import find_chambers
from game.cc3k.questions import walkable
from game.cc3k.spec import SPEC
from game.cc3k.tables import HEIGHT, WIDTH
from roguelike_client.play.maps import load_map, read_map_text
from roguelike_client.terminal.cc3k_text import render
from tests.cc3k.helpers import DATA, EMPTY_FLOOR, MOVE, E, detail, entities, floor_text, new_game, pc, thing_at

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def parse_layout(text: str, name: str):
    return SPEC.read_map(text, name)


def test_default_floor_has_the_five_chambers_of_figure_1():
    _name, _text, (plan,) = load_map(SPEC, None)
    assert [len(chamber) for chamber in plan.chambers] == [104, 201, 36, 147, 150]
    assert list(plan.terrain) == EMPTY_FLOOR


def test_shipped_default_floor_is_the_rule_books_figure_1():
    with open(os.path.join(ROOT, "maps", "cc3k", "default.txt")) as shipped:
        assert shipped.read().splitlines() == EMPTY_FLOOR


def test_any_layout_works_chambers_follow_the_walls():
    rows = [list(row) for row in EMPTY_FLOOR]
    for x in range(3, 29):  # a wall across the top-left chamber splits it in two
        rows[5][x] = "-"
    plan = parse_layout("\n".join("".join(r) for r in rows) + "\n", "split")[0]
    assert sorted(len(c) for c in plan.chambers) == sorted([26, 52, 201, 36, 147, 150])


def test_objects_from_the_file_are_reproduced_exactly_on_every_floor():
    floors = [floor_text({(10, 4): "@", (11, 4): "\\", (12, 5): str(d), (5, 3): "H"}) for d in (0, 3, 6, 8, 9)]
    game = new_game("".join(floors), seed=3)
    game.step(ChooseRace("s"))
    for number, drawn in enumerate(["P", "P", "G", "G", "G"], start=1):
        board = render(game.view()).splitlines()
        assert detail(game).floor == number
        assert board[4][10] == "@" and board[4][11] == "\\" and board[5][12] == drawn and board[3][5] == "H"
        others = sum(row.count(c) for row in board[:25] for c in "PGWELOMH")
        assert others == 2 and board[25].endswith(f"Floor {number}")
        game.step(MOVE[E])


CHAMBER_OF = {pos: index for index, tiles in enumerate(find_chambers(EMPTY_FLOOR)) for pos in tiles}


def test_missing_pc_and_stairs_are_placed_by_the_rules_apart():
    for seed in range(40):
        game = new_game(floor_text({(5, 3): "H"}), seed)
        game.step(ChooseRace("s"))
        (stairs,) = entities(game, EntityKind.STAIRS)
        assert CHAMBER_OF[pc(game).pos] != CHAMBER_OF[stairs.pos]
        assert len(entities(game, EntityKind.ENEMY)) == 1
        assert not entities(game, EntityKind.GOLD) and not entities(game, EntityKind.POTION)


def test_a_layouts_stairs_without_its_pc_never_have_the_pc_in_their_chamber():
    # The stairs alone in the bottom-right chamber: on floor 1 and on each floor the stairs lead to, the PC is
    # placed by the rules, never in the stairs' chamber (4 seeds of 30 used to put it there).
    text = floor_text({(70, 20): "\\"}) * 5
    for seed in range(30):
        game = new_game(text, seed)
        game.step(ChooseRace("s"))
        for floor in (1, 2, 3):
            assert detail(game).floor == floor
            (stairs,) = entities(game, EntityKind.STAIRS)
            assert stairs.pos == (70, 20) and CHAMBER_OF[pc(game).pos] != CHAMBER_OF[stairs.pos], (seed, floor)
            walk_to(game, stairs.pos)


def walk_to(game, goal) -> None:
    """The PC walked onto goal by a shortest way over the floor's walkable tiles (the floor holds nothing else)."""
    view = game.view()
    start, came = pc(game).pos, {}
    frontier = [start]
    while goal not in came:
        following = []
        for cell in frontier:
            for direction in Direction:
                step = cell + (direction.dx, direction.dy)
                if step not in came and step != start and walkable(view, step, end=step == goal):
                    came[step] = (cell, direction)
                    following.append(step)
        assert following, "no way to the stairs"
        frontier = following
    way, cell = [], goal
    while cell != start:
        cell, direction = came[cell]
        way.append(direction)
    for direction in reversed(way):
        game.step(MOVE[direction])


def test_empty_floor_in_a_file_gets_full_generation():
    game = new_game(floor_text({}), 5)
    game.step(ChooseRace("s"))
    potions = entities(game, EntityKind.POTION)
    non_dragons = [e for e in entities(game, EntityKind.ENEMY) if e.glyph != "D"]
    assert len(potions) == 10 and len(non_dragons) == 20


def test_dragon_pairing_hoard_takes_adjacent_dragon_or_gets_one():
    game = new_game(floor_text({(10, 4): "@", (20, 4): "9", (21, 4): "D", (5, 5): "9", (25, 3): "D"}), 1)
    game.step(ChooseRace("s"))
    hoard_a, hoard_b = thing_at(game, 20, 4), thing_at(game, 5, 5)
    assert hoard_a.name == hoard_b.name == "dragon hoard (6 gold), guarded by a dragon"
    dragons = [e.pos for e in entities(game, EntityKind.ENEMY) if e.glyph == "D"]
    # Hoard A took the file's dragon beside it (else it would have got a fourth one); hoard B got a new one.
    (new,) = [pos for pos in dragons if pos not in ((21, 4), (25, 3))]
    assert len(dragons) == 3 and new.chebyshev(hoard_b.pos) == 1
    lone = thing_at(game, 25, 3)   # nothing to guard: no gold anywhere beside it
    assert lone.glyph == "D" and not [g for g in entities(game, EntityKind.GOLD) if g.pos.chebyshev(lone.pos) == 1]


def test_hoards_side_by_side_share_out_the_files_dragons_before_any_is_added():
    # Row-major, hoard A (5, 4) would take the dragon at (6, 4), the only one beside hoard B (7, 4); A has the
    # one at (5, 5) too. The file has a dragon for each hoard: none is added and none is left without a hoard.
    game = new_game(floor_text({(20, 4): "@", (5, 4): "9", (6, 4): "D", (7, 4): "9", (5, 5): "D"}), 1)
    game.step(ChooseRace("s"))
    dragons = sorted(e.pos for e in entities(game, EntityKind.ENEMY) if e.glyph == "D")
    assert dragons == [(5, 5), (6, 4)]
    assert all(hoard.name.endswith("guarded by a dragon") for hoard in entities(game, EntityKind.GOLD))


def test_crlf_and_missing_final_newline_are_accepted():
    text = floor_text({(10, 4): "@"})
    assert parse_layout(text.replace("\n", "\r\n"), "crlf")[0] == parse_layout(text, "lf")[0]
    assert parse_layout(text.rstrip("\n"), "nonl")[0] == parse_layout(text, "lf")[0]


def test_figure_with_hud_lines_loads_and_extra_lines_after_five_floors_are_ignored():
    board_and_hud = (DATA / "figure2_layout.txt").read_text() + "\n".join((DATA / "figure2.txt").read_text().splitlines()[25:])
    assert len(parse_layout(board_and_hud, "fig")) == 1
    assert len(parse_layout(floor_text({}) * 6, "six")) == 5


def _bad(text: str) -> str:
    with pytest.raises(MapError) as caught:
        parse_layout(text, "bad.txt")
    return str(caught.value)


def _with_row(y: int, row: str) -> str:
    rows = list(EMPTY_FLOOR)
    rows[y] = row
    return "\n".join(rows) + "\n"


def test_bad_layouts_name_file_line_column_and_what():
    assert _bad(_with_row(3, EMPTY_FLOOR[3][:10] + "Z" + EMPTY_FLOOR[3][11:])) == "bad.txt:4:11: unknown character 'Z'"
    gold_as_shown = _bad(_with_row(3, EMPTY_FLOOR[3][:10] + "G" + EMPTY_FLOOR[3][11:]))
    assert gold_as_shown == "bad.txt:4:11: unknown character 'G' (a layout writes potions as 0-5 and gold as 6-9)"
    assert _bad(_with_row(5, EMPTY_FLOOR[5][:50])) == "bad.txt:6:51: line is 50 characters long, a floor row needs 79"
    assert _bad(_with_row(5, EMPTY_FLOOR[5] + " ")) == "bad.txt:6:80: line is 80 characters long, a floor row needs 79"
    partial = floor_text({}) + "\n".join(EMPTY_FLOOR[:10]) + "\n"
    assert _bad(partial) == "bad.txt:36:1: floor 2 ends after 10 lines, a floor needs 25"
    assert _bad("\n".join(EMPTY_FLOOR[:3]) + "\n") == "bad.txt:4:1: floor 1 ends after 3 lines, a floor needs 25"
    assert _bad("") == "bad.txt:1:1: empty layout file: expected floors of 25 lines"
    in_passage = _with_row(8, EMPTY_FLOOR[8][:13] + "@" + EMPTY_FLOOR[8][14:])
    assert _bad(in_passage) == "bad.txt:9:14: '@' is not on a floor tile inside a chamber"
    in_doorway = _with_row(7, EMPTY_FLOOR[7][:13] + "H" + EMPTY_FLOOR[7][14:])
    assert _bad(in_doorway) == "bad.txt:8:14: 'H' is not on a floor tile inside a chamber"
    side_door = _with_row(4, EMPTY_FLOOR[4][:29] + "6" + EMPTY_FLOOR[4][30:])
    assert _bad(side_door) == "bad.txt:5:30: '6' is not on a floor tile inside a chamber"
    no_floor = "\n".join(row.replace(".", " ") for row in EMPTY_FLOOR) + "\n"
    assert _bad(no_floor) == "bad.txt:1:1: floor has no floor tile ('.')"
    two_pcs = floor_text({(5, 3): "@", (6, 3): "@"})
    assert _bad(two_pcs) == "bad.txt:4:7: a second player character '@' on this floor"


def test_unreadable_files_are_map_errors(tmp_path):
    binary = tmp_path / "bin.txt"
    binary.write_bytes(b"\x00\x01\x02")
    with pytest.raises(MapError, match="not a text file"):
        read_map_text(str(binary))
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"|--\xe9\n")
    with pytest.raises(MapError, match=r"latin.txt:1:4: not a text file"):
        read_map_text(str(latin))
    with pytest.raises(MapError, match="cannot read file"):
        read_map_text(str(tmp_path / "missing.txt"))


def test_main_reports_a_bad_map_in_one_line_with_status_2(tmp_path):
    bad = tmp_path / "floors.txt"
    bad.write_text(_with_row(3, EMPTY_FLOOR[3][:10] + "Z" + EMPTY_FLOOR[3][11:]))
    done = subprocess.run(
        [sys.executable, os.path.join(ROOT, "main.py"), "--text", "--map", str(bad)],
        capture_output=True, text=True, input="", timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr == f"{bad}:4:11: unknown character 'Z'\n"
    assert "Traceback" not in done.stdout + done.stderr


def _one_room(inside: str) -> str:
    """An empty frame with one small chamber, its floor tiles holding the characters given (left to right)."""
    rows = [list("|" + " " * (WIDTH - 2) + "|") for _ in range(HEIGHT)]
    rows[0] = rows[-1] = list("|" + "-" * (WIDTH - 2) + "|")
    rows[20][40:40 + len(inside) + 2] = list("-" * (len(inside) + 2))
    rows[21][40:40 + len(inside) + 2] = list("|" + inside + "|")
    rows[22][40:40 + len(inside) + 2] = list("-" * (len(inside) + 2))
    return "".join("".join(row) + "\n" for row in rows)


def test_a_floor_without_room_for_its_missing_pc_or_stairs_is_refused_in_one_line():
    assert _bad(_one_room("4\\")) == ("bad.txt:1:1: no free floor tile left for the player character '@': "
                                      "place it in the file or leave a tile free")
    assert _bad(_one_room("45")) == ("bad.txt:1:1: no free floor tile left for the player character '@' and the "
                                    "stairway '\\': place it in the file or leave a tile free")
    assert _bad(_one_room("4.")) == ("bad.txt:1:1: no free floor tile left for the stairway '\\': "
                                     "place it in the file or leave a tile free")
    assert len(parse_layout(_one_room("4.."), "room.txt")) == 1      # a tile each: the layout plays
