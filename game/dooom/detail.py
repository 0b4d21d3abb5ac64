"""What the Dungeon of Dooom's View carries besides what every game's does: the map's goal, both purses, whose turn, the LOOKs."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Actor


@dataclass(frozen=True)
class DooomDetail:
    """What the Dungeon of Dooom shows besides the board: the map's name and goal, both purses, the turn, the end,
    the player's last LOOK and what the bot was told in its last turn."""

    name: str                        # the map's name line
    win: int                         # the gold needed to win
    player_gold: int
    bot_gold: int
    whose_turn: Actor | None         # PLAYER (OPPONENT when the bot plays alone); None once the game is over
    winner: Actor | None
    look: tuple[str, ...]            # the rows of the player's last LOOKREPLY, () before the first
    bot_strategy: str                # "collector" or "hunter"
    # Every reply the bot got in its last turn, in order, each as its lines: the only way it learns the world.
    bot_heard: tuple[tuple[str, ...], ...]
