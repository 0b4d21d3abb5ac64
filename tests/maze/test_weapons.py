"""Every weapon aimed at every cell within 4 of the hero: which targets are valid, which cells are hit, charges spent;
what a person is refused and a bot is not."""
import pytest

from game.core import EventKind, Pos
from game.maze.commands import Attack, Move
from game.maze.questions import weapon_hits
from tests.maze.support import BOT, charges, hero, hp_at, monsters, open_field

HERO = Pos(6, 5)
# Valid target (dx, dy) -> the offsets it hits, written out by hand from rules/maze.md.
SWORD = {(0, -1): {(0, -1)}, (0, 1): {(0, 1)}, (-1, 0): {(-1, 0)}, (1, 0): {(1, 0)}}
HAMMER = {
    (0, -1): {(-1, -1), (0, -1), (1, -1)}, (0, 1): {(-1, 1), (0, 1), (1, 1)},
    (-1, 0): {(-1, -1), (-1, 0), (-1, 1)}, (1, 0): {(1, -1), (1, 0), (1, 1)},
    (-1, -1): {(-1, -1), (-1, 0), (0, -1)}, (1, -1): {(1, -1), (1, 0), (0, -1)},
    (-1, 1): {(-1, 1), (-1, 0), (0, 1)}, (1, 1): {(1, 1), (1, 0), (0, 1)},
}
SCYTHE = {}
for ux, uy in [(0, -1), (0, 1), (-1, 0), (1, 0), (-1, -1), (1, -1), (-1, 1), (1, 1)]:
    line = {(ux, uy), (2 * ux, 2 * uy)}
    SCYTHE[(ux, uy)] = line
    SCYTHE[(2 * ux, 2 * uy)] = line
BOW = {(dx, dy): {(dx, dy)} for dx in range(-3, 4) for dy in range(-3, 4) if (dx, dy) != (0, 0)}
TABLE = {0: SWORD, 1: HAMMER, 2: SCYTHE, 3: BOW}
CASES = [(weapon, (dx, dy)) for weapon in TABLE for dy in range(-4, 5) for dx in range(-4, 5)]


def surrounded(bot: str = BOT):
    """The hero amid gargoyles (14 health, so no hit kills) on every cell within 4; a bot plays, so an attack
    out of reach is played (it costs the turn) rather than refused."""
    objects = {(HERO.x + dx, HERO.y + dy): "2" for dx in range(-4, 5) for dy in range(-4, 5) if (dx, dy) != (0, 0)}
    return open_field(tuple(HERO), objects, bot=bot)


@pytest.mark.parametrize("weapon,offset", CASES)
def test_each_target_hits_exactly_the_cells_of_the_table(weapon, offset):
    game = surrounded()
    before = hp_at(game)
    target = HERO + offset
    game.step(Attack(weapon, target))
    hurt = {(pos.x - HERO.x, pos.y - HERO.y) for pos, hp in before.items() if hp_at(game).get(pos) != hp}
    expected = TABLE[weapon].get(offset, set())
    assert hurt == expected
    assert set(weapon_hits(HERO, weapon, target)) == {HERO + o for o in expected}
    targets = game.view().detail.weapons[weapon].targets
    assert (HERO + offset in targets) == (offset in TABLE[weapon])
    damage = {0: 10, 1: 6, 2: 7, 3: 8}[weapon]
    assert all(before[HERO + o] - hp_at(game)[HERO + o] == damage for o in expected)
    spent = 5 - charges(game)[weapon] if weapon else 0
    assert spent == (1 if weapon and expected else 0)
    assert game.view().turn == 1


def test_a_charge_is_spent_even_when_the_attack_hits_nothing():
    game = open_field((6, 5))
    game.step(Attack(3, Pos(9, 8)))
    assert charges(game)[3] == 4 and "hits nothing" in game.view().messages[0]


def test_no_charges_left_does_nothing_but_a_bots_turn_passes_and_a_person_is_refused():
    for bot in (BOT, ""):
        game = open_field((6, 5), {(9, 9): "0"}, bot=bot)
        for _ in range(5):
            game.step(Attack(2, Pos(6, 3)))
        events = game.step(Attack(2, Pos(6, 3)))
        view = game.view()
        assert charges(game)[2] == 0 and "no charges" in view.messages[0]
        if bot:
            assert view.turn == 6 and events[0].kind is EventKind.MISSED
        else:
            assert view.turn == 5 and events[0].kind is EventKind.INVALID
            assert events[0].text == "The scythe has no charges left."


def test_a_kill_removes_the_monster_and_scores_its_initial_health():
    game = open_field((6, 5), {(7, 5): "4", (8, 5): "1"})
    game.step(Attack(0, Pos(7, 5)))
    assert [name for _pos, name, _hp in monsters(game.view())] == ["skeleton"] and game.view().score == 10
    game.step(Attack(3, Pos(8, 5)))
    assert monsters(game.view()) == [] and game.view().score == 16


def test_a_step_onto_a_monster_is_a_sword_attack():
    game = open_field((6, 5), {(7, 5): "2"})
    events = game.step(Move(Pos(7, 5)))
    assert hero(game) == Pos(6, 5) and hp_at(game)[Pos(7, 5)] == 4 and "sword" in events[0].text


def test_a_person_is_told_why_a_target_cannot_be_reached_and_loses_no_turn():
    game = open_field((6, 5))
    events = game.step(Attack(0, Pos(7, 6)))
    assert events[0].kind is EventKind.INVALID and events[0].text == (
        "The sword cannot reach (7, 6): it reaches one step left, right, up or down.")
    assert game.step(Attack(5, Pos(7, 6)))[0].text.startswith("There is no weapon 5")
    assert game.view().turn == 0
    game.step(Attack(3, Pos(9, 8)))
    assert game.view().turn == 1


def test_a_bot_attacking_out_of_reach_loses_the_turn_but_no_weapon_is_refused_to_anyone():
    game = open_field((6, 5), bot=BOT)
    events = game.step(Attack(0, Pos(7, 6)))
    assert events[0].kind is EventKind.MISSED and game.view().turn == 1
    assert game.step(Attack(5, Pos(7, 6)))[0].kind is EventKind.INVALID and game.view().turn == 1
