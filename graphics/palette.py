"""Colours of the window: the rule book's conventions for the things every game has (the player, walls, gold, ...),
each game's creatures in colours of their own from the game's own module (graphics/NAME_looks.py:
CREATURE_COLOURS), and a high-contrast set."""
from __future__ import annotations

from functools import cache

from game.core import EntityKind
from graphics.looks_by_game import games_looks

Colour = tuple[int, int, int]


class CreatureColours:
    """Every game's creatures' colours in one palette, each by its name (palette.creatures.orc), gathered from the
    games' own modules; glyphs and tile sprites are drawn in them. Two games may show creatures of one name (the
    maze's orc and CC3k's) in one colour only: one sprite is painted for both. tests/window/test_looks.py keeps
    them apart from each other, from the player and from the floor."""

    def __init__(self, colours: dict[str, Colour]):
        self.colours = colours

    def __getattr__(self, name: str) -> Colour:
        try:
            return self.__dict__["colours"][name]
        except KeyError:
            raise AttributeError(f"no creature is called {name!r}") from None


@cache
def _creatures(palette: str) -> CreatureColours:
    """The creatures' colours of the palette of that name, from every game's graphics/NAME_looks.py."""
    colours: dict[str, Colour] = {}
    given_by: dict[str, str] = {}
    for game, module in games_looks().items():
        for name, colour in getattr(module, "CREATURE_COLOURS", {}).get(palette, {}).items():
            if colours.setdefault(name, colour) != colour:
                raise ValueError(f"graphics/{game}_looks.py colours the {name} otherwise than "
                                 f"graphics/{given_by[name]}_looks.py in the {palette} palette")
            given_by.setdefault(name, game)
    return CreatureColours(colours)


class Palette:
    """A set of the window's colours, every one named. (A plain class, not a frozen dataclass: both palettes are made
    before the window's first frame, and defining a dataclass of twenty fields costs a millisecond. There are two,
    each its own: compared, they compare as themselves.)"""

    __slots__ = ("name", "background", "panel", "text", "dim", "accent", "wall", "door", "passage", "floor", "player",
                 "stairs", "enemy", "gold", "potion", "known_potion", "item", "good", "bad", "fog")
    name: str           # which of the tile sheet's sets is painted in these colours (graphics/tiles.py)
    background: Colour
    panel: Colour
    text: Colour
    dim: Colour
    accent: Colour
    wall: Colour
    door: Colour
    passage: Colour
    floor: Colour
    player: Colour
    stairs: Colour      # and every game's exit: the way on
    enemy: Colour       # an enemy of a game whose look gives no colour of its own
    gold: Colour
    potion: Colour      # a potion whose kind is not known
    known_potion: Colour    # CC3k: a potion of a kind the PC has used (its name is known: hover says it)
    item: Colour        # the maze's chests
    good: Colour
    bad: Colour
    fog: Colour

    def __init__(self, name: str, **colours: Colour) -> None:
        if set(colours) != set(self.__slots__[1:]):
            raise TypeError(f"a palette names every colour: {sorted(set(self.__slots__[1:]) ^ set(colours))}")
        self.name = name
        for colour, value in colours.items():
            setattr(self, colour, value)

    @property
    def creatures(self) -> CreatureColours:
        """Each creature's colour in this palette."""
        return _creatures(self.name)

    def for_kind(self, kind: EntityKind) -> Colour:
        """The colour of an entity kind as the rule book gives it (PC blue, enemies red, gold yellow, ...)."""
        return getattr(self, KIND_COLOURS.get(kind, "text"))


# Which colour each kind of entity is drawn in; one table, looked up for every entity of every frame.
KIND_COLOURS: dict[EntityKind, str] = {
    EntityKind.PLAYER: "player", EntityKind.OPPONENT: "enemy", EntityKind.STAIRS: "stairs", EntityKind.EXIT: "stairs",
    EntityKind.ENEMY: "enemy", EntityKind.GOLD: "gold", EntityKind.POTION: "potion", EntityKind.ITEM: "item",
}


# The rule book's families kept where they can be (the PC blue, gold yellow, potions green); the stairs are teal,
# not the PC's blue, so the way down never reads as the player. A potion of a kind the PC has used is white: known.
STANDARD = Palette(
    name="standard",
    background=(14, 14, 20), panel=(26, 26, 36), text=(222, 222, 228), dim=(130, 130, 145), accent=(120, 170, 255),
    wall=(125, 125, 138), door=(176, 142, 92), passage=(112, 100, 82), floor=(72, 72, 84),
    player=(80, 150, 255), stairs=(110, 210, 230), enemy=(236, 72, 60), gold=(255, 200, 60),
    potion=(90, 220, 110), known_potion=(245, 245, 245), item=(240, 150, 255), good=(110, 220, 120),
    bad=(240, 90, 80), fog=(0, 0, 0),
)

# High contrast: a black background and dim terrain, so that every creature and item stands out by brightness
# (contrast 7 or more); the player white-blue. Each game's creatures keep hues of their own there, brighter, and
# their sprites are the same shapes (tests/window/test_assets.py: they differ in shape, not only in colour).
HIGH_CONTRAST = Palette(
    name="high contrast",
    background=(0, 0, 0), panel=(20, 20, 20), text=(255, 255, 255), dim=(170, 170, 170), accent=(255, 255, 255),
    wall=(115, 115, 115), door=(200, 200, 200), passage=(110, 110, 110), floor=(60, 60, 60),
    player=(230, 245, 255), stairs=(40, 180, 215), enemy=(255, 120, 0), gold=(250, 210, 0),
    potion=(40, 240, 230), known_potion=(255, 255, 170), item=(245, 125, 235), good=(0, 230, 230),
    bad=(255, 120, 0), fog=(0, 0, 0),
)
PALETTES = (STANDARD, HIGH_CONTRAST)
