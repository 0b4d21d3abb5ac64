"""What CC3k's View carries besides what every game's does: its phases, the PC as the HUD shows it, freeze, hostility,
known potions."""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.core import Pos


class Phase(StrEnum):
    """Where a CC3k session is; View.phase holds one. A StrEnum, so that records and saves write the same words
    ("race", "play", "over", "quit") as ever, and a phase equals its word."""

    RACE = "race"     # the race prompt: before the first descent, and after r
    PLAY = "play"
    OVER = "over"     # won or died: play again (r) or quit (q)
    QUIT = "quit"     # the session has ended


@dataclass(frozen=True)
class PCStatus:
    """The player character as the rule book's HUD lines show it."""

    race: str              # the race's name ("Shade")
    pos: Pos
    hp: int
    max_hp: int | None     # None: no maximum (vampire)
    atk: int               # with this floor's potions, never below 0
    defense: int
    gold: int


@dataclass(frozen=True)
class CC3kDetail:
    pc: PCStatus | None                # None while a race is being chosen
    floor: int                         # 1 to 5; 0 while a race is being chosen
    frozen: bool                       # f: enemies stay where they are (they still attack)
    merchants_hostile: bool            # a merchant was attacked: every merchant attacks until the next race
    known_potions: tuple[str, ...]     # codes of the potion kinds used since the race was chosen, in table order
