"""A game's map key and rules in brief: the last page of help in its game. Each thing of the map is drawn as the
board draws it now (its glyph in its colour, or its sprite in tile mode) beside what it is, then the rules follow.
Each game says what its page holds in graphics/NAME_looks.py (GUIDE); this module only draws it."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Entity, EntityKind, View
from graphics.board import GameLook, fitting_font
from graphics.text import clip, render, wrap

if TYPE_CHECKING:
    from graphics.context import Context

GUIDE_CONTEXT = "guide"         # the page's place among help's pages (it has no keys of its own)
GUIDE_HEADING = "Map and rules"


class Guide:
    """What a game's page shows: each thing of its map (an entity as the view gives one, or a terrain character of
    its look) with what it is, and its rules in brief."""

    __slots__ = ("things", "rules")

    def __init__(self, things: tuple[tuple[Entity | str, str], ...], rules: str) -> None:
        self.things, self.rules = things, rules


class GuidePage:
    """A game's Guide drawn with the game's look, in the view being played (what an entity looks like may depend on
    it: CC3k's merchants once one is attacked)."""

    __slots__ = ("guide", "look", "view", "whole", "_fonts")

    def __init__(self, guide: Guide, look: GameLook, view: View) -> None:
        self.guide, self.look, self.view = guide, look, view
        self.whole = False          # whether the last drawing had room for every line of the rules
        self._fonts: dict[int, pygame.font.Font] = {}      # glyph_font's, made once for each size while help is open

    def glyph_font(self, size: int) -> pygame.font.Font:
        """The bold font the board draws a thing's glyph in, for a cell of this size (kept by the page: a font made
        for one window is no use once pygame's fonts were closed and opened again)."""
        font = self._fonts.get(size)
        if font is None:
            font = self._fonts[size] = fitting_font(size)
            font.bold = True
        return font

    def icon(self, ctx: Context, thing: Entity | str, size: int, font: pygame.font.Font) -> pygame.Surface | None:
        """The thing as the board draws it: its sprite in tile mode, else its glyph in its colour."""
        look, palette, board = self.look, ctx.palette, ctx.board
        if not isinstance(thing, str) and thing.kind is EntityKind.PLAYER:      # the player as played now
            thing = next((entity for entity in self.view.entities if entity.kind is EntityKind.PLAYER), thing)
        sheet = board.sheet if board.tiles else None
        if isinstance(thing, str):
            terrain = look.terrain[thing]
            if sheet is not None:
                return sheet.get(terrain.tile, size, palette)
            return render(font, terrain.glyph, getattr(palette, terrain.colour)) if terrain.glyph else None
        if sheet is not None:
            return sheet.get(look.entity_tile(thing, self.view), size, palette)
        glyph = look.entity_glyph(thing) if look.entity_glyph else thing.glyph
        colour = look.entity_colour(thing, self.view, palette) if look.entity_colour else palette.for_kind(thing.kind)
        return render(font, glyph, colour)

    def draw(self, ctx: Context, surface: pygame.Surface, top: int, bottom: int, margin: int) -> None:
        """The things in two columns from top, each framed on the board's background, then the rules; in the
        small font when the normal one would not fit above bottom."""
        palette = ctx.palette
        width = surface.get_width()
        things = self.guide.things
        half = (len(things) + 1) // 2
        for font in (ctx.fonts.normal, ctx.fonts.small):
            step = font.get_linesize() + 6
            rules = wrap(font, self.guide.rules, width - 4 * margin)
            if top + half * step + margin + len(rules) * (font.get_linesize() + 2) <= bottom:
                break
        size = step - 4
        column_width = (width - 2 * margin) // 2
        for index, (thing, words) in enumerate(things):
            column, row = divmod(index, half)
            x, y = margin * 2 + column * column_width, top + row * step
            box = pygame.Rect(x, y, size, size)
            pygame.draw.rect(surface, palette.panel, box.inflate(2, 2), 1)     # framed on the board's own ground
            image = self.icon(ctx, thing, size, self.glyph_font(size))
            if image is not None:
                surface.blit(image, image.get_rect(center=box.center))
            if not ctx.board.tiles:
                # The glyph drawn is the character the words begin with ("@ you"): said once, beside it.
                glyph = self.look.terrain[thing].glyph if isinstance(thing, str) else \
                    (self.look.entity_glyph(thing) if self.look.entity_glyph else thing.glyph)
                words = words[len(glyph) + 1:] if glyph and words.startswith(glyph + " ") else words
            text = render(font, clip(font, words, column_width - size - 3 * margin), palette.text)
            surface.blit(text, text.get_rect(midleft=(box.right + margin, box.centery)))
        y = top + half * step + margin
        self.whole = y + len(rules) * (font.get_linesize() + 2) <= bottom + 2
        for line in rules:
            if y + font.get_linesize() > bottom:
                break
            surface.blit(render(font, line, palette.text), (margin * 2, y))
            y += font.get_linesize() + 2
