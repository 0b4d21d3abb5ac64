"""Furnishing a CC3k floor: the PC, the stairs, potions, gold and enemies put where the rule book says, or where a
layout file has them. A descent lays out each floor as the PC reaches it, from the game's random stream; furnish()
furnishes a random dungeon's floors before play, from the dungeon's own."""
from __future__ import annotations

import random
from itertools import filterfalse
from typing import TypeVar

from game.core import Pos, neighbours
from game.cc3k.mapfile import FloorPlan
from game.cc3k.tables import (
    DRAGON_HOARD, ENEMIES, ENEMIES_PER_FLOOR, ENEMY_SPAWN_TABLE, GOLD_BY_DIGIT, GOLD_PER_FLOOR, GOLD_SPAWN_TABLE,
    HEIGHT, POTION_BY_DIGIT, POTIONS, POTIONS_PER_FLOOR, WIDTH, GoldKind,
)
from game.cc3k.things import CELLS, Enemy, Floor, Gold, Potion, guard

Weighted = TypeVar("Weighted")


def lay_out(number: int, plan: FloorPlan, objects: tuple[tuple[Pos, str], ...],
            rng: random.Random) -> tuple[Floor, Pos]:
    """Floor `number` on the plan's terrain, and where the PC stands on it: with the objects given (a layout file's,
    reproduced exactly) or, when there are none, the rule book's generation drawn from rng."""
    furnisher = Furnisher(rng, Floor(number=number, plan=plan, occupant=[None] * (WIDTH * HEIGHT)))
    if objects:
        furnisher.place_plan_objects(objects)
    else:
        furnisher.generate()
    return furnisher.floor, furnisher.pc


def furnish(plan: FloorPlan, rng: random.Random) -> tuple[tuple[Pos, str], ...]:
    """The objects the rule book's generation puts on a floor of this plan (the PC, the stairs, potions, gold with
    each dragon beside its hoard, enemies), drawn from rng, as layout characters, row-major."""
    floor, pc = lay_out(1, plan, (), rng)
    chars: dict[Pos, str] = {pc: "@"}
    if floor.stairs is not None:
        chars[floor.stairs] = "\\"
    for item in floor.items:
        chars[item.pos] = item.kind.digit
    for enemy in floor.enemies:
        chars[enemy.pos] = enemy.kind.glyph
    return tuple(sorted(chars.items(), key=lambda pair: (pair[0].y, pair[0].x)))


class Furnisher:
    """Puts one floor's objects in place, drawing from one random stream."""

    def __init__(self, rng: random.Random, floor: Floor):
        self.rng = rng
        self.floor = floor
        self.pc = Pos(-1, -1)
        # Each chamber's free tiles (cell indices, row-major) once worked out, while the floor is furnished: what is
        # placed takes its tile out (_taken), so the list is the one worked out afresh, at a fraction of the cost.
        self._free: dict[int, list[int]] = {}

    def _taken(self, pos: Pos) -> None:
        """pos is no longer free (something was placed on it, or the PC stands there)."""
        free = self._free.get(self.floor.plan.chamber_at[pos.y][pos.x])
        if free is not None:
            free.remove(pos.y * WIDTH + pos.x)

    def _random_tile(self, avoid_chamber: int | None = None) -> Pos | None:
        """A uniform chamber (among those with room), then a uniform free floor tile in it."""
        floor, pc, kept = self.floor, self.pc, self._free
        chambers = floor.plan.chamber_cells
        candidates = [index for index in range(len(chambers)) if index != avoid_chamber]
        while candidates:
            index = self.rng.choice(candidates)
            free = kept.get(index)
            if free is None:
                # Chamber tiles are all floor tiles, so free means: nothing on it (the stairs take their cell; None is
                # the only false thing in the occupant list), not the PC.
                free = kept[index] = [*filterfalse(floor.occupant.__getitem__, chambers[index])]
                pc_at = pc.y * WIDTH + pc.x
                if pc_at in free:
                    free.remove(pc_at)
            if free:
                return CELLS[self.rng.choice(free)]
            candidates.remove(index)
        return None

    def _place_pc_and_stairs(self, have_pc: bool, have_stairs: bool) -> None:
        floor = self.floor
        chambers = len(floor.plan.chambers)
        if not have_pc:
            # A layout's stairs without its PC: the PC is placed by the normal rules, never in the stairs' chamber.
            stairs = floor.stairs if have_stairs else None
            avoid = floor.plan.chamber_at[stairs.y][stairs.x] if stairs is not None and chambers > 1 else None
            self.pc = Pos(-1, -1)
            pc = self._random_tile(avoid_chamber=avoid)
            assert pc is not None, "a floor plan has a floor tile, and the PC is placed before anything else"
            self.pc = pc
            self._taken(pc)
        if not have_stairs:
            pc_chamber = floor.plan.chamber_at[self.pc.y][self.pc.x]
            stairs = self._random_tile(avoid_chamber=pc_chamber if chambers > 1 else None)
            floor.set_stairs(stairs)
            if stairs is not None:
                self._taken(stairs)

    def generate(self) -> None:
        """The rule book's order: PC, stairs, potions, gold (each dragon with its hoard), enemies."""
        self._place_pc_and_stairs(have_pc=False, have_stairs=False)
        for _ in range(POTIONS_PER_FLOOR):
            kind = self.rng.choice(POTIONS)
            pos = self._random_tile()
            if pos is None:
                break
            self.floor.add_item(Potion(kind, pos))
            self._taken(pos)
        for _ in range(GOLD_PER_FLOOR):
            if not self._spawn_gold(self._weighted(GOLD_SPAWN_TABLE)):
                break
        for _ in range(ENEMIES_PER_FLOOR):
            enemy_kind = ENEMIES[self._weighted(ENEMY_SPAWN_TABLE)]
            pos = self._random_tile()
            if pos is None:
                break
            self.floor.add_enemy(enemy_kind, pos)
            self._taken(pos)

    def _weighted(self, table: tuple[tuple[Weighted, int], ...]) -> Weighted:
        roll = self.rng.randrange(sum(weight for _, weight in table))
        for value, weight in table:
            if roll < weight:
                return value
            roll -= weight
        raise AssertionError("weights exhausted")

    def _spawn_gold(self, kind: GoldKind) -> bool:
        """Place a pile; a dragon hoard needs a free neighbour for its dragon, else a new tile is drawn."""
        floor, pc = self.floor, self.pc
        while True:
            pos = self._random_tile()
            if pos is None:
                return False
            if kind is not DRAGON_HOARD:
                floor.add_item(Gold(kind, pos, kind.value))
                self._taken(pos)
                return True
            free_around = floor.free_neighbours(pos, pc)
            if free_around:
                hoard = Gold(kind, pos, kind.value)
                floor.add_item(hoard)
                self._taken(pos)
                dragon = floor.add_enemy(ENEMIES["D"], self.rng.choice(free_around))
                self._taken(dragon.pos)
                guard(hoard, dragon)
                return True
            # No room for the dragon here: remember nothing and draw again, unless no tile could ever work.
            if not any(floor.free_neighbours(p, pc) for tiles in floor.plan.chambers for p in tiles
                       if floor.is_free(p, pc)):
                return False

    def _dragons_beside(self, pos: Pos) -> list[Enemy]:
        """The dragons on the cells around pos, row-major."""
        occupant = self.floor.occupant
        return [thing for n in neighbours(pos) if 0 <= n.x < WIDTH and 0 <= n.y < HEIGHT
                and isinstance(thing := occupant[n.y * WIDTH + n.x], Enemy) and thing.kind.glyph == "D"]

    def _pair_dragons(self) -> None:
        """Each dragon hoard of a layout file gets a dragon beside it. Row-major, each hoard takes the first
        unpaired dragon beside it; a hoard left without one then takes one from a hoard that can take another
        (two hoards side by side may share their dragons' cells), so that no dragon is added, nor left without a
        hoard, while the file has one beside every hoard; a hoard still without one gets a new dragon."""
        floor = self.floor
        hoards = [item for item in floor.items if isinstance(item, Gold) and item.kind is DRAGON_HOARD]
        beside = [self._dragons_beside(hoard.pos) for hoard in hoards]
        holder: dict[int, int] = {}     # id(dragon) -> the index of the hoard it guards
        for index, dragons in enumerate(beside):
            first = next((dragon for dragon in dragons if id(dragon) not in holder), None)
            if first is not None:
                holder[id(first)] = index

        def claim(index: int, tried: set[int]) -> bool:
            for dragon in beside[index]:
                if id(dragon) not in tried:
                    tried.add(id(dragon))
                    if id(dragon) not in holder or claim(holder[id(dragon)], tried):
                        holder[id(dragon)] = index
                        return True
            return False

        guarded = set(holder.values())
        for index in range(len(hoards)):
            if index not in guarded and claim(index, set()):
                guarded = set(holder.values())
        guard_of = {holder[id(dragon)]: dragon for dragons in beside for dragon in dragons if id(dragon) in holder}
        for index, hoard in enumerate(hoards):
            dragon = guard_of.get(index)
            if dragon is None:
                free_around = floor.free_neighbours(hoard.pos, self.pc)
                if not free_around:
                    continue  # nowhere for a dragon: the hoard lies unguarded
                dragon = floor.add_enemy(ENEMIES["D"], self.rng.choice(free_around))
                self._taken(dragon.pos)
            guard(hoard, dragon)

    def place_plan_objects(self, objects: tuple[tuple[Pos, str], ...]) -> None:
        """A floor written in a layout file is reproduced exactly; only a missing @ or stairs is added."""
        floor = self.floor
        self.pc = Pos(-1, -1)
        chars = [char for _, char in objects]
        for pos, char in objects:
            if char == "@":
                self.pc = pos
            elif char == "\\":
                floor.set_stairs(pos)
            elif char in POTION_BY_DIGIT:
                floor.add_item(Potion(POTION_BY_DIGIT[char], pos))
            elif char in GOLD_BY_DIGIT:
                kind = GOLD_BY_DIGIT[char]
                floor.add_item(Gold(kind, pos, kind.value))
            else:
                floor.add_enemy(ENEMIES[char], pos)
        self._place_pc_and_stairs(have_pc="@" in chars, have_stairs="\\" in chars)
        self._pair_dragons()
