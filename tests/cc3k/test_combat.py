"""Combat as a player sees it: the damage formula, misses, every enemy's ability, drops and hostility."""
import pytest

from game.core import Actor, EntityKind, EventKind, Result
from game.core import Direction as D
from game.cc3k.commands import ChooseRace, Freeze, Restart
from game.cc3k.questions import damage
from game.cc3k.tables import ENEMIES
from tests.cc3k.boards import on_boards
from tests.cc3k.helpers import (
    ATTACK, MOVE, USE, E, N, S, W, detail, endure, enemy_at, entities, first_turns, pc, thing_at,
)


@pytest.mark.parametrize(
    "atk, defense, expected",
    [
        (25, 20, 21),   # shade hits a human: 20.83 -> 21
        (25, 25, 20),   # exactly 20, no rounding up of float noise
        (20, 25, 16),   # human hits a shade: 16
        (30, 15, 27),   # elf hits a drow: 26.09 -> 27
        (70, 5, 67),    # merchant hits: 66.67 -> 67
        (15, 20, 13),   # goblin hits: 12.5 -> 13
        (25, 0, 25),
        (0, 30, 0),     # Atk 0 does nothing
        (20, 30, 16),   # 15.38 -> 16
        (30, 25, 24),
    ],
)
def test_damage_is_ceiling_of_100_over_100_plus_def_times_atk(atk, defense, expected):
    assert damage(atk, defense) == expected



def _enemy_events(events, glyph):
    name = ENEMIES[glyph].name
    return [e for e in events if e.actor is Actor.MONSTER and e.name == name and e.kind in (EventKind.ATTACKED, EventKind.MISSED)]


def _wait(game):
    """A turn that changes nothing but time: the PC, standing at (3, 4), attacks the wall to its west."""
    assert pc(game).pos == (3, 4)
    return game.step(ATTACK[W])


def _until_killed(game, command):
    """Repeat command until it slays something; the events of that turn."""
    for _ in range(100):
        events = game.step(command)
        assert not game.view().over, "the PC died first"
        if any(e.kind is EventKind.KILLED for e in events):
            return events
    raise AssertionError("nothing was slain")


def _boost_potions(xs, y: int) -> dict:
    """BA potions above and below row y at each column of xs: a PC walking along the row drinks them all."""
    return {(x, row): "1" for x in xs for row in (y - 1, y + 1)}


def _drink_along_row(game, xs, step):
    for _ in xs:
        game.step(USE[N])
        game.step(USE[S])
        game.step(MOVE[step])


@on_boards
def test_pc_attack_message_and_enemy_hp(board):
    game = board.game_with({(10, 4): "@", (11, 4): "H"})
    events = game.step(ATTACK[E])
    assert events[0].text == "PC deals 21 damage to H (119 HP)."
    assert enemy_at(game, 11, 4).hp == 119


@on_boards
def test_enemies_miss_half_the_time_and_hit_for_the_formula(board):
    # Each turn is the first of a new descent, so the vampire never dies of the dwarf's 2000 swings.
    game = board.game_with({(3, 4): "@", (4, 4): "W"}, race="v", seed=11)
    outcomes = []
    for events in first_turns(game, "v", 2000, ATTACK[W]):
        outcomes += [(e.kind, e.amount) for e in _enemy_events(events, "W")]
    hits = [amount for kind, amount in outcomes if kind is EventKind.ATTACKED]
    assert len(outcomes) == 2000
    assert 0.45 < len(hits) / len(outcomes) < 0.55
    assert set(hits) == {damage(20, 25)}


@on_boards
def test_elf_strikes_twice_except_against_a_drow(board):
    # Two strikes at most take 54 HP in a first turn: every race lives through it.
    for race, strikes in (("s", 2), ("t", 2), ("g", 2), ("v", 2), ("d", 1)):
        game = board.game_with({(3, 4): "@", (4, 5): "E"}, race=race, seed=4)
        for events in first_turns(game, race, 30, ATTACK[W]):
            assert len(_enemy_events(events, "E")) == strikes


@on_boards
def test_orc_does_half_again_as_much_to_a_goblin(board):
    for race, expected in (("g", 38), ("s", 24)):
        game = board.game_with({(3, 4): "@", (3, 5): "O"}, race=race, seed=2)
        hits = set()
        for events in first_turns(game, race, 40, ATTACK[W]):
            hits |= {e.amount for e in _enemy_events(events, "O") if e.kind is EventKind.ATTACKED}
        assert hits == {expected}


@on_boards
def test_halfling_makes_the_pc_miss_half_the_time(board):
    # Each swing is the first turn of a new descent: the halfling always has its full 100 HP.
    game = board.game_with({(10, 4): "@", (11, 4): "L"}, seed=5)
    misses = 0
    for events in first_turns(game, "s", 1000, ATTACK[E]):
        first = events[0]
        misses += first.kind is EventKind.MISSED
        assert first.text in ("PC swings at L and misses.", "PC deals 21 damage to L (79 HP).")
    assert 430 < misses < 570


@on_boards
def test_pc_never_misses_other_enemies(board):
    for glyph in "HWEOMD":
        game = board.game_with({(3, 4): "@", (4, 4): glyph}, seed=6)
        for _ in range(2):  # a merchant (30 HP) survives the first of two hits
            assert game.step(ATTACK[E])[0].kind is EventKind.ATTACKED


@on_boards
def test_attack_on_empty_cell_costs_a_turn(board):
    game = board.game_with({(10, 4): "@"})
    events = game.step(ATTACK[N])
    assert events[0].text == "There is nothing to attack to the North." and game.view().turn == 1


@on_boards
def test_vampire_drains_5_per_hit_without_a_cap_but_dwarves_take_5(board):
    game = board.game_with({(10, 4): "@", (11, 4): "H", (9, 4): "W"}, race="v", seed=1)
    hp = pc(game).hp
    events = game.step(ATTACK[E])
    assert "PC drains 5 HP." in [e.text for e in events]
    taken = sum(e.amount for e in events if e.kind is EventKind.ATTACKED and e.actor is not Actor.PLAYER)
    assert pc(game).hp == hp + 5 - taken
    hp = pc(game).hp
    events = game.step(ATTACK[W])
    taken = sum(e.amount for e in events if e.kind is EventKind.ATTACKED and e.actor is not Actor.PLAYER)
    assert "PC loses 5 HP: vampires are allergic to dwarves." in [e.text for e in events]
    assert pc(game).hp == hp - taken  # the 5 lost is one of the ATTACKED events (by the dwarf)


@on_boards
def test_troll_regains_5_each_turn_up_to_120(board):
    # Four PH potions bring a troll from 120 to 100 HP: each takes 10 and the turn gives 5 back.
    objects = {(10, 4): "@", (9, 3): "3", (9, 4): "3", (9, 5): "3", (10, 3): "3"}
    game = board.game_with(objects, race="t", walk=[(15, 4)])
    for direction in (W, N, D.NORTHWEST, D.SOUTHWEST):
        game.step(USE[direction])
    assert pc(game).hp == 100
    for expected in (105, 110, 115, 120, 120):
        game.step(MOVE[E])
        assert pc(game).hp == expected


@on_boards
def test_a_troll_regains_its_5_hp_on_the_turn_it_takes_the_stairs(board):
    # A PH takes a troll from 120 to 110 and the turn gives 5 back: 115. The stairs' turn gives 5 too, on floor 2.
    game = board.game_with({(10, 4): "@", (11, 4): "3", (9, 4): "\\"}, race="t", floors=2)
    game.step(USE[E])
    assert pc(game).hp == 115
    game.step(MOVE[W])
    assert detail(game).floor == 2 and pc(game).hp == 120


@on_boards
def test_goblin_steals_5_gold_per_kill_on_top_of_the_drop(board):
    # A dwarf: a goblin and a shade both slay it before it could slay them.
    for race, extra in (("g", 5), ("s", 0)):
        game = board.game_with({(10, 4): "@", (11, 4): "W"}, race=race, seed=3)
        events = _until_killed(game, ATTACK[E])
        gained = [e.amount for e in events if e.kind is EventKind.PICKED_UP]
        assert gained[0] in (1, 2) and sum(gained) == gained[0] + extra == pc(game).gold


@on_boards
def test_small_enemies_drop_one_or_two_gold_evenly(board):
    counts = {1: 0, 2: 0}
    for seed in range(400):
        game = board.game_with({(10, 4): "@", (11, 4): "W"}, seed=seed)
        _until_killed(game, ATTACK[E])   # five hits; the dwarf's four turns cannot kill a shade
        counts[pc(game).gold] += 1
        assert thing_at(game, 11, 4) is None
    assert 160 < counts[1] < 240


@on_boards
def test_human_drops_two_normal_piles_picked_up_by_walking(board):
    game = board.game_with({(10, 4): "@", (11, 4): "H"}, seed=8)
    events = _until_killed(game, ATTACK[E])   # seven hits of 21: the last leaves the human at 0 HP
    assert [e.text for e in events][:3] == ["PC deals 21 damage to H (0 HP).", "PC slays H.", "H drops 4 gold."]
    piles = entities(game, EntityKind.GOLD)
    assert [p.name for p in piles] == ["normal pile (2 gold)"] * 2 and piles[0].pos == (11, 4)
    assert pc(game).gold == 0
    game.step(MOVE[E])
    assert pc(game).gold == 2


@on_boards
def test_human_in_a_corner_drops_one_pile_of_four(board):
    # The shade first drinks twelve BA potions (Atk 85: two hits slay the human) with the enemies frozen.
    boosts = range(10, 16)
    objects = {(3, 3): "H", (15, 4): "@", (3, 4): "W", (4, 4): "W", **_boost_potions(boosts, 4)}
    game = board.game_with(objects, seed=8)
    game.step(Freeze())
    _drink_along_row(game, reversed(boosts), W)
    for direction in (W, W, W, D.NORTHWEST, W):
        game.step(MOVE[direction])
    assert pc(game).pos == (4, 3) and pc(game).atk == 85
    _until_killed(game, ATTACK[W])
    assert thing_at(game, 3, 3).name == "normal pile (4 gold)"


@on_boards
def test_attacking_a_merchant_makes_every_merchant_hostile_on_every_floor_until_restart(board):
    objects = {(3, 4): "@", (4, 4): "M", (3, 5): "M", (3, 3): "\\"}
    game = board.game_with(objects, seed=2, floors=2)
    events = game.step(ATTACK[E])
    assert detail(game).merchants_hostile
    assert len(_enemy_events(events, "M")) == 2  # both merchants are next to the PC and strike back
    game.step(MOVE[N])  # onto the stairs: floor 2, with merchants that were never touched
    assert detail(game).floor == 2
    assert len(_enemy_events(_wait(game), "M")) == 2
    game.step(Restart())
    game.step(ChooseRace("s"))
    assert not detail(game).merchants_hostile and not _enemy_events(_wait(game), "M")


@on_boards
def test_a_neutral_merchant_next_to_the_pc_never_attacks(board):
    game = board.game_with({(3, 4): "@", (4, 4): "M"}, seed=7)
    for _ in range(100):
        assert not _enemy_events(_wait(game), "M")


@on_boards
def test_dragon_is_stationary_and_breathes_fire_when_the_pc_is_by_it_or_its_hoard(board):
    game = board.game_with({(3, 4): "@", (4, 4): "9", (5, 4): "D"}, seed=3)
    strikes = 0
    for events in endure(game, "s", 40, ATTACK[W]):
        strikes += len(_enemy_events(events, "D"))
        assert enemy_at(game, 5, 4)   # beside the hoard only, and the dragon stays put
    assert strikes > 0
    far = board.game_with({(3, 4): "@", (10, 4): "9", (11, 4): "D"}, seed=3)
    for _ in range(40):
        assert not _enemy_events(_wait(far), "D") and enemy_at(far, 11, 4)
    lone = board.game_with({(3, 4): "@", (4, 5): "D"}, seed=3)
    assert sum(len(_enemy_events(events, "D")) for events in endure(lone, "s", 40, ATTACK[W])) > 0


@on_boards
def test_pc_walks_over_a_guarded_hoard_and_takes_it_once_the_dragon_is_dead(board):
    # Two BA potions first (Atk 35: five hits slay the dragon, before its fire could slay the shade).
    game = board.game_with({(10, 4): "@", (11, 4): "9", (12, 4): "D", (9, 3): "1", (9, 5): "1"}, seed=3)
    game.step(USE[D.NORTHWEST])
    game.step(USE[D.SOUTHWEST])
    events = game.step(MOVE[E])
    assert events[1].text == "PC stands on a dragon hoard guarded by D." and pc(game).gold == 0
    events = _until_killed(game, ATTACK[E])
    assert "The dragon hoard is unguarded." in [e.text for e in events]
    assert pc(game).gold == 0          # a dragon drops nothing
    game.step(MOVE[W])
    game.step(MOVE[E])
    assert pc(game).gold == 6


@on_boards
def test_death_ends_the_game_with_the_score(board):
    # The shade picks up 3 gold (a normal pile and a small one) beside an orc, then waits for it.
    game = board.game_with({(3, 4): "@", (4, 4): "O", (3, 5): "6", (3, 3): "7"}, seed=1)
    for direction in (S, N, N):
        game.step(MOVE[direction])
    assert pc(game).gold == 3 and pc(game).pos == (3, 3)
    for _ in range(50):
        events = game.step(ATTACK[W])
        if game.view().phase == "over":
            break
    view = game.view()
    assert view.result is Result.DIED and view.score == 5
    assert events[-1].kind is EventKind.DIED and events[-1].text == "PC is slain by O. Score: 5."
