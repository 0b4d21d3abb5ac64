"""Random floors follow the rule book's probabilities (fixed seeds, stated tolerances) and its placement rules."""
from collections import Counter

import pytest

from game.cc3k.commands import ChooseRace
from game.cc3k.layout import parse_layout
from game.cc3k.rules import CC3kGame
from tests.cc3k.helpers import floor_text

GAMES = 1500
PLANS = parse_layout(floor_text({}), "empty")


@pytest.fixture(scope="module")
def floors():
    games = []
    for seed in range(GAMES):
        game = CC3kGame(PLANS, seed)
        game.step(ChooseRace("s"))
        games.append(game)
    return games


def _within(counts: Counter, expected: dict, total: int, tolerance: float):
    for key, probability in expected.items():
        share = counts[key] / total
        assert abs(share - probability) <= tolerance, f"{key}: {share:.3f} vs {probability:.3f}"


def test_pc_chamber_is_uniform_whatever_its_size(floors):
    counts = Counter(g.floor.chamber_at[g.pc.y][g.pc.x] for g in floors)
    # 1500 draws of p = 0.2: one standard deviation is 0.0103; allow 4.
    _within(counts, {i: 0.2 for i in range(5)}, GAMES, 0.042)


def test_stairs_never_share_the_pcs_chamber_and_spread_over_the_rest(floors):
    pairs = [(g.floor.chamber_at[g.pc.y][g.pc.x], g.floor.chamber_at[g.floor.stairs.y][g.floor.stairs.x]) for g in floors]
    assert all(pc != stairs for pc, stairs in pairs)
    _within(Counter(stairs for _, stairs in pairs), {i: 0.2 for i in range(5)}, GAMES, 0.042)


def test_potion_types_and_chambers_are_uniform(floors):
    potions = [i for g in floors for i in g.floor.items if type(i).__name__ == "Potion"]
    assert all(sum(type(i).__name__ == "Potion" for i in g.floor.items) == 10 for g in floors)
    _within(Counter(p.kind.code for p in potions), {c: 1 / 6 for c in ("RH", "BA", "BD", "PH", "WA", "WD")}, len(potions), 0.015)
    game = floors[0]
    chambers = Counter(game.floor.chamber_at[p.pos.y][p.pos.x] for p in potions)
    _within(chambers, {i: 0.2 for i in range(5)}, len(potions), 0.015)


def test_gold_is_five_eighths_normal_one_eighth_dragon_one_quarter_small(floors):
    piles = [i for g in floors for i in g.floor.items if type(i).__name__ == "Gold"]
    assert len(piles) == 10 * GAMES
    _within(Counter(p.kind.name for p in piles), {"normal pile": 5 / 8, "dragon hoard": 1 / 8, "small pile": 1 / 4}, len(piles), 0.015)


def test_enemy_types_follow_the_rule_books_table_and_number_twenty(floors):
    enemies = [e for g in floors for e in g.floor.enemies if e.kind.glyph != "D"]
    assert len(enemies) == 20 * GAMES
    expected = {"H": 2 / 9, "W": 3 / 18, "L": 5 / 18, "E": 1 / 9, "O": 1 / 9, "M": 1 / 9}
    _within(Counter(e.kind.glyph for e in enemies), expected, len(enemies), 0.012)


def test_every_dragon_hoard_has_its_own_dragon_beside_it(floors):
    for game in floors[:300]:
        hoards = [i for i in game.floor.items if type(i).__name__ == "Gold" and i.kind.name == "dragon hoard"]
        dragons = [e for e in game.floor.enemies if e.kind.glyph == "D"]
        assert len(hoards) == len(dragons)
        assert sorted(id(h.guard) for h in hoards) == sorted(id(d) for d in dragons)
        assert all(max(abs(h.pos.x - h.guard.pos.x), abs(h.pos.y - h.guard.pos.y)) == 1 for h in hoards)


def test_objects_spawn_only_on_free_floor_tiles_one_per_cell(floors):
    for game in floors[:300]:
        cells = [game.pc, game.floor.stairs] + [i.pos for i in game.floor.items] + [e.pos for e in game.floor.enemies]
        assert len(cells) == len(set(cells))
        assert all(game.floor.terrain[p.y][p.x] == "." for p in cells)
