"""Combat as a player sees it: the damage formula, misses, every enemy's ability, drops and hostility."""
import pytest

from game.core import EventKind
from game.cc3k.commands import Restart, ChooseRace
from game.cc3k.rules import damage
from tests.cc3k.helpers import ATTACK, MOVE, E, N, W, at, enemy_at, game_with


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
    return [e for e in events if e.actor == glyph and e.kind in (EventKind.ATTACKED, EventKind.MISSED)]


def _wait(game):
    """A turn that changes nothing but time: the PC, standing at (3, 4), attacks the wall to its west."""
    assert game.pc == (3, 4)
    return game.step(ATTACK[W])


def test_pc_attack_message_and_enemy_hp():
    game = game_with({(10, 4): "@", (11, 4): "H"})
    events = game.step(ATTACK[E])
    assert events[0].text == "PC deals 21 damage to H (119 HP)."
    assert enemy_at(game, 11, 4).hp == 119


def test_enemies_miss_half_the_time_and_hit_for_the_formula():
    game = game_with({(3, 4): "@", (4, 4): "W"}, race="v", seed=11)
    game.player.hp = 10**6
    outcomes = []
    for _ in range(2000):
        outcomes += [(e.kind, e.amount) for e in _enemy_events(_wait(game), "W")]
    hits = [amount for kind, amount in outcomes if kind is EventKind.ATTACKED]
    assert len(outcomes) == 2000
    assert 0.45 < len(hits) / len(outcomes) < 0.55
    assert set(hits) == {damage(20, 25)}


def test_elf_strikes_twice_except_against_a_drow():
    for race, strikes in (("s", 2), ("t", 2), ("g", 2), ("v", 2), ("d", 1)):
        game = game_with({(3, 4): "@", (4, 5): "E"}, race=race, seed=4)
        for _ in range(30):
            game.player.hp = 1000  # a troll's regeneration caps HP at 120 each turn, so refill every turn
            assert len(_enemy_events(_wait(game), "E")) == strikes


def test_orc_does_half_again_as_much_to_a_goblin():
    for race, expected in (("g", 38), ("s", 24)):
        game = game_with({(3, 4): "@", (3, 5): "O"}, race=race, seed=2)
        game.player.hp = 10**6
        hits = set()
        for _ in range(40):
            hits |= {e.amount for e in _enemy_events(_wait(game), "O") if e.kind is EventKind.ATTACKED}
        assert hits == {expected}


def test_halfling_makes_the_pc_miss_half_the_time():
    game = game_with({(10, 4): "@", (11, 4): "L"}, seed=5)
    game.player.hp = 10**6
    misses = 0
    for _ in range(1000):
        enemy_at(game, 11, 4).hp = 100
        first = game.step(ATTACK[E])[0]
        misses += first.kind is EventKind.MISSED
        assert first.text in ("PC swings at L and misses.", "PC deals 21 damage to L (79 HP).")
    assert 430 < misses < 570


def test_pc_never_misses_other_enemies():
    for glyph in "HWEOMD":
        game = game_with({(3, 4): "@", (4, 4): glyph}, seed=6)
        game.player.hp = 10**6
        for _ in range(2):  # a merchant (30 HP) survives the first of two hits
            assert game.step(ATTACK[E])[0].kind is EventKind.ATTACKED


def test_attack_on_empty_cell_costs_a_turn():
    game = game_with({(10, 4): "@"})
    events = game.step(ATTACK[N])
    assert events[0].text == "There is nothing to attack to the North." and game.turn == 1


def test_vampire_drains_5_per_hit_without_a_cap_but_dwarves_take_5():
    game = game_with({(10, 4): "@", (11, 4): "H", (9, 4): "W"}, race="v", seed=1)
    hp = game.player.hp
    events = game.step(ATTACK[E])
    assert "PC drains 5 HP." in [e.text for e in events]
    taken = sum(e.amount for e in events if e.kind is EventKind.ATTACKED and e.actor != "PC")
    assert game.player.hp == hp + 5 - taken
    hp = game.player.hp
    events = game.step(ATTACK[W])
    taken = sum(e.amount for e in events if e.kind is EventKind.ATTACKED and e.actor not in ("PC",))
    assert "PC loses 5 HP: vampires are allergic to dwarves." in [e.text for e in events]
    assert game.player.hp == hp - taken  # the 5 lost is one of the ATTACKED events (actor W)


def test_troll_regains_5_each_turn_up_to_120():
    game = game_with({(10, 4): "@"}, race="t")
    game.player.hp = 100
    for expected in (105, 110, 115, 120, 120):
        game.step(MOVE[E])
        assert game.player.hp == expected


def test_goblin_steals_5_gold_per_kill_on_top_of_the_drop():
    for race, extra in (("g", 5), ("s", 0)):
        game = game_with({(10, 4): "@", (11, 4): "O"}, race=race, seed=3)
        enemy_at(game, 11, 4).hp = 1
        events = game.step(ATTACK[E])
        gained = [e.amount for e in events if e.kind is EventKind.PICKED_UP]
        assert gained[0] in (1, 2) and sum(gained) == gained[0] + extra == game.player.gold


def test_small_enemies_drop_one_or_two_gold_evenly():
    counts = {1: 0, 2: 0}
    for seed in range(400):
        game = game_with({(10, 4): "@", (11, 4): "W"}, seed=seed)
        enemy_at(game, 11, 4).hp = 1
        game.step(ATTACK[E])
        counts[game.player.gold] += 1
        assert at(game, 11, 4) is None
    assert 160 < counts[1] < 240


def test_human_drops_two_normal_piles_picked_up_by_walking():
    game = game_with({(10, 4): "@", (11, 4): "H"}, seed=8)
    enemy_at(game, 11, 4).hp = 1
    events = game.step(ATTACK[E])
    assert [e.text for e in events][:3] == ["PC deals 21 damage to H (0 HP).", "PC slays H.", "H drops 4 gold."]
    piles = [i for i in game.floor.items if type(i).__name__ == "Gold"]
    assert len(piles) == 2 and all(p.value == 2 for p in piles) and piles[0].pos == (11, 4)
    assert game.player.gold == 0
    game.step(MOVE[E])
    assert game.player.gold == 2


def test_human_in_a_corner_drops_one_pile_of_four():
    objects = {(3, 3): "H", (4, 3): "@", (3, 4): "W", (4, 4): "W"}
    game = game_with(objects, seed=8)
    game.player.hp = 10**6
    enemy_at(game, 3, 3).hp = 1
    game.step(ATTACK[W])
    assert at(game, 3, 3).value == 4


def test_attacking_a_merchant_makes_every_merchant_hostile_on_every_floor_until_restart():
    objects = {(3, 4): "@", (4, 4): "M", (3, 5): "M", (3, 3): "\\"}
    game = game_with(objects, seed=2, floors=2)
    game.player.hp = 10**6
    events = game.step(ATTACK[E])
    assert game.merchants_hostile
    assert len(_enemy_events(events, "M")) == 2  # both merchants are next to the PC and strike back
    game.step(MOVE[N])  # onto the stairs: floor 2, with merchants that were never touched
    assert game.floor.number == 2
    assert len(_enemy_events(_wait(game), "M")) == 2
    game.step(Restart())
    game.step(ChooseRace("s"))
    assert not game.merchants_hostile and not _enemy_events(_wait(game), "M")


def test_a_neutral_merchant_next_to_the_pc_never_attacks():
    game = game_with({(3, 4): "@", (4, 4): "M"}, seed=7)
    for _ in range(100):
        assert not _enemy_events(_wait(game), "M")


def test_dragon_is_stationary_and_breathes_fire_when_the_pc_is_by_it_or_its_hoard():
    game = game_with({(3, 4): "@", (4, 4): "9", (5, 4): "D"}, seed=3)
    game.player.hp = 10**6
    strikes = sum(len(_enemy_events(_wait(game), "D")) for _ in range(40))
    assert strikes > 0 and enemy_at(game, 5, 4)  # beside the hoard only, and the dragon stays put
    far = game_with({(3, 4): "@", (10, 4): "9", (11, 4): "D"}, seed=3)
    for _ in range(40):
        assert not _enemy_events(_wait(far), "D") and enemy_at(far, 11, 4)
    lone = game_with({(3, 4): "@", (4, 5): "D"}, seed=3)
    lone.player.hp = 10**6
    assert sum(len(_enemy_events(_wait(lone), "D")) for _ in range(40)) > 0


def test_pc_walks_over_a_guarded_hoard_and_takes_it_once_the_dragon_is_dead():
    game = game_with({(10, 4): "@", (11, 4): "9", (12, 4): "D"}, seed=3)
    game.player.hp = 10**6
    events = game.step(MOVE[E])
    assert events[1].text == "PC stands on a dragon hoard guarded by D." and game.player.gold == 0
    enemy_at(game, 12, 4).hp = 1
    events = game.step(ATTACK[E])
    assert "The dragon hoard is unguarded." in [e.text for e in events]
    assert game.player.gold == 0          # a dragon drops nothing
    game.step(MOVE[W])
    game.step(MOVE[E])
    assert game.player.gold == 6


def test_death_ends_the_game_with_the_score():
    game = game_with({(3, 4): "@", (4, 4): "O", (5, 3): "6"}, seed=1)
    game.player.gold = 3
    game.player.hp = 1
    for _ in range(50):
        events = _wait(game)
        if game.phase == "over":
            break
    assert game.result == "died" and game.score == 5
    assert events[-1].kind is EventKind.DIED and events[-1].text == "PC is slain by O. Score: 5."
