"""CC3k's questions through its public face: a bump's answer and a fight's preview agree with what a real step does."""
import re

from hypothesis import given, settings, strategies as st

from game.core import Actor, Direction, EntityKind, EventKind
from game.cc3k.commands import Attack, ChooseRace, Move
from game.cc3k.questions import BumpKind, bump, fight_preview, walkable
from game.cc3k.spec import SPEC
from game.cc3k.tables import ENEMIES, RACES
from tests.cc3k.helpers import PC_SPOT, game_with, pc

X, Y = PC_SPOT
EAST = (X + 1, Y)


def test_a_bump_moves_attacks_or_is_blocked_as_the_rules_say():
    game = game_with({PC_SPOT: "@", (X + 1, Y): "H", (X - 1, Y): "0", (X, Y + 1): "\\", (X + 1, Y + 1): "M"})
    view = game.view()
    assert bump(view, Direction.EAST).kind is BumpKind.ATTACK
    assert bump(view, Direction.EAST).command == Attack(Direction.EAST)
    assert bump(view, Direction.WEST).kind is BumpKind.BLOCKED          # a potion
    assert bump(view, Direction.SOUTH).kind is BumpKind.STAIRS
    assert bump(view, Direction.SOUTHEAST).kind is BumpKind.BLOCKED     # a neutral merchant
    assert bump(view, Direction.SOUTHEAST).command == Move(Direction.SOUTHEAST)
    assert bump(view, Direction.NORTH).kind is BumpKind.MOVE
    assert all(bump(view, d).costs_turn for d in Direction)


def test_a_hostile_merchant_is_attacked_and_nothing_is_bumped_before_a_race():
    game = game_with({PC_SPOT: "@", (X + 1, Y): "M"})
    game.step(Attack(Direction.EAST))
    assert bump(game.view(), Direction.EAST).kind is BumpKind.ATTACK
    assert bump(SPEC.new_game((), 1, {"random_layout": True}).view(), Direction.EAST) is None


def test_a_walk_crosses_floor_but_not_enemies_potions_or_the_stairs_before_its_end():
    game = game_with({PC_SPOT: "@", (X + 1, Y): "H", (X + 2, Y): "0", (X + 3, Y): "\\"})
    view = game.view()
    here = pc(game).pos
    assert walkable(view, here + (0, -1), end=False)
    assert not walkable(view, here + (1, 0), end=True) and not walkable(view, here + (2, 0), end=True)
    assert walkable(view, here + (3, 0), end=True) and not walkable(view, here + (3, 0), end=False)
    assert not walkable(view, here + (0, -3), end=True)     # the chamber's wall


@settings(max_examples=80, deadline=None)
@given(race=st.sampled_from(sorted(RACES)), glyph=st.sampled_from(sorted(ENEMIES)), seed=st.integers(0, 10**6))
def test_the_fight_preview_is_what_a_fight_does(race, glyph, seed):
    game = game_with({PC_SPOT: "@", EAST: glyph}, race=race, seed=seed)
    before = fight_preview(game.view(), glyph)
    assert before is not None and before.dodge_percent == (50 if glyph == "L" else 0)
    events = game.step(Attack(Direction.EAST))
    first = events[0]
    if first.kind is EventKind.MISSED:
        assert before.dodge_percent > 0
    else:
        assert first.kind is EventKind.ATTACKED and first.amount == before.dealt
    drained = [e.amount for e in events if e.kind is EventKind.HEALED] + \
        [-(e.amount or 0) for e in events[1:2] if e.kind is EventKind.ATTACKED and e.actor is Actor.MONSTER
         and "allergic" in e.text]
    if first.kind is EventKind.ATTACKED:
        assert drained == ([before.drain] if before.drain else [])
    after = fight_preview(game.view(), glyph)       # a merchant attacked turns hostile
    assert after is not None and after.hostile
    blows = [e for e in events if e.actor is Actor.MONSTER and e.name == ENEMIES[glyph].name
             and e.kind in (EventKind.ATTACKED, EventKind.MISSED) and "allergic" not in e.text]
    assert all(e.amount == after.taken for e in blows if e.kind is EventKind.ATTACKED)
    alive = any(e.kind is EntityKind.ENEMY for e in game.view().entities if e.pos == EAST)
    if alive and not game.view().over:
        assert len(blows) == after.blows


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), race=st.sampled_from(sorted(RACES)),
       moves=st.lists(st.sampled_from(Direction), min_size=1, max_size=40))
def test_every_bump_answer_agrees_with_the_step_on_random_floors(seed, race, moves):
    game = SPEC.new_game((), seed, {"random_layout": True})
    game.step(ChooseRace(race))
    for direction in moves:
        view = game.view()
        if view.over:
            break
        answer = bump(view, direction)
        assert answer is not None
        events = game.step(answer.command)
        kinds = [event.kind for event in events]
        assert game.view().turn == view.turn + 1 or game.view().detail.floor != view.detail.floor
        if answer.kind is BumpKind.MOVE:
            assert kinds[0] is EventKind.MOVED
        elif answer.kind is BumpKind.STAIRS:
            assert kinds[0] in (EventKind.FLOOR_CHANGED, EventKind.WON)
        elif answer.kind is BumpKind.BLOCKED:
            assert kinds[0] is EventKind.BLOCKED
        else:
            assert kinds[0] in (EventKind.ATTACKED, EventKind.MISSED) and events[0].actor is Actor.PLAYER


LETTER = re.compile(r"\b([" + "".join(ENEMIES) + r"])\b")
commands = st.one_of(st.builds(Move, st.sampled_from(Direction)), st.builds(Attack, st.sampled_from(Direction)))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), race=st.sampled_from(sorted(RACES)), plan=st.lists(commands, max_size=80))
def test_every_event_that_names_an_enemy_carries_its_name(seed, race, plan):
    """The facts a front end shows are on the events: whoever the rule book's line names by its letter is named in
    the event's name (the creature that acted) or target (the one acted on)."""
    game = SPEC.new_game((), seed, {"random_layout": True})
    game.step(ChooseRace(race))
    for command in plan:
        if game.view().over:
            break
        for event in game.step(command):
            for letter in LETTER.findall(event.text):
                assert ENEMIES[letter].name in (event.name, event.target), event
