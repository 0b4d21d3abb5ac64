"""ChamberCrawler3000's keys, looks and colours in the window, all in this one place: its actions and their default
keys, the race screen's and the game's key contexts and help, the board's characters and tile sprites, and each
enemy's colour in every palette (its sprite is painted in it too: python graphics/make_tiles.py after a change)."""
from __future__ import annotations

from game.cc3k.questions import GUARDED, bag_size, hoard_guarded, potion_kind, potion_name, shop_open
from game.cc3k.tables import (BAG_SIZE, DRAGON_HOARD, ENEMIES, FLOORS_PER_DUNGEON, NORMAL_PILE, POTIONS, RACE_ORDER,
                              RACES, SOLD_POTIONS)
from game.core import Entity, EntityKind, Pos, View
from graphics.board import GameLook, TerrainLook
from graphics.guide import Guide
from graphics.key_actions import MOVES, SETTING_KEYS, GameKeys
from graphics.palette import Colour, Palette

FLOORS_KEY = "f"     # on CC3k's race screen: the rule book's floors or random ones
SHARE_KEY = "w"      # on CC3k's race screen, with random floors: write them to a file to share
BAG_KEY = "b"        # on CC3k's race screen: the bag (carry_potions) on or off
SHOP_KEY = "m"       # on CC3k's race screen: the merchants' shop (merchant_shop) on or off

# The extras' screens (graphics/cc3k_shop.py): a merchant's wares and the bag, each a list of choices.
LIST_ACTIONS = ("move_n", "move_s", "confirm", "cancel", "help", "fullscreen")

# Each enemy's letter and the field of graphics.palette.CreatureColours it is drawn in (its tile is enemy_<letter>),
# in the rule book's order.
_ENEMIES = {"H": "human", "W": "dwarf", "E": "elf", "O": "orc", "M": "merchant", "D": "dragon", "L": "halfling"}

# What help's last page in CC3k (graphics/guide.py) shows: each symbol of the map as the board draws it, and the
# rule book's rules in brief: how to win, potions, gold, dragons and merchants.
_HERE = Pos(0, 0)
GUIDE = Guide(
    things=(
        (Entity(_HERE, "@", EntityKind.PLAYER, RACES[RACE_ORDER[0]].name), "@ you"),
        (Entity(_HERE, "P", EntityKind.POTION, potion_name(POTIONS[0], False)), "P a potion, its kind unknown"),
        (Entity(_HERE, "P", EntityKind.POTION, potion_name(POTIONS[0], True)), "P a potion of a kind you have used"),
        (Entity(_HERE, "P", EntityKind.POTION, potion_name(POTIONS[3], True)), "P one known to harm (PH, WA, WD)"),
        (Entity(_HERE, "G", EntityKind.GOLD, NORMAL_PILE.name), "G gold"),
        (Entity(_HERE, "G", EntityKind.GOLD, DRAGON_HOARD.name + GUARDED), "G a dragon's hoard, its dragon alive"),
        (Entity(_HERE, "\\", EntityKind.STAIRS, "stairs down"), "\\ the stairs down"),
        *((Entity(_HERE, glyph, EntityKind.ENEMY, ENEMIES[glyph].name), f"{glyph} {ENEMIES[glyph].name.lower()}")
          for glyph in _ENEMIES),
        (".", ". floor"), ("|", "| wall"), ("-", "- wall"), ("+", "+ doorway"), ("#", "# passage"),
    ),
    rules=(f"Rules: reach the stairs of floor {FLOORS_PER_DUNGEON} to win; the score is the gold you hold (a shade's "
           "x1.5). Walk onto gold to take it. A potion is used from next to it; its kind is unknown until one of "
           "that kind is used; Atk and Def changes last the floor. Enemies next to you attack. A dragon stays by its "
           "hoard and breathes fire when you are next to either: kill it to take the hoard. Merchants are neutral "
           "until you attack one; then every merchant is hostile, on every floor."))


def switched_off(view: View) -> tuple[str, ...]:
    """The play keys a game's options leave without use: the bag's without --carry-potions, trading without
    --merchant-shop (the game's view says which extras are on)."""
    return (*(() if bag_size(view) else ("pick_up", "bag")), *(() if shop_open(view) else ("trade",)))


KEYS = GameKeys(
    default_keys={"attack": ["a"], "use": ["p"], "freeze": ["f"], "pick_up": ["c"], "bag": ["e"],
                  "trade": ["$"]},
    titles={"attack": "attack: then a direction", "use": "use a potion: then a direction",
            "freeze": "freeze enemies", "pick_up": "put a potion in the bag: then a direction (--carry-potions)",
            "bag": "open the bag: drink a potion carried (--carry-potions)",
            "trade": "trade with a merchant next to you (--merchant-shop)"},
    names={"attack": "attack", "use": "use a potion", "freeze": "freeze", "pick_up": "pick up", "bag": "bag",
           "trade": "trade"},
    contexts={
        "race": ("move_n", "move_s", "confirm", "cancel", "help", "fullscreen"),
        "cc3k": (*MOVES, "attack", "use", "freeze", "pick_up", "bag", "trade", "restart", "quit", "cancel", "help",
                 *SETTING_KEYS),
        "cc3k_trade": LIST_ACTIONS,
        "cc3k_bag": LIST_ACTIONS,
    },
    context_names={"race": "CC3k's race choice", "cc3k": "CC3k play", "cc3k_trade": "CC3k's merchant",
                   "cc3k_bag": "CC3k's bag"},
    help_pages=("cc3k",),
    help_notes={
        "race": ("A race's letter shows it as the one chosen, whatever key it is bound to; the same letter again, "
                 "Enter or a click plays it; the mouse points too.",),
        "cc3k": ("Mouse: point at a cell to see what is there, and at a far one to see the path a click walks; click "
                 "a cell next to the @ to move or attack there, a far one to walk there (any key or danger stops the "
                 "walk); click a row of the side list to look at that creature; the wheel scrolls the log.",
                 "Moving into an enemy attacks it (a neutral merchant only blocks).",
                 "With --merchant-shop, moving into or clicking a neutral merchant opens its wares; with "
                 "--carry-potions, the HUD's Bag line shows what you carry and a click on the @ opens the bag."),
        "cc3k_trade": ("Each potion's kind, what it does to you and its price are shown; buying one takes a turn. "
                       "With the bag it goes into it, without one it is drunk at once.",),
        "cc3k_bag": ("Drinking a potion takes a turn; an unknown one is learnt when drunk.",),
    },
    letters={"race": (*(((key,), RACES[key].name) for key in RACE_ORDER),
                      ((FLOORS_KEY,), "floors: the rule book's or random"),
                      ((SHARE_KEY,), "with random floors: write them to a file, to share"),
                      ((BAG_KEY,), "the bag: carry potions, or not (the rule book)"),
                      ((SHOP_KEY,), "the merchants' shop: on, or off (the rule book)")),
             "cc3k_trade": ((tuple(str(n) for n in range(1, len(SOLD_POTIONS) + 1)), "buy that potion"),),
             "cc3k_bag": ((tuple(str(n) for n in range(1, BAG_SIZE + 1)), "drink that potion"),)},
    titles_in={
        "race": {"move_n": "the race above", "move_s": "the race below", "confirm": "play the race chosen",
                 "cancel": "back to the title"},
        "cc3k": {"cancel": "save and leave (asks first)"},
        "cc3k_trade": {"move_n": "the potion above", "move_s": "the potion below", "confirm": "buy it",
                       "cancel": "leave the merchant"},
        "cc3k_bag": {"move_n": "the potion above", "move_s": "the potion below", "confirm": "drink it",
                     "cancel": "close the bag"},
    },
    names_in={"race": {"confirm": "play"}, "cc3k": {"quit": "leave"}, "cc3k_trade": {"confirm": "buy"},
              "cc3k_bag": {"confirm": "drink"}},
    switched_off={"cc3k": switched_off},
)


# The rule book's families where they can be (the human red), every enemy a hue of its own, readable on the
# palette's background; a merchant in two colours, calm while merchants are neutral and alarmed once they are
# hostile; a dragon's hoard in a colour of its own, apart from gold free to take. tests/window/test_looks.py keeps them
# apart from each other, from the player and from the floor.
CREATURE_COLOURS: dict[str, dict[str, Colour]] = {
    "standard": {"human": (236, 72, 60), "dwarf": (235, 145, 20), "elf": (170, 250, 240), "orc": (80, 180, 20),
                 "merchant": (225, 215, 170), "hostile_merchant": (255, 55, 160), "dragon": (170, 110, 255),
                 "halfling": (210, 190, 240), "hoard": (224, 160, 144)},
    "high contrast": {"human": (255, 110, 80), "dwarf": (255, 160, 20), "elf": (150, 255, 215), "orc": (90, 240, 20),
                      "merchant": (255, 240, 155), "hostile_merchant": (250, 95, 210), "dragon": (145, 150, 220),
                      "halfling": (230, 190, 180), "hoard": (56, 176, 88)},
}

# A known harmful potion (PH, WA, WD: its kind lowers a stat) in a colour of its own, apart from a known good one (the
# palette's known_potion) and every CC3k creature: the eleventh playtest drank a PH its white P called as safe as an RH.
HARMFUL_POTION: dict[str, Colour] = {"standard": (255, 30, 90), "high contrast": (255, 100, 140)}

_GOLD_TILES = {"small pile": "gold_small", "normal pile": "gold_normal", "merchant hoard": "gold_merchant",
               "dragon hoard": "gold_dragon"}


def harmful(entity: Entity) -> bool:
    """Whether a potion is of a known kind that lowers a stat (PH, WA, WD); False for an unknown one."""
    kind = potion_kind(entity)
    return kind is not None and kind.amount < 0


def _entity_tile(entity: Entity, view: View) -> str:
    if entity.kind is EntityKind.PLAYER:
        return "race_" + entity.name.lower()
    if entity.kind is EntityKind.ENEMY:
        # Merchants turned hostile (one was attacked) look it: another colour, a raised dagger, red eyes.
        return "enemy_M_hostile" if entity.glyph == "M" and view.detail.merchants_hostile else "enemy_" + entity.glyph
    if entity.kind is EntityKind.GOLD:
        if not hoard_guarded(entity) and entity.name.startswith(DRAGON_HOARD.name):
            return "gold_merchant"      # its dragon dead: a hoard free to take, drawn as the merchant's is
        return next((tile for name, tile in _GOLD_TILES.items() if entity.name.startswith(name)), "gold_normal")
    if entity.kind is EntityKind.POTION:
        # A potion of a kind the PC has used wears a label: white for a good kind, crossed in the harmful colour for
        # one that lowers a stat (hover names it).
        if potion_kind(entity) is None:
            return "potion"
        return "potion_harmful" if harmful(entity) else "potion_known"
    return "stairs" if entity.kind is EntityKind.STAIRS else "blank"


def _entity_colour(entity: Entity, view: View, palette: Palette) -> Colour:
    if entity.kind is EntityKind.ENEMY and entity.glyph in _ENEMIES:
        if entity.glyph == "M" and view.detail.merchants_hostile:
            return palette.creatures.hostile_merchant
        return getattr(palette.creatures, _ENEMIES[entity.glyph])
    if entity.kind is EntityKind.POTION and potion_kind(entity) is not None:
        return HARMFUL_POTION[palette.name] if harmful(entity) else palette.known_potion
    if hoard_guarded(entity):
        return palette.creatures.hoard         # a hoard its dragon guards: told apart from gold free to take
    return palette.for_kind(entity.kind)


# Every terrain character and entity glyph drawn as the terminal prints it: CC3k has no legend.
LOOK = GameLook(
    terrain={
        "|": TerrainLook("|", "wall", "wall_v"),
        "-": TerrainLook("-", "wall", "wall_h"),
        "+": TerrainLook("+", "door", "door"),
        "#": TerrainLook("#", "passage", "passage"),
        ".": TerrainLook(".", "floor", "floor"),
    },
    entity_tile=_entity_tile,
    entity_colour=_entity_colour,
)
