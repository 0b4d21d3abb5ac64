"""The maze's numbers as data: limits, weapons and their patterns, monsters, items, and their protocol codes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from game.core import EntityKind, Frozen
from game.maze.mapfile import EXIT

MAX_HEALTH = 20
MAX_TURNS = 150
HERO_VIEW = 3
DEATH_PENALTY = 1000
BOT_ERROR_SCORE = -10000
# The line a bot's error ends its game with, around the error's own words: "Bot error: <reason>. Score -10000."
BOT_ERROR_OPENS, BOT_ERROR_CLOSES = "Bot error: ", f" Score {BOT_ERROR_SCORE}."

Offset = tuple[int, int]


# The kinds below are frozen dataclasses to everything outside with their methods written out (game.core.Frozen):
# a generated frozen dataclass costs most of a millisecond at every start of the window (its keymap names the weapons).


@dataclass(init=False, repr=False, eq=False)
class Weapon(Frozen):
    """pattern maps each valid target offset (dx, dy) from the hero to the offsets it hits, in row-major order."""

    id: int
    name: str
    damage: int
    charges: int | None  # at the start of a game; None: unlimited
    pattern: Mapping[Offset, tuple[Offset, ...]]

    def __init__(self, id: int, name: str, damage: int, charges: int | None,
                 pattern: Mapping[Offset, tuple[Offset, ...]]) -> None:
        self.__dict__.update(id=id, name=name, damage=damage, charges=charges, pattern=pattern)


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


def _pattern(radius: int, valid: Callable[[int, int], bool],
             hits: Callable[[int, int], list[Offset]]) -> dict[Offset, tuple[Offset, ...]]:
    return {(dx, dy): tuple(hits(dx, dy))
            for dy in range(-radius, radius + 1) for dx in range(-radius, radius + 1)
            if (dx, dy) != (0, 0) and valid(dx, dy)}


def _hammer_hits(dx: int, dy: int) -> list[Offset]:
    if dx == 0:
        return [(-1, dy), (0, dy), (1, dy)]
    if dy == 0:
        return [(dx, -1), (dx, 0), (dx, 1)]
    return sorted([(dx, dy), (dx, 0), (0, dy)], key=lambda o: (o[1], o[0]))


def _scythe_hits(dx: int, dy: int) -> list[Offset]:
    ux, uy = _sign(dx), _sign(dy)
    return [(ux, uy), (2 * ux, 2 * uy)]


WEAPONS: tuple[Weapon, ...] = (
    Weapon(0, "sword", 10, None, _pattern(1, lambda dx, dy: abs(dx) + abs(dy) == 1, lambda dx, dy: [(dx, dy)])),
    Weapon(1, "hammer", 6, 5, _pattern(1, lambda dx, dy: True, _hammer_hits)),
    Weapon(2, "scythe", 7, 5, _pattern(2, lambda dx, dy: dx == 0 or dy == 0 or abs(dx) == abs(dy), _scythe_hits)),
    Weapon(3, "bow", 8, 5, _pattern(3, lambda dx, dy: True, lambda dx, dy: [(dx, dy)])),
)
SWORD = WEAPONS[0]
REACH_TEXT = {
    0: "one step left, right, up or down",
    1: "the 8 cells around you",
    2: "a queen move of 1 or 2 cells",
    3: "up to 3 cells in any direction",
}


@dataclass(init=False, repr=False, eq=False)
class MonsterKind(Frozen):
    """A monster kind: its glyph, name and numbers, and its type in the bot protocol."""

    glyph: str
    name: str
    health: int
    view: int
    attack_range: int
    damage: int
    protocol_type: int

    def __init__(self, glyph: str, name: str, health: int, view: int, attack_range: int, damage: int,
                 protocol_type: int) -> None:
        self.__dict__.update(glyph=glyph, name=name, health=health, view=view, attack_range=attack_range,
                             damage=damage, protocol_type=protocol_type)


MONSTERS: dict[str, MonsterKind] = {kind.glyph: kind for kind in (
    MonsterKind("0", "box", 1, 0, 0, 0, 7),
    MonsterKind("1", "skeleton", 6, 1, 1, 1, 8),
    MonsterKind("2", "gargoyle", 14, 2, 1, 2, 9),
    MonsterKind("3", "orc", 8, 2, 2, 2, 10),
    MonsterKind("4", "vampire", 10, 3, 1, 3, 11),
)}


@dataclass(init=False, repr=False, eq=False)
class ItemKind(Frozen):
    """effect: what stepping on it does, amount: by how much, weapon: whose charge a chest adds; entity: View kind."""

    glyph: str
    name: str
    entity: EntityKind
    effect: str
    amount: int
    protocol_type: int
    protocol_value: int
    weapon: int | None = None

    def __init__(self, glyph: str, name: str, entity: EntityKind, effect: str, amount: int, protocol_type: int,
                 protocol_value: int, weapon: int | None = None) -> None:
        self.__dict__.update(glyph=glyph, name=name, entity=entity, effect=effect, amount=amount,
                             protocol_type=protocol_type, protocol_value=protocol_value, weapon=weapon)


ITEMS: dict[str, ItemKind] = {kind.glyph: kind for kind in (
    ItemKind(EXIT, "exit", EntityKind.EXIT, "exit", 10000, 0, 10000),
    ItemKind("t", "treasure", EntityKind.GOLD, "score", 100, 2, 100),
    ItemKind("p", "potion", EntityKind.POTION, "heal", 10, 3, 10),
    ItemKind("a", "hammer chest", EntityKind.ITEM, "charge", 1, 4, 1, weapon=1),
    ItemKind("b", "scythe chest", EntityKind.ITEM, "charge", 1, 5, 2, weapon=2),
    ItemKind("c", "bow chest", EntityKind.ITEM, "charge", 1, 6, 3, weapon=3),
)}
OBSTACLE_PROTOCOL = (1, -1)
