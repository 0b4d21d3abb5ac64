"""What the maze's View carries besides what every game's does: the hero, each weapon ready to aim, who plays."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Pos


@dataclass(frozen=True)
class WeaponState:
    """One weapon as it stands this turn; targets are the cells it may be aimed at from the hero now."""

    id: int
    name: str
    damage: int
    charges: int | None          # None: unlimited (the sword)
    targets: tuple[Pos, ...]     # row-major, inside the maze, charges aside


@dataclass(frozen=True)
class MazeDetail:
    hero: Pos
    health: int
    weapons: tuple[WeaponState, ...]   # by id: sword, hammer, scythe, bow
    action: str                        # the last action as a bot's answer without its message ("" before any):
                                       # MOVE x y or ATTACK w x y; a person's step reads as its MOVE
    bot_message: str                   # the message of the last action's MOVE or ATTACK ("" when none)
    bot: str                           # the command of the bot playing the hero; "" when a person plays
    view_order: tuple[Pos, ...]        # the cells in view in the order the referee lists them to a bot (the
                                       # iteration order of its HashSet of the hero's view)
