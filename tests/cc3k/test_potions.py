"""Potions: the six effects, drow's 1.5, caps and floors, floor-limited boosts, and learning what a potion is."""
import pytest

from game.core import EntityKind, EventKind, Result
from game.core import Direction as D
from tests.cc3k.boards import on_boards
from tests.cc3k.helpers import MOVE, USE, E, detail, entities, pc, thing_at

CODES = ["RH", "BA", "BD", "PH", "WA", "WD"]


@pytest.mark.parametrize(
    "race, digit, hp, atk, defense",
    [
        # normal race (troll: 120 HP max, 25 Atk, 15 Def), starting hurt at 100 HP
        ("t", "0", 110, 25, 15), ("t", "1", 100, 30, 15), ("t", "2", 100, 25, 20),
        ("t", "3", 90, 25, 15), ("t", "4", 100, 20, 15), ("t", "5", 100, 25, 10),
        # drow (150 HP max, 25 Atk, 15 Def): every size times 1.5, rounded up
        ("d", "0", 115, 25, 15), ("d", "1", 100, 33, 15), ("d", "2", 100, 25, 23),
        ("d", "3", 85, 25, 15), ("d", "4", 100, 17, 15), ("d", "5", 100, 25, 7),
    ],
)
@on_boards
def test_each_potion_for_a_normal_race_and_for_a_drow(board, race, digit, hp, atk, defense):
    # The table's HP column starts from 100. Four PH potions first bring a troll to exactly that (each takes
    # 10 and the turn gives 5 back) and a drow to 90 (each takes 15): the test potion then changes HP by
    # the table's difference from 100 (no maximum is reached).
    objects = {(3, 4): "@", (4, 4): digit, (3, 3): "3", (3, 5): "3", (4, 3): "3", (4, 5): "3"}
    game = board.game_with(objects, race=race)
    for direction in (D.NORTH, D.SOUTH, D.NORTHEAST, D.SOUTHEAST):
        game.step(USE[direction])
    start = pc(game).hp
    assert start == (100 if race == "t" else 90)
    regen = 5 if race == "t" else 0
    events = game.step(USE[E])
    assert events[0].kind is EventKind.USED and events[0].text == f"PC uses {CODES[int(digit)]}."
    after = pc(game)
    assert (after.hp - regen - start + 100, after.atk, after.defense) == (hp, atk, defense)
    assert thing_at(game, 4, 4) is None


@on_boards
def test_restore_health_never_passes_the_race_maximum_but_a_vampire_has_none(board):
    shade = board.game_with({(3, 4): "@", (4, 4): "0"}, race="s")
    shade.step(USE[E])
    assert pc(shade).hp == 125
    vampire = board.game_with({(3, 4): "@", (4, 4): "0"}, race="v")
    vampire.step(USE[E])
    assert pc(vampire).hp == 60


@on_boards
def test_atk_and_def_never_drop_below_zero(board):
    # A goblin (15 Atk, 20 Def) ringed by three WD and two WA potions.
    objects = {(3, 4): "@", (4, 3): "5", (4, 4): "5", (4, 5): "5", (3, 3): "4", (3, 5): "4"}
    game = board.game_with(objects, race="g")
    for direction in (D.NORTHEAST, D.EAST, D.SOUTHEAST):
        game.step(USE[direction])
    assert pc(game).defense == 5
    game.step(USE[D.NORTH])
    assert pc(game).atk == 10
    game.step(USE[D.SOUTH])
    assert pc(game).atk == 5
    hud = game.view().stats
    assert [(s.label, s.value, s.base) for s in hud if s.label in ("Atk", "Def")] == [("Atk", 5, 15), ("Def", 5, 20)]


@on_boards
def test_atk_reads_zero_however_far_below_zero_the_changes_go(board):
    objects = {(3, 4): "@", (4, 3): "4", (4, 4): "4", (4, 5): "4", (3, 3): "4", (3, 5): "4"}
    game = board.game_with(objects, race="g")
    for direction in (D.NORTHEAST, D.EAST, D.SOUTHEAST, D.NORTH, D.SOUTH):
        game.step(USE[direction])
    assert pc(game).atk == 0   # 15 - 25 reads as 0


@on_boards
def test_boosts_and_wounds_last_one_floor_health_changes_are_permanent(board):
    objects = {(3, 4): "@", (4, 4): "1", (4, 5): "5", (3, 5): "3", (4, 3): "\\"}
    game = board.game_with(objects, race="s", floors=2)
    game.step(USE[E])
    game.step(USE[D.SOUTHEAST])
    game.step(USE[D.SOUTH])
    assert (pc(game).atk, pc(game).defense, pc(game).hp) == (30, 20, 115)
    game.step(MOVE[D.NORTHEAST])
    assert detail(game).floor == 2
    assert (pc(game).atk, pc(game).defense, pc(game).hp) == (25, 25, 115)


@on_boards
def test_a_potion_is_unknown_until_one_of_its_kind_is_used_and_others_stay_unknown(board):
    objects = {(3, 4): "@", (4, 3): "1", (6, 4): "1", (6, 6): "4"}
    game = board.game_with(objects)
    assert game.step(MOVE[E])[0].text == "PC moves East and sees an unknown potion."
    game.step(USE[D.NORTH])
    events = game.step(MOVE[E])
    assert events[0].text == "PC moves East and sees a BA potion."
    events = game.step(MOVE[D.SOUTH])
    assert events[0].text == "PC moves South and sees a BA potion and an unknown potion."
    names = sorted(e.name for e in entities(game, EntityKind.POTION))
    assert names == ["BA potion", "unknown potion"]


@on_boards
def test_a_use_with_no_potion_there_says_so_and_costs_a_turn(board):
    game = board.game_with({(3, 4): "@"})
    events = game.step(USE[E])
    assert events[0].text == "There is no potion to the East." and game.view().turn == 1


@on_boards
def test_poison_can_kill(board):
    # Twelve PH potions above and below row 4 leave a shade 5 HP; the thirteenth kills it.
    objects = {(3, 4): "@", (9, 4): "3", **{(x, y): "3" for x in range(3, 9) for y in (3, 5)}}
    game = board.game_with(objects)
    for x in range(3, 9):
        if x > 3:
            game.step(MOVE[E])
        game.step(USE[D.NORTH])
        game.step(USE[D.SOUTH])
    assert pc(game).hp == 5
    events = game.step(USE[E])
    assert pc(game).hp == 0 and game.view().result is Result.DIED
    assert events[-1].text == "PC is killed by a PH potion. Score: 0."
