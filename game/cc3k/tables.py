"""CC3k's numbers as data: races, enemies, potions, gold piles and the spawn weights of the rule book."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Frozen

WIDTH, HEIGHT = 79, 25
FLOORS_PER_DUNGEON = 5
POTIONS_PER_FLOOR = 10
GOLD_PER_FLOOR = 10
ENEMIES_PER_FLOOR = 20

# The kinds below are frozen dataclasses to everything outside (records fingerprint them field by field) with their
# methods written out (game.core.Frozen): a generated frozen dataclass costs most of a millisecond at every start.


@dataclass(init=False, repr=False, eq=False)
class Race(Frozen):
    """A race the PC may be: its starting numbers, its ability, and what its ability changes."""

    key: str            # the letter typed at the race prompt
    name: str
    hp: int
    atk: int
    defense: int
    max_hp: int | None  # None: no maximum (vampire)
    ability: str        # one line for the race screen
    potion_factor: float = 1.0
    regen_per_turn: int = 0
    hp_per_hit: int = 0
    gold_per_kill: int = 0
    score_factor: float = 1.0

    def __init__(self, key: str, name: str, hp: int, atk: int, defense: int, max_hp: int | None, ability: str,
                 potion_factor: float = 1.0, regen_per_turn: int = 0, hp_per_hit: int = 0, gold_per_kill: int = 0,
                 score_factor: float = 1.0) -> None:
        self.__dict__.update(key=key, name=name, hp=hp, atk=atk, defense=defense, max_hp=max_hp, ability=ability,
                             potion_factor=potion_factor, regen_per_turn=regen_per_turn, hp_per_hit=hp_per_hit,
                             gold_per_kill=gold_per_kill, score_factor=score_factor)


RACES: dict[str, Race] = {
    race.key: race
    for race in (
        Race("s", "Shade", 125, 25, 25, 125, "Score counts 50% more.", score_factor=1.5),
        Race("d", "Drow", 150, 25, 15, 150, "Every potion works 1.5 times as strongly.", potion_factor=1.5),
        Race("v", "Vampire", 50, 25, 25, None, "Gains 5 HP on every hit and has no maximum HP; dwarves make it lose 5.", hp_per_hit=5),
        Race("t", "Troll", 120, 25, 15, 120, "Regains 5 HP every turn, up to 120.", regen_per_turn=5),
        Race("g", "Goblin", 110, 15, 20, 110, "Steals 5 gold from every enemy it slays.", gold_per_kill=5),
    )
}
RACE_ORDER = "sdvtg"


@dataclass(init=False, repr=False, eq=False)
class EnemyKind(Frozen):
    """An enemy kind: its glyph, numbers, spawn weight, what it drops, and how it fights and moves."""

    glyph: str
    name: str
    hp: int
    atk: int
    defense: int
    spawn_weight: int   # out of 18; dragons are never spawned by weight
    drop: str           # "human" (two normal piles), "merchant" (a hoard), "none", or "coins" (1-2 to the PC)
    attacks: int        # attacks per enemy turn against a non-drow
    hostile: bool
    moves: bool

    def __init__(self, glyph: str, name: str, hp: int, atk: int, defense: int, spawn_weight: int, drop: str,
                 attacks: int = 1, hostile: bool = True, moves: bool = True) -> None:
        self.__dict__.update(glyph=glyph, name=name, hp=hp, atk=atk, defense=defense, spawn_weight=spawn_weight,
                             drop=drop, attacks=attacks, hostile=hostile, moves=moves)


ENEMIES: dict[str, EnemyKind] = {
    kind.glyph: kind
    for kind in (
        EnemyKind("H", "Human", 140, 20, 20, 4, "human"),
        EnemyKind("W", "Dwarf", 100, 20, 30, 3, "coins"),
        EnemyKind("L", "Halfling", 100, 15, 20, 5, "coins"),
        EnemyKind("E", "Elf", 140, 30, 10, 2, "coins", attacks=2),
        EnemyKind("O", "Orc", 180, 30, 25, 2, "coins"),
        EnemyKind("M", "Merchant", 30, 70, 5, 2, "merchant", hostile=False),
        EnemyKind("D", "Dragon", 150, 20, 20, 0, "none", hostile=False, moves=False),
    )
}
# The spawn table, in the rule book's order, as (glyph, weight out of 18).
ENEMY_SPAWN_TABLE: tuple[tuple[str, int], ...] = tuple(
    (kind.glyph, kind.spawn_weight) for kind in ENEMIES.values() if kind.spawn_weight
)


@dataclass(init=False, repr=False, eq=False)
class PotionKind(Frozen):
    """A kind of potion: the layout digit, its code and name, and the stat it changes by how much."""

    digit: str
    code: str           # the name a player learns: RH, BA, ...
    name: str
    stat: str           # "hp", "atk" or "def"
    amount: int         # signed size before the drow factor

    def __init__(self, digit: str, code: str, name: str, stat: str, amount: int) -> None:
        self.__dict__.update(digit=digit, code=code, name=name, stat=stat, amount=amount)


POTIONS: tuple[PotionKind, ...] = (
    PotionKind("0", "RH", "Restore health", "hp", 10),
    PotionKind("1", "BA", "Boost Atk", "atk", 5),
    PotionKind("2", "BD", "Boost Def", "def", 5),
    PotionKind("3", "PH", "Poison health", "hp", -10),
    PotionKind("4", "WA", "Wound Atk", "atk", -5),
    PotionKind("5", "WD", "Wound Def", "def", -5),
)
POTION_BY_DIGIT = {potion.digit: potion for potion in POTIONS}


@dataclass(init=False, repr=False, eq=False)
class GoldKind(Frozen):
    """A kind of gold pile: the layout digit, its name, its value and its spawn weight."""

    digit: str
    name: str
    value: int
    spawn_weight: int   # out of 8

    def __init__(self, digit: str, name: str, value: int, spawn_weight: int) -> None:
        self.__dict__.update(digit=digit, name=name, value=value, spawn_weight=spawn_weight)


GOLD: tuple[GoldKind, ...] = (
    GoldKind("6", "normal pile", 2, 5),
    GoldKind("7", "small pile", 1, 2),
    GoldKind("8", "merchant hoard", 4, 0),
    GoldKind("9", "dragon hoard", 6, 1),
)
GOLD_BY_DIGIT = {gold.digit: gold for gold in GOLD}
GOLD_SPAWN_TABLE: tuple[tuple[GoldKind, int], ...] = tuple((g, g.spawn_weight) for g in GOLD if g.spawn_weight)
NORMAL_PILE, MERCHANT_HOARD, DRAGON_HOARD = GOLD_BY_DIGIT["6"], GOLD_BY_DIGIT["8"], GOLD_BY_DIGIT["9"]

DIRECTION_WORDS = ("no", "so", "ea", "we", "ne", "nw", "se", "sw")

# The extras the rule book's footnotes invite, each a rules option that is off by default (docs/rules-cc3k.md).
# carry_potions: the PC's bag holds this many potions. Three: enough to keep a boost for a hard fight or an unknown
# potion for later, too few to hoard a floor's ten for floor 5.
BAG_SIZE = 3
# merchant_shop: what a neutral merchant sells, and for how much gold. Only the three positive potions (no merchant
# sells poison); each merchant is stocked with STOCK_PER_MERCHANT potions, each of a kind drawn uniformly from these.
SHOP_PRICES: dict[str, int] = {"RH": 2, "BA": 3, "BD": 3}
STOCK_PER_MERCHANT = 3
POTION_BY_CODE = {potion.code: potion for potion in POTIONS}
SOLD_POTIONS: tuple[PotionKind, ...] = tuple(POTION_BY_CODE[code] for code in SHOP_PRICES)
