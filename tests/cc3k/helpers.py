"""Helpers for CC3k tests: floors with objects placed by hand on the default terrain, and quick game set-up."""
from __future__ import annotations

import pathlib

from game.core import Direction
from game.cc3k.commands import Attack, ChooseRace, Move, Use
from game.cc3k.layout import parse_layout
from game.cc3k.rules import CC3kGame

DATA = pathlib.Path(__file__).resolve().parent / "data"
EMPTY_FLOOR = (DATA / "empty_floor.txt").read_text().splitlines()

# A spot in the top-left chamber (the rule book's chamber 1): rows 3-6, columns 3-28.
PC_SPOT = (10, 4)


def floor_text(objects: dict[tuple[int, int], str]) -> str:
    """The default floor with the given layout characters placed at (x, y)."""
    rows = [list(row) for row in EMPTY_FLOOR]
    for (x, y), char in objects.items():
        assert rows[y][x] == ".", f"({x}, {y}) is not a floor tile"
        rows[y][x] = char
    return "\n".join("".join(row) for row in rows) + "\n"


def game_with(objects: dict[tuple[int, int], str], race: str = "s", seed: int = 1, floors: int = 1) -> CC3kGame:
    """A started game on hand-placed floors (the same objects on every floor given)."""
    text = floor_text(objects) * floors
    game = CC3kGame(parse_layout(text, "test"), seed)
    game.step(ChooseRace(race))
    return game


def at(game: CC3kGame, x: int, y: int):
    return game.floor.occupant[y][x]


def enemy_at(game: CC3kGame, x: int, y: int):
    return next(e for e in game.floor.enemies if e.pos == (x, y))


MOVE = {d: Move(d) for d in Direction}
ATTACK = {d: Attack(d) for d in Direction}
USE = {d: Use(d) for d in Direction}
E, W, N, S = Direction.EAST, Direction.WEST, Direction.NORTH, Direction.SOUTH
