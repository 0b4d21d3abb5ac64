"""CC3k as the terminal prints it: the board and the five HUD lines as the rule book's figures do, ANSI colours if asked."""
from __future__ import annotations

from game.core import View
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


def hud_lines(view: View[CC3kDetail]) -> list[str]:
    pc = _pc(view)
    first = f"Race: {pc.race} Gold: {pc.gold}".ljust(HUD_FLOOR_COLUMN) + f"Floor {view.detail.floor}"
    action = " ".join(view.messages)
    return [
        first,
        f"HP: {pc.hp}",
        f"Atk: {pc.atk}",
        f"Def: {pc.defense}",
        f"Action: {action}" if action else "Action:",
    ]


def board_rows(view: View[CC3kDetail]) -> list[list[str]]:
    """The board as the rule book draws it: the terrain with every entity's glyph on top, in the view's
    order (stairs, items, enemies, then the PC over whatever it stands on)."""
    rows = [list(row) for row in view.cells]
    for entity in view.entities:
        rows[entity.pos.y][entity.pos.x] = entity.glyph
    return rows


def render(view: View[CC3kDetail], colour: bool = False) -> str:
    """The whole screen: 25 board rows and 5 HUD lines, each ending in a newline."""
    if colour:
        painted = _PAINTED
        board = ["".join(painted.get(char, char) for char in row) for row in board_rows(view)]
    else:
        # Each glyph spliced into its row: this is drawn after every command, and splicing a few dozen glyphs
        # costs less than taking rows apart into characters and joining them again.
        board = list(view.cells)
        for entity in view.entities:
            x, y = entity.pos
            row = board[y]
            board[y] = row[:x] + entity.glyph + row[x + 1:]
    return "\n".join(board + hud_lines(view)) + "\n"
