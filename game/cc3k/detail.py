"""What CC3k's View carries besides what every game's does: its phases, the PC as the HUD shows it, freeze, hostility,
known potions; with the extras, the bag and the merchants' wares."""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.core import Frozen, Pos
from game.cc3k.tables import PotionKind


class Phase(StrEnum):
    """Where a CC3k session is; View.phase holds one. A StrEnum, so that records and saves write the same words
    ("race", "play", "over", "quit") as ever, and a phase equals its word."""

    RACE = "race"     # the race prompt: before the first descent, and after r
    PLAY = "play"
    OVER = "over"     # won or died: play again (r) or quit (q)
    QUIT = "quit"     # the session has ended


# Frozen dataclasses to everything outside, with their methods written out (game.core.Frozen): a generated frozen
# dataclass costs most of a millisecond at every start. Each sets its fields in one go, where a frozen dataclass's
# own __init__ would set them one by one through object.__setattr__ (twice as slow): a view is made every turn.
@dataclass(init=False, repr=False, eq=False)
class PCStatus(Frozen):
    """The player character as the rule book's HUD lines show it."""

    race: str              # the race's name ("Shade")
    pos: Pos
    hp: int
    max_hp: int | None     # None: no maximum (vampire)
    atk: int               # with this floor's potions, never below 0
    defense: int
    gold: int

    def __init__(self, race: str, pos: Pos, hp: int, max_hp: int | None, atk: int, defense: int, gold: int) -> None:
        self.__dict__.update(race=race, pos=pos, hp=hp, max_hp=max_hp, atk=atk, defense=defense, gold=gold)


@dataclass(init=False, repr=False, eq=False)
class CC3kDetail(Frozen):
    """What a CC3k view carries besides every game's: the PC, the floor, freeze, hostility, known potions."""

    pc: PCStatus | None                # None while a race is being chosen
    floor: int                         # 1 to 5; 0 while a race is being chosen
    frozen: bool                       # f: enemies stay where they are (they still attack)
    merchants_hostile: bool            # a merchant was attacked: every merchant attacks until the next race
    known_potions: tuple[str, ...]     # codes of the potion kinds used since the race was chosen, in table order

    def __init__(self, pc: PCStatus | None, floor: int, frozen: bool, merchants_hostile: bool,
                 known_potions: tuple[str, ...]) -> None:
        self.__dict__.update(pc=pc, floor=floor, frozen=frozen, merchants_hostile=merchants_hostile,
                             known_potions=known_potions)


@dataclass(init=False, repr=False, eq=False)
class Ware(Frozen):
    """One kind of potion a merchant sells: its kind is shown (the rule book's footnote 7), with its price in gold and
    how many are left (0: sold out)."""

    potion: PotionKind
    price: int
    left: int

    def __init__(self, potion: PotionKind, price: int, left: int) -> None:
        self.__dict__.update(potion=potion, price=price, left=left)


@dataclass(init=False, repr=False, eq=False)
class Wares(Frozen):
    """What the merchant standing at pos sells."""

    pos: Pos
    goods: tuple[Ware, ...]

    def __init__(self, pos: Pos, goods: tuple[Ware, ...]) -> None:
        self.__dict__.update(pos=pos, goods=goods)


@dataclass(init=False, repr=False, eq=False)
class ExtrasDetail(CC3kDetail):
    """The detail of a game played with the rule book's invited extras (rules options): a CC3kDetail with the bag
    and the shops. A game without them shows a plain CC3kDetail, so that its view (and every record's digest of it)
    is exactly the rule book's game's."""

    bag: tuple[PotionKind | None, ...] | None          # carry_potions: the potions carried, in order (None: a kind
                                                       # neither used nor bought); None without the bag
    bag_size: int                                      # how many the bag holds at most; 0 without the bag
    shop: bool                                         # merchant_shop: neutral merchants sell potions
    wares: tuple[Wares, ...]                           # what each merchant on this floor sells, while they are
                                                       # neutral; in the order the floor's merchants came

    def __init__(self, pc: PCStatus | None, floor: int, frozen: bool, merchants_hostile: bool,
                 known_potions: tuple[str, ...], bag: tuple[PotionKind | None, ...] | None = None, bag_size: int = 0,
                 shop: bool = False, wares: tuple[Wares, ...] = ()) -> None:
        self.__dict__.update(pc=pc, floor=floor, frozen=frozen, merchants_hostile=merchants_hostile,
                             known_potions=known_potions, bag=bag, bag_size=bag_size, shop=shop, wares=wares)
