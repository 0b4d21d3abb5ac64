"""Generated floors follow the rule book's probabilities (fixed seeds, tolerances of four standard deviations) and
its placement rules: on the rule book's floor, and (where a test does not count by the rule book's five chambers) in
--random-layout games, whose dungeons are furnished by the same rules before play. The chamber statistics of random
floors, whose chambers differ from game to game, are in test_generate.py."""
import re
from collections import Counter

import pytest

from game.core import Direction, EntityKind
from game.cc3k.commands import ChooseRace, Use
from game.cc3k.mapfile import find_chambers
from game.cc3k.spec import SPEC
from tests.cc3k.helpers import DATA, EMPTY_FLOOR, floor_text, play_again

GAMES = 1500
PLANS = SPEC.read_map(floor_text({}), "empty")
CHAMBER_OF = {pos: index for index, tiles in enumerate(find_chambers(EMPTY_FLOOR)) for pos in tiles}


@pytest.fixture(scope="module")
def floors():
    """The first floor of GAMES games on the rule book's floor, as their views show it."""
    views = []
    for seed in range(GAMES):
        game = SPEC.new_game(PLANS, seed, {})
        game.step(ChooseRace("s"))
        views.append(game.view())
    return views


@pytest.fixture(params=["rule-book", "random"])
def any_floors(request):
    """The first floors of games on the rule book's floor, then of --random-layout games."""
    return request.getfixturevalue("floors" if request.param == "rule-book" else "random_layout_floors")


def _of(view, kind):
    return [entity for entity in view.entities if entity.kind is kind]


def _one(view, kind):
    (entity,) = _of(view, kind)
    return entity


def _within(counts: Counter, expected: dict, total: int, tolerance: float | None = None):
    """Each share within the tolerance of its probability; by default four standard deviations of a share of
    `total` draws."""
    for key, probability in expected.items():
        share = counts[key] / total
        allowed = tolerance if tolerance is not None else 4 * (probability * (1 - probability) / total) ** 0.5
        assert abs(share - probability) <= allowed, f"{key}: {share:.3f} vs {probability:.3f} (within {allowed:.3f})"


def test_pc_chamber_is_uniform_whatever_its_size(floors):
    counts = Counter(CHAMBER_OF[_one(v, EntityKind.PLAYER).pos] for v in floors)
    # 1500 draws of p = 0.2: one standard deviation is 0.0103; allow 4.
    _within(counts, {i: 0.2 for i in range(5)}, GAMES, 0.042)


def test_stairs_never_share_the_pcs_chamber_and_spread_over_the_rest(floors):
    pairs = [(CHAMBER_OF[_one(v, EntityKind.PLAYER).pos], CHAMBER_OF[_one(v, EntityKind.STAIRS).pos]) for v in floors]
    assert all(pc != stairs for pc, stairs in pairs)
    _within(Counter(stairs for _, stairs in pairs), {i: 0.2 for i in range(5)}, GAMES, 0.042)


def test_potions_are_ten_a_floor_in_uniform_chambers(floors):
    assert all(len(_of(v, EntityKind.POTION)) == 10 for v in floors)
    potions = [p for v in floors for p in _of(v, EntityKind.POTION)]
    _within(Counter(CHAMBER_OF[p.pos] for p in potions), {i: 0.2 for i in range(5)}, len(potions), 0.015)


def test_potion_types_are_uniform():
    # A potion's kind shows only when it is drunk. In a 3x3 closet the PC has most potions of its floor
    # within reach: 4000 descents drink about 15000 of them.
    game = SPEC.new_game(SPEC.read_map((DATA / "closet.txt").read_text(), "closet"), 1, {})
    game.step(ChooseRace("s"))
    drunk: Counter = Counter()
    for descent in range(4000):
        if descent:
            play_again(game, "s")
        view = game.view()
        pc = _one(view, EntityKind.PLAYER).pos
        potions = {p.pos for p in _of(view, EntityKind.POTION)}
        for direction in Direction:
            if pc + (direction.dx, direction.dy) in potions:
                (used,) = [e.text for e in game.step(Use(direction)) if e.text.startswith("PC uses")]
                drunk[re.fullmatch(r"PC uses (\w\w)\.", used).group(1)] += 1
    total = sum(drunk.values())
    assert total > 14000
    _within(drunk, {c: 1 / 6 for c in ("RH", "BA", "BD", "PH", "WA", "WD")}, total, 0.015)


def test_gold_is_five_eighths_normal_one_eighth_dragon_one_quarter_small(any_floors):
    piles = [g for v in any_floors for g in _of(v, EntityKind.GOLD)]
    assert len(piles) == 10 * len(any_floors)
    kinds = Counter(pile.name.split(" (")[0] for pile in piles)
    _within(kinds, {"normal pile": 5 / 8, "dragon hoard": 1 / 8, "small pile": 1 / 4}, len(piles))


def test_enemy_types_follow_the_rule_books_table_and_number_twenty(any_floors):
    enemies = [e for v in any_floors for e in _of(v, EntityKind.ENEMY) if e.glyph != "D"]
    assert len(enemies) == 20 * len(any_floors)
    expected = {"H": 2 / 9, "W": 3 / 18, "L": 5 / 18, "E": 1 / 9, "O": 1 / 9, "M": 1 / 9}
    _within(Counter(e.glyph for e in enemies), expected, len(enemies))


def _paired(hoards: list, dragons: list) -> bool:
    """Whether every hoard can have a dragon of its own beside it (a perfect matching, found by search)."""
    if not hoards:
        return not dragons
    first, rest = hoards[0], hoards[1:]
    return any(
        first.pos.chebyshev(dragon.pos) == 1 and _paired(rest, dragons[:index] + dragons[index + 1:])
        for index, dragon in enumerate(dragons)
    )


def test_every_dragon_hoard_has_its_own_dragon_beside_it(any_floors):
    for view in any_floors[:300]:
        hoards = [g for g in _of(view, EntityKind.GOLD) if g.name.startswith("dragon hoard")]
        dragons = [e for e in _of(view, EntityKind.ENEMY) if e.glyph == "D"]
        assert len(hoards) == len(dragons)
        assert all(h.name.endswith(", guarded by a dragon") for h in hoards)
        assert _paired(hoards, dragons)


def test_objects_spawn_only_on_free_floor_tiles_one_per_cell(any_floors):
    for view in any_floors[:300]:
        cells = [entity.pos for entity in view.entities]
        assert len(cells) == len(set(cells))
        assert all(view.cells[p.y][p.x] == "." for p in cells)


def test_potion_types_are_uniform_in_random_dungeons():
    """A random dungeon's potions, as --save-layout writes them (a layout writes each kind's digit): every floor
    of 60 dungeons, 3000 potions."""
    digits = Counter(char for seed in range(60) for char in "".join(SPEC.own_map(seed, {"random_layout": True})
                                                                    .splitlines()[:125]) if char in "012345")
    assert sum(digits.values()) == 60 * 5 * 10
    _within(digits, {digit: 1 / 6 for digit in "012345"}, 3000)
