"""Dungeon of Dooom map files: check the text of one (`name`, `win`, the tile rows), with every problem a person can act on."""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import accumulate

from game.core import MapError, Pos, split_lines
from game.numbers import NumberError, read_whole

WALL, FLOOR, GOLD, EXIT = "#", ".", "G", "E"
TILES = (WALL, FLOOR, GOLD, EXIT)

# The largest map file read: the rule book allows a dungeon of "arbitrary size", and this holds one 5,000 tiles a
# side (25 MB) with room to spare while still bounding what a file can make the program hold (a game keeps its
# map's rows and little else; docs/rules-dooom.md).
MAX_MAP_BYTES = 32 * 1024 * 1024
# Far more gold than any map file can hold.
MAX_WIN = 10**18
_INTEGER = re.compile(r"[+-]?[0-9]+")
# Rows are checked by the regular expression engine, not a Python loop over tiles: a map thousands of tiles a side
# is millions of them.
_NOT_A_TILE = re.compile(r"[^#.GE]")


@dataclass(frozen=True)
class Dungeon:
    """A map as its file describes it: rows of tiles, the gold needed to win, and where it came from."""

    name: str
    win: int
    rows: tuple[str, ...]
    path: str = "<map>"

    @property
    def width(self) -> int:
        return len(self.rows[0])

    @property
    def height(self) -> int:
        return len(self.rows)

    def open_tiles(self) -> list[Pos]:
        """Every tile an actor may stand on, in row-major order (the order random starts draw from)."""
        return [Pos(x, y) for y, row in enumerate(self.rows) for x, tile in enumerate(row) if tile != WALL]

    @cached_property
    def _open_before_row(self) -> list[int]:
        """How many open tiles lie in the rows above each row (and, last, in the whole map)."""
        return [0, *accumulate(len(row) - row.count(WALL) for row in self.rows)]

    def open_tile_count(self) -> int:
        return self._open_before_row[-1]

    def open_tile(self, index: int) -> Pos:
        """open_tiles()[index], found without making the list (millions of tiles on a map thousands a side)."""
        y = bisect_right(self._open_before_row, index) - 1
        row, x = self.rows[y], -1
        for _ in range(index - self._open_before_row[y] + 1):
            x += 1
            while row[x] == WALL:
                x += 1
        return Pos(x, y)

    @cached_property
    def _gold(self) -> int:
        return sum(row.count(GOLD) for row in self.rows)

    def gold_count(self) -> int:
        return self._gold


# The map read last is kept: the program reads --map once to check it and the session again to play it, and the
# server starts every client's game from the same text (millions of tiles on a map thousands a side).
@lru_cache(maxsize=1)
def parse_dungeon(text: str, path: str = "<map>") -> Dungeon:
    """Check map text line by line; the first problem found is raised as a MapError naming path, line and column."""
    lines = split_lines(text)
    # Trailing blank lines are an editor's habit, not a ragged last row.
    while lines and lines[-1].strip() == "":
        lines.pop()
    if not lines:
        raise MapError(path, 1, 1, "empty file: expected 'name <text>' on line 1")
    name = _parse_name(lines[0], path)
    if len(lines) < 2:
        raise MapError(path, 2, 1, "missing 'win <gold>' line")
    win, win_column = _parse_win(lines[1], path)
    rows = lines[2:]
    if not rows:
        raise MapError(path, 3, 1, "no map rows after the 'win' line")
    width = len(rows[0])
    if width == 0:
        raise MapError(path, 3, 1, "the first map row is empty")
    for index, row in enumerate(rows):
        line_number = index + 3
        if len(row) != width:
            raise MapError(path, line_number, min(len(row), width) + 1,
                           f"row is {len(row)} tiles wide but the first row is {width}")
        stranger = _NOT_A_TILE.search(row)
        if stranger is not None:
            raise MapError(path, line_number, stranger.start() + 1,
                           f"unknown tile {stranger.group()!r} (expected one of # . G E)")
    if not any(EXIT in row for row in rows):
        raise MapError(path, 3, 1, "the map has no exit (E)")
    gold = sum(row.count(GOLD) for row in rows)
    if gold < win:
        raise MapError(path, 2, win_column, f"win needs {win} gold but the map holds only {gold}")
    open_count = sum(len(row) - row.count(WALL) for row in rows)
    if open_count < 2:
        raise MapError(path, 3, 1, "the map needs at least two open tiles, one for the player and one for the bot")
    return Dungeon(name=name, win=win, rows=tuple(rows), path=path)


def _parse_name(line: str, path: str) -> str:
    keyword, _, rest = line.partition(" ")
    if keyword != "name":
        raise MapError(path, 1, 1, f"expected 'name <text>' but found {line[:20]!r}")
    name = rest.strip()
    if not name:
        raise MapError(path, 1, len(keyword) + 1, "the map's name is empty")
    return name


def _parse_win(line: str, path: str) -> tuple[int, int]:
    """The gold needed to win and the column where that number starts."""
    keyword, _, rest = line.partition(" ")
    if keyword != "win":
        raise MapError(path, 2, 1, f"expected 'win <gold>' but found {line[:20]!r}")
    value = rest.strip()
    column = len(keyword) + 2 + (len(rest) - len(rest.lstrip()))
    if not value:
        raise MapError(path, 2, len(keyword) + 1, "missing the gold needed to win after 'win'")
    if not _INTEGER.fullmatch(value):
        raise MapError(path, 2, column, f"win must be a whole number, not {value[:20]!r}")
    if value.startswith("-") and value.lstrip("-0"):
        raise MapError(path, 2, column, f"win must not be negative ({value[:20]})")
    try:
        # No map holds more gold than its file has bytes: the bound spares int() the thousands of digits it refuses.
        win = read_whole(value, 0, MAX_WIN)
    except NumberError:
        raise MapError(path, 2, column, f"win is more gold than any map holds ({value[:20]}...)") from None
    return win, column
