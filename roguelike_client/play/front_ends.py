"""Front ends found by name: a game's own terminal module (terminal/NAME.py) or window module
(graphics/NAME_window.py), or the generic one. The command line and the window both look them up here."""
from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from game.spec import GameSpec


def front_end(kind: str, spec: GameSpec) -> Any:
    """The game's own front-end module (terminal/NAME.py, graphics/NAME_window.py), or the generic one."""
    module = f"roguelike_client.terminal.{spec.name}" if kind == "terminal" else f"graphics.{spec.name}_window"
    if importlib.util.find_spec(module) is None:
        module = "roguelike_client.terminal.generic" if kind == "terminal" else "graphics.generic_window"
    return importlib.import_module(module)
