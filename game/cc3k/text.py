"""CC3k as text: the board and the five HUD lines exactly as the rule book's figures print them."""
from __future__ import annotations

from game.cc3k.rules import CC3kGame

HUD_FLOOR_COLUMN = 69  # zero-based column where "Floor N" starts in the figures

ANSI_RESET = "\x1b[0m"
ANSI_COLOURS = {"blue": "\x1b[1;34m", "red": "\x1b[1;31m", "yellow": "\x1b[1;33m", "green": "\x1b[1;32m"}
GLYPH_COLOURS = {
    "@": "blue", "\\": "blue", "G": "yellow", "P": "green",
    **{glyph: "red" for glyph in "HWELOMD"},
}
_PAINTED = {glyph: ANSI_COLOURS[colour] + glyph + ANSI_RESET for glyph, colour in GLYPH_COLOURS.items()}


def hud_lines(game: CC3kGame) -> list[str]:
    player, floor = game.player, game.floor
    first = f"Race: {player.race.name} Gold: {player.gold}".ljust(HUD_FLOOR_COLUMN) + f"Floor {floor.number}"
    action = " ".join(game.messages)
    return [
        first,
        f"HP: {player.hp}",
        f"Atk: {player.atk}",
        f"Def: {player.defense}",
        f"Action: {action}" if action else "Action:",
    ]


def render(game: CC3kGame, colour: bool = False) -> str:
    """The whole screen: 25 board rows and 5 HUD lines, each ending in a newline."""
    rows = game.board_rows()
    if colour:
        painted = _PAINTED
        board = ["".join(painted.get(char, char) for char in row) for row in rows]
    else:
        board = ["".join(row) for row in rows]
    return "\n".join(board + hud_lines(game)) + "\n"
