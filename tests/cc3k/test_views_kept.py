"""A view is the game as it stands, however many views were asked for before it: the rules keep parts of past views
(an enemy's entity where it stood before, unhurt since; the HUD's numbers; the potions known) and the terminal keeps
the board drawn with the items, and none of that may go stale. Long games with many fights, potions and deaths are
played with a view after every step, and compared at checkpoints with the same game replayed without a view."""
from __future__ import annotations

import random

import pytest

from game.core import Direction, EntityKind, EventKind, Pos, View
from game.cc3k.commands import (
    Attack, Browse, Buy, ChooseRace, Command, Drink, Freeze, Inventory, Move, PickUp, Restart, Use,
)
from game.cc3k.detail import CC3kDetail, Phase
from game.cc3k.mapfile import WALKABLE
from game.cc3k.spec import SPEC
from roguelike_client.play.maps import load_map
from roguelike_client.terminal.cc3k_text import board_rows, render

STEPS = 1000
CHECKPOINTS = 12
OPTIONS = {
    "rule-book": {},
    "extras": {"carry_potions": True, "merchant_shop": True},
    "random-floors": {"random_layout": True},
}


def new_game(seed: int, options: dict):
    _name, _text, plans = load_map(SPEC, None)
    return SPEC.new_game(plans, seed, options)


def beside(view: View[CC3kDetail], kind: EntityKind) -> list[Direction]:
    """The directions from the PC to an entity of this kind next to it."""
    pc = view.detail.pc
    assert pc is not None
    return [direction for entity in view.entities if entity.kind is kind
            if (direction := Direction.between(pc.pos, entity.pos)) is not None]


def next_command(view: View[CC3kDetail], picker: random.Random, extras: bool) -> Command:
    """Mostly moves; an enemy or a potion beside the PC is attacked or drunk often, so that enemies are hurt and
    killed, potions learnt, and the PC dies now and then."""
    if view.phase == Phase.OVER:
        return Restart()
    if view.phase == Phase.RACE:
        return ChooseRace(picker.choice("sdvgt"))
    enemies, potions = beside(view, EntityKind.ENEMY), beside(view, EntityKind.POTION)
    roll = picker.random()
    if enemies and roll < 0.6:
        return Attack(picker.choice(enemies))
    if potions and roll < 0.5:
        return (PickUp if extras and roll < 0.2 else Use)(picker.choice(potions))
    if roll < 0.02:
        return Freeze()
    if extras and roll < 0.08:
        return picker.choice([Inventory(), Drink(1), Browse(picker.choice(list(Direction))),
                              Buy(picker.choice(list(Direction)), picker.choice(["RH", "BA", "BD"]))])
    if roll < 0.6:
        kind = EntityKind.ENEMY if roll < 0.4 else EntityKind.POTION
        return Move(towards(view, kind) or picker.choice(list(Direction)))
    return Move(picker.choice(list(Direction)))


def towards(view: View[CC3kDetail], kind: EntityKind) -> Direction | None:
    """The first step of a shortest walk to a cell beside the nearest entity of this kind (None: none in reach)."""
    pc = view.detail.pc
    assert pc is not None
    goals = {entity.pos for entity in view.entities if entity.kind is kind}
    taken = {entity.pos for entity in view.entities if entity.kind in (EntityKind.ENEMY, EntityKind.POTION)}
    first: dict[Pos, Direction | None] = {pc.pos: None}
    frontier = [pc.pos]
    while frontier:
        following = []
        for here in frontier:
            for direction in Direction:
                there = Pos(here.x + direction.dx, here.y + direction.dy)
                if there in goals:
                    return first[here] or direction
                if there in first or there in taken or not (0 <= there.y < view.height and 0 <= there.x < view.width) \
                        or view.cells[there.y][there.x] not in WALKABLE:
                    continue
                first[there] = first[here] or direction
                following.append(there)
        frontier = following
    return None


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("name", list(OPTIONS))
def test_a_view_is_the_same_whether_or_not_earlier_views_were_asked_for(name, seed):
    options = OPTIONS[name]
    extras = "carry_potions" in options
    picker = random.Random(seed)
    game = new_game(seed, options)
    commands: list[Command] = []
    views = []
    hurt = drunk = 0
    for _ in range(STEPS):
        command = next_command(game.view(), picker, extras)
        commands.append(command)
        events = game.step(command)
        views.append(game.view())
        hurt += sum(1 for event in events if event.kind is EventKind.ATTACKED and event.target)
        drunk += sum(1 for event in events if event.kind is EventKind.USED)
    # The games did what the caches are about: enemies hurt (and standing again where they stood), potions drunk.
    assert hurt > 50 and drunk >= 3
    for checkpoint in sorted(picker.sample(range(STEPS), CHECKPOINTS)):
        fresh = new_game(seed, options)
        for command in commands[:checkpoint + 1]:
            fresh.step(command)
        assert fresh.view() == views[checkpoint], f"step {checkpoint}"


@pytest.mark.parametrize("seed", range(3))
def test_the_terminal_board_is_the_view_drawn_afresh(seed):
    """The terminal draws each board from one kept with the items on it: the same text as drawing every entity on
    the terrain, turn after turn, across floors, deaths and new games."""
    picker = random.Random(seed)
    game = new_game(seed, {})
    boards = 0
    for _ in range(STEPS):
        game.step(next_command(game.view(), picker, False))
        view = game.view()
        if view.phase == Phase.PLAY:
            drawn = "".join("".join(row) + "\n" for row in board_rows(view))
            assert render(view).startswith(drawn)
            boards += 1
    assert boards > STEPS // 2
