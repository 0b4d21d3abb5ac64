"""--random-layout: a CC3k game on floors made from its seed, played, recorded, replayed and continued like any other;
the command line refuses it beside --map."""
import os
import subprocess
import sys

from game.cc3k.generate import random_floors
from game.cc3k.spec import SPEC
from play.maps import load_map
from play.session import Session
from tests.cc3k.helpers import EMPTY_FLOOR

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RANDOM = {"random_layout": True}


def started(seed: int, options=RANDOM) -> Session:
    """A game as the program starts one: the game's own map read, the options given, a shade chosen."""
    name, text, _ = load_map(SPEC, None)
    session = Session.new(SPEC, seed, name, text, options)
    session.submit("s")
    return session


def first_floor(seed: int) -> list[str]:
    return list(SPEC.read_map(random_floors(seed), "random")[0].terrain)


def test_the_floors_are_those_made_from_the_seed_and_the_rule_books_without_the_option():
    random_game, plain = started(7), started(7, {})
    assert list(random_game.view().cells) == first_floor(7) != EMPTY_FLOOR
    assert list(plain.view().cells) == EMPTY_FLOOR
    assert list(started(7).view().cells) == first_floor(7) != first_floor(8) == list(started(8).view().cells)


def test_the_rules_place_the_pc_stairs_and_objects_on_the_made_floor_as_on_any_floor():
    view = started(11).view()
    floor = first_floor(11)
    kinds = {entity.kind.value for entity in view.entities}
    assert {"player", "stairs", "potion", "gold", "enemy"} <= kinds
    assert all(floor[entity.pos.y][entity.pos.x] == "." for entity in view.entities)


def test_a_record_keeps_the_choice_and_replays_and_continues_the_same_game():
    session = started(5)
    for command in ["no", "ea", "so", "we", "a no", "so", "ea", "ea"]:
        session.submit(command)
    record = session.record
    assert record.options.get("random_layout") is True
    replayed = Session.replay(SPEC, record)
    for line in record.commands:
        replayed.submit(line)
    assert replayed.view() == session.view()
    continued = Session.from_record(SPEC, record)
    assert continued.view() == session.view() and continued.floors_named() == "random floors"
    assert started(5, {}).floors_named() == ""


def test_the_command_line_plays_random_floors_and_refuses_them_beside_a_map(tmp_path):
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path / "data")}
    played = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--text", "--random-layout", "--seed", "7"],
                            input="s\nq\n", capture_output=True, text=True, timeout=120, env=env)
    assert played.returncode == 0, played.stderr
    lines = played.stdout.splitlines()
    top = lines.index(first_floor(7)[0])               # the board as the terminal prints it
    board = lines[top:top + 25]
    floor = first_floor(7)
    # Terrain as made; an object only where the made floor has a floor tile.
    assert all(shown == made or (made == "." and shown not in "|-+# ")
               for shown_row, made_row in zip(board, floor) for shown, made in zip(shown_row, made_row))
    assert board != EMPTY_FLOOR and len(board) == 25
    refused = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "--text", "--random-layout", "--map",
                              os.path.join(ROOT, "maps", "cc3k", "default.txt")],
                             input="", capture_output=True, text=True, timeout=120, env=env)
    assert refused.returncode == 2
    assert refused.stderr == "roguelike: --random-layout makes the game's own random floors: give it without --map\n"
