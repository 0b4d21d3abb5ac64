"""Helpers for CC3k tests: floors with objects placed by hand on a floor's terrain (the default one unless told),
games made and read through the door."""
from __future__ import annotations

import pathlib
import random
from typing import Iterator, Sequence

from game.core import Direction, Entity, EntityKind, Event, Game
from game.cc3k.commands import Attack, ChooseRace, Command, Move, Restart, Use
from game.cc3k.detail import CC3kDetail, PCStatus
from game.cc3k.rules import CC3kGame
from game.cc3k.spec import SPEC

DATA = pathlib.Path(__file__).resolve().parent / "data"
EMPTY_FLOOR = (DATA / "empty_floor.txt").read_text().splitlines()

# A spot in the top-left chamber (the rule book's chamber 1): rows 3-6, columns 3-28.
PC_SPOT = (10, 4)


def floor_text(objects: dict[tuple[int, int], str], terrain: Sequence[str] = EMPTY_FLOOR) -> str:
    """A floor's terrain (the default floor's unless told) with the given layout characters placed at (x, y)."""
    rows = [list(row) for row in terrain]
    for (x, y), char in objects.items():
        assert rows[y][x] == ".", f"({x}, {y}) is not a floor tile"
        rows[y][x] = char
    return "\n".join("".join(row) for row in rows) + "\n"


def new_game(text: str, seed: int = 1, name: str = "test", options: dict | None = None) -> CC3kGame:
    """A game on a layout's text, at the race prompt, made as the program makes one (with these rules options)."""
    return SPEC.new_game(SPEC.read_map(text, name), seed, options or {})


def layout_file(name: str) -> CC3kGame:
    return new_game((DATA / name).read_text(), seed=0, name=name)


def game_with(objects: dict[tuple[int, int], str], race: str = "s", seed: int = 1, floors: int = 1,
              options: dict | None = None) -> CC3kGame:
    """A started game on hand-placed floors (the same objects on every floor given), with these rules options."""
    game = new_game(floor_text(objects) * floors, seed, options=options)
    game.step(ChooseRace(race))
    return game


def detail(game: Game[CC3kDetail]) -> CC3kDetail:
    return game.view().detail


def pc(game: Game[CC3kDetail]) -> PCStatus:
    status = game.view().detail.pc
    assert status is not None, "no race has been chosen"
    return status


def entities(game: Game[CC3kDetail], kind: EntityKind) -> list[Entity]:
    return [entity for entity in game.view().entities if entity.kind is kind]


def thing_at(game: Game[CC3kDetail], x: int, y: int) -> Entity | None:
    """What lies on a cell besides the PC: an enemy, gold, a potion or the stairs."""
    return next((e for e in game.view().entities if e.pos == (x, y) and e.kind is not EntityKind.PLAYER), None)


def enemy_at(game: Game[CC3kDetail], x: int, y: int) -> Entity:
    return next(e for e in entities(game, EntityKind.ENEMY) if e.pos == (x, y))


def play_again(game: Game[CC3kDetail], race: str, *setup: Command) -> None:
    """Back to the race prompt and down again: floor 1 as the layout has it, the random numbers going on."""
    game.step(Restart())
    game.step(ChooseRace(race))
    for command in setup:
        game.step(command)


def first_turns(game: Game[CC3kDetail], race: str, turns: int, command: Command) -> Iterator[list[Event]]:
    """The events of command as the first turn of `turns` descents, each from the layout's floor 1."""
    for turn in range(turns):
        if turn:
            play_again(game, race)
        yield game.step(command)


def endure(game: Game[CC3kDetail], race: str, turns: int, command: Command, *setup: Command) -> Iterator[list[Event]]:
    """The events of command for `turns` turns; when the PC dies, the next turn is in a new descent
    (the same race, the layout's floor 1, then the setup commands)."""
    for _ in range(turns):
        if game.view().over:
            play_again(game, race, *setup)
        yield game.step(command)


MOVE = {d: Move(d) for d in Direction}
ATTACK = {d: Attack(d) for d in Direction}
USE = {d: Use(d) for d in Direction}
E, W, N, S = Direction.EAST, Direction.WEST, Direction.NORTH, Direction.SOUTH

# Every kind of command a player gives during play: the moves, attacks and potions, freeze.
RANDOM_COMMANDS = ("no", "so", "ea", "we", "ne", "nw", "se", "sw", "a no", "a ea", "a sw", "u so", "u we", "u ne", "f")


def play_random(plans, game_seed: int, turns: int):
    """A shade's game on these floors, made as the program makes one, given `turns` random commands (fewer when it
    ends); its last view."""
    game = SPEC.new_game(plans, game_seed, {})
    game.step(SPEC.parse("s"))
    rng = random.Random(game_seed)
    for _ in range(turns):
        if game.view().over:
            break
        game.step(SPEC.parse(rng.choice(RANDOM_COMMANDS)))
    return game.view()
