"""The actions every game's screens share (the moves, the keys of settings) and GameKeys: the keys a game's own module
(graphics/NAME_looks.py) adds to the keymap. graphics/keymap.py gathers them; a game's module imports this, never the
keymap, so that the keymap can import the games' modules."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Collection

from game.core import Direction, View

MOVE_DIRECTIONS: dict[str, Direction] = {
    "move_n": Direction.NORTH, "move_s": Direction.SOUTH, "move_w": Direction.WEST, "move_e": Direction.EAST,
    "move_nw": Direction.NORTHWEST, "move_ne": Direction.NORTHEAST,
    "move_sw": Direction.SOUTHWEST, "move_se": Direction.SOUTHEAST,
}

MOVES = tuple(MOVE_DIRECTIONS)
CARDINAL_MOVES = ("move_n", "move_s", "move_w", "move_e")
DIAGONAL_MOVES = ("move_nw", "move_ne", "move_sw", "move_se")
SETTING_KEYS = ("toggle_tiles", "bigger", "smaller", "mute", "log_older", "log_newer", "options", "fullscreen")

# A context's own keys, each with what it does there: ((key names), title) pairs (graphics.keymap.LETTERS).
Letters = tuple[tuple[tuple[str, ...], str], ...]


@dataclass(frozen=True)
class GameKeys:
    """A game's part of the keymap, in the shape of graphics/keymap.py's shared tables (which say what each is):
    its own actions (their default keys, what help says they do, their names in hint and collision lines), the
    contexts of its screens with how a collision line names each, the contexts the title's help shows for it (in
    that order), and what its contexts say in their own words."""

    default_keys: dict[str, list[str]]
    titles: dict[str, str]
    names: dict[str, str]
    contexts: dict[str, tuple[str, ...]]
    context_names: dict[str, str]
    help_pages: tuple[str, ...]
    help_notes: dict[str, tuple[str, ...]] = field(default_factory=dict)
    letters: dict[str, Letters] = field(default_factory=dict)
    titles_in: dict[str, dict[str, str]] = field(default_factory=dict)
    names_in: dict[str, dict[str, str]] = field(default_factory=dict)
    groups: tuple[tuple[str, tuple[str, ...], str], ...] = ()
    four_way: tuple[str, ...] = ()       # contexts whose player steps in four directions (a pad's diagonal push:
                                         # the axis pushed further)
    # For a context, the actions of it that the game being played has switched off by its options (its view says):
    # help leaves them out (CC3k's bag keys without --carry-potions).
    switched_off: dict[str, Callable[[View], Collection[str]]] = field(default_factory=dict)
