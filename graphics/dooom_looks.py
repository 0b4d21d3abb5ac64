"""The Dungeon of Dooom's keys, looks and colours in the window, all in this one place: its protocol's commands on
keys, its key context and help, the board's characters and tile sprites, the bot's colour in every palette (its
sprite is painted in it too: python graphics/make_tiles.py after a change), and the colours of the LOOK panel."""
from __future__ import annotations

from game.core import Entity, EntityKind, Pos, View
from graphics.board import GameLook, TerrainLook
from graphics.guide import Guide
from graphics.key_actions import DIAGONAL_MOVES, MOVES, SETTING_KEYS, GameKeys
from graphics.palette import Colour, Palette

KEYS = GameKeys(
    default_keys={"pickup": ["g", ","], "look": ["x"], "hello": ["i"], "type_command": [":"]},
    titles={"pickup": "PICKUP: take the gold here", "look": "LOOK: the tiles around you",
            "hello": "HELLO: the gold still needed",
            "type_command": "type a command of the protocol (Up and Down recall earlier lines)"},
    names={"pickup": "PICKUP", "look": "LOOK", "hello": "HELLO", "type_command": "type a command"},
    contexts={"dooom": (*MOVES, "pickup", "look", "hello", "type_command", "quit", "cancel", "help", *SETTING_KEYS)},
    context_names={"dooom": "Dooom play"},
    help_pages=("dooom",),
    help_notes={"dooom": ("Mouse: point at a cell to see what is there, and at a far one to see the path a click "
                          "walks; click a far cell to walk there (any key, a bump, gold or the bot coming next to you "
                          "stops the walk; its MOVEs fold into one line of the log, the bot's moves into runs); the "
                          "wheel scrolls the log.",)},
    titles_in={"dooom": {"cancel": "save and leave (asks first)",
                         **dict.fromkeys(DIAGONAL_MOVES, "diagonals: MOVE takes N, S, E or W only")}},
    four_way=("dooom",),
)

# The bot's colour (graphics.palette.CreatureColours), apart from the player's and from the gold's.
CREATURE_COLOURS: dict[str, dict[str, Colour]] = {
    "standard": {"bot": (255, 110, 40)},
    "high contrast": {"bot": (215, 240, 0)},
}

# The LOOK panel's characters as the protocol sends them, each in a colour of the palette (a Palette field name).
LOOK_REPLY_COLOURS = {"#": "wall", ".": "floor", "G": "gold", "E": "stairs", "P": "player", "B": "enemy", "X": "dim"}


def _entity_tile(entity: Entity, _view: View) -> str:
    return "dooom_player" if entity.kind is EntityKind.PLAYER else "dooom_bot"


def _entity_colour(entity: Entity, _view: View, palette: Palette) -> Colour:
    return palette.player if entity.kind is EntityKind.PLAYER else palette.creatures.bot


# Every terrain character and entity glyph drawn as the terminal prints it: Dooom has no legend.
LOOK = GameLook(
    terrain={
        "#": TerrainLook("#", "wall", "rock"),
        ".": TerrainLook(".", "floor", "floor"),
        "G": TerrainLook("G", "gold", "dooom_gold", ground="floor"),
        "E": TerrainLook("E", "stairs", "exit"),
    },
    entity_tile=_entity_tile,
    entity_colour=_entity_colour,
)

# What help's last page in Dooom (graphics/guide.py) shows: each thing of the map as the board draws it, and the
# rules in brief (the coursework's text and docs/rules-dooom.md).
GUIDE = Guide(
    things=((Entity(Pos(0, 0), "P", EntityKind.PLAYER, "you"), "P you"),
            (Entity(Pos(0, 0), "B", EntityKind.OPPONENT, "bot"), "B the bot"),
            ("G", "G gold"), ("E", "E an exit"), ("#", "# wall"), (".", ". floor")),
    rules=("Rules: collect at least the gold the map asks for (HELLO says how much; PICKUP takes the gold you stand "
           "on), then step onto an exit: you win at once. The bot plays for the same gold and the same exits, a turn "
           "after each MOVE or PICKUP of yours (HELLO and LOOK cost no turn); if it gets out first, you lose. Nobody "
           "can step onto the other."))
