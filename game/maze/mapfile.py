"""Maze files: the legend of rules/maze.md read into a MazeLayout and written back, with one-line MapErrors."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Frozen, MapError, Pos, split_lines

WIDTH, HEIGHT = 16, 12
FLOOR, OBSTACLE, START, EXIT = ".", "X", "H", "E"
ITEM_GLYPHS = "tpabc"
MONSTER_GLYPHS = "01234"
LEGEND = FLOOR + OBSTACLE + START + EXIT + ITEM_GLYPHS + MONSTER_GLYPHS
LEGEND_TEXT = ". X H E t p a b c 0-4"


@dataclass(init=False, repr=False, eq=False)
class MazeLayout(Frozen):
    """A maze before play: terrain rows of '.'/'X', the start, the exit, items and monsters in row-major order. (Its
    methods written out, game.core.Frozen: generated, they cost half a millisecond at the window's start.)"""

    rows: tuple[str, ...]
    start: Pos
    exit: Pos
    items: tuple[tuple[Pos, str], ...]
    monsters: tuple[tuple[Pos, str], ...]

    def __init__(self, rows: tuple[str, ...], start: Pos, exit: Pos, items: tuple[tuple[Pos, str], ...],
                 monsters: tuple[tuple[Pos, str], ...]) -> None:
        self.__dict__.update(rows=rows, start=start, exit=exit, items=items, monsters=monsters)


def parse_maze(text: str, name: str) -> MazeLayout:
    """Read a maze in the legend; raises MapError at the first problem (line and column from 1)."""
    if "\0" in text:
        raise MapError(name, 1, 1, "not a text file")
    if not text.strip():
        raise MapError(name, 1, 1, f"empty file: a maze is {HEIGHT} rows of {WIDTH} cells")
    lines = split_lines(text)
    while lines and not lines[-1].strip():
        lines.pop()
    starts: list[Pos] = []
    exits: list[Pos] = []
    items: list[tuple[Pos, str]] = []
    monsters: list[tuple[Pos, str]] = []
    rows: list[str] = []
    for y, line in enumerate(lines):
        if y == HEIGHT:
            raise MapError(name, y + 1, 1, f"{len(lines)} rows: a maze has {HEIGHT}")
        for x, glyph in enumerate(line[:WIDTH]):
            if glyph not in LEGEND:
                raise MapError(name, y + 1, x + 1, f"unknown character {glyph!r} (legend: {LEGEND_TEXT})")
        if len(line) != WIDTH:
            raise MapError(name, y + 1, min(len(line), WIDTH) + 1,
                           f"row is {len(line)} cells wide: a maze row has {WIDTH}")
        for x, glyph in enumerate(line):
            pos = Pos(x, y)
            if glyph == START:
                _only_one(starts, pos, name, "start 'H'")
            elif glyph == EXIT:
                _only_one(exits, pos, name, "exit 'E'")
            elif glyph in ITEM_GLYPHS:
                items.append((pos, glyph))
            elif glyph in MONSTER_GLYPHS:
                monsters.append((pos, glyph))
        rows.append("".join(OBSTACLE if glyph == OBSTACLE else FLOOR for glyph in line))
    if len(rows) < HEIGHT:
        raise MapError(name, len(lines) + 1, 1, f"only {len(rows)} rows: a maze has {HEIGHT}")
    if not starts:
        raise MapError(name, 1, 1, "no start 'H'")
    if not exits:
        raise MapError(name, 1, 1, "no exit 'E'")
    return MazeLayout(tuple(rows), starts[0], exits[0], tuple(items), tuple(monsters))


def _only_one(found: list[Pos], pos: Pos, name: str, what: str) -> None:
    if found:
        first = found[0]
        raise MapError(name, pos.y + 1, pos.x + 1, f"a second {what} (the first is at line {first.y + 1} column {first.x + 1})")
    found.append(pos)


def format_maze(layout: MazeLayout) -> str:
    """The maze file text of a layout, each row ending in a newline."""
    grid = [list(row) for row in layout.rows]
    for pos, glyph in (*layout.items, *layout.monsters, (layout.start, START), (layout.exit, EXIT)):
        grid[pos.y][pos.x] = glyph
    return "".join("".join(row) + "\n" for row in grid)
