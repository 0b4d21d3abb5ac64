"""What a front end may ask the maze before a command, as pure functions of the tables or of a View: the cells a
weapon aimed at a target would hit, and what a strike there would do to the monsters in sight."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import EntityKind, Pos, View
from game.maze.detail import MazeDetail
from game.maze.mapfile import HEIGHT, WIDTH
from game.maze.tables import WEAPONS


def in_grid(pos: Pos) -> bool:
    return 0 <= pos.x < WIDTH and 0 <= pos.y < HEIGHT


def weapon_hits(hero: Pos, weapon: int, target: Pos) -> list[Pos]:
    """The cells an attack at target would hit (inside the grid), row-major; empty when the target is not valid."""
    hits = WEAPONS[weapon].pattern.get((target.x - hero.x, target.y - hero.y))
    if hits is None or not in_grid(target):
        return []
    return [cell for cell in (hero + hit for hit in hits) if in_grid(cell)]


@dataclass(frozen=True)
class Struck:
    """A monster in sight that the strike would hit: its health now and after the blow (0 or less: destroyed)."""

    pos: Pos
    name: str
    hp: int
    left: int

    @property
    def destroyed(self) -> bool:
        return self.left <= 0


@dataclass(frozen=True)
class StrikePreview:
    """What striking a target with a weapon would do. cells is empty when the weapon cannot be aimed there; charges
    aside (a weapon with none left is refused, and the view's WeaponState says how many are left)."""

    weapon: str
    damage: int
    cells: tuple[Pos, ...]
    struck: tuple[Struck, ...]     # the monsters in sight on those cells, in the cells' order


def strike_preview(view: View[MazeDetail], weapon: int, target: Pos) -> StrikePreview:
    """The strike of weapon at target from the hero's cell in view: what a step with that Attack would hit."""
    kind, visible = WEAPONS[weapon], view.visible
    cells = tuple(weapon_hits(view.detail.hero, weapon, target))
    monsters = {entity.pos: entity for entity in view.entities if entity.kind is EntityKind.ENEMY
                and (visible is None or visible[entity.pos.y][entity.pos.x])}
    struck = tuple(Struck(cell, monster.name, monster.hp or 0, (monster.hp or 0) - kind.damage)
                   for cell in cells if (monster := monsters.get(cell)) is not None)
    return StrikePreview(kind.name, kind.damage, cells, struck)
