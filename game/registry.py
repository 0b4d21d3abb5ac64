"""The one list of games. A fourth game is one folder under game/ and one line here."""
from __future__ import annotations

import importlib
from typing import Iterator, MutableMapping

from game.spec import GameSpec

# Each game's description is imported the first time it is asked for by name: a run plays one game, and the
# others' grammars, tables and bots need not be read for it (every game is read when all are listed).
GAME_MODULES = {
    "cc3k": "game.cc3k.spec",
    "maze": "game.maze.spec",
    "dooom": "game.dooom.spec",
}
DEFAULT_GAME = "cc3k"


class Registry(MutableMapping[str, GameSpec]):
    """Name -> GameSpec, in the list's order; a spec's module is imported when its name is first looked up.
    Tests may put in (or take out) a game of their own like in any dict."""

    def __init__(self, modules: dict[str, str]) -> None:
        self._found: dict[str, GameSpec | str] = dict(modules)

    def __getitem__(self, name: str) -> GameSpec:
        found = self._found[name]
        if isinstance(found, str):
            found = self._found[name] = importlib.import_module(found).SPEC
        return found

    def __contains__(self, name: object) -> bool:
        """Whether a game of that name is listed, without reading its description."""
        return name in self._found

    def __setitem__(self, name: str, spec: GameSpec) -> None:
        self._found[name] = spec

    def __delitem__(self, name: str) -> None:
        del self._found[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._found)

    def __len__(self) -> int:
        return len(self._found)

    def __repr__(self) -> str:
        return f"Registry({list(self._found)})"


GAMES: MutableMapping[str, GameSpec] = Registry(GAME_MODULES)
