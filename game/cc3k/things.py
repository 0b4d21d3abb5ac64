"""What lies on a CC3k floor and who walks it: enemies, gold, potions, the player, and the floor that holds them."""
from __future__ import annotations

from game.core import Entity, Pos, neighbours
from game.cc3k.mapfile import FloorPlan
from game.cc3k.tables import HEIGHT, WIDTH, EnemyKind, GoldKind, PotionKind, Race

# Every cell as a Pos, by index y * WIDTH + x: an enemy's step is worked out on indices and its Pos read back here.
CELLS: tuple[Pos, ...] = tuple(Pos(x, y) for y in range(HEIGHT) for x in range(WIDTH))


# Plain classes, not dataclasses: nothing outside the rules sees them, and a dataclass costs millions of instructions
# to make at import, on every start.


class Enemy:
    __slots__ = ("kind", "pos", "hp", "at", "hoard", "stock", "shown")

    def __init__(self, kind: EnemyKind, pos: Pos, hp: int, at: int) -> None:
        self.kind = kind
        self.pos = pos
        self.hp = hp
        self.at = at                            # pos as a cell's index, y * WIDTH + x (the occupant list's)
        self.hoard: Gold | None = None          # a dragon's hoard
        # merchant_shop: a merchant's potions for sale, code -> how many are left, in the price table's order
        self.stock: dict[str, int] | None = None
        # Its entities in views so far, by cell index, while its HP is unchanged: an enemy wanders a chamber and
        # stands on the same cells again, where the view shows it as it did.
        self.shown: dict[int, Entity] = {}

    def hurt(self, hp: int) -> None:
        self.hp = hp
        self.shown = {}


class Gold:
    __slots__ = ("kind", "pos", "value", "guard")

    def __init__(self, kind: GoldKind, pos: Pos, value: int) -> None:
        self.kind, self.pos, self.value = kind, pos, value
        self.guard: Enemy | None = None         # the live dragon guarding it


class Potion:
    __slots__ = ("kind", "pos")

    def __init__(self, kind: PotionKind, pos: Pos) -> None:
        self.kind, self.pos = kind, pos


Thing = Enemy | Gold | Potion


class Player:
    __slots__ = ("race", "hp", "gold", "atk_change", "def_change", "atk", "defense")

    def __init__(self, race: Race, hp: int) -> None:
        self.race, self.hp, self.gold = race, hp, 0
        self.change(0, 0)

    def change(self, atk_change: int, def_change: int) -> None:
        """This floor's potion changes, and the Atk and Def they make (never below 0). Kept as plain attributes, not
        worked out by properties when read: the view reads them every turn."""
        self.atk_change, self.def_change = atk_change, def_change
        self.atk = max(0, self.race.atk + atk_change)
        self.defense = max(0, self.race.defense + def_change)


class Stairs:
    """What the occupant list holds on the stairs' cell: the stairs take a cell as anything lying there does."""

    __slots__ = ()


STAIRS = Stairs()


class Floor:
    __slots__ = ("number", "plan", "occupant", "taken", "enemies", "items", "stairs", "item_entities")

    def __init__(self, number: int, plan: FloorPlan, occupant: list[Thing | Stairs | None]) -> None:
        self.number = number
        self.plan = plan                # terrain, chambers, and where enemies may step (once per plan)
        # Enemy, gold, potion or the stairs on each cell, by index y * WIDTH + x; None: nothing (the PC is not in it).
        self.occupant = occupant
        # The same as flags, 1 where the occupant list holds something and 0 where it holds None, kept with it: an
        # enemy's step reads its neighbours' flags in one call (FloorPlan.step_flags), where reading the things
        # would cost a call per neighbour.
        self.taken = [0 if thing is None else 1 for thing in occupant]
        self.enemies: list[Enemy] = []
        self.items: list[Gold | Potion] = []
        self.stairs: Pos | None = None
        # The stairs' and items' entities for the view, kept until an item comes, goes or changes its name (a potion
        # learnt, a hoard unguarded): items change far less often than views are made.
        self.item_entities: tuple[Entity, ...] | None = None

    def at(self, pos: Pos) -> Thing | Stairs | None:
        return self.occupant[pos.y * WIDTH + pos.x]

    def set_stairs(self, pos: Pos | None) -> None:
        if self.stairs is not None:
            self.occupant[self.stairs.y * WIDTH + self.stairs.x] = None
            self.taken[self.stairs.y * WIDTH + self.stairs.x] = 0
        self.stairs = pos
        if pos is not None:
            self.occupant[pos.y * WIDTH + pos.x] = STAIRS
            self.taken[pos.y * WIDTH + pos.x] = 1

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
        self.taken[item.pos.y * WIDTH + item.pos.x] = 1

    def add_enemy(self, kind: EnemyKind, pos: Pos) -> Enemy:
        at = pos.y * WIDTH + pos.x
        enemy = Enemy(kind, pos, kind.hp, at)
        self.enemies.append(enemy)
        self.occupant[at] = enemy
        self.taken[at] = 1
        return enemy

    def remove(self, thing: Thing) -> None:
        at = thing.pos.y * WIDTH + thing.pos.x
        if self.occupant[at] is thing:
            self.occupant[at] = None
            self.taken[at] = 0
        if isinstance(thing, Enemy):
            self.enemies.remove(thing)
        else:
            self.items.remove(thing)
            self.item_entities = None


def guard(hoard: Gold, dragon: Enemy) -> None:
    """The dragon guards the hoard, and the hoard is the dragon's."""
    hoard.guard, dragon.hoard = dragon, hoard
