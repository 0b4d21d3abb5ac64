"""The actions every game's screens share (the moves, the keys of settings) and GameKeys: the keys a game's own module
(graphics/NAME_looks.py) adds to the keymap. graphics/keymap.py gathers them; a game's module imports this, never the
keymap, so that the keymap can import the games' modules."""
from __future__ import annotations

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


class GameKeys:
    """A game's part of the keymap, in the shape of graphics/keymap.py's shared tables (which say what each is):
    its own actions (their default keys, what help says they do, their names in hint and collision lines), the
    contexts of its screens with how a collision line names each, the contexts the title's help shows for it (in
    that order), and what its contexts say in their own words. (A plain class, not a dataclass: every game's is
    made before the window's first frame, and defining a dataclass costs most of a millisecond.)

    four_way: the contexts whose player steps in four directions (a pad's diagonal push: the axis pushed further).
    switched_off: for a context, the actions of it that the game being played has switched off by its options (its
    view says): help leaves them out (CC3k's bag keys without --carry-potions)."""

    __slots__ = ("default_keys", "titles", "names", "contexts", "context_names", "help_pages", "help_notes", "letters",
                 "titles_in", "names_in", "groups", "four_way", "switched_off")

    def __init__(self, default_keys: dict[str, list[str]], titles: dict[str, str], names: dict[str, str],
                 contexts: dict[str, tuple[str, ...]], context_names: dict[str, str], help_pages: tuple[str, ...],
                 help_notes: dict[str, tuple[str, ...]] | None = None, letters: dict[str, Letters] | None = None,
                 titles_in: dict[str, dict[str, str]] | None = None, names_in: dict[str, dict[str, str]] | None = None,
                 groups: tuple[tuple[str, tuple[str, ...], str], ...] = (), four_way: tuple[str, ...] = (),
                 switched_off: dict[str, Callable[[View], Collection[str]]] | None = None) -> None:
        self.default_keys, self.titles, self.names = default_keys, titles, names
        self.contexts, self.context_names, self.help_pages = contexts, context_names, help_pages
        self.help_notes = help_notes if help_notes is not None else {}
        self.letters = letters if letters is not None else {}
        self.titles_in = titles_in if titles_in is not None else {}
        self.names_in = names_in if names_in is not None else {}
        self.groups, self.four_way = groups, four_way
        self.switched_off = switched_off if switched_off is not None else {}
