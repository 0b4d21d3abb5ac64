"""The maze's keys, looks and colours in the window, all in this one place: its actions and their default keys (the
weapons, waiting, the next target), the key contexts of a person's game, aiming, a bot's game and a match with their
help, the board's characters and tile sprites, each monster's colour in every palette (its sprite is painted in it
too: python graphics/make_tiles.py after a change), and the legend of the symbols drawn otherwise than the terminal
prints them."""
from __future__ import annotations

from game.core import Entity, EntityKind, Pos, View
from game.maze.mapfile import EXIT
from game.maze.tables import DEATH_PENALTY, ITEMS, MAX_HEALTH, MAX_TURNS, MONSTERS, REACH_TEXT, WEAPONS, Weapon
from graphics.board import GameLook, TerrainLook
from graphics.guide import Guide
from graphics.key_actions import DIAGONAL_MOVES, MOVES, SETTING_KEYS, GameKeys
from graphics.palette import Colour, Palette

WEAPON_KEYS = ("weapon_1", "weapon_2", "weapon_3", "weapon_4")     # the weapons in the rules' order

# What help's last page in the maze (graphics/guide.py) says of the rules (CodinGame's, in brief), its numbers from
# the rules' tables; GUIDE below draws each thing of the map beside it.
RULES_IN_BRIEF = (
    f"Rules: reach the exit (+{ITEMS[EXIT].amount}) within {MAX_TURNS} turns. Each turn the hero steps left, right, "
    "up or down (onto a monster: a sword blow) or strikes with a weapon (the sword always, the others spend a "
    "charge). A monster strikes when you are within its attack range and steps toward you when it sees you: each "
    "blow costs health and as much score; one destroyed adds its health to the score. Stepping onto an item takes "
    f"it: treasure +{ITEMS['t'].amount}, a potion +{ITEMS['p'].amount} health ({MAX_HEALTH} at most), a chest a "
    f"charge of its weapon. Dying costs {DEATH_PENALTY}.")


def _weapon_words(weapon: Weapon) -> str:
    """A weapon's damage, the cells a blow hits, its reach and charges, from the rules' tables: "bow 8 damage to 1
    cell, reach up to 3 cells in any direction, 5 charges"."""
    cells = sorted({len(hits) for hits in weapon.pattern.values()})
    hit = " or ".join(map(str, cells)) + (" cell" if cells == [1] else " cells")
    charges = "" if weapon.charges is None else f", {weapon.charges} charges"
    return f"{weapon.name} {weapon.damage} damage to {hit}, reach {REACH_TEXT[weapon.id]}{charges}"


# The weapons' damage and reach, each from its row of the rules' table.
WEAPONS_IN_BRIEF = "Weapons: " + "; ".join(_weapon_words(weapon) for weapon in WEAPONS) + "."

KEYS = GameKeys(
    default_keys={"wait": [".", "[5]"], **{action: [str(number)] for number, action in enumerate(WEAPON_KEYS, 1)},
                  "next_target": ["tab"]},
    titles={"wait": "wait a turn",
            **{action: f"{weapon.name}, then a target" for action, weapon in zip(WEAPON_KEYS, WEAPONS)},
            "next_target": "the next target"},
    names={"wait": "wait", **{action: weapon.name for action, weapon in zip(WEAPON_KEYS, WEAPONS)},
           "next_target": "next target"},
    contexts={
        "maze": (*MOVES, "wait", *WEAPON_KEYS, "fog", "pause", "quit", "cancel", "help", *SETTING_KEYS),
        "aiming": (*MOVES, "next_target", *WEAPON_KEYS, "confirm", "cancel"),
        "maze_bot": ("pause", "bigger", "smaller", "fog", "quit", "cancel", "help", "toggle_tiles", "mute",
                     "log_older", "log_newer", "options", "fullscreen"),
        "match": ("pause", "bigger", "smaller", "fog", "quit", "cancel"),
    },
    context_names={"maze": "the maze", "aiming": "maze aiming", "maze_bot": "a bot's maze game",
                   "match": "maze matches"},
    help_pages=("maze", "aiming", "maze_bot"),
    help_notes={
        "maze": ("Mouse: point at a cell to see what is there, and at a far one to see the path a click walks; click "
                 "a cell next to the hero to step there, a far one to walk there (any key or danger stops the walk); "
                 "click a row of the side list to look at that monster; the wheel scrolls the log.",),
        "aiming": ("Mouse: point at a target to aim there (resting on a monster as the weapon's key is pressed "
                   "aims at it), click to strike it; a right click stops aiming.",),
    },
    titles_in={
        "maze": {"cancel": "save and leave (asks first)", "pause": "a bot's game: pause / go on",
                 **dict.fromkeys(DIAGONAL_MOVES, "diagonals: the hero steps in four directions only"),
                 "bigger": "zoom in (a bot's game: faster)", "smaller": "zoom out (a bot's game: slower)"},
        "aiming": {"move_n": "the target to the north", "move_s": "the target to the south",
                   "move_w": "the target to the west", "move_e": "the target to the east",
                   "move_nw": "the target to the northwest", "move_ne": "the target to the northeast",
                   "move_sw": "the target to the southwest", "move_se": "the target to the southeast",
                   "confirm": "strike the target", "cancel": "stop aiming",
                   **{action: f"{weapon.name}: again strikes, another aims it"
                      for action, weapon in zip(WEAPON_KEYS, WEAPONS)}},
        "maze_bot": {"pause": "pause / go on", "bigger": "faster", "smaller": "slower",
                     "cancel": "save and leave (asks first)"},
        "match": {"bigger": "faster", "smaller": "slower", "cancel": "leave the match", "quit": "leave the match"},
    },
    names_in={
        "aiming": {"moves": "target", "confirm": "strike", "cancel": "stop aiming"},
        "maze_bot": {"size": "speed"},
        "match": {"size": "speed", "cancel": "leave"},
    },
    groups=(("weapons", WEAPON_KEYS, "weapons"),),
    four_way=("maze",),
)

# Each monster's colour by its name (graphics.palette.CreatureColours), its tile monster_<name>: its orc the colour
# of CC3k's (one sprite is painted for both), each of the others a hue of its own, readable on the background.
CREATURE_COLOURS: dict[str, dict[str, Colour]] = {
    "standard": {"box": (170, 130, 80), "skeleton": (245, 250, 250), "gargoyle": (140, 180, 170),
                 "orc": (80, 180, 20), "vampire": (215, 95, 115)},
    "high contrast": {"box": (200, 160, 90), "skeleton": (180, 170, 190), "gargoyle": (85, 170, 255),
                      "orc": (90, 240, 20), "vampire": (255, 110, 145)},
}

_ITEM_TILES = {"E": "exit", "t": "treasure", "p": "maze_potion", "a": "chest_hammer", "b": "chest_scythe",
               "c": "chest_bow"}
# The maze file's letters are digits for monsters and a-c for chests: the window shows readable ones (LEGEND). The
# monsters are capital letters (B box, S skeleton); the weapon chests are not letters at all, so that no two things
# differ by case only: Angband's signs of each kind of weapon, \ a hammer, / a polearm (the scythe), } a launcher.
_ITEM_GLYPHS = {"E": "E", "t": "$", "p": "!", "a": "\\", "b": "/", "c": "}"}


def _entity_tile(entity: Entity, _view: View) -> str:
    if entity.kind is EntityKind.PLAYER:
        return "hero"
    if entity.kind is EntityKind.ENEMY:
        return "monster_" + entity.name
    return _ITEM_TILES.get(entity.glyph, "blank")


def _entity_glyph(entity: Entity) -> str:
    if entity.kind is EntityKind.ENEMY:
        return entity.name[0].upper()
    return _ITEM_GLYPHS.get(entity.glyph, entity.glyph)


def _entity_colour(entity: Entity, _view: View, palette: Palette) -> Colour:
    if entity.kind is EntityKind.ENEMY:
        return getattr(palette.creatures, entity.name)
    return palette.for_kind(entity.kind)


LOOK = GameLook(
    terrain={".": TerrainLook(".", "floor", "floor"), "X": TerrainLook("#", "wall", "rock")},
    entity_tile=_entity_tile,
    entity_glyph=_entity_glyph,
    entity_colour=_entity_colour,
)


def _legend() -> tuple[tuple[str, str, str], ...]:
    """Worked out from the maze's tables through the look's own glyphs, so the legend says what is drawn."""
    somewhere = Pos(0, 0)
    rows = [(LOOK.terrain["X"].glyph, "X", "obstacle")]
    rows += [(_entity_glyph(Entity(somewhere, kind.glyph, EntityKind.ENEMY, kind.name)), kind.glyph, kind.name)
             for kind in MONSTERS.values()]
    rows += [(_entity_glyph(Entity(somewhere, kind.glyph, kind.entity, kind.name)), kind.glyph, kind.name)
             for kind in ITEMS.values()]
    return tuple(row for row in rows if row[0] != row[1])


# (window glyph, terminal character, meaning) of each thing drawn with another character than the terminal prints.
LEGEND = _legend()


def _guide() -> Guide:
    """Each thing of the maze as the board draws it, named as the rules' tables name it."""
    somewhere = Pos(0, 0)
    hero = Entity(somewhere, "@", EntityKind.PLAYER, "hero")
    things: list[tuple[Entity | str, str]] = [(hero, "@ the hero")]
    things += [(entity, f"{_entity_glyph(entity)} {kind.name}") for kind in MONSTERS.values()
               for entity in (Entity(somewhere, kind.glyph, EntityKind.ENEMY, kind.name),)]
    things += [(entity, f"{_entity_glyph(entity)} {kind.name}") for kind in ITEMS.values()
               for entity in (Entity(somewhere, kind.glyph, kind.entity, kind.name),)]
    things += [("X", f"{LOOK.terrain['X'].glyph} obstacle"), (".", ". floor")]
    return Guide(tuple(things), f"{RULES_IN_BRIEF} {WEAPONS_IN_BRIEF}")


GUIDE = _guide()
