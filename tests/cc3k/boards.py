"""The boards the CC3k rule tests run on: the rule book's default floor, random floors that a scenario is moved onto
by a translation and read back from as if it had been played on the rule book's floor, and the rule book's floor with
the invited extras on."""
from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import Iterable, Iterator, Sequence

import pytest

from game.core import Actor, Event, EventKind, Game, Pos, View
from game.cc3k.commands import ChooseRace
from game.cc3k.detail import CC3kDetail, ExtrasDetail
from game.cc3k.generator import random_floors
from game.cc3k.spec import SPEC
from roguelike_client.play.maps import load_map
from tests.cc3k.helpers import EMPTY_FLOOR, floor_text, game_with, new_game

# How many random floors the search looks at for a scenario's terrain before it gives up.
SEARCH_SEEDS = 3000
# How many random dungeons (five floors each) the property tests draw from.
RANDOM_DUNGEONS = 6

Cell = tuple[int, int]
Box = tuple[int, int, int, int]     # left, top, right, bottom, inclusive


@dataclass(frozen=True)
class Placement:
    """Where a scenario lands: the random floor of random_floors(seed, count=1), moved by (dx, dy)."""

    seed: int
    dx: int
    dy: int


@functools.lru_cache(maxsize=None)
def random_terrain(seed: int) -> tuple[str, ...]:
    """The rows of random_floors(seed, count=1): one random floor's terrain."""
    return tuple(random_floors(seed, count=1).splitlines())


@functools.lru_cache(maxsize=None)
def random_floor_plans(number: int):
    """The plans of five random floors, random_floors(number), read as the program reads a layout file."""
    return SPEC.read_map(random_floors(number), f"random-{number}")


@functools.lru_cache(maxsize=None)
def _default_dungeon():
    return load_map(SPEC, None)[2]


def needs(cells: Iterable[Cell], apart: bool = False) -> tuple[Box, ...]:
    """The boxes of the rule book's terrain a scenario on these cells needs: their bounding box grown by one cell,
    or, for cells that stand apart, each cell's own 3x3 neighbourhood."""
    cells = sorted(set(cells))
    if apart:
        return tuple((x - 1, y - 1, x + 1, y + 1) for x, y in cells)
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    return ((min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1),)


def _rule_book_rows(box: Box) -> list[str]:
    left, top, right, bottom = box
    return [EMPTY_FLOOR[y][left:right + 1] for y in range(top, bottom + 1)]


def _offsets(rows: Sequence[str], box: Box) -> Iterator[tuple[int, int]]:
    """Every (dx, dy), top row first, that puts the rule book's terrain in box onto the same terrain in rows: the
    box's top row found in a row (str.find: fast), then the whole box compared."""
    first = _rule_book_rows(box)[0]
    left, top = box[0], box[1]
    for row in range(len(rows)):
        column = rows[row].find(first)
        while column >= 0:
            if _same(rows, box, column - left, row - top):
                yield column - left, row - top
            column = rows[row].find(first, column + 1)


def _same(rows: Sequence[str], box: Box, dx: int, dy: int) -> bool:
    left, top, right, bottom = box
    if left + dx < 0 or top + dy < 0 or bottom + dy >= len(rows) or right + dx >= len(rows[0]):
        return False
    return all(rows[top + dy + i][left + dx:right + dx + 1] == line for i, line in enumerate(_rule_book_rows(box)))


def _chambers_within(rows: Sequence[str], cells: Iterable[Cell], bounds: Box, dx: int, dy: int) -> bool:
    """Whether the chamber of every cell (its 8-connected floor tiles), moved back by (dx, dy), lies inside bounds."""
    left, top, right, bottom = bounds
    todo = [(x + dx, y + dy) for x, y in cells]
    seen = set(todo)
    while todo:
        x, y = todo.pop()
        if not (left <= x - dx <= right and top <= y - dy <= bottom):
            return False
        for near in ((x + i, y + j) for i in (-1, 0, 1) for j in (-1, 0, 1)):
            if near not in seen and rows[near[1]][near[0]] == ".":
                seen.add(near)
                todo.append(near)
    return True


@functools.lru_cache(maxsize=None)
def placement(boxes: tuple[Box, ...], chamber_cells: tuple[Cell, ...] = (),
              chamber_within: Box | None = None) -> Placement:
    """The first random floor (by seed) with a translation that puts every box onto the rule book's terrain
    exactly, and the chamber of each of chamber_cells inside chamber_within (moved back). On that floor, the first
    translation (top row first) that moves along both axes, else the first that moves at all: a position read
    without being moved back is then a wrong one."""
    anchor = max(boxes, key=lambda box: (box[2] - box[0] + 1) * (box[3] - box[1] + 1))
    for seed in range(SEARCH_SEEDS):
        rows = random_terrain(seed)
        fits = [(dx, dy) for dx, dy in _offsets(rows, anchor)
                if (dx, dy) != (0, 0) and all(_same(rows, box, dx, dy) for box in boxes)
                and (chamber_within is None or _chambers_within(rows, chamber_cells, chamber_within, dx, dy))]
        if fits:
            dx, dy = next((fit for fit in fits if all(fit)), fits[0])
            return Placement(seed, dx, dy)
    raise LookupError(f"none of the first {SEARCH_SEEDS} random floors has the rule book's terrain in {boxes}"
                      + (f" with the chamber of {chamber_cells} inside {chamber_within}" if chamber_within else ""))


class Moved:
    """A game on a random floor read as if it had been played on the rule book's floor: every position it
    hands out (the PC's, the entities', the events') and its cells are moved back by the scenario's translation.
    On the floors the scenario laid out, the PC must walk only where the terrain was matched: a test that walks
    further says so (game_with's walk), or it would pass or fail by the luck of the random floor."""

    def __init__(self, game: Game[CC3kDetail], place: Placement, boxes: tuple[Box, ...], floors: int) -> None:
        self._game = game
        self._dx, self._dy = place.dx, place.dy
        self._walkable = tuple((left + 1, top + 1, right - 1, bottom - 1) for left, top, right, bottom in boxes)
        self._floors = floors
        self._last: tuple[View[CC3kDetail], View[CC3kDetail]] | None = None   # the game's view and it moved back

    def step(self, command: object) -> list[Event]:
        events = [replace(event, pos=self._back(event.pos)) if event.pos is not None else event
                  for event in self._game.step(command)]
        walked = [e.pos for e in events if e.kind is EventKind.MOVED and e.actor is Actor.PLAYER and e.pos is not None]
        if walked and self.view().detail.floor <= self._floors:
            for x, y in walked:
                assert any(left <= x <= right and top <= y <= bottom for left, top, right, bottom in self._walkable), (
                    f"the PC walked to {(x, y)}, off the terrain matched on the random floor: add it to walk")
        return events

    def view(self) -> View[CC3kDetail]:
        view = self._game.view()
        if self._last is None or self._last[0] is not view:
            self._last = (view, self._view_back(view))
        return self._last[1]

    def _back(self, pos: Pos) -> Pos:
        x, y = pos
        return Pos(x - self._dx, y - self._dy)

    def _view_back(self, view: View[CC3kDetail]) -> View[CC3kDetail]:
        pc = view.detail.pc
        detail = view.detail if pc is None else replace(view.detail, pc=replace(pc, pos=self._back(pc.pos)))
        if isinstance(detail, ExtrasDetail):    # the merchants' wares stand where their merchants do
            detail = replace(detail, wares=tuple(replace(wares, pos=self._back(wares.pos)) for wares in detail.wares))
        entities = tuple(replace(entity, pos=self._back(entity.pos)) for entity in view.entities)
        return replace(view, cells=self._cells_back(view.cells), entities=entities, detail=detail)

    def _cells_back(self, cells: Sequence[str]) -> tuple[str, ...]:
        """Row y, column x shows the game's row y + dy, column x + dx (blank beyond its edges)."""
        if not cells:
            return tuple(cells)
        width = len(cells[0])
        blank = " " * width
        rows = [cells[y + self._dy] if 0 <= y + self._dy < len(cells) else blank for y in range(len(cells))]
        return tuple((blank + row + blank)[width + self._dx:2 * width + self._dx] for row in rows)


class RuleBook:
    """The rule book's default floor: a scenario plays where its positions say."""

    name = "rule-book"

    def game_with(self, objects: dict[Cell, str], race: str = "s", seed: int = 1, floors: int = 1, *,
                  walk: Iterable[Cell] = (), apart: bool = False,
                  chamber_within: Box | None = None, options: dict | None = None) -> Game[CC3kDetail]:
        """helpers.game_with; walk, apart and chamber_within say what a random floor must share with this one."""
        return game_with(objects, race, seed, floors, options)

    def dungeon(self, number: int):
        """The plans of the game's default map, the rule book's floor (the same whatever the number)."""
        return _default_dungeon()


class RandomFloors:
    """Random floors: a scenario is moved onto the first random floor that has the terrain it needs."""

    name = "random"

    def game_with(self, objects: dict[Cell, str], race: str = "s", seed: int = 1, floors: int = 1, *,
                  walk: Iterable[Cell] = (), apart: bool = False,
                  chamber_within: Box | None = None, options: dict | None = None) -> Game[CC3kDetail]:
        """A started game on the random floor where the scenario's terrain is the rule book's: the terrain around
        the objects and the cells the PC walks to (walk), as one bounding box or, when apart, cell by cell;
        with chamber_within, the objects' chambers also lie inside that box as the test asserts they stay.
        floors copies of the floor, as the rule book's board repeats its own; options: the game's rules options."""
        boxes = needs((*objects, *walk), apart)
        chamber_cells = tuple(sorted(objects)) if chamber_within else ()
        place = placement(boxes, chamber_cells, chamber_within)
        moved = {(x + place.dx, y + place.dy): char for (x, y), char in objects.items()}
        game = new_game(floor_text(moved, random_terrain(place.seed)) * floors, seed, options=options)
        game.step(ChooseRace(race))
        return Moved(game, place, boxes, floors)

    def dungeon(self, number: int):
        """The plans of five random floors, random_floors(number)."""
        return random_floor_plans(number)


class WithExtras(RuleBook):
    """The rule book's floor with both of its invited extras on (the potion bag, the merchants' shop): every rule of
    the rule book still applies to a game played with them."""

    name = "extras"

    def game_with(self, objects: dict[Cell, str], race: str = "s", seed: int = 1, floors: int = 1, *,
                  walk: Iterable[Cell] = (), apart: bool = False,
                  chamber_within: Box | None = None, options: dict | None = None) -> Game[CC3kDetail]:
        return game_with(objects, race, seed, floors, {"carry_potions": True, "merchant_shop": True, **(options or {})})


BOARDS = (RuleBook(), RandomFloors(), WithExtras())
# Runs a test once on each board; the test takes the board as its `board` argument.
on_boards = pytest.mark.parametrize("board", BOARDS, ids=[board.name for board in BOARDS])
