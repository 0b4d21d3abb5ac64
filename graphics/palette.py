"""Colours of the window: the rule book's conventions, and a high-contrast set told apart by brightness too."""
from __future__ import annotations

from dataclasses import dataclass

from game.core import EntityKind

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
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
    stairs: Colour
    enemy: Colour
    gold: Colour
    potion: Colour
    item: Colour
    good: Colour
    bad: Colour
    fog: Colour

    def for_kind(self, kind: EntityKind) -> Colour:
        """The colour of an entity kind as the rule book gives it (PC and stairs blue, enemies red, ...)."""
        return getattr(self, KIND_COLOURS.get(kind, "text"))


# Which colour each kind of entity is drawn in; one table, looked up for every entity of every frame.
KIND_COLOURS: dict[EntityKind, str] = {
    EntityKind.PLAYER: "player", EntityKind.OPPONENT: "enemy", EntityKind.STAIRS: "stairs", EntityKind.EXIT: "item",
    EntityKind.ENEMY: "enemy", EntityKind.GOLD: "gold", EntityKind.POTION: "potion", EntityKind.ITEM: "item",
}


STANDARD = Palette(
    background=(14, 14, 20), panel=(26, 26, 36), text=(222, 222, 228), dim=(130, 130, 145), accent=(120, 170, 255),
    wall=(125, 125, 138), door=(176, 142, 92), passage=(112, 100, 82), floor=(72, 72, 84),
    player=(80, 150, 255), stairs=(80, 150, 255), enemy=(236, 72, 60), gold=(250, 212, 60),
    potion=(84, 214, 112), item=(200, 160, 255), good=(110, 220, 120), bad=(240, 90, 80), fog=(0, 0, 0),
)

# Colour-blind players: the player is white-blue and brightest, enemies orange-magenta, gold yellow,
# potions cyan; terrain is dimmer so that every creature stands out by brightness alone.
HIGH_CONTRAST = Palette(
    background=(0, 0, 0), panel=(20, 20, 20), text=(255, 255, 255), dim=(170, 170, 170), accent=(255, 255, 255),
    wall=(150, 150, 150), door=(200, 200, 200), passage=(110, 110, 110), floor=(60, 60, 60),
    player=(190, 225, 255), stairs=(120, 200, 255), enemy=(255, 120, 0), gold=(255, 235, 0),
    potion=(0, 230, 230), item=(255, 140, 255), good=(0, 230, 230), bad=(255, 120, 0), fog=(0, 0, 0),
)
