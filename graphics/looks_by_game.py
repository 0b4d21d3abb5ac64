"""Each game's own place for its keys, looks and colours, found by name as the window modules are: the module
graphics/NAME_looks.py of every game of the registry. A game without one has no keys, looks or colours of its own."""
from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from types import ModuleType

from game.registry import GAMES


@cache
def games_looks() -> dict[str, ModuleType]:
    """Game name -> its graphics/NAME_looks.py module, in the registry's order. A module may hold KEYS (its
    graphics.key_actions.GameKeys), LOOK (its graphics.board.GameLook), CREATURE_COLOURS (palette name -> creature
    -> colour: graphics.palette.CreatureColours) and LEGEND (graphics.looks.legend)."""
    found = {}
    for name in GAMES:
        module = f"graphics.{name}_looks"
        if importlib.util.find_spec(module) is not None:
            found[name] = importlib.import_module(module)
    return found
