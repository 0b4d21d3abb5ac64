"""What a front end may ask CC3k before a command, as pure functions of the tables or of a View: what a bump into a
neighbouring cell would do, what a fight with an enemy would do on each side, where a walk may go, which kind a potion
on the floor is. The rules use the same combat functions and potion names, so the answers cannot drift from what a
step does."""
from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from game.core import NEIGHBOUR_STEPS, Direction, Entity, EntityKind, Frozen, Pos, View
from game.cc3k.commands import Attack, Move
from game.cc3k.detail import CC3kDetail, ExtrasDetail, Phase, Wares
from game.cc3k.mapfile import WALKABLE
from game.cc3k.tables import ENEMIES, HEIGHT, POTIONS, RACES, WIDTH, EnemyKind, PotionKind, Race

RACE_BY_NAME = {race.name: race for race in RACES.values()}
# Every enemy blow misses half the time; a halfling dodges half of the PC's blows (the rules draw randrange(2)).
ENEMY_MISS_PERCENT = 50
DODGE_PERCENT = {"L": 50}
GUARDED = ", guarded by a dragon"   # how the view names gold its dragon still guards (rules.py's _item_entities)


def damage(attacker_atk: int, defender_def: int, factor_percent: int = 100) -> int:
    """ceiling(100 / (100 + Def) * Atk), times factor_percent/100 before rounding; exact, no floats."""
    numerator = 100 * attacker_atk * factor_percent
    denominator = (100 + defender_def) * 100
    return -(-numerator // denominator)


def enemy_blows(race: Race, kind: EnemyKind) -> int:
    """How many blows the enemy strikes in its turn: a drow takes only one from any enemy."""
    return 1 if race.key == "d" else kind.attacks


def blow_factor(race: Race, kind: EnemyKind) -> int:
    """The percentage of its damage the enemy's blow does: orcs do 150% to goblins."""
    return 150 if kind.glyph == "O" and race.key == "g" else 100


def attacks_when_near(glyph: str, merchants_hostile: bool) -> bool:
    """Whether the enemy attacks the PC next to it: all but a merchant while merchants are neutral (a dragon also
    attacks a PC next to its hoard)."""
    return merchants_hostile if glyph == "M" else True


# The answers are frozen dataclasses with their methods written out (game.core.Frozen): a generated one costs most
# of a millisecond at every start.
@dataclass(init=False, repr=False, eq=False)
class FightPreview(Frozen):
    """A fight between the PC and one enemy kind, as the PC's numbers stand now (this floor's potions counted)."""

    enemy: str              # the enemy's glyph
    dealt: int              # the damage of each of the PC's hits
    dodge_percent: int      # the chance that the PC's attack misses (a halfling's dodge), in percent
    taken: int              # the damage of each of the enemy's blows that lands
    blows: int              # the enemy's blows in one of its turns
    miss_percent: int       # the chance that each of the enemy's blows misses, in percent
    drain: int              # the PC's HP change on each hit (a vampire's: +5, -5 on a dwarf); 0 for other races
    hostile: bool           # whether it attacks the PC next to it (a neutral merchant does not)

    def __init__(self, enemy: str, dealt: int, dodge_percent: int, taken: int, blows: int, miss_percent: int,
                 drain: int, hostile: bool) -> None:
        self.__dict__.update(enemy=enemy, dealt=dealt, dodge_percent=dodge_percent, taken=taken, blows=blows,
                             miss_percent=miss_percent, drain=drain, hostile=hostile)


def fight(race: Race, atk: int, defense: int, kind: EnemyKind, merchants_hostile: bool) -> FightPreview:
    """The fight of a PC of this race with these Atk and Def against an enemy of this kind."""
    drain = 0
    if race.hp_per_hit:
        drain = -race.hp_per_hit if kind.glyph == "W" else race.hp_per_hit
    return FightPreview(
        enemy=kind.glyph,
        dealt=damage(atk, kind.defense),
        dodge_percent=DODGE_PERCENT.get(kind.glyph, 0),
        taken=damage(kind.atk, defense, blow_factor(race, kind)),
        blows=enemy_blows(race, kind),
        miss_percent=ENEMY_MISS_PERCENT,
        drain=drain,
        hostile=attacks_when_near(kind.glyph, merchants_hostile),
    )


def fight_preview(view: View[CC3kDetail], glyph: str) -> FightPreview | None:
    """A fight of the PC in view with an enemy of this glyph; None while there is no PC (the race prompt)."""
    pc, kind = view.detail.pc, ENEMIES.get(glyph)
    if pc is None or kind is None:
        return None
    return fight(RACE_BY_NAME[pc.race], pc.atk, pc.defense, kind, view.detail.merchants_hostile)


class BumpKind(StrEnum):
    """What a move into a neighbouring cell does."""

    MOVE = "move"           # the PC steps there (picking up unguarded gold)
    STAIRS = "stairs"       # the PC takes the stairs: the next floor, or the escape from the fifth
    ATTACK = "attack"       # an enemy is there: the PC attacks it
    BLOCKED = "blocked"     # a wall, the board's edge, a potion or a neutral merchant: the PC stays


@dataclass(init=False, repr=False, eq=False)
class Bump(Frozen):
    """What a move of the PC into a neighbouring cell would do, and the command that does it."""

    kind: BumpKind
    command: Move | Attack  # the command that does it
    target: Pos | None      # the cell bumped into; None off the board
    costs_turn: bool        # in the rule book every move costs a turn, even one that is blocked

    def __init__(self, kind: BumpKind, command: Move | Attack, target: Pos | None, costs_turn: bool) -> None:
        self.__dict__.update(kind=kind, command=command, target=target, costs_turn=costs_turn)


def bump(view: View[CC3kDetail], direction: Direction) -> Bump | None:
    """What a move of the PC in direction would do; None when no PC plays (the race prompt, a game over)."""
    pc = view.detail.pc
    if pc is None or view.phase != Phase.PLAY:
        return None
    target = pc.pos + (direction.dx, direction.dy)
    if not (0 <= target.x < WIDTH and 0 <= target.y < HEIGHT):
        return Bump(BumpKind.BLOCKED, Move(direction), None, True)
    if view.cells[target.y][target.x] not in WALKABLE:
        return Bump(BumpKind.BLOCKED, Move(direction), target, True)
    here = [entity for entity in view.entities if entity.pos == target]
    if any(entity.kind is EntityKind.STAIRS for entity in here):
        return Bump(BumpKind.STAIRS, Move(direction), target, True)
    enemy = next((entity for entity in here if entity.kind is EntityKind.ENEMY), None)
    if enemy is not None and attacks_when_near(enemy.glyph, view.detail.merchants_hostile):
        return Bump(BumpKind.ATTACK, Attack(direction), target, True)
    if enemy is not None or any(entity.kind is EntityKind.POTION for entity in here):
        return Bump(BumpKind.BLOCKED, Move(direction), target, True)
    return Bump(BumpKind.MOVE, Move(direction), target, True)


def walkable(view: View[CC3kDetail], cell: Pos, end: bool) -> bool:
    """Whether a walk of the PC may cross cell (end: may stop there): floor, doorways and passages with no enemy or
    potion on them; the stairs only at the walk's end."""
    if view.cells[cell.y][cell.x] not in WALKABLE:
        return False
    blocking = (EntityKind.ENEMY, EntityKind.POTION) if end else (EntityKind.ENEMY, EntityKind.POTION, EntityKind.STAIRS)
    return not any(entity.pos == cell and entity.kind in blocking for entity in view.entities)


def potion_name(kind: PotionKind, known: bool) -> str:
    """What the view calls a potion on the floor: by its kind's code once the PC has used one of that kind."""
    return f"{kind.code} potion" if known else "unknown potion"


POTION_BY_NAME = {potion_name(kind, True): kind for kind in POTIONS}


def hoard_guarded(entity: Entity) -> bool:
    """Whether the view shows this gold as a hoard its dragon still guards (walking onto it is refused while the
    dragon lives); False for any other gold, and for a hoard once its dragon is dead."""
    return entity.kind is EntityKind.GOLD and entity.name.endswith(GUARDED)


def potion_kind(entity: Entity) -> PotionKind | None:
    """The kind of a potion the view shows, once the PC has used one of that kind; None before (and for anything
    that is no potion)."""
    return POTION_BY_NAME.get(entity.name) if entity.kind is EntityKind.POTION else None


def potion_change(kind: PotionKind, race: Race) -> int:
    """What a potion of this kind does to its stat when a PC of this race drinks it, before any cap: the drow's 1.5
    rounds the size up (BA +8, RH +15)."""
    size = math.ceil(abs(kind.amount) * race.potion_factor)
    return size if kind.amount > 0 else -size


def potion_effect(view: View[CC3kDetail], kind: PotionKind) -> str:
    """What a potion does to the PC in view, in words: "HP +10", "Atk +5 on this floor"."""
    pc = view.detail.pc
    change = potion_change(kind, RACE_BY_NAME[pc.race]) if pc is not None else kind.amount
    stat = {"hp": "HP", "atk": "Atk", "def": "Def"}[kind.stat]
    return f"{stat} {change:+d}" + ("" if kind.stat == "hp" else " on this floor")


def carried(view: View[CC3kDetail]) -> tuple[PotionKind | None, ...] | None:
    """The potions in the PC's bag (None for a kind the PC does not know); None when the game has no bag."""
    detail = view.detail
    return detail.bag if isinstance(detail, ExtrasDetail) else None


def bag_size(view: View[CC3kDetail]) -> int:
    """How many potions the bag holds at most; 0 when the game has no bag."""
    detail = view.detail
    return detail.bag_size if isinstance(detail, ExtrasDetail) else 0


def shop_open(view: View[CC3kDetail]) -> bool:
    """Whether merchants sell potions in this game (merchant_shop)."""
    detail = view.detail
    return isinstance(detail, ExtrasDetail) and detail.shop


def wares_at(view: View[CC3kDetail], pos: Pos | None) -> Wares | None:
    """What the merchant at pos sells; None when none there sells anything (no shop, no merchant, hostile ones)."""
    detail = view.detail
    if not isinstance(detail, ExtrasDetail):
        return None
    return next((wares for wares in detail.wares if wares.pos == pos), None)


def traders(view: View[CC3kDetail]) -> list[tuple[Direction, Wares]]:
    """The merchants next to the PC that would trade now, row-major, with the direction each stands in."""
    pc = view.detail.pc
    if pc is None or view.phase != Phase.PLAY:
        return []
    around = []
    for dx, dy in NEIGHBOUR_STEPS:
        wares = wares_at(view, Pos(pc.pos.x + dx, pc.pos.y + dy))
        direction = Direction.between(pc.pos, Pos(pc.pos.x + dx, pc.pos.y + dy))
        if wares is not None and direction is not None:
            around.append((direction, wares))
    return around


def threatened(view: View[CC3kDetail]) -> dict[Pos, tuple[Entity, ...]]:
    """The cells where a PC would be struck in the enemies' next turn, as the view shows them now, each with the enemies
    that would strike it (row-major): the eight around each enemy that attacks when near (the rules' attacks_when_near),
    and the cells round a guarded dragon hoard, the hoard's own with them, for the dragon beside it (stationary). A
    neutral merchant threatens nothing; an enemy that moves may threaten other cells next turn."""
    if view.detail.pc is None or view.phase != Phase.PLAY:
        return {}
    hostile_merchants = view.detail.merchants_hostile
    enemies = sorted((entity for entity in view.entities if entity.kind is EntityKind.ENEMY),
                     key=lambda entity: (entity.pos.y, entity.pos.x))
    struck: dict[Pos, tuple[Entity, ...]] = {}

    def around(centre: Pos, enemy: Entity, itself: bool) -> None:
        for dx, dy in ((0, 0),) * itself + NEIGHBOUR_STEPS:
            cell = Pos(centre.x + dx, centre.y + dy)
            if 0 <= cell.x < WIDTH and 0 <= cell.y < HEIGHT and enemy not in struck.get(cell, ()):
                struck[cell] = struck.get(cell, ()) + (enemy,)

    for enemy in enemies:
        if attacks_when_near(enemy.glyph, hostile_merchants):
            around(enemy.pos, enemy, False)
    dragons = [enemy for enemy in enemies if enemy.glyph == "D"]
    for entity in view.entities:
        if hoard_guarded(entity):
            for dragon in dragons:
                if dragon.pos.chebyshev(entity.pos) <= 1:
                    around(entity.pos, dragon, True)
    return struck


def aimed_at(view: View[CC3kDetail], direction: Direction, kind: EntityKind) -> bool:
    """Whether the cell next to the PC in direction holds a thing of this kind: an enemy for an attack (a neutral
    merchant too: attacking it is allowed), a potion to use or put in the bag. False when no PC plays."""
    pc = view.detail.pc
    if pc is None or view.phase != Phase.PLAY:
        return False
    target = pc.pos + (direction.dx, direction.dy)
    return any(entity.pos == target and entity.kind is kind for entity in view.entities)
