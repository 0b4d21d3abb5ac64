"""The board view: any game's View drawn cell by cell in glyphs or tile sprites, as large as its area allows or
zoomed in around the player, with fog."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.core import Entity, EntityKind, Frozen, Pos, View
from graphics.palette import Palette
from graphics.text import bundled_font, render

if TYPE_CHECKING:
    from graphics.tiles import TileSheet

MIN_CELL, MAX_CELL = 8, 64      # the limits of the chosen size (settings.cell_size, --cell-size)
WHOLE_BOARD = 16                # the chosen size that draws the whole board as large as its area allows
FEWEST_SHOWN = 3                # zoomed in, at least this many cells show across the area's shorter side
SPECK_CELL = 3      # cells this small or smaller show no glyph or tile: one colour each, painted all at once
# Cells smaller than this are hard to read: where the whole board would be drawn smaller, the chosen size of the whole
# board (WHOLE_BOARD) starts zoomed in round the player at this size instead; a step smaller shows the whole board.
READABLE_CELL = 12
SIZE_STEP = 4       # the size keys' step
# What moves about a fogged board, and so is drawn only where it is in sight (still things stay where they were seen).
CREATURE_KINDS = frozenset({EntityKind.PLAYER, EntityKind.OPPONENT, EntityKind.ENEMY})
# Where the part shown cuts the board, a mark outside that edge of the area says the map goes on: a band in the
# palette's dim colour EDGE_GAP px from the cells, with arrows in its accent colour pointing out, EDGE_DEPTH px in
# all (inside the margin every screen leaves round the board), an arrow about every EDGE_ARROWS px of the edge.
EDGE_GAP, EDGE_DEPTH, EDGE_ARROWS = 1, 7, 64


@dataclass(init=False, repr=False, eq=False)
class TerrainLook(Frozen):      # its methods written out (game.core.Frozen): generated, they cost a millisecond at start
    glyph: str          # what glyph mode draws ('' draws nothing)
    colour: str         # a Palette field name
    tile: str           # a tile sheet name
    ground: str = ""    # a tile drawn first, under a sprite with transparent edges (gold lies on floor)

    def __init__(self, glyph: str, colour: str, tile: str, ground: str = "") -> None:
        self.__dict__.update(glyph=glyph, colour=colour, tile=tile, ground=ground)


@dataclass(frozen=True)
class GameLook:
    """How one game's cells and entities look: its terrain characters, each entity's tile, and (where a
    game's file letters make poor pictures) the glyph an entity is drawn with, and its glyph's colour. The view
    is given too, for what the entity alone does not say (whether CC3k's merchants are hostile). What an entity
    looks like may depend on its kind, glyph and name and on the view, never on its place or HP: the board and the
    side list work it out once for each kind, glyph and name in a view."""

    terrain: dict[str, TerrainLook]
    entity_tile: Callable[[Entity, View], str]
    entity_glyph: Callable[[Entity], str] | None = None
    entity_colour: Callable[[Entity, View, Palette], tuple] | None = None   # by default the palette's for its kind


def size_words(cell_size: int) -> str:
    """A chosen size in words, for the options screen: what the board shows at it."""
    change = cell_size - WHOLE_BOARD
    if change > 0:
        return f"zoomed in round the player, cells {change} px larger than fitting the window"
    if change < 0:
        return f"smaller than the window, cells {-change} px smaller than fitting it"
    return f"fits the window (zoomed round the player where cells would be under {READABLE_CELL} px)"


_player_cells: list[tuple[View, Pos | None]] = []     # the last views asked about, each with its answer


def player_cell(view: View) -> Pos | None:
    """Where the view's player is, the focus a camera keeps in view; None for a view without a player. The last few
    views' answers are kept (a turn asks it of the same view from the board, the side list and the feedback)."""
    for asked, cell in _player_cells:
        if asked is view:
            return cell
    cell = next((entity.pos for entity in view.entities if entity.kind is EntityKind.PLAYER), None)
    _player_cells.insert(0, (view, cell))
    del _player_cells[3:]
    return cell


def fitting_font(cell: int) -> pygame.font.Font:
    """pygame's bundled font at the largest size whose capitals fit in a cell."""
    size = cell + 6
    while size > 6:
        font = bundled_font(size)
        width, height = font.size("W")
        if height <= cell * 1.2 and width <= cell:
            return font
        size -= 1
    return bundled_font(6)


class BoardView:
    """The board's geometry and drawing, shared by every screen: fit() places a board in an area, then
    cell_rect, cell_at and draw agree on where each cell is.

    cell_size is the size the player chose (the size keys step it, the settings keep it): WHOLE_BOARD (16) draws
    the whole board in cells of the largest whole number of pixels that fits the area; each pixel more draws the
    cells a pixel larger than that, the part that fits shown around the focus (a camera following the player),
    and each pixel fewer a pixel smaller, the whole board in less of the area."""

    def __init__(self, palette: Palette, cell_size: int = WHOLE_BOARD):
        self.palette = palette
        self.cell_size = cell_size      # the chosen size: WHOLE_BOARD, or that many pixels more or fewer
        self.cell = cell_size           # the size drawn now, in pixels
        self.cols = self.rows = 0
        self.fitting = 0                # the cell that shows the whole board in the area last fitted (0: none yet)
        self.largest = MAX_CELL         # the largest cell that area shows FEWEST_SHOWN cells of
        self.first = Pos(0, 0)          # the top left cell shown
        self.shown = (0, 0)             # how many columns and rows show
        self.area = pygame.Rect(0, 0, 0, 0)     # where the cells shown are, in window pixels
        self.tiles = False
        self.sheet: TileSheet | None = None     # the tile sheet, once tile mode is first used
        self.fog = True
        self.remember = True            # under fog, show cells seen before dimmed (else only black)
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._glyphs: dict[tuple[str, tuple, int, bool], pygame.Surface] = {}
        self._pieces_key: tuple | None = None
        self._pieces: dict[str, list[tuple[pygame.Surface, tuple[int, int]]]] = {}
        self._terrain_key: tuple | None = None
        self._terrain = pygame.Surface((0, 0))
        # The board as last drawn (terrain, entities, fog), kept between frames: a frame without a turn is one blit,
        # and a turn repaints only the cells whose entities or fog changed.
        self._board = pygame.Surface((0, 0))
        self._board_key: tuple | None = None
        self._board_view: View | None = None
        self._board_cells: dict[tuple[int, int], tuple] = {}
        self._contained: dict[tuple[int, tuple[int, int]], bool] = {}
        self._placed: tuple[tuple, dict] = ((), {})
        self._shown_at: tuple | None = None     # the surface (by identity) and place the board was last drawn at
        self._edges: tuple[tuple, list[pygame.Rect]] = ((), [])   # (the surface by identity, its size, the area), the marks

    # ----- geometry -------------------------------------------------------------------------------

    def fit(self, available: pygame.Rect, cols: int, rows: int, focus: Pos | None = None) -> None:
        """Size the cells by the chosen size and place the board centred in the area; where the cells are too
        large for the whole board, show the part around focus (the player; without one, the board's middle)."""
        self.cols, self.rows = cols, rows
        self.fitting = max(1, min(available.width // max(1, cols), available.height // max(1, rows)))
        self.largest = max(self.fitting, min(available.width, available.height) // FEWEST_SHOWN)
        self.cell = self.drawn_cell(self.cell_size)
        shown_cols = max(1, min(cols, available.width // self.cell))
        shown_rows = max(1, min(rows, available.height // self.cell))
        centre = focus if focus is not None else Pos(cols // 2, rows // 2)
        self.first = Pos(max(0, min(cols - shown_cols, centre.x - shown_cols // 2)),
                         max(0, min(rows - shown_rows, centre.y - shown_rows // 2)))
        self.shown = (shown_cols, shown_rows)
        self.area = pygame.Rect(0, 0, shown_cols * self.cell, shown_rows * self.cell)
        self.area.center = available.center

    def geometry(self) -> tuple:
        """Where the board was last placed: equal geometries, the same cells in the same pixels."""
        return (self.cols, self.rows, self.cell, self.first, self.shown, tuple(self.area), self.fitting, self.largest)

    def drawn_cell(self, cell_size: int) -> int:
        """The pixels a cell is drawn at for a chosen size, in the area last fitted. Where the whole board would be
        drawn in cells under READABLE_CELL, the whole board's size and larger ones start from READABLE_CELL (zoomed
        in round the player), and a size key's step smaller draws the whole board as it fits."""
        change = cell_size - WHOLE_BOARD
        if self.fitting < READABLE_CELL:
            drawn = READABLE_CELL + change if change >= 0 else self.fitting + min(0, change + SIZE_STEP)
        else:
            drawn = self.fitting + change
        return max(1, min(self.largest, drawn))

    def resize_cells(self, change: int) -> bool:
        """Step the chosen size by change pixels; False, changing nothing, at a limit where the board drawn in
        the area last fitted would not change (MIN_CELL or MAX_CELL, one-pixel cells, FEWEST_SHOWN cells)."""
        size = max(MIN_CELL, min(MAX_CELL, self.cell_size + change))
        if size == self.cell_size or (self.fitting and self.drawn_cell(size) == self.drawn_cell(self.cell_size)):
            return False
        self.cell_size = size
        return True

    def cell_rect(self, pos: Pos) -> pygame.Rect | None:
        """Where a cell is drawn in the window, or None for a cell off the board or outside the part shown."""
        x, y = pos.x - self.first.x, pos.y - self.first.y
        if not (0 <= x < self.shown[0] and 0 <= y < self.shown[1] and 0 <= pos.x < self.cols and 0 <= pos.y < self.rows):
            return None
        return pygame.Rect(self.area.left + x * self.cell, self.area.top + y * self.cell, self.cell, self.cell)

    def cell_at(self, pixel: tuple[int, int], view: View) -> Pos | None:
        """The view's cell under a pixel, or None. The board is shared by every screen, so the view says
        which board is meant: until a screen has drawn its own, the geometry may still be another's."""
        if not self.area.collidepoint(pixel) or (self.cols, self.rows) != (view.width, view.height):
            return None
        return Pos(self.first.x + (pixel[0] - self.area.left) // self.cell,
                   self.first.y + (pixel[1] - self.area.top) // self.cell)

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
        assert self.sheet is not None, "tile mode is only turned on once the sheet is loaded"
        return self.sheet.get(name, self.cell, self.palette)

    def _terrain_pieces(self, look: GameLook) -> dict[str, list[tuple[pygame.Surface, tuple[int, int]]]]:
        """Each terrain character's images and their offsets in a cell, worked out once per cell size and mode,
        so a layer is painted with one Surface.blits call per row."""
        key = (self.cell, self.tiles, self.palette, id(look))
        if key != self._pieces_key:
            half = self.cell // 2
            self._pieces = {}
            for char, style in look.terrain.items():
                pieces = []
                if self.tiles and style.ground:
                    pieces.append((self._sprite(style.ground), (0, 0)))
                if self.tiles and style.tile:
                    pieces.append((self._sprite(style.tile), (0, 0)))
                elif style.glyph:
                    image = self.glyph(style.glyph, getattr(self.palette, style.colour))
                    rect = image.get_rect(center=(half, half))
                    pieces.append((image, rect.topleft))
                self._pieces[char] = pieces
            self._pieces_key = key
        return self._pieces

    def _paint_terrain(self, layer: pygame.Surface, cells, look: GameLook, columns: range, rows: range) -> None:
        """Paint the cells of the given board columns and rows into a layer of the part shown."""
        pieces, cell, first = self._terrain_pieces(look), self.cell, self.first
        layer.fill(self.palette.background, (
            (columns.start - first.x) * cell, (rows.start - first.y) * cell, len(columns) * cell, len(rows) * cell))
        blits = []
        for y in rows:
            top = (y - first.y) * cell
            for x, char in enumerate(cells[y][columns.start:columns.stop], columns.start - first.x):
                for image, (dx, dy) in pieces.get(char, ()):
                    blits.append((image, (x * cell + dx, top + dy)))
        layer.blits(blits, doreturn=False)

    def _terrain_layer(self, cells, look: GameLook) -> pygame.Surface:
        """The part of the terrain shown, kept between frames. When only the camera moved, the kept layer is
        scrolled and only the cells that came into view are painted."""
        same = (tuple(cells), self.cell, self.tiles, self.palette, id(look), self.shown)
        kept = self._terrain_key
        first, (width, height) = self.first, self.shown
        if kept == (same, first):
            return self._terrain
        if self.cell <= SPECK_CELL:
            self._terrain = self._speck_layer(cells, look)
        elif kept is not None and kept[0] == same and abs(first.x - kept[1].x) < width and abs(first.y - kept[1].y) < height:
            dx, dy = first.x - kept[1].x, first.y - kept[1].y
            self._terrain.scroll(-dx * self.cell, -dy * self.cell)
            columns, rows = range(first.x, first.x + width), range(first.y, first.y + height)
            if dx:
                self._paint_terrain(self._terrain, cells, look,
                                    range(first.x + width - dx, first.x + width) if dx > 0 else range(first.x, first.x - dx), rows)
            if dy:
                self._paint_terrain(self._terrain, cells, look, columns,
                                    range(first.y + height - dy, first.y + height) if dy > 0 else range(first.y, first.y - dy))
        else:
            self._terrain = pygame.Surface(self.area.size)
            self._paint_terrain(self._terrain, cells, look, range(first.x, first.x + width), range(first.y, first.y + height))
        self._terrain_key = (same, first)
        return self._terrain

    def _speck_layer(self, cells, look: GameLook) -> pygame.Surface:
        """A board too large for glyphs or tiles (a Dooom map thousands of cells a side): each cell shown one pixel
        of its terrain's colour, made row by row with str.translate into an 8-bit image and scaled to the cell size
        at once, instead of millions of glyphs painted one by one."""
        colours = [self.palette.background]
        index_of = _Background()
        for char, style in look.terrain.items():
            if style.glyph or style.tile:
                index_of[ord(char)] = chr(len(colours))
                colours.append(getattr(self.palette, style.colour))
        (left, top), (width, height) = self.first, self.shown
        # Indices below 128 keep str.translate on CPython's fast ASCII path; a short row is padded with background.
        pixels = "".join(row[left:left + width].ljust(width, "\x00").translate(index_of)
                         for row in cells[top:top + height])
        image = pygame.image.frombuffer(pixels.encode("ascii"), (width, height), "P")
        image.set_palette([colour[:3] for colour in colours])
        return pygame.transform.scale(image, self.area.size)

    # ----- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: View, look: GameLook, kept: bool = False) -> None:
        """The part of the view shown: terrain, then the entities in it, then fog. The board drawn is kept: drawn
        again for the same view it is one blit; for a new view (a turn) only the cells whose entities or fog
        changed are painted again, when every entity's image stays inside its cell (else all of it is).
        kept: the surface still holds what this board drew there last (the caller knows nothing drew over it): the
        same view draws nothing again, a turn only its changed cells."""
        if not view.cells:
            return
        terrain = self._terrain_layer(view.cells, look)
        fogged = view.visible is not None and self.fog
        key = (self._terrain_key, id(terrain), fogged, self.remember, id(look), self.area.size)
        place = (id(surface), self.area.topleft)
        kept = kept and place == self._shown_at
        self._shown_at = place
        if key == self._board_key and view is self._board_view:
            if not kept:
                surface.blit(self._board, self.area.topleft)
            self._mark_player(surface, view, look)
            self._mark_edges(surface)
            return
        ops, contained = self._entity_ops(view, look, fogged)
        cells = self._cell_ops(ops) if contained else None
        old_view, old_cells = self._board_view, self._board_cells
        dirty = None
        if key != self._board_key or cells is None or old_view is None:
            self._paint_board(terrain, view, ops, fogged)
        else:
            dirty = {at for at in old_cells.keys() | cells.keys() if old_cells.get(at) != cells.get(at)}
            if fogged:
                dirty |= self._fog_changes(old_view, view)
            self._repaint_cells(terrain, view, cells, dirty, fogged)
        self._board_key, self._board_view, self._board_cells = key, view, cells if cells is not None else {}
        if cells is None:
            self._board_key = None      # images overlapping their neighbours: the next turn paints it all again
        if kept and dirty is not None:
            cell, (left, top) = self.cell, self.area.topleft
            surface.blits([(self._board, (left + x * cell, top + y * cell), (x * cell, y * cell, cell, cell))
                           for x, y in dirty], doreturn=False)
        else:
            surface.blit(self._board, self.area.topleft)
        self._mark_player(surface, view, look)
        self._mark_edges(surface)

    def cut_edges(self) -> list[str]:
        """The sides of the part shown where the board goes on beyond it: "left", "right", "top", "bottom"."""
        (left, top), (width, height) = self.first, self.shown
        return [side for side, cut in (("left", left > 0), ("right", left + width < self.cols),
                                       ("top", top > 0), ("bottom", top + height < self.rows)) if cut]

    def edge_rects(self) -> dict[str, pygame.Rect]:
        """Where each cut edge's mark is drawn: a strip EDGE_DEPTH px deep outside that side of the area."""
        area, gap, depth = self.area, EDGE_GAP, EDGE_DEPTH
        strips = {"left": pygame.Rect(area.left - gap - depth, area.top, depth, area.height),
                  "right": pygame.Rect(area.right + gap, area.top, depth, area.height),
                  "top": pygame.Rect(area.left, area.top - gap - depth, area.width, depth),
                  "bottom": pygame.Rect(area.left, area.bottom + gap, area.width, depth)}
        return {side: strips[side] for side in self.cut_edges()}

    def _mark_edges(self, surface: pygame.Surface) -> None:
        """Marks outside each edge where the part shown cuts the board (zoomed in round the player), the same in
        glyphs and tiles; a mark no longer wanted on the same surface is painted over with the background."""
        marks = self.edge_rects()
        drawn_on, drawn = self._edges
        # Only over the same board in the same window: after a resize or a zoom the old marks' places may lie on the
        # board now (a 7 px seam through it), and the screen has painted round the new board whole anyway.
        place = (id(surface), surface.get_size(), tuple(self.area))
        if drawn_on == place:
            for rect in drawn:
                if rect not in marks.values():
                    surface.fill(self.palette.background, rect)
        for side, rect in marks.items():
            _draw_edge(surface, side, rect, self.palette)
        self._edges = (place, list(marks.values()))

    def restore(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The board as last drawn painted again over a rectangle of the surface it was drawn on (where a mark was
        drawn over it), and the background where the rectangle is off the board."""
        inside = rect.clip(self.area)
        if inside != rect:
            surface.fill(self.palette.background, rect)
        if inside.width and inside.height:
            surface.blit(self._board, inside.topleft, inside.move(-self.area.left, -self.area.top))
        for side, mark in self.edge_rects().items():
            if mark.colliderect(rect):
                _draw_edge(surface, side, mark, self.palette)

    def _mark_player(self, surface: pygame.Surface, view: View, look: GameLook) -> None:
        """In tile mode, a frame in the player's colour round the player's cell: a 16 px sprite among many on a small
        board is easy to lose (glyph mode has the bold letter in its own colour; a speck is a dot of it)."""
        if not self.tiles or self.cell <= SPECK_CELL:
            return
        player = next((entity for entity in view.entities if entity.kind is EntityKind.PLAYER), None)
        rect = self.cell_rect(player.pos) if player is not None else None
        if player is not None and rect is not None:
            pygame.draw.rect(surface, self._entity_colour(player, view, look), rect, max(1, self.cell // 12))

    def _entity_ops(self, view: View, look: GameLook, fogged: bool) -> tuple[list[tuple], bool]:
        """What each entity in the part shown paints, in the view's order: (column, row, colour to fill the cell with
        or None, image or None, the image's offset in the cell); and whether every image stays inside its cell."""
        visible = view.visible if fogged else None
        # Under fog, still things (an exit, an item: nothing but the player moves or takes them) stay drawn where
        # they were seen, dimmed with their remembered cell; creatures only where they are in sight.
        memory = view.remembered if visible is not None and self.remember else None
        cell = self.cell
        (first_x, first_y), (width, height) = self.first, self.shown
        background = self.palette.background
        # Each glyph's image, where it sits in a cell and whether it stays inside it, for this cell size and font.
        if self._placed[0] != (cell, self.palette):
            self._placed = ((cell, self.palette), {})
        glyphs = self._placed[1]
        ops: list[tuple[int, int, Any, pygame.Surface | None, tuple[int, int]]] = []
        contained = True
        # What an entity paints, by its kind, glyph and name (a look's contract): worked out once for each in a view.
        # Looked up by the name and checked (a tuple for a key, hashed for every entity, costs twice as much).
        paints: dict[str, tuple] = {}
        for entity in view.entities:
            x, y = entity.pos
            column, row = x - first_x, y - first_y
            if not (0 <= column < width and 0 <= row < height):
                continue
            if visible is not None and not visible[y][x] and \
                    (memory is None or not memory[y][x] or entity.kind in CREATURE_KINDS):
                continue
            paint = paints.get(entity.name)
            if paint is None or paint[4] is not entity.kind or paint[5] != entity.glyph:
                paint = paints[entity.name] = (*self._entity_paint(entity, view, look, glyphs, background),
                                               entity.kind, entity.glyph)
            ops.append((column, row, paint[0], paint[1], paint[2]))
            contained = contained and paint[3]
        return ops, contained

    def _entity_paint(self, entity: Entity, view: View, look: GameLook, glyphs: dict, background: Any
                      ) -> tuple[Any, pygame.Surface | None, tuple[int, int], bool]:
        """What one entity paints: a colour to fill its cell with or None, an image or None, the image's offset in
        the cell, and whether the image stays inside the cell."""
        cell = self.cell
        if cell <= SPECK_CELL:
            # No glyph or sprite fits a speck: the entity is its colour, so the player is a dot on a huge map.
            return self._entity_colour(entity, view, look), None, (0, 0), True
        if self.tiles:
            # A floor tile under a sprite keeps sprites with transparent edges on their ground.
            image = self._sprite(look.entity_tile(entity, view))
            return None, image, (0, 0), self._inside(image, (0, 0))
        glyph = look.entity_glyph(entity) if look.entity_glyph else entity.glyph
        if not glyph:
            return background, None, (0, 0), True
        colour = self._entity_colour(entity, view, look)
        placed = glyphs.get((glyph, colour))
        if placed is None:
            image = self.glyph(glyph, colour, True)
            offset = image.get_rect(center=(cell // 2, cell // 2)).topleft
            placed = glyphs[glyph, colour] = (image, offset, self._inside(image, offset))
        return background, placed[0], placed[1], placed[2]

    def _inside(self, image: pygame.Surface, offset: tuple[int, int]) -> bool:
        """Whether every pixel the image paints at that offset in a cell is inside the cell."""
        key = (id(image), offset)
        inside = self._contained.get(key)
        if inside is None:
            bounds = image.get_bounding_rect().move(offset)
            inside = self._contained[key] = pygame.Rect(0, 0, self.cell, self.cell).contains(bounds) or not bounds.size
        return inside

    @staticmethod
    def _cell_ops(ops: list[tuple]) -> dict[tuple[int, int], tuple]:
        """The entities' paint by cell (column and row of the part shown), in drawing order within each cell."""
        cells: dict[tuple[int, int], tuple] = {}
        for column, row, fill, image, offset in ops:
            at = (column, row)
            cells[at] = cells.get(at, ()) + ((fill, image, offset),)
        return cells

    def _board_surface(self) -> pygame.Surface:
        if self._board.get_size() != self.area.size:
            self._board = pygame.Surface(self.area.size)
        return self._board

    def _paint_board(self, terrain: pygame.Surface, view: View, ops: list[tuple], fogged: bool) -> None:
        """The whole board: terrain, every entity in order, fog."""
        board, cell = self._board_surface(), self.cell
        board.blit(terrain, (0, 0))
        for column, row, fill, image, offset in ops:
            x, y = column * cell, row * cell
            if fill is not None:
                board.fill(fill, (x, y, cell, cell))
            if image is not None:
                board.blit(image, (x + offset[0], y + offset[1]))
        if fogged:
            self._draw_fog(board, view.visible, view.remembered, (0, 0))

    def _repaint_cells(self, terrain: pygame.Surface, view: View, cells: dict[tuple[int, int], tuple],
                       dirty: set[tuple[int, int]], fogged: bool) -> None:
        """Some cells painted again as the whole board would paint them: terrain, entities, fog."""
        board, cell, palette = self._board_surface(), self.cell, self.palette
        first_x, first_y = self.first
        visible, memory = view.visible, view.remembered
        remember = memory is not None and self.remember
        dim = self._dim() if fogged else None
        # Cells never overlap here (each entity's image stays inside its cell), so each layer is painted for every
        # cell at once. A cell filled by an entity shows nothing painted before that fill: from its last fill on.
        grounds, fills, images = [], [], []
        for at in dirty:
            x, y = at[0] * cell, at[1] * cell
            paints = cells.get(at, ())
            last = len(paints) - 1
            while last >= 0 and paints[last][0] is None:
                last -= 1
            if last < 0:
                grounds.append((terrain, (x, y), (x, y, cell, cell)))
            else:
                fills.append((paints[last][0], (x, y, cell, cell)))
                paints = paints[last:]
            for _, image, offset in paints:
                if image is not None:
                    images.append((image, (x + offset[0], y + offset[1])))
        board.blits(grounds, doreturn=False)
        for colour, rect in fills:
            board.fill(colour, rect)
        board.blits(images, doreturn=False)
        for at in dirty if fogged else ():
            x, y = at[0] * cell, at[1] * cell
            if visible is not None and dim is not None:
                column, row = at[0] + first_x, at[1] + first_y
                if not visible[row][column]:
                    if remember and memory is not None and memory[row][column]:
                        board.blit(dim, (x, y))
                    else:
                        board.fill(palette.fog, (x, y, cell, cell))

    def _fog_changes(self, old: View, new: View) -> set[tuple[int, int]]:
        """The cells of the part shown whose fog differs between two views of the same board."""
        (first_x, first_y), (width, height) = self.first, self.shown
        remember = self.remember
        old_visible, new_visible = old.visible, new.visible
        old_memory, new_memory = (old.remembered, new.remembered) if remember else (None, None)
        if old_visible is None or new_visible is None or len(old_visible) != len(new_visible) or \
                (old_memory is None) != (new_memory is None):
            return {(column, row) for column in range(width) for row in range(height)}
        changed = set()
        for y in range(first_y, first_y + height):
            old_row, new_row = old_visible[y], new_visible[y]
            old_seen = old_memory[y] if old_memory is not None else None
            new_seen = new_memory[y] if new_memory is not None else None
            if old_row == new_row and old_seen == new_seen:
                continue
            for x in range(first_x, first_x + width):
                if old_row[x] != new_row[x] or \
                        (new_seen is not None and old_seen is not None and old_seen[x] != new_seen[x]):
                    changed.add((x - first_x, y - first_y))
        return changed

    def _dim(self) -> pygame.Surface:
        dim = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        return dim

    def _entity_colour(self, entity: Entity, view: View, look: GameLook) -> tuple:
        return look.entity_colour(entity, view, self.palette) if look.entity_colour else self.palette.for_kind(entity.kind)

    def _draw_fog(self, surface: pygame.Surface, visible, memory, origin: tuple[int, int]) -> None:
        cell, (left, top) = self.cell, origin
        (first_x, first_y), (width, height) = self.first, self.shown
        dim = self._dim()
        remember = memory is not None and self.remember
        for y in range(first_y, first_y + height):
            row, top_y = visible[y], top + (y - first_y) * cell
            for x in range(first_x, first_x + width):
                if row[x]:
                    continue
                if remember and memory[y][x]:
                    surface.blit(dim, (left + (x - first_x) * cell, top_y))
                else:
                    surface.fill(self.palette.fog, (left + (x - first_x) * cell, top_y, cell, cell))


def _draw_edge(surface: pygame.Surface, side: str, rect: pygame.Rect, palette: Palette) -> None:
    """One cut edge's mark in its strip: a thin band along the board in the dim colour, arrows pointing away from
    the board in the accent colour."""
    surface.fill(palette.background, rect)
    across = side in ("top", "bottom")
    length = rect.width if across else rect.height
    band = 2
    inner = {"left": rect.right - band, "right": rect.left, "top": rect.bottom - band, "bottom": rect.top}[side]
    surface.fill(palette.dim, (rect.left, inner, rect.width, band) if across else (inner, rect.top, band, rect.height))
    out = {"left": -1, "right": 1, "top": -1, "bottom": 1}[side]
    base = inner if out < 0 else inner + band       # the arrows start where the band meets the strip's outside
    tip = base + out * (EDGE_DEPTH - band)
    half = EDGE_DEPTH - band
    count = max(1, length // EDGE_ARROWS)
    start = rect.left if across else rect.top
    for k in range(count):
        middle = start + length * (2 * k + 1) // (2 * count)
        points = [(middle - half, base), (middle + half, base), (middle, tip)] if across else \
            [(base, middle - half), (base, middle + half), (tip, middle)]
        pygame.draw.polygon(surface, palette.accent, points)


class _Background(dict):
    """A str.translate table from terrain characters to palette indices: any other character is the background."""

    def __missing__(self, code: int) -> str:
        return "\x00"
