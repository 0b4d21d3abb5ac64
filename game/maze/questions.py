"""What a front end may ask the maze before a command, as pure functions of the tables or of a View: the cells a
weapon aimed at a target would hit, and what a strike there would do to the monsters in sight."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import Entity, EntityKind, Pos, Result, View
from game.maze.detail import MazeDetail
from game.maze.mapfile import HEIGHT, OBSTACLE, WIDTH
from game.maze.tables import BOT_ERROR_CLOSES, BOT_ERROR_OPENS, MONSTERS, WEAPONS, MonsterKind


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


def monster_kind(entity: Entity) -> MonsterKind | None:
    """The table row of a monster a view shows (its glyph is the maze file's digit), or None for anything else."""
    return MONSTERS.get(entity.glyph) if entity.kind is EntityKind.ENEMY else None


def can_hit(entity: Entity, cell: Pos) -> bool:
    """Whether this monster's attack reaches cell from where it stands (the hero there is struck in the next monster
    phase): within its attack range, counting a diagonal step as one, as the rules measure it. A monster that does no
    damage (a box) hits nothing."""
    kind = monster_kind(entity)
    return kind is not None and kind.damage > 0 and entity.pos.chebyshev(cell) <= kind.attack_range


def threatened(view: View[MazeDetail], seen_only: bool = True) -> dict[Pos, tuple[Entity, ...]]:
    """The cells where the hero would be struck in the monsters' next phase, as the view shows them now, each with the
    monsters (row-major) whose attack reaches it: those within a monster's attack range, counting a diagonal step as
    one, as the rules measure it; a monster that does no damage (a box) threatens nothing. seen_only: only the
    monsters the hero sees (view.visible); else every monster the view holds. Monsters move: next turn's differ."""
    visible = view.visible
    struck: dict[Pos, tuple[Entity, ...]] = {}
    monsters = sorted((entity for entity in view.entities if entity.kind is EntityKind.ENEMY
                       and (not seen_only or visible is None or visible[entity.pos.y][entity.pos.x])),
                      key=lambda entity: (entity.pos.y, entity.pos.x))
    for monster in monsters:
        kind = MONSTERS.get(monster.glyph)
        if kind is None or kind.damage <= 0:
            continue
        reach = kind.attack_range
        for dy in range(-reach, reach + 1):
            for dx in range(-reach, reach + 1):
                cell = Pos(monster.pos.x + dx, monster.pos.y + dy)
                if (dx or dy) and in_grid(cell):
                    struck[cell] = struck.get(cell, ()) + (monster,)
    return struck


def weapons_reaching(view: View[MazeDetail], cell: Pos) -> tuple[int, ...]:
    """The weapons (their ids, the rules' order) of which a strike from the hero's cell in view would hit cell: aimed
    at one of the targets it may be aimed at now, the rules' cells hit hold it. Charges aside (the view's WeaponState
    says how many are left)."""
    hero = view.detail.hero
    return tuple(weapon.id for weapon in view.detail.weapons
                 if any(cell in weapon_hits(hero, weapon.id, target) for target in weapon.targets))


def bot_error(view: View[MazeDetail]) -> str:
    """Why a bot's error ended the game, in the words the bot was told, without the ending's own around them ("bad
    line 'hello': expected MOVE x y or ATTACK w x y."); "" when no bot error ended it."""
    if view.result is not Result.ERROR or not view.messages:
        return ""
    return view.messages[-1].removeprefix(BOT_ERROR_OPENS).removesuffix(BOT_ERROR_CLOSES)


def open_floor(view: View[MazeDetail], cell: Pos) -> bool:
    """Whether the hero could ever stand on cell: inside the maze and not an obstacle."""
    return in_grid(cell) and view.cells[cell.y][cell.x] != OBSTACLE


def walkable(view: View[MazeDetail], cell: Pos, seen_only: bool = True) -> bool:
    """Whether a walk may cross cell now: open floor (its items are picked up on the way) with no monster on it, since
    a step into a monster strikes it with the sword. seen_only: only the monsters the hero sees count (view.visible):
    one out of sight is not known to be there."""
    if not open_floor(view, cell):
        return False
    visible = view.visible
    if seen_only and visible is not None and not visible[cell.y][cell.x]:
        return True
    return not any(entity.pos == cell and entity.kind is EntityKind.ENEMY for entity in view.entities)
