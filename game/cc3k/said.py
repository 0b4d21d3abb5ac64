"""What CC3k's lines that name an enemy or a potion say, as facts an event carries (Event.detail): one class for each
such line of the rule book's, so that a front end words the line its own way and never reads the rule book's words.
The enemy is the event's name (the one acting) or target (the one acted on); a number is the event's amount.

Not frozen, like Event: a frozen dataclass builds itself three times slower, and a move or a blow makes one of these
on most turns. Nobody changes one after the rules hand it out. Each is a dataclass to everything outside (fields,
replace, match), with its methods written once, in _Fact, rather than generated for each class at import (2.5
million instructions a class, on every start)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Direction
from game.cc3k.detail import Wares
from game.cc3k.tables import PotionKind


class _Fact:
    """What every fact below is besides its fields: equal to one of its class with equal fields (unhashable, as a
    dataclass that is not frozen), shown as a dataclass is."""

    __slots__ = ()
    __match_args__: tuple[str, ...] = ()

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in self.__match_args__)

    __hash__ = None     # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{self.__class__.__qualname__}(" + ", ".join(
            f"{name}={getattr(self, name)!r}" for name in self.__match_args__) + ")"


@dataclass(init=False, repr=False, eq=False)
class InTheWay(_Fact):
    """Cannot move West: H is in the way."""

    __slots__ = ("direction",)
    direction: Direction

    def __init__(self, direction: Direction) -> None:
        self.direction = direction


@dataclass(init=False, repr=False, eq=False)
class Moved(_Fact):
    """PC moves East and sees a RH potion and an unknown potion."""

    __slots__ = ("direction", "seen")
    direction: Direction
    seen: tuple[PotionKind | None, ...]     # the potions around the PC, row-major; None for a kind not yet used

    def __init__(self, direction: Direction, seen: tuple[PotionKind | None, ...]) -> None:
        self.direction, self.seen = direction, seen


@dataclass(init=False, repr=False, eq=False)
class HoardGuarded(_Fact):
    """PC stands on a dragon hoard guarded by D."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class PCMisses(_Fact):
    """PC swings at L and misses."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class PCHits(_Fact):
    """PC deals 21 damage to H (119 HP)."""

    __slots__ = ("left",)
    left: int       # the HP the enemy has left

    def __init__(self, left: int) -> None:
        self.left = left


@dataclass(init=False, repr=False, eq=False)
class PCSlays(_Fact):
    """PC slays H."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class DropsGold(_Fact):
    """H drops 4 gold."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class DropsHoard(_Fact):
    """M drops a merchant hoard."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class Drinks(_Fact):
    """PC uses RH. (The amount is the change to the potion's stat.) With the bag: PC uses RH from the bag."""

    __slots__ = ("potion", "carried")
    potion: PotionKind
    carried: bool       # drunk from the bag, not from the floor

    def __init__(self, potion: PotionKind, carried: bool = False) -> None:
        self.potion, self.carried = potion, carried


@dataclass(init=False, repr=False, eq=False)
class Bagged(_Fact):
    """PC puts a BA potion in the bag (2/3). With the bag only."""

    __slots__ = ("potion", "held", "size")
    potion: PotionKind | None   # None: a kind not yet used
    held: int                   # the potions in the bag now
    size: int                   # the most it holds

    def __init__(self, potion: PotionKind | None, held: int, size: int) -> None:
        self.potion, self.held, self.size = potion, held, size


@dataclass(init=False, repr=False, eq=False)
class BagHolds(_Fact):
    """The bag holds a BA potion and an unknown potion (2/3). With the bag only."""

    __slots__ = ("potions", "size")
    potions: tuple[PotionKind | None, ...]
    size: int

    def __init__(self, potions: tuple[PotionKind | None, ...], size: int) -> None:
        self.potions, self.size = potions, size


@dataclass(init=False, repr=False, eq=False)
class Sells(_Fact):
    """M sells RH for 2 gold (2 left) and BA for 3 gold (1 left). PC has 5 gold. With the shop only."""

    __slots__ = ("wares", "gold")
    wares: Wares
    gold: int                   # the PC's

    def __init__(self, wares: Wares, gold: int) -> None:
        self.wares, self.gold = wares, gold


@dataclass(init=False, repr=False, eq=False)
class Buys(_Fact):
    """PC buys a BA potion from M for 3 gold. (The amount is the price.) With the shop only."""

    __slots__ = ("potion",)
    potion: PotionKind

    def __init__(self, potion: PotionKind) -> None:
        self.potion = potion


@dataclass(init=False, repr=False, eq=False)
class EnemyMisses(_Fact):
    """H swings at PC and misses."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class EnemyHits(_Fact):
    """H deals 5 damage to PC."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class Slain(_Fact):
    """PC is slain by H. Score: 0. (The amount is the score, as every death's.)"""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class Allergy(_Fact):
    """PC dies of its allergy to W. Score: 0."""

    __slots__ = ()


@dataclass(init=False, repr=False, eq=False)
class Poisoned(_Fact):
    """PC is killed by a PH potion. Score: 0."""

    __slots__ = ("potion",)
    potion: PotionKind

    def __init__(self, potion: PotionKind) -> None:
        self.potion = potion


Said = (InTheWay | Moved | HoardGuarded | PCMisses | PCHits | PCSlays | DropsGold | DropsHoard | Drinks | EnemyMisses
        | EnemyHits | Slain | Allergy | Poisoned | Bagged | BagHolds | Sells | Buys)


def listed(words: list[str]) -> str:
    """Words as the rule book's lines list them: "a, b and c"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
