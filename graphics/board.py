"""The board view: any game's View drawn cell by cell in glyphs or tile sprites, scaled by whole numbers, with fog."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.core import Entity, Pos, View
from graphics.palette import Palette
from graphics.text import render

MIN_CELL, MAX_CELL = 8, 64
SPECK_CELL = 3      # cells this small or smaller show no glyph or tile: one colour each, painted all at once


@dataclass(frozen=True)
class TerrainLook:
    glyph: str          # what glyph mode draws ('' draws nothing)
    colour: str         # a Palette field name
    tile: str           # a tile sheet name
    ground: str = ""    # a tile drawn first, under a sprite with transparent edges (gold lies on floor)


@dataclass(frozen=True)
class GameLook:
    """How one game's cells and entities look: its terrain characters, each entity's tile, and (where a
    game's file letters make poor pictures) the glyph an entity is drawn with, and its glyph's colour. The view
    is given too, for what the entity alone does not say (whether CC3k's merchants are hostile)."""

    terrain: dict[str, TerrainLook]
    entity_tile: Callable[[Entity, View], str]
    entity_glyph: Callable[[Entity], str] | None = None
    entity_colour: Callable[[Entity, View, Palette], tuple] | None = None   # by default the palette's for its kind


def fitting_font(cell: int) -> pygame.font.Font:
    """pygame's bundled font at the largest size whose capitals fit in a cell."""
    size = cell + 6
    while size > 6:
        font = pygame.font.Font(None, size)
        width, height = font.size("W")
        if height <= cell * 1.2 and width <= cell:
            return font
        size -= 1
    return pygame.font.Font(None, 6)


class BoardView:
    def __init__(self, palette: Palette, cell_size: int = 16):
        self.palette = palette
        self.cell_size = cell_size      # the chosen size; the window may scale it by a whole number
        self.cell = cell_size           # the size drawn now
        self.cols = self.rows = 0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.tiles = False
        self.sheet = None               # a graphics.tiles.TileSheet once tile mode is first used
        self.fog = True
        self.remember = True            # under fog, show cells seen before dimmed (else only black)
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._glyphs: dict[tuple[str, tuple, int, bool], pygame.Surface] = {}
        self._terrain_key = None
        self._terrain: pygame.Surface | None = None

    # ----- geometry -------------------------------------------------------------------------------

    def fit(self, available: pygame.Rect, cols: int, rows: int, focus: Pos | None = None) -> None:
        """Scale the chosen cell size by the largest whole number that fits, and centre the board. focus is the
        cell a camera keeps in view (the player) when the board is shown larger than the area."""
        self.cols, self.rows = cols, rows
        scale = min(available.width // (cols * self.cell_size), available.height // (rows * self.cell_size))
        if scale >= 1:
            self.cell = self.cell_size * scale
        else:
            # A window too small for the chosen size: shrink the cells so that the whole board still shows.
            self.cell = max(1, min(available.width // cols, available.height // rows))
        width, height = cols * self.cell, rows * self.cell
        self.area = pygame.Rect(0, 0, width, height)
        self.area.center = available.center

    def resize_cells(self, change: int) -> bool:
        size = max(MIN_CELL, min(MAX_CELL, self.cell_size + change))
        changed = size != self.cell_size
        self.cell_size = size
        return changed

    def cell_rect(self, pos: Pos) -> pygame.Rect | None:
        if not (0 <= pos.x < self.cols and 0 <= pos.y < self.rows):
            return None
        return pygame.Rect(self.area.left + pos.x * self.cell, self.area.top + pos.y * self.cell, self.cell, self.cell)

    def cell_at(self, pixel: tuple[int, int], view: View) -> Pos | None:
        """The view's cell under a pixel, or None. The board is shared by every screen, so the view says
        which board is meant: until a screen has drawn its own, the geometry may still be another's."""
        if not self.area.collidepoint(pixel):
            return None
        cell = Pos((pixel[0] - self.area.left) // self.cell, (pixel[1] - self.area.top) // self.cell)
        return cell if cell.x < view.width and cell.y < view.height and (self.cols, self.rows) == (view.width, view.height) else None

    # ----- pieces ---------------------------------------------------------------------------------

    def font(self, bold: bool = False) -> pygame.font.Font:
        key = (self.cell, bold)
        if key not in self._fonts:
            font = fitting_font(self.cell)
            font.bold = bold
            self._fonts[key] = font
        return self._fonts[key]

    def glyph(self, char: str, colour: tuple, bold: bool = False) -> pygame.Surface:
        """A character rendered once per colour and cell size; creatures and items are drawn bold."""
        key = (char, colour, self.cell, bold)
        image = self._glyphs.get(key)
        if image is None:
            image = render(self.font(bold), char, colour)
            self._glyphs[key] = image
        return image

    def _sprite(self, name: str) -> pygame.Surface:
        return self.sheet.get(name, self.cell)

    def _paint_cell(self, target: pygame.Surface, x: int, y: int, glyph: str, colour: tuple, tile: str, bold: bool = False) -> None:
        if self.tiles and tile:
            target.blit(self._sprite(tile), (x, y))
        elif glyph:
            image = self.glyph(glyph, colour, bold)
            target.blit(image, image.get_rect(center=(x + self.cell // 2, y + self.cell // 2)))

    def _terrain_layer(self, cells, look: GameLook) -> pygame.Surface:
        key = (tuple(cells), self.cell, self.tiles, self.palette, id(look))
        if key != self._terrain_key and self.cell <= SPECK_CELL:
            self._terrain_key, self._terrain = key, self._speck_layer(cells, look)
        elif key != self._terrain_key:
            layer = pygame.Surface(self.area.size)
            layer.fill(self.palette.background)
            for y, row in enumerate(cells):
                for x, char in enumerate(row):
                    style = look.terrain.get(char)
                    if style is not None:
                        if self.tiles and style.ground:
                            layer.blit(self._sprite(style.ground), (x * self.cell, y * self.cell))
                        self._paint_cell(layer, x * self.cell, y * self.cell, style.glyph,
                                         getattr(self.palette, style.colour), style.tile)
            self._terrain_key, self._terrain = key, layer
        return self._terrain

    def _speck_layer(self, cells, look: GameLook) -> pygame.Surface:
        """A board too large for glyphs or tiles (a Dooom map thousands of cells a side): each cell one pixel of
        its terrain's colour, made row by row with str.translate and scaled to the cell size at once, instead of
        millions of glyphs painted one by one."""
        colour_of = {}
        for char, style in look.terrain.items():
            colour = getattr(self.palette, style.colour) if (style.glyph or style.tile) else self.palette.background
            colour_of[ord(char)] = bytes(colour[:3]).decode("latin-1")
        background = bytes(self.palette.background[:3]).decode("latin-1")
        known = set(colour_of)
        pixels = "".join(row.translate(colour_of) if known.issuperset(map(ord, set(row)))
                         else "".join(colour_of.get(ord(char), background) for char in row) for row in cells)
        width, height = len(cells[0]), len(cells)
        image = pygame.image.frombuffer(pixels.encode("latin-1"), (width, height), "RGB")
        return pygame.transform.scale(image, self.area.size)

    # ----- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: View, look: GameLook) -> None:
        if not view.cells:
            return
        surface.blit(self._terrain_layer(view.cells, look), self.area.topleft)
        visible = view.visible if (view.visible is not None) else None
        palette, cell, left, top = self.palette, self.cell, self.area.left, self.area.top
        for entity in view.entities:
            x, y = entity.pos
            if visible is not None and self.fog and not visible[y][x]:
                continue
            if self.tiles:
                # A floor tile under a sprite keeps sprites with transparent edges on their ground.
                surface.blit(self._sprite(look.entity_tile(entity, view)), (left + x * cell, top + y * cell))
            else:
                pygame.draw.rect(surface, palette.background, (left + x * cell, top + y * cell, cell, cell))
                glyph = look.entity_glyph(entity) if look.entity_glyph else entity.glyph
                colour = look.entity_colour(entity, view, palette) if look.entity_colour else palette.for_kind(entity.kind)
                self._paint_cell(surface, left + x * cell, top + y * cell, glyph, colour, "", True)
        if visible is not None and self.fog:
            self._draw_fog(surface, visible, view.remembered)

    def _draw_fog(self, surface: pygame.Surface, visible, memory) -> None:
        cell, left, top = self.cell, self.area.left, self.area.top
        dim = pygame.Surface((cell, cell), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        for y, row in enumerate(visible):
            for x, seen in enumerate(row):
                if seen:
                    continue
                if memory is not None and memory[y][x] and self.remember:
                    surface.blit(dim, (left + x * cell, top + y * cell))
                else:
                    surface.fill(self.palette.fog, (left + x * cell, top + y * cell, cell, cell))
