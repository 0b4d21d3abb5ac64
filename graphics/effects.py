"""Short animations that never hold up input: a flash on a cell, a floating number, a fade between floors, and a
red pulse at the window's edges when the player's HP runs low. (Plain classes with __slots__, not dataclasses: the
window imports them before its first frame, and defining a dataclass costs a fraction of a millisecond.)"""
from __future__ import annotations

import math
from functools import cache

import pygame

from game.core import EntityKind, Pos, View
from graphics.text import bundled_font, render

Colour = tuple[int, int, int]
FONT_HEIGHT_PER_SIZE = 0.68     # pygame's bundled font: pixels of height per point of size asked for
# What a number's spot costs for each thing it covers: the player's glyph most (a player must always see where they
# stand), then another number (two numbers over each other read as neither), then a creature's or an item's glyph.
PLAYER_COST, NUMBER_COST, GLYPH_COST = 10_000, 1_000, 100


class Flash:
    """A cell lit in a colour for a moment."""

    __slots__ = ("pos", "colour", "age", "duration")

    def __init__(self, pos: Pos, colour: Colour, age: float = 0.0, duration: float = 0.25) -> None:
        self.pos, self.colour, self.age, self.duration = pos, colour, age, duration


class FloatingText:
    """A number rising a little over a board. It appears over a cell near its own and rises half its height, clear
    of the glyphs drawn when it is placed and of the numbers placed before it, in a spot worked out again when the
    cells change size or the camera moves."""

    __slots__ = ("pos", "text", "colour", "age", "duration", "spot", "placed_for", "image", "ink")

    def __init__(self, pos: Pos, text: str, colour: Colour, age: float = 0.0, duration: float = 0.8) -> None:
        self.pos, self.text, self.colour, self.age, self.duration = pos, text, colour, age, duration
        self.spot: pygame.Rect | None = None   # window pixels its ink covers over its whole rise, for the cell size below
        self.placed_for: tuple = ()            # the board's (cell, area, first cell shown) the spot was worked out for
        self.image: pygame.Surface | None = None   # the number drawn at that size, and where its ink is in the image
        self.ink: pygame.Rect | None = None


class Fade:
    """The board fading in after a new floor."""

    __slots__ = ("age", "duration")

    def __init__(self, age: float = 0.0, duration: float = 0.45) -> None:
        self.age, self.duration = age, duration


class Alarm:
    """The window's edges pulse twice in a colour: the player's HP has just fallen low."""

    __slots__ = ("colour", "age", "duration")

    def __init__(self, colour: Colour, age: float = 0.0, duration: float = 1.2) -> None:
        self.colour, self.age, self.duration = colour, age, duration


Effect = Flash | FloatingText | Fade | Alarm



@cache
def spots(reach_x: int, reach_y: int) -> tuple[tuple[int, int], ...]:
    """Where a number may go, as steps from its cell, at most this far: above first (numbers rise), then beside,
    then further, then below. A number several cells wide or tall looks further."""
    return tuple(sorted(((dx, dy) for dx in range(-reach_x, reach_x + 1) for dy in range(-reach_y, reach_y)
                         if (dx, dy) != (0, 0)),
                        key=lambda step: (abs(step[0]) + abs(step[1]) + (1.5 if step[1] >= 0 else 0), step[1],
                                          abs(step[0]), step[0])))


class Effects:
    """The effects running on one screen, and what drawing their numbers and edges keeps."""

    __slots__ = ("items", "_fonts", "_edges")

    def __init__(self) -> None:
        self.items: list[Effect] = []
        self._fonts: dict[int, pygame.font.Font] = {}
        self._edges: dict[tuple, list] = {}     # the Alarm's bands for one window size

    @property
    def active(self) -> bool:
        return bool(self.items)

    def add(self, effect: Effect) -> None:
        self.items.append(effect)

    def add_turn(self, made: list[Effect]) -> None:
        """A turn's effects, in the order its events came."""
        self.items.extend(made)

    def clear(self) -> None:
        self.items.clear()

    def update(self, dt: float) -> None:
        for effect in self.items:
            effect.age += dt
        self.items = [e for e in self.items if e.age < e.duration]

    def numbers(self) -> list[FloatingText]:
        return [effect for effect in self.items if isinstance(effect, FloatingText)]

    # ----- numbers: their size and place --------------------------------------------------------

    def number_font(self, cell: int, smallest: pygame.font.Font) -> pygame.font.Font:
        """A font whose numbers are as tall as a cell, and never smaller than the smallest readable one."""
        height = max(cell, smallest.get_height())
        font = self._fonts.get(height)
        if font is None:
            font = bundled_font(math.ceil(height / FONT_HEIGHT_PER_SIZE))
            self._fonts[height] = font
        return font

    def place_numbers(self, board, smallest: pygame.font.Font, view: View) -> None:
        """Give every number a spot: near its cell, over no glyph, over no other number (those placed earlier keep
        theirs). Where every spot near is taken, the one that covers least, never the player where another will do.
        view is what the board shows now: its glyphs in sight are the ones kept clear of."""
        geometry = (board.cell, tuple(board.area), board.first)
        placed = [n.spot for n in self.numbers() if n.placed_for == geometry and n.spot is not None]
        font = self.number_font(board.cell, smallest)
        drawn = glyph_costs(view, board)
        for number in self.numbers():
            if number.placed_for == geometry:
                continue
            number.image = outlined(font, number.text, number.colour)
            # The spot is the digits' own pixels: the font's line height and side bearings are bare.
            number.ink = number.image.get_bounding_rect()
            rise = self.rise(number.image.get_height() - 2)
            best, best_cost = None, None
            for dx, dy in spots(number.ink.width // board.cell + 3, (number.ink.height + rise) // board.cell + 3):
                rect = self._spot(board, number.pos + (dx, dy), number.ink.size, rise)
                if rect is None:
                    continue
                cost = self._cost(board, rect, drawn, placed)
                if best_cost is None or cost < best_cost:
                    best, best_cost = rect, cost
                if cost == 0:
                    break
            number.spot, number.placed_for = best, geometry
            if best is not None:
                placed.append(best)

    @staticmethod
    def rise(height: int) -> int:
        return height // 2

    @staticmethod
    def _spot(board, cell: Pos, ink: tuple[int, int], rise: int) -> pygame.Rect | None:
        """The rectangle a number's ink covers while it rises: it appears centred on this cell (moved in from the
        board's side where it is wider than the cell) and rises `rise` pixels. None off the board."""
        rect, area = board.cell_rect(cell), board.area
        if rect is None:
            return None
        spot = pygame.Rect(0, 0, ink[0], ink[1] + rise)
        spot.midbottom = (rect.centerx, rect.centery + (ink[1] + 1) // 2)
        spot.left = max(area.left, min(area.right - spot.width, spot.left))
        return spot if area.contains(spot) else None

    @staticmethod
    def _cost(board, spot: pygame.Rect, covered: dict[Pos, int], placed: list[pygame.Rect]) -> int:
        """How much a spot covers: the cells of glyphs it is over (its dark rim may touch their edges), at what
        covering each costs, and the numbers it comes near."""
        cell, area, shown = board.cell, board.area, board.first
        inner = spot.inflate(-2, -2)
        first = Pos(shown.x + (inner.left - area.left) // cell, shown.y + (inner.top - area.top) // cell)
        last = Pos(shown.x + (inner.right - 1 - area.left) // cell, shown.y + (inner.bottom - 1 - area.top) // cell)
        glyphs = sum(covered.get(Pos(x, y), 0) for x in range(first.x, last.x + 1) for y in range(first.y, last.y + 1))
        # Numbers keep a gap between them, so that "+1" beside "-8" is not read as "+1-8".
        apart = spot.inflate(cell // 4 + 4, 4)
        return glyphs + NUMBER_COST * sum(1 for other in placed if other.colliderect(apart))

    # ----- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, board, smallest: pygame.font.Font, view: View) -> None:
        """Draw over the board; board gives cell rectangles in window pixels, view is what it shows, so numbers
        keep clear of the glyphs drawn. Numbers are as tall as a cell and never smaller than the smallest
        font given."""
        if any(isinstance(effect, FloatingText) for effect in self.items):
            self.place_numbers(board, smallest, view)
        for effect in self.items:
            left = 1.0 - effect.age / effect.duration
            if isinstance(effect, Flash):
                rect = board.cell_rect(effect.pos)
                if rect is None:
                    continue
                overlay = pygame.Surface(rect.size, pygame.SRCALPHA)
                overlay.fill((*effect.colour, int(170 * left)))
                surface.blit(overlay, rect)
            elif isinstance(effect, FloatingText):
                image, ink, spot = effect.image, effect.ink, effect.spot
                if image is None or ink is None or spot is None:
                    continue
                # Whole for two thirds of its time, so it is read in its own colour, then fading.
                image.set_alpha(int(255 * min(1.0, left * 3)))
                rise = int(self.rise(image.get_height() - 2) * (effect.age / effect.duration))
                surface.blit(image, (spot.left - ink.left, spot.bottom - rise - ink.bottom))
            elif isinstance(effect, Alarm):
                key = (surface.get_size(), effect.colour)
                if key not in self._edges:
                    self._edges = {key: edge_bands(*key)}
                strength = int(220 * abs(math.sin(2 * math.pi * effect.age / effect.duration)))
                for band, place in self._edges[key]:
                    band.set_alpha(strength)
                    surface.blit(band, place)
            else:
                overlay = pygame.Surface(board.area.size)
                overlay.set_alpha(int(255 * left))
                surface.blit(overlay, board.area.topleft)


def glyph_costs(view: View, board) -> dict[Pos, int]:
    """The cells of the glyphs the board draws for this view (under fog, only those in sight), with what covering
    each costs a number."""
    visible = view.visible if board.fog else None
    costs: dict[Pos, int] = {}
    for entity in view.entities:
        if visible is None or visible[entity.pos.y][entity.pos.x]:
            cost = PLAYER_COST if entity.kind is EntityKind.PLAYER else GLYPH_COST
            costs[entity.pos] = max(cost, costs.get(entity.pos, 0))     # the player on an item is the player
    return costs


def edge_bands(size: tuple[int, int], colour: Colour) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """Bands of colour along a window's four edges, fading towards the middle, with where each goes."""
    width, height = size
    band = max(6, min(width, height) // 40)
    top = pygame.Surface((width, band), pygame.SRCALPHA)
    for row in range(band):
        top.fill((*colour, 255 * (band - row) // band), (0, row, width, 1))
    left = pygame.Surface((band, height), pygame.SRCALPHA)
    for column in range(band):
        left.fill((*colour, 255 * (band - column) // band), (column, 0, 1, height))
    return [(top, (0, 0)), (pygame.transform.flip(top, False, True), (0, height - band)),
            (left, (0, 0)), (pygame.transform.flip(left, True, False), (width - band, 0))]


def outlined(font: pygame.font.Font, text: str, colour: Colour) -> pygame.Surface:
    """Text with a dark rim, so a number stays legible over glyphs, sprites and other numbers."""
    ink = render(font, text, colour)
    rim = render(font, text, (0, 0, 0))
    image = pygame.Surface((ink.get_width() + 2, ink.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        image.blit(rim, (dx, dy))
    image.blit(ink, (1, 1))
    return image
