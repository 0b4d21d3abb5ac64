"""What lies on a CC3k floor and who walks it: enemies, gold, potions, the player, and the floor that holds them."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core import Entity, Pos, neighbours
from game.cc3k.mapfile import FloorPlan
from game.cc3k.tables import HEIGHT, WIDTH, EnemyKind, GoldKind, PotionKind, Race

# Every cell as a Pos, by index y * WIDTH + x: an enemy's step is worked out on indices and its Pos read back here.
CELLS: tuple[Pos, ...] = tuple(Pos(x, y) for y in range(HEIGHT) for x in range(WIDTH))


@dataclass(eq=False, slots=True)
class Enemy:
    kind: EnemyKind
    pos: Pos
    hp: int
    at: int                             # pos as a cell's index, y * WIDTH + x (the floor's occupant list's)
    hoard: "Gold | None" = None  # a dragon's hoard
    stock: dict[str, int] | None = None    # merchant_shop: a merchant's potions for sale, code -> how many are left,
                                           # in the price table's order
    # Its entities in views so far, by cell index, while its HP is unchanged: an enemy wanders a chamber and stands
    # on the same cells again, where the view shows it as it did.
    shown: dict[int, Entity] = field(default_factory=dict)

    def hurt(self, hp: int) -> None:
        self.hp = hp
        self.shown = {}


@dataclass(eq=False)
class Gold:
    kind: GoldKind
    pos: Pos
    value: int
    guard: Enemy | None = None   # the live dragon guarding it


@dataclass(eq=False)
class Potion:
    kind: PotionKind
    pos: Pos


Thing = Enemy | Gold | Potion


@dataclass
class Player:
    race: Race
    hp: int
    gold: int = 0
    atk_change: int = 0   # this floor's potion changes
    def_change: int = 0

    @property
    def atk(self) -> int:
        return max(0, self.race.atk + self.atk_change)

    @property
    def defense(self) -> int:
        return max(0, self.race.defense + self.def_change)


class Stairs:
    """What the occupant list holds on the stairs' cell: the stairs take a cell as anything lying there does."""

    __slots__ = ()


STAIRS = Stairs()


@dataclass
class Floor:
    number: int
    plan: FloorPlan                                  # terrain, chambers, and where enemies may step (once per plan)
    # Enemy, gold, potion or the stairs on each cell, by index y * WIDTH + x; None: nothing (the PC is not in it).
    occupant: list[Thing | Stairs | None]
    enemies: list[Enemy] = field(default_factory=list)
    items: list[Gold | Potion] = field(default_factory=list)
    stairs: Pos | None = None
    # The stairs' and items' entities for the view, kept until an item comes, goes or changes its name (a potion
    # learnt, a hoard unguarded): items change far less often than views are made.
    item_entities: tuple[Entity, ...] | None = None

    def at(self, pos: Pos) -> Thing | Stairs | None:
        return self.occupant[pos.y * WIDTH + pos.x]

    def set_stairs(self, pos: Pos | None) -> None:
        if self.stairs is not None:
            self.occupant[self.stairs.y * WIDTH + self.stairs.x] = None
        self.stairs = pos
        if pos is not None:
            self.occupant[pos.y * WIDTH + pos.x] = STAIRS

    def is_free(self, pos: Pos, pc: Pos) -> bool:
        """A floor tile with nothing on it, neither the PC nor the stairs."""
        return self.plan.terrain[pos.y][pos.x] == "." and self.occupant[pos.y * WIDTH + pos.x] is None and pos != pc

    def free_neighbours(self, pos: Pos, pc: Pos) -> list[Pos]:
        """The free tiles around pos, row-major."""
        return [n for n in neighbours(pos) if 0 <= n.x < WIDTH and 0 <= n.y < HEIGHT and self.is_free(n, pc)]

    def add_item(self, item: Gold | Potion) -> None:
        self.items.append(item)
        self.item_entities = None
        self.occupant[item.pos.y * WIDTH + item.pos.x] = item

    def add_enemy(self, kind: EnemyKind, pos: Pos) -> Enemy:
        at = pos.y * WIDTH + pos.x
        enemy = Enemy(kind, pos, kind.hp, at)
        self.enemies.append(enemy)
        self.occupant[at] = enemy
        return enemy

    def remove(self, thing: Thing) -> None:
        at = thing.pos.y * WIDTH + thing.pos.x
        if self.occupant[at] is thing:
            self.occupant[at] = None
        if isinstance(thing, Enemy):
            self.enemies.remove(thing)
        else:
            self.items.remove(thing)
            self.item_entities = None


def guard(hoard: Gold, dragon: Enemy) -> None:
    """The dragon guards the hoard, and the hoard is the dragon's."""
    hoard.guard, dragon.hoard = dragon, hoard
