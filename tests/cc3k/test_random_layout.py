"""--random-layout: a CC3k game on floors made from its seed, played, recorded, replayed, continued and scored like any
other; --save-layout writes its dungeon as a layout file that plays the same game again; the command line refuses
what cannot work in one line."""
import os
import random
import subprocess
import sys

from hypothesis import given, settings, strategies as st

from game.core import Direction, EntityKind
from game.cc3k.commands import Move
from game.cc3k.generator import random_floors
from game.cc3k.mapfile import WALKABLE
from game.cc3k.spec import SPEC
from graphics.travel import find_path
from roguelike_client.play.maps import load_map
from roguelike_client.play.session import Session
from tests.cc3k.helpers import EMPTY_FLOOR, RANDOM_COMMANDS
from roguelike_client.userdata import scores

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


def run(*args: str, stdin: str = "", cwd=None, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), *args], input=stdin, capture_output=True,
                          text=True, timeout=120, env=env, cwd=cwd)


def saved_dungeon(seed: int, tmp_path) -> str:
    """The file --save-layout writes for a new game of this seed (the session writes it as the game is made)."""
    path = tmp_path / f"dungeon-{seed}.txt"
    name, text, _ = load_map(SPEC, None)
    Session.new(SPEC, seed, name, text, RANDOM, layout_to=str(path))
    return path.read_text()


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31))
def test_every_saved_floor_is_furnished_as_the_rule_book_says(seed):
    """All five floors, as --save-layout writes them: the rule book's objects on each, dragons beside hoards,
    the PC and the stairs in different chambers, nothing in a doorway or a passage."""
    plans = SPEC.read_map(SPEC.own_map(seed, RANDOM), "saved")
    assert len(plans) == 5
    for plan in plans:
        chars = [char for _, char in plan.objects]
        assert chars.count("@") == chars.count("\\") == 1
        assert sum(char in "012345" for char in chars) == 10
        assert sum(char in "6789" for char in chars) == 10 and "8" not in chars
        assert sum(char.isalpha() and char != "D" for char in chars) == 20
        assert chars.count("D") == chars.count("9")
        where = dict((char_pos, char) for char_pos, char in plan.objects)
        for pos, char in plan.objects:
            assert plan.terrain[pos.y][pos.x] == "."
            if char == "9":
                assert any(where.get(type(pos)(pos.x + dx, pos.y + dy)) == "D" for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        pc = next(pos for pos, char in plan.objects if char == "@")
        stairs = next(pos for pos, char in plan.objects if char == "\\")
        assert plan.chamber_at[pc.y][pc.x] != plan.chamber_at[stairs.y][stairs.x]


def toward_the_stairs(view, rng: random.Random) -> str:
    """A player heading down: the first step of a shortest way to the stairs around enemies and potions (the
    window's travel finds it), or, with no way, a random command."""
    blocked = {e.pos for e in view.entities if e.kind in (EntityKind.ENEMY, EntityKind.POTION)}
    (pc,) = [e.pos for e in view.entities if e.kind is EntityKind.PLAYER]
    stairs = next(e.pos for e in view.entities if e.kind is EntityKind.STAIRS)
    path = find_path(pc, {stairs}, lambda cell, end: end or (view.cells[cell.y][cell.x] in WALKABLE
                                                              and cell not in blocked), list(Direction))
    if not path:
        return rng.choice(RANDOM_COMMANDS)
    step = next(d for d in Direction if (pc.x + d.dx, pc.y + d.dy) == path[0])
    return SPEC.format(Move(step))


def test_a_saved_dungeon_played_with_its_seed_is_the_same_game(tmp_path):
    seed = 21
    text = saved_dungeon(seed, tmp_path)
    random_game = started(seed)
    from_file = Session.new(SPEC, seed, str(tmp_path / "dungeon.txt"), text)
    from_file.submit("s")
    assert from_file.view() == random_game.view()
    rng = random.Random(3)
    floors = set()
    for _ in range(600):
        line = toward_the_stairs(random_game.view(), rng)
        assert from_file.submit(line) == random_game.submit(line)
        assert from_file.view() == random_game.view()
        floors.add(random_game.view().detail.floor)
        if random_game.view().over:
            break
    assert floors == {1, 2, 3, 4, 5} or len(floors) >= 3 and random_game.view().over, floors
    # The file is the dungeon: with another seed the same floors and objects, other fights.
    other = Session.new(SPEC, seed + 1, "dungeon.txt", text)
    other.submit("s")
    assert other.view().entities == started(seed).view().entities


def test_a_scored_game_on_random_floors_says_so_on_the_score_table():
    """A shade plays random commands until it dies: the table's line names the floors, not a file."""
    name, text, _ = load_map(SPEC, None)
    for seed in range(50):
        session = Session.new(SPEC, seed, name, text, RANDOM, keep=True)
        session.submit("s")
        rng = random.Random(seed)
        for _ in range(3000):
            if session.view().over:
                break
            session.submit(rng.choice(RANDOM_COMMANDS))
        if session.view().over:
            break
    assert session.view().over and session.rank == 1
    (entry,) = scores.top("cc3k")
    assert (entry.map, entry.seed, entry.who) == ("random floors", seed, "Shade")


def test_the_command_line_saves_the_dungeon_and_plays_the_file_again(tmp_path):
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path / "data")}
    moves = "s\nno\nea\nso\nwe\na no\nso\nso\nea\nq\n"
    made = run("--text", "--random-layout", "--seed", "9", "--save-layout", "shared.txt", stdin=moves, cwd=tmp_path, env=env)
    assert made.returncode == 0, made.stderr
    assert (tmp_path / "shared.txt").read_text() == saved_dungeon(9, tmp_path)
    again = run("--text", "--map", "shared.txt", "--seed", "9", stdin=moves, cwd=tmp_path, env=env)
    assert again.returncode == 0, again.stderr
    assert again.stdout == made.stdout


def test_the_command_line_refuses_a_save_layout_that_cannot_work(tmp_path):
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path / "data")}
    (tmp_path / "game.json").write_text("{}")
    refusals = {
        ("--text", "--save-layout", "x.txt"):
            "--save-layout writes the random floors --random-layout makes: give it with --random-layout",
        ("--game", "maze", "--text", "--save-layout", "x.txt"):
            "--save-layout writes the floors a game makes for itself (--game cc3k --random-layout); maze makes none",
        ("--text", "--random-layout", "--save-layout", "r.json", "--record", "r.json"):
            "--save-layout and --record both name r.json: give each its own file",
        ("--text", "--random-layout", "--save-layout", "."):
            "--save-layout .: is a folder: only a file can be written there",
    }
    for args, said in refusals.items():
        refused = run(*args, cwd=tmp_path, env=env)
        assert (refused.returncode, refused.stderr) == (2, f"roguelike: {said}\n"), args
    assert not (tmp_path / "x.txt").exists() and not (tmp_path / "r.json").exists()
    empty = run("--text", "--random-layout", "--save-layout", "", cwd=tmp_path, env=env)
    assert (empty.returncode, empty.stderr) == (
        2, "roguelike: error: argument --save-layout: needs a file name (see roguelike --help)\n")
    # A replay's floors: the way to write them, or that it has none to write.
    for flags, said in (
            (("--random-layout",), "--save-layout writes a new game's floors, not a replay's: play seed 4 with "
                                   "--random-layout --save-layout FILE to write them"),
            ((), "--save-layout writes the floors a new game makes for itself; this replay was played on a map's "
                 "floors")):
        run("--text", "--seed", "4", *flags, "--record", "game.json", stdin="s\nq\n", cwd=tmp_path, env=env)
        refused = run("--replay", "game.json", "--save-layout", "x.txt", cwd=tmp_path, env=env)
        assert (refused.returncode, refused.stderr) == (2, f"roguelike: {said}\n"), flags
