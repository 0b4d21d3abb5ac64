"""How each game's terrain characters and entities look on the board, in glyphs and in tiles, and the legend of
the symbols the window draws differently from the terminal."""
from __future__ import annotations

from game.core import Entity, EntityKind, Pos, View
from game.maze.tables import ITEMS, MONSTERS
from graphics.board import GameLook, TerrainLook
from graphics.palette import Colour, Palette

_GOLD_TILES = {"small pile": "gold_small", "normal pile": "gold_normal", "merchant hoard": "gold_merchant", "dragon hoard": "gold_dragon"}
# Each CC3k enemy's field of graphics.palette.CreatureColours, by its glyph; its tile is enemy_<glyph>.
_CC3K_CREATURES = {"H": "human", "W": "dwarf", "E": "elf", "O": "orc", "M": "merchant", "D": "dragon", "L": "halfling"}


def _cc3k_entity_tile(entity: Entity, view: View) -> str:
    if entity.kind is EntityKind.PLAYER:
        return "race_" + entity.name.lower()
    if entity.kind is EntityKind.ENEMY:
        # Merchants turned hostile (one was attacked) look it: another colour, a raised dagger, red eyes.
        return "enemy_M_hostile" if entity.glyph == "M" and view.detail.merchants_hostile else "enemy_" + entity.glyph
    if entity.kind is EntityKind.GOLD:
        return next((tile for name, tile in _GOLD_TILES.items() if entity.name.startswith(name)), "gold_normal")
    return {EntityKind.POTION: "potion", EntityKind.STAIRS: "stairs"}.get(entity.kind, "blank")


def _cc3k_entity_colour(entity: Entity, view: View, palette: Palette) -> Colour:
    if entity.kind is EntityKind.ENEMY and entity.glyph in _CC3K_CREATURES:
        if entity.glyph == "M" and view.detail.merchants_hostile:
            return palette.creatures.hostile_merchant
        return getattr(palette.creatures, _CC3K_CREATURES[entity.glyph])
    return palette.for_kind(entity.kind)


CC3K_LOOK = GameLook(
    terrain={
        "|": TerrainLook("|", "wall", "wall_v"),
        "-": TerrainLook("-", "wall", "wall_h"),
        "+": TerrainLook("+", "door", "door"),
        "#": TerrainLook("#", "passage", "passage"),
        ".": TerrainLook(".", "floor", "floor"),
    },
    entity_tile=_cc3k_entity_tile,
    entity_colour=_cc3k_entity_colour,
)


def _dooom_entity_tile(entity: Entity, _view: View) -> str:
    return "dooom_player" if entity.kind is EntityKind.PLAYER else "dooom_bot"


def _dooom_entity_colour(entity: Entity, _view: View, palette: Palette) -> Colour:
    return palette.player if entity.kind is EntityKind.PLAYER else palette.creatures.bot


DOOOM_LOOK = GameLook(
    terrain={
        "#": TerrainLook("#", "wall", "rock"),
        ".": TerrainLook(".", "floor", "floor"),
        "G": TerrainLook("G", "gold", "dooom_gold", ground="floor"),
        "E": TerrainLook("E", "stairs", "exit"),
    },
    entity_tile=_dooom_entity_tile,
    entity_colour=_dooom_entity_colour,
)


_MAZE_ITEM_TILES = {"E": "exit", "t": "treasure", "p": "maze_potion",
                    "a": "chest_hammer", "b": "chest_scythe", "c": "chest_bow"}
# The maze file's letters are digits for monsters and a-c for chests: the window shows readable ones (legend()).
_MAZE_ITEM_GLYPHS = {"E": "E", "t": "$", "p": "!", "a": "h", "b": "s", "c": "b"}


def _maze_entity_tile(entity: Entity, _view: View) -> str:
    if entity.kind is EntityKind.PLAYER:
        return "hero"
    if entity.kind is EntityKind.ENEMY:
        return "monster_" + entity.name
    return _MAZE_ITEM_TILES.get(entity.glyph, "blank")


def _maze_entity_glyph(entity: Entity) -> str:
    if entity.kind is EntityKind.ENEMY:
        return entity.name[0].upper()
    return _MAZE_ITEM_GLYPHS.get(entity.glyph, entity.glyph)


def _maze_entity_colour(entity: Entity, _view: View, palette: Palette) -> Colour:
    if entity.kind is EntityKind.ENEMY:
        return getattr(palette.creatures, entity.name)
    return palette.for_kind(entity.kind)


MAZE_LOOK = GameLook(
    terrain={".": TerrainLook(".", "floor", "floor"), "X": TerrainLook("#", "wall", "rock")},
    entity_tile=_maze_entity_tile,
    entity_glyph=_maze_entity_glyph,
    entity_colour=_maze_entity_colour,
)


def _maze_legend() -> list[tuple[str, str, str]]:
    """Worked out from the maze's tables through the look's own glyphs, so the legend says what is drawn."""
    somewhere = Pos(0, 0)
    rows = [(MAZE_LOOK.terrain["X"].glyph, "X", "obstacle")]
    rows += [(_maze_entity_glyph(Entity(somewhere, kind.glyph, EntityKind.ENEMY, kind.name)), kind.glyph, kind.name)
             for kind in MONSTERS.values()]
    rows += [(_maze_entity_glyph(Entity(somewhere, kind.glyph, kind.entity, kind.name)), kind.glyph, kind.name)
             for kind in ITEMS.values()]
    return [row for row in rows if row[0] != row[1]]


# CC3k and Dooom draw every terrain character and entity glyph as their terminals print them.
_LEGENDS = {"maze": tuple(_maze_legend())}


def legend(game_name: str) -> list[tuple[str, str, str]]:
    """(window glyph, terminal character, meaning) for each thing of a game that the window draws with another
    character than its terminal prints; empty for a game whose symbols are the same in both."""
    return list(_LEGENDS.get(game_name, ()))
