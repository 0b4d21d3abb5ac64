"""Short animations that never hold up input: a flash on a cell, a floating number, a fade between floors, and a
red pulse at the window's edges when the player's HP runs low."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

import pygame

from game.core import Pos
from graphics.text import render

Colour = tuple[int, int, int]
FONT_HEIGHT_PER_SIZE = 0.68     # pygame's bundled font: pixels of height per point of size asked for


@dataclass
class Flash:
    pos: Pos
    colour: Colour
    age: float = 0.0
    duration: float = 0.25


@dataclass
class FloatingText:
    """A number rising a little over a board. It is placed near its cell, clear of the cells that held a creature
    or an item when it appeared (clear_of) and of the numbers placed before it, in a spot worked out again when
    the cells change size."""

    pos: Pos
    text: str
    colour: Colour
    age: float = 0.0
    duration: float = 0.8
    clear_of: frozenset[Pos] = frozenset()
    spot: pygame.Rect | None = None     # window pixels its whole rise covers, for the cell size below
    placed_for: tuple = ()              # the board's (cell, area, first cell shown) the spot was worked out for


@dataclass
class Fade:
    age: float = 0.0
    duration: float = 0.45


@dataclass
class Alarm:
    """The window's edges pulse twice in a colour: the player's HP has just fallen low."""

    colour: Colour
    age: float = 0.0
    duration: float = 1.2


Effect = Flash | FloatingText | Fade | Alarm



@cache
def spots(reach_x: int, reach_y: int) -> tuple[tuple[int, int], ...]:
    """Where a number may go, as steps from its cell, at most this far: above first (numbers rise), then beside,
    then further, then below. A number several cells wide or tall looks further."""
    return tuple(sorted(((dx, dy) for dx in range(-reach_x, reach_x + 1) for dy in range(-reach_y, reach_y)
                         if (dx, dy) != (0, 0)),
                        key=lambda step: (abs(step[0]) + abs(step[1]) + (1.5 if step[1] >= 0 else 0), step[1],
                                          abs(step[0]), step[0])))


@dataclass
class Effects:
    items: list[Effect] = field(default_factory=list)
    _fonts: dict[int, pygame.font.Font] = field(default_factory=dict)
    _edges: dict[tuple, list] = field(default_factory=dict)     # the Alarm's bands for one window size

    @property
    def active(self) -> bool:
        return bool(self.items)

    def add(self, effect: Effect) -> None:
        self.items.append(effect)

    def add_turn(self, made: list[Effect], occupied: set[Pos]) -> None:
        """A turn's effects; its numbers keep clear of the occupied cells (where creatures and items are drawn)."""
        cells = frozenset(occupied)
        for effect in made:
            if isinstance(effect, FloatingText):
                effect.clear_of = cells
            self.items.append(effect)

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
            font = pygame.font.Font(None, math.ceil(height / FONT_HEIGHT_PER_SIZE))
            self._fonts[height] = font
        return font

    def place_numbers(self, board, smallest: pygame.font.Font) -> None:
        """Give every number a spot: near its cell, over no creature or item, over no other number (those placed
        earlier keep theirs). Where every spot near is taken, the one that covers least."""
        geometry = (board.cell, tuple(board.area), board.first)
        placed = [n.spot for n in self.numbers() if n.placed_for == geometry and n.spot is not None]
        font = self.number_font(board.cell, smallest)
        for number in self.numbers():
            if number.placed_for == geometry:
                continue
            width, height = font.size(number.text)
            size = (width + 2, height + 2 + self.rise(height))
            best, best_cost = None, None
            for dx, dy in spots(size[0] // board.cell + 3, size[1] // board.cell + 3):
                rect = self._spot(board, number.pos + (dx, dy), size)
                if rect is None:
                    continue
                cost = self._cost(board, rect, number.clear_of, placed)
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
    def _spot(board, cell: Pos, size: tuple[int, int]) -> pygame.Rect | None:
        """The rectangle a number centred on this cell covers while it rises; None off the board."""
        rect = board.cell_rect(cell)
        if rect is None:
            return None
        spot = pygame.Rect(0, 0, *size)
        spot.center = rect.center
        return spot if board.area.contains(spot) else None

    @staticmethod
    def _cost(board, spot: pygame.Rect, occupied: frozenset[Pos], placed: list[pygame.Rect]) -> int:
        """How much a spot covers: other numbers count far more than glyphs."""
        cell, area, shown = board.cell, board.area, board.first
        inner = spot.inflate(-2, -2)
        first = Pos(shown.x + (inner.left - area.left) // cell, shown.y + (inner.top - area.top) // cell)
        last = Pos(shown.x + (inner.right - 1 - area.left) // cell, shown.y + (inner.bottom - 1 - area.top) // cell)
        glyphs = sum(1 for x in range(first.x, last.x + 1) for y in range(first.y, last.y + 1) if Pos(x, y) in occupied)
        return glyphs + 100 * sum(1 for other in placed if other.colliderect(spot))

    # ----- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, board, smallest: pygame.font.Font) -> None:
        """Draw over the board; board gives cell rectangles in window pixels. Numbers are as tall as a cell and
        never smaller than the smallest font given."""
        if any(isinstance(effect, FloatingText) for effect in self.items):
            self.place_numbers(board, smallest)
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
                if effect.spot is None:
                    continue
                image = outlined(self.number_font(board.cell, smallest), effect.text, effect.colour)
                image.set_alpha(int(255 * min(1.0, left * 1.5)))
                rise = int(self.rise(image.get_height() - 2) * (effect.age / effect.duration))
                surface.blit(image, image.get_rect(midbottom=(effect.spot.centerx, effect.spot.bottom - rise)))
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
