"""Colours of the window: the rule book's conventions with a colour for every creature, and a high-contrast set."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import EntityKind

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class CreatureColours:
    """One colour for each kind of creature, in glyphs and on its tile sprite: CC3k's seven enemies (a merchant
    in two, calm while merchants are neutral and alarmed once they are hostile), the maze's monsters (its orc
    the colour of CC3k's) and Dooom's bot. tests/window/test_looks.py keeps them apart from each other, from
    the player and from the floor."""

    human: Colour
    dwarf: Colour
    elf: Colour
    orc: Colour
    merchant: Colour
    hostile_merchant: Colour
    dragon: Colour
    halfling: Colour
    box: Colour
    skeleton: Colour
    gargoyle: Colour
    vampire: Colour
    bot: Colour


@dataclass(frozen=True)
class Palette:
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
    potion: Colour
    item: Colour        # the maze's chests
    good: Colour
    bad: Colour
    fog: Colour
    creatures: CreatureColours

    def for_kind(self, kind: EntityKind) -> Colour:
        """The colour of an entity kind as the rule book gives it (PC blue, enemies red, gold yellow, ...)."""
        return getattr(self, KIND_COLOURS.get(kind, "text"))


# Which colour each kind of entity is drawn in; one table, looked up for every entity of every frame.
KIND_COLOURS: dict[EntityKind, str] = {
    EntityKind.PLAYER: "player", EntityKind.OPPONENT: "enemy", EntityKind.STAIRS: "stairs", EntityKind.EXIT: "stairs",
    EntityKind.ENEMY: "enemy", EntityKind.GOLD: "gold", EntityKind.POTION: "potion", EntityKind.ITEM: "item",
}


# The rule book's families kept where they can be (the PC blue, CC3k's human red, gold yellow, potions green);
# the stairs are teal, not the PC's blue, so the way down never reads as the player. Every creature has a hue
# of its own, readable on the dark background (contrast 4.5 or more).
STANDARD = Palette(
    name="standard",
    background=(14, 14, 20), panel=(26, 26, 36), text=(222, 222, 228), dim=(130, 130, 145), accent=(120, 170, 255),
    wall=(125, 125, 138), door=(176, 142, 92), passage=(112, 100, 82), floor=(72, 72, 84),
    player=(80, 150, 255), stairs=(110, 210, 230), enemy=(236, 72, 60), gold=(255, 200, 60),
    potion=(90, 220, 110), item=(240, 150, 255), good=(110, 220, 120), bad=(240, 90, 80), fog=(0, 0, 0),
    creatures=CreatureColours(
        human=(236, 72, 60), dwarf=(235, 145, 20), elf=(170, 250, 240), orc=(80, 180, 20),
        merchant=(225, 215, 170), hostile_merchant=(255, 55, 160), dragon=(170, 110, 255), halfling=(210, 190, 240),
        box=(170, 130, 80), skeleton=(245, 250, 250), gargoyle=(140, 180, 170), vampire=(215, 95, 115),
        bot=(255, 110, 40),
    ),
)

# High contrast: a black background and dim terrain, so that every creature and item stands out by brightness
# (contrast 7 or more); the player white-blue. Creatures keep hues of their own, brighter, and their sprites are
# the same shapes (tests/window/test_assets.py: they differ in shape, not only in colour).
HIGH_CONTRAST = Palette(
    name="high contrast",
    background=(0, 0, 0), panel=(20, 20, 20), text=(255, 255, 255), dim=(170, 170, 170), accent=(255, 255, 255),
    wall=(115, 115, 115), door=(200, 200, 200), passage=(110, 110, 110), floor=(60, 60, 60),
    player=(230, 245, 255), stairs=(40, 180, 215), enemy=(255, 120, 0), gold=(250, 210, 0),
    potion=(40, 240, 230), item=(245, 125, 235), good=(0, 230, 230), bad=(255, 120, 0), fog=(0, 0, 0),
    creatures=CreatureColours(
        human=(255, 110, 80), dwarf=(255, 160, 20), elf=(150, 255, 215), orc=(90, 240, 20),
        merchant=(255, 240, 155), hostile_merchant=(250, 95, 210), dragon=(145, 150, 220), halfling=(230, 190, 180),
        box=(200, 160, 90), skeleton=(180, 170, 190), gargoyle=(85, 170, 255), vampire=(255, 110, 145),
        bot=(215, 240, 0),
    ),
)
PALETTES = (STANDARD, HIGH_CONTRAST)
