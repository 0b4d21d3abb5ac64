"""What CC3k's lines that name an enemy or a potion say, as facts an event carries (Event.detail): one class for each
such line of the rule book's, so that a front end words the line its own way and never reads the rule book's words.
The enemy is the event's name (the one acting) or target (the one acted on); a number is the event's amount.

Not frozen, like Event: a frozen dataclass builds itself three times slower, and a move or a blow makes one of these
on most turns. Nobody changes one after the rules hand it out."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Direction
from game.cc3k.detail import Wares
from game.cc3k.tables import PotionKind


@dataclass(slots=True)
class InTheWay:
    """Cannot move West: H is in the way."""

    direction: Direction


@dataclass(slots=True)
class Moved:
    """PC moves East and sees a RH potion and an unknown potion."""

    direction: Direction
    seen: tuple[PotionKind | None, ...]     # the potions around the PC, row-major; None for a kind not yet used


@dataclass(slots=True)
class HoardGuarded:
    """PC stands on a dragon hoard guarded by D."""


@dataclass(slots=True)
class PCMisses:
    """PC swings at L and misses."""


@dataclass(slots=True)
class PCHits:
    """PC deals 21 damage to H (119 HP)."""

    left: int       # the HP the enemy has left


@dataclass(slots=True)
class PCSlays:
    """PC slays H."""


@dataclass(slots=True)
class DropsGold:
    """H drops 4 gold."""


@dataclass(slots=True)
class DropsHoard:
    """M drops a merchant hoard."""


@dataclass(slots=True)
class Drinks:
    """PC uses RH. (The amount is the change to the potion's stat.) With the bag: PC uses RH from the bag."""

    potion: PotionKind
    carried: bool = False       # drunk from the bag, not from the floor


@dataclass(slots=True)
class Bagged:
    """PC puts a BA potion in the bag (2/3). With the bag only."""

    potion: PotionKind | None   # None: a kind not yet used
    held: int                   # the potions in the bag now
    size: int                   # the most it holds


@dataclass(slots=True)
class BagHolds:
    """The bag holds a BA potion and an unknown potion (2/3). With the bag only."""

    potions: tuple[PotionKind | None, ...]
    size: int


@dataclass(slots=True)
class Sells:
    """M sells RH for 2 gold (2 left) and BA for 3 gold (1 left). PC has 5 gold. With the shop only."""

    wares: Wares
    gold: int                   # the PC's


@dataclass(slots=True)
class Buys:
    """PC buys a BA potion from M for 3 gold. (The amount is the price.) With the shop only."""

    potion: PotionKind


@dataclass(slots=True)
class EnemyMisses:
    """H swings at PC and misses."""


@dataclass(slots=True)
class EnemyHits:
    """H deals 5 damage to PC."""


@dataclass(slots=True)
class Slain:
    """PC is slain by H. Score: 0. (The amount is the score, as every death's.)"""


@dataclass(slots=True)
class Allergy:
    """PC dies of its allergy to W. Score: 0."""


@dataclass(slots=True)
class Poisoned:
    """PC is killed by a PH potion. Score: 0."""

    potion: PotionKind


Said = (InTheWay | Moved | HoardGuarded | PCMisses | PCHits | PCSlays | DropsGold | DropsHoard | Drinks | EnemyMisses
        | EnemyHits | Slain | Allergy | Poisoned | Bagged | BagHolds | Sells | Buys)


def listed(words: list[str]) -> str:
    """Words as the rule book's lines list them: "a, b and c"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
