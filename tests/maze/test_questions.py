"""The maze's strike preview through its public face: the cells, the damage and the monsters hit are what a strike does."""
from hypothesis import given, settings, strategies as st

from game.core import Actor, Direction, EventKind, Pos
from game.maze.commands import Attack, Step, Wait
from game.maze.questions import can_hit, strike_preview, walkable
from game.maze.tables import WEAPONS
from tests.maze.support import BOT, open_field

HERO = Pos(6, 5)
near = st.tuples(st.integers(-3, 3), st.integers(-3, 3)).filter(lambda o: o != (0, 0))


def test_a_hammer_aimed_north_hits_three_cells_and_says_who_dies():
    game = open_field(tuple(HERO), {(5, 4): "1", (6, 4): "2"}, bot=BOT)
    preview = strike_preview(game.view(), 1, Pos(6, 4))
    assert preview.weapon == "hammer" and preview.damage == 6
    assert preview.cells == (Pos(5, 4), Pos(6, 4), Pos(7, 4))
    assert [(hit.name, hit.hp, hit.left, hit.destroyed) for hit in preview.struck] == [
        ("skeleton", 6, 0, True), ("gargoyle", 14, 8, False)]
    assert strike_preview(game.view(), 0, Pos(8, 8)).cells == ()


@settings(max_examples=80, deadline=None)
@given(monsters=st.dictionaries(near, st.sampled_from("01234"), max_size=12), weapon=st.integers(0, 3),
       aim=near, seed=st.integers(0, 1000))
def test_the_strike_preview_is_what_the_strike_does(monsters, weapon, aim, seed):
    objects = {(HERO.x + dx, HERO.y + dy): glyph for (dx, dy), glyph in monsters.items()}
    game = open_field(tuple(HERO), objects, seed=seed, bot=BOT)
    target = HERO + aim
    preview = strike_preview(game.view(), weapon, target)
    assert preview.damage == WEAPONS[weapon].damage
    events = [e for e in game.step(Attack(weapon, target)) if e.actor is Actor.PLAYER]
    hit = [(e.pos, e.amount) for e in events if e.kind is EventKind.ATTACKED]
    assert hit == [(s.pos, preview.damage) for s in preview.struck]
    assert [e.pos for e in events if e.kind is EventKind.KILLED] == [s.pos for s in preview.struck if s.destroyed]


@settings(max_examples=120, deadline=None)
@given(objects=st.dictionaries(near, st.sampled_from("X01234tpa"), max_size=10),
       direction=st.sampled_from([Direction.NORTH, Direction.SOUTH, Direction.EAST, Direction.WEST]),
       seed=st.integers(0, 1000))
def test_a_walk_crosses_the_cells_a_step_goes_onto(objects, direction, seed):
    """The rules' answer to where a walk may go (questions.walkable, every monster counted) is where a step takes
    the hero: not onto an obstacle, and not into a monster, which the step strikes instead."""
    game = open_field(tuple(HERO), {(HERO.x + dx, HERO.y + dy): glyph for (dx, dy), glyph in objects.items()},
                      seed=seed)
    cell = Pos(HERO.x + direction.dx, HERO.y + direction.dy)
    answer = walkable(game.view(), cell, seen_only=False)
    game.step(Step(direction))
    assert answer == (game.view().detail.hero == cell)


@settings(max_examples=120, deadline=None)
@given(objects=st.dictionaries(near, st.sampled_from("X01234"), max_size=8), seed=st.integers(0, 1000))
def test_the_monsters_that_can_hit_the_hero_are_those_that_hit_it_when_it_waits(objects, seed):
    """questions.can_hit, which the window's words and aiming ask, is what the monsters' next phase does."""
    game = open_field(tuple(HERO), {(HERO.x + dx, HERO.y + dy): glyph for (dx, dy), glyph in objects.items()},
                      seed=seed)
    view = game.view()
    hitting = sorted(entity.name for entity in view.entities if can_hit(entity, HERO))
    struck = sorted(event.name for event in game.step(Wait()) if event.kind is EventKind.ATTACKED
                    and event.actor is Actor.MONSTER)
    assert hitting == struck
