"""Where the window draws a game's symbols otherwise than its terminal prints them: the legend its help page lists,
from the game's own module (graphics/NAME_looks.py: LEGEND). Each game's looks (terrain characters, entity glyphs
and tiles) are in that module too, as LOOK."""
from __future__ import annotations

from graphics.looks_by_game import games_looks

__all__ = ["legend"]


def legend(game_name: str) -> list[tuple[str, str, str]]:
    """(window glyph, terminal character, meaning) for each thing of a game that the window draws with another
    character than its terminal prints; empty for a game whose symbols are the same in both."""
    module = games_looks().get(game_name)
    return list(getattr(module, "LEGEND", ()))
