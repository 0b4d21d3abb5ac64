"""Every weapon aimed at every cell within 3 of the hero: which targets are valid, which cells are hit, charges spent."""
import pytest

from game.core import Pos
from game.maze.rules import Attack, MazeGame, Move
from tests.maze.support import hp_at, open_field

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


def surrounded() -> MazeGame:
    """The hero amid gargoyles (14 health, so no hit kills) on every cell within 4."""
    objects = {(HERO.x + dx, HERO.y + dy): "2" for dx in range(-4, 5) for dy in range(-4, 5) if (dx, dy) != (0, 0)}
    return open_field(tuple(HERO), objects)


@pytest.mark.parametrize("weapon,offset", CASES)
def test_each_target_hits_exactly_the_cells_of_the_table(weapon, offset):
    game = surrounded()
    before = hp_at(game)
    target = HERO + offset
    game.step(Attack(weapon, target))
    hurt = {(pos.x - HERO.x, pos.y - HERO.y) for pos, hp in before.items() if hp_at(game).get(pos) != hp}
    expected = TABLE[weapon].get(offset, set())
    assert hurt == expected
    assert set(game.weapon_hits(weapon, target)) == {HERO + o for o in expected}
    assert (HERO + offset in game.weapon_targets(weapon)) == (offset in TABLE[weapon])
    damage = {0: 10, 1: 6, 2: 7, 3: 8}[weapon]
    assert all(before[HERO + o] - hp_at(game)[HERO + o] == damage for o in expected)
    spent = 5 - game.charges[weapon] if weapon else 0
    assert spent == (1 if weapon and expected else 0)
    assert game.turn == 1


def test_a_charge_is_spent_even_when_the_attack_hits_nothing():
    game = open_field((6, 5))
    game.step(Attack(3, Pos(9, 8)))
    assert game.charges[3] == 4 and "hits nothing" in game.messages[0]


def test_no_charges_left_does_nothing_but_the_turn_passes():
    game = open_field((6, 5), {(9, 9): "0"})
    for _ in range(5):
        game.step(Attack(2, Pos(6, 3)))
    game.step(Attack(2, Pos(6, 3)))
    assert game.charges[2] == 0 and game.turn == 6 and "no charges" in game.messages[0]
    assert game.refusal(Attack(2, Pos(6, 3))) == "The scythe has no charges left."


def test_a_kill_removes_the_monster_and_scores_its_initial_health():
    game = open_field((6, 5), {(7, 5): "4", (8, 5): "1"})
    game.step(Attack(0, Pos(7, 5)))
    assert [m.kind.name for m in game.monsters] == ["skeleton"] and game.score == 10
    game.step(Attack(3, Pos(8, 5)))
    assert game.monsters == [] and game.score == 16


def test_a_step_onto_a_monster_is_a_sword_attack():
    game = open_field((6, 5), {(7, 5): "2"})
    events = game.step(Move(Pos(7, 5)))
    assert game.hero == Pos(6, 5) and game.monsters[0].hp == 4 and "sword" in events[0].text


def test_refusal_explains_an_unreachable_target():
    game = open_field((6, 5))
    assert game.refusal(Attack(0, Pos(7, 6))) == ("The sword cannot reach (7, 6): it reaches one step left, right, "
                                                  "up or down.")
    assert game.refusal(Attack(5, Pos(7, 6))).startswith("There is no weapon 5")
    assert game.refusal(Attack(3, Pos(9, 8))) is None
