"""CC3k as the terminal prints it: the board and the five HUD lines as the rule book's figures do, ANSI colours if asked
(the terminal asks where colour_wanted says so: a terminal, NO_COLOR unset, virtual-terminal mode on Windows)."""
from __future__ import annotations

from typing import Sequence

from game.core import Entity, View
from game.cc3k.detail import CC3kDetail, PCStatus

HUD_FLOOR_COLUMN = 69  # zero-based column where "Floor N" starts in the figures

ANSI_RESET = "\x1b[0m"
ANSI_COLOURS = {"blue": "\x1b[1;34m", "red": "\x1b[1;31m", "yellow": "\x1b[1;33m", "green": "\x1b[1;32m"}
GLYPH_COLOURS = {
    "@": "blue", "\\": "blue", "G": "yellow", "P": "green",
    **{glyph: "red" for glyph in "HWELOMD"},
}
_PAINTED = {glyph: ANSI_COLOURS[colour] + glyph + ANSI_RESET for glyph, colour in GLYPH_COLOURS.items()}


def _pc(view: View[CC3kDetail]) -> PCStatus:
    pc = view.detail.pc
    if pc is None:
        raise ValueError("there is no board to draw before a race is chosen")
    return pc


# The last view's stats and the bag among them: the rules give the same stats from turn to turn while they stay.
_bag_of: tuple[object, object] = ((), None)


def _hud(view: View[CC3kDetail], messages: Sequence[str] | None = None) -> str:
    """The five HUD lines, each with its line end; messages (the view's own if None) make the Action line."""
    global _bag_of
    pc = _pc(view)
    first = f"Race: {pc.race} Gold: {pc.gold}".ljust(HUD_FLOOR_COLUMN) + f"Floor {view.detail.floor}"
    action = " ".join(view.messages if messages is None else messages)
    # The bag (--carry-potions only) on the Def line, at the Floor's column: the rule book's five lines otherwise.
    stats = view.stats
    if _bag_of[0] is not stats:
        _bag_of = (stats, next((stat.value for stat in stats if stat.label == "Bag"), None))
    bag = _bag_of[1]
    defense = f"Def: {pc.defense}" if bag is None else f"Def: {pc.defense}".ljust(HUD_FLOOR_COLUMN) + f"Bag: {bag}"
    return f"{first}\nHP: {pc.hp}\nAtk: {pc.atk}\n{defense}\nAction:{' ' if action else ''}{action}\n"


def board_rows(view: View[CC3kDetail]) -> list[list[str]]:
    """The board as the rule book draws it: the terrain with every entity's glyph on top, in the view's
    order (stairs, items, enemies, then the PC over whatever it stands on)."""
    rows = [list(row) for row in view.cells]
    for entity in view.entities:
        rows[entity.pos.y][entity.pos.x] = entity.glyph
    return rows


# Each one-character ASCII glyph's byte.
_ASCII = {chr(code): code for code in range(128)}
_OFFSETS: dict[tuple[int, int], dict[tuple[int, int], int]] = {}


def _offsets(stride: int, height: int) -> dict[tuple[int, int], int]:
    """Each cell's (x, y) (a Pos is equal to it) to its byte in a block of rows stride bytes apart, made once for
    each size of board."""
    offsets = _OFFSETS.get((stride, height))
    if offsets is None:
        offsets = _OFFSETS[stride, height] = {(x, y): y * stride + x for y in range(height) for x in range(stride - 1)}
    return offsets


class _Terrain:
    """One floor's terrain as one block of bytes (rows and their line ends), kept while the floor lasts: a board is
    this block copied with the entities' glyphs written over it, which costs a few microseconds a turn. The block is
    also kept with the first entities of a view drawn on it (the stairs and the items, which stay the same objects
    from view to view while nothing is picked up): a board whose view begins with the same ones starts from that."""

    __slots__ = ("cells", "block", "stride", "offsets", "drawn", "base", "last")

    def __init__(self, cells: Sequence[str]) -> None:
        self.cells = cells
        self.stride = len(cells[0]) + 1 if cells else 1
        self.offsets = _offsets(self.stride, len(cells))
        text = "".join(row + "\n" for row in cells)
        # Only a rectangle of ASCII can be patched byte by byte; any other terrain is drawn row by row.
        simple = text.isascii() and all(len(row) + 1 == self.stride for row in cells)
        self.block = text.encode("ascii") if simple else None
        self.drawn: tuple[Entity, ...] = ()     # the entities drawn on base, in order
        self.base = self.block or b""
        self.last: Sequence[Entity] = ()        # the entities of the last board drawn

    def draw(self, board: bytearray, entities: Sequence[Entity]) -> None:
        """The entities' glyphs written over the board; KeyError for a glyph of other than one ASCII character (or
        a cell off the board)."""
        offsets, codes = self.offsets, _ASCII
        # Two dictionary reads: a Pos's items read by index (a tuple subclass's, not specialized) and ord() cost a
        # fifth more.
        for entity in entities:
            board[offsets[entity.pos]] = codes[entity.glyph]

    def board(self, entities: Sequence[Entity]) -> bytearray:
        """A copy of the block with every entity drawn, in order (one drawn later covers one drawn earlier)."""
        drawn, last = self.drawn, self.last
        self.last = entities
        count = len(drawn)
        # Entities are never changed once made, so the same ones (or equal ones) draw the same glyphs.
        if count and tuple(entities[:count]) == drawn:
            board = bytearray(self.base)
            self.draw(board, entities[count:])
            return board
        # The entities this view begins with that the last one began with too are the ones kept drawn.
        same = 0
        for entity, before in zip(entities, last):
            if entity is not before:
                break
            same += 1
        assert self.block is not None
        base = bytearray(self.block)
        self.draw(base, entities[:same])
        self.base, self.drawn = bytes(base), tuple(entities[:same])
        board = bytearray(base)
        self.draw(board, entities[same:])
        return board


_terrain: _Terrain | None = None


def _board_text(view: View[CC3kDetail]) -> str:
    """The board rows, each with its line end."""
    global _terrain
    cells = view.cells
    terrain = _terrain
    if terrain is None or terrain.cells is not cells:
        terrain = _Terrain(cells)
        if isinstance(cells, tuple):    # kept only when it cannot change under us
            _terrain = terrain
    if terrain.block is not None:
        try:
            return terrain.board(view.entities).decode("ascii")
        except KeyError:
            terrain.drawn, terrain.base = (), terrain.block     # a glyph of other than one ASCII character: drawn
                                                                # row by row below
    # Each glyph spliced into its row.
    rows = list(cells)
    for entity in view.entities:
        x, y = entity.pos
        row = rows[y]
        rows[y] = row[:x] + entity.glyph + row[x + 1:]
    return "".join(row + "\n" for row in rows)


def render(view: View[CC3kDetail], colour: bool = False, messages: Sequence[str] | None = None) -> str:
    """The whole screen: 25 board rows and 5 HUD lines, each ending in a newline. messages, if given, stand in
    for the view's own on the Action line (the terminal shows them as shown())."""
    if colour:
        painted = _PAINTED
        board = "".join("".join(painted.get(char, char) for char in row) + "\n" for row in board_rows(view))
    else:
        board = _board_text(view)
    return board + _hud(view, messages)
