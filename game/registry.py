"""The one list of games. A fourth game is one folder under game/ and one line here."""
from __future__ import annotations

from game.cc3k.spec import SPEC as CC3K
from game.dooom.spec import SPEC as DOOOM
from game.maze.spec import SPEC as MAZE
from game.spec import GameSpec

GAMES: dict[str, GameSpec] = {spec.name: spec for spec in (CC3K, MAZE, DOOOM)}
DEFAULT_GAME = CC3K.name
