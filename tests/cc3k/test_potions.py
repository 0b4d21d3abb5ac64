"""Potions: the six effects, drow's 1.5, caps and floors, floor-limited boosts, and learning what a potion is."""
import pytest

from game.core import EventKind
from game.core import Direction as D
from tests.cc3k.helpers import MOVE, USE, E, game_with

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
def test_each_potion_for_a_normal_race_and_for_a_drow(race, digit, hp, atk, defense):
    game = game_with({(3, 4): "@", (4, 4): digit}, race=race)
    game.player.hp = 100
    regen = 5 if race == "t" else 0
    events = game.step(USE[E])
    assert events[0].kind is EventKind.USED and events[0].text == f"PC uses {CODES[int(digit)]}."
    assert (game.player.hp - regen, game.player.atk, game.player.defense) == (hp, atk, defense)
    assert game.floor.occupant[4][4] is None


def test_restore_health_never_passes_the_race_maximum_but_a_vampire_has_none():
    shade = game_with({(3, 4): "@", (4, 4): "0"}, race="s")
    shade.step(USE[E])
    assert shade.player.hp == 125
    vampire = game_with({(3, 4): "@", (4, 4): "0"}, race="v")
    vampire.step(USE[E])
    assert vampire.player.hp == 60


def test_atk_and_def_never_drop_below_zero():
    # A goblin (15 Atk, 20 Def) ringed by three WD and two WA potions.
    objects = {(3, 4): "@", (4, 3): "5", (4, 4): "5", (4, 5): "5", (3, 3): "4", (3, 5): "4"}
    game = game_with(objects, race="g")
    for direction in (D.NORTHEAST, D.EAST, D.SOUTHEAST):
        game.step(USE[direction])
    assert game.player.defense == 5
    game.step(USE[D.NORTH])
    assert game.player.atk == 10
    game.step(USE[D.SOUTH])
    assert game.player.atk == 5
    hud = game.view().stats
    assert [(s.label, s.value, s.base) for s in hud if s.label in ("Atk", "Def")] == [("Atk", 5, 15), ("Def", 5, 20)]


def test_atk_reads_zero_however_far_below_zero_the_changes_go():
    objects = {(3, 4): "@", (4, 3): "4", (4, 4): "4", (4, 5): "4", (3, 3): "4", (3, 5): "4"}
    game = game_with(objects, race="g")
    for direction in (D.NORTHEAST, D.EAST, D.SOUTHEAST, D.NORTH, D.SOUTH):
        game.step(USE[direction])
    assert game.player.atk == 0   # 15 - 25 reads as 0


def test_boosts_and_wounds_last_one_floor_health_changes_are_permanent():
    objects = {(3, 4): "@", (4, 4): "1", (4, 5): "5", (3, 5): "3", (4, 3): "\\"}
    game = game_with(objects, race="s", floors=2)
    game.step(USE[E])
    game.step(USE[D.SOUTHEAST])
    game.step(USE[D.SOUTH])
    assert (game.player.atk, game.player.defense, game.player.hp) == (30, 20, 115)
    game.step(MOVE[D.NORTHEAST])
    assert game.floor.number == 2
    assert (game.player.atk, game.player.defense, game.player.hp) == (25, 25, 115)


def test_a_potion_is_unknown_until_one_of_its_kind_is_used_and_others_stay_unknown():
    objects = {(3, 4): "@", (4, 3): "1", (6, 4): "1", (6, 6): "4"}
    game = game_with(objects)
    assert game.step(MOVE[E])[0].text == "PC moves East and sees an unknown potion."
    game.step(USE[D.NORTH])
    events = game.step(MOVE[E])
    assert events[0].text == "PC moves East and sees a BA potion."
    events = game.step(MOVE[D.SOUTH])
    assert events[0].text == "PC moves South and sees a BA potion and an unknown potion."
    names = sorted(e.name for e in game.view().entities if e.kind == "potion")
    assert names == ["BA potion", "unknown potion"]


def test_a_use_with_no_potion_there_says_so_and_costs_a_turn():
    game = game_with({(3, 4): "@"})
    events = game.step(USE[E])
    assert events[0].text == "There is no potion to the East." and game.turn == 1


def test_poison_can_kill():
    game = game_with({(3, 4): "@", (4, 4): "3"})
    game.player.hp = 7
    events = game.step(USE[E])
    assert game.player.hp == 0 and game.result == "died"
    assert events[-1].text == "PC is killed by a PH potion. Score: 0."
