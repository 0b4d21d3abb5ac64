"""The tile sheet: where each 16x16 sprite sits on graphics/tiles.png, one set a palette; sprites scaled to a cell."""
from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable

import pygame

from graphics.palette import PALETTES, STANDARD, Palette

TILE_SIZE = 16
COLUMNS = 8
# Read through importlib.resources, so the sheet is found inside an installed wheel as in a checkout.
SHEET = resources.files("graphics").joinpath("tiles.png")

# The order is the sheet's layout, row by row, COLUMNS to a row; graphics/make_tiles.py paints it.
TILE_NAMES: tuple[str, ...] = (
    # terrain of every game
    "blank", "floor", "wall_h", "wall_v", "door", "passage", "rock", "exit",
    # ChamberCrawler3000
    "stairs", "race_shade", "race_drow", "race_vampire", "race_troll", "race_goblin", "potion", "gold_small",
    "enemy_H", "enemy_W", "enemy_E", "enemy_O", "enemy_M", "enemy_M_hostile", "enemy_D", "enemy_L",
    "gold_normal", "gold_merchant", "gold_dragon", "potion_known", "potion_harmful",
    # the maze
    "hero", "monster_box", "monster_skeleton", "monster_gargoyle", "monster_orc", "monster_vampire",
    "treasure", "maze_potion", "chest_hammer", "chest_scythe", "chest_bow",
    # the Dungeon of Dooom
    "dooom_player", "dooom_bot", "dooom_gold",
)
TILE_PLACES: dict[str, tuple[int, int]] = {name: (i % COLUMNS, i // COLUMNS) for i, name in enumerate(TILE_NAMES)}
SET_ROWS = (len(TILE_NAMES) + COLUMNS - 1) // COLUMNS
# One whole set of sprites per palette, painted in its colours, each set SET_ROWS below the one before.
TILE_SETS: tuple[str, ...] = tuple(palette.name for palette in PALETTES)


class TileSheet:
    def __init__(self, sheet: pygame.Surface):
        self.sheet = sheet
        self._cache: dict[tuple[str, int, str], pygame.Surface] = {}

    @classmethod
    def load(cls, path: Traversable = SHEET) -> "TileSheet":
        """Raises OSError when the file is missing and ValueError when it is not a sheet of this layout."""
        try:
            with path.open("rb") as handle:
                image = pygame.image.load(handle, "tiles.png")
        except pygame.error as error:
            raise OSError(f"cannot read {path}: {error}") from None
        rows = SET_ROWS * len(TILE_SETS)
        if image.get_width() < COLUMNS * TILE_SIZE or image.get_height() < rows * TILE_SIZE:
            raise ValueError(f"{path} is {image.get_size()}, smaller than the {COLUMNS}x{rows} tiles it must hold")
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        return cls(image)

    def get(self, name: str, size: int, palette: Palette = STANDARD) -> pygame.Surface:
        """The sprite painted in the palette's colours, scaled (nearest neighbour) to size x size pixels;
        KeyError for a name not on the sheet."""
        key = (name, size, palette.name)
        sprite = self._cache.get(key)
        if sprite is None:
            if name not in TILE_PLACES:
                raise KeyError(name)
            column, row = TILE_PLACES[name]
            row += SET_ROWS * TILE_SETS.index(palette.name)
            tile = self.sheet.subsurface((column * TILE_SIZE, row * TILE_SIZE, TILE_SIZE, TILE_SIZE))
            sprite = pygame.transform.scale(tile, (size, size))
            self._cache[key] = sprite
        return sprite
