"""Short animations that never hold up input: a flash on a cell, a floating number, a fade between floors, and a
red pulse at the window's edges when the player's HP runs low. (Plain classes with __slots__, not dataclasses: the
window imports them before its first frame, and defining a dataclass costs a fraction of a millisecond.)"""
from __future__ import annotations

import math

import pygame

from game.core import Pos, View
from graphics.text import bundled_font, render

Colour = tuple[int, int, int]
FONT_HEIGHT_PER_SIZE = 0.68     # pygame's bundled font: pixels of height per point of size asked for
# How far a number may move off its cell, in steps of its own height, to keep clear of a number placed before it:
# up first (it rises), then down (a cell on the board's top row has no room above).
STACK_STEPS = (0, -1, -2, 1, 2)


class Flash:
    """A cell lit in a colour for a moment."""

    __slots__ = ("pos", "colour", "age", "duration")

    def __init__(self, pos: Pos, colour: Colour, age: float = 0.0, duration: float = 0.25) -> None:
        self.pos, self.colour, self.age, self.duration = pos, colour, age, duration


class FloatingText:
    """A number rising a little over a board. It appears on its own cell (the one struck, or the player's) and rises
    half its height, inside the board; one placed on a number before it goes just above it instead. Its spot is
    worked out again, from the board's own cells, when the cells change size or the camera moves."""

    __slots__ = ("pos", "text", "colour", "age", "duration", "spot", "placed_for", "image", "ink")

    def __init__(self, pos: Pos, text: str, colour: Colour, age: float = 0.0, duration: float = 0.8) -> None:
        self.pos, self.text, self.colour, self.age, self.duration = pos, text, colour, age, duration
        self.spot: pygame.Rect | None = None   # window pixels its ink covers over its whole rise, for the cells below
        self.placed_for: tuple = ()            # the board's geometry the spot was worked out for
        self.image: pygame.Surface | None = None   # the number drawn at that size, and where its ink is in the image
        self.ink: pygame.Rect | None = None

    def ink_at(self, spot: pygame.Rect, age: float | None = None) -> pygame.Rect:
        """Where the number's ink is at an age (now without one), placed in this spot: it has risen that age's share
        of the spot's rise."""
        assert self.ink is not None
        ink = pygame.Rect(spot.left, spot.bottom - self.ink.height, self.ink.width, self.ink.height)
        ink.y -= int((spot.height - self.ink.height) * min(1.0, (self.age if age is None else age) / self.duration))
        return ink


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

    def place_numbers(self, board, smallest: pygame.font.Font) -> None:
        """Give every number a spot: on its cell, where the board draws that cell, inside the board; just above (or,
        without room above, just below) a number placed earlier that it would cover. Those placed earlier keep
        theirs."""
        geometry = board.geometry()
        placed = [(n, n.spot) for n in self.numbers() if n.placed_for == geometry and n.spot is not None]
        font = self.number_font(board.cell, smallest)
        for number in self.numbers():
            if number.placed_for == geometry:
                continue
            number.image = outlined(font, number.text, number.colour)
            # The spot is the digits' own pixels: the font's line height and side bearings are bare.
            number.ink = number.image.get_bounding_rect()
            best, best_cost = None, None
            for step in STACK_STEPS:
                rect = self._spot(board, number.pos, number.ink.size, step)
                if rect is None:
                    break
                cost = sum(1 for other, spot in placed if meet(number, rect, other, spot, board.cell))
                if best_cost is None or cost < best_cost:
                    best, best_cost = rect, cost
                if cost == 0:
                    break
            number.spot, number.placed_for = best, geometry
            if best is not None:
                placed.append((number, best))

    @staticmethod
    def rise(height: int) -> int:
        return height // 2

    @classmethod
    def _spot(cls, board, cell: Pos, ink: tuple[int, int], step: int) -> pygame.Rect | None:
        """The rectangle a number's ink covers while it rises: it appears centred on the cell (moved `step` times its
        own height up, or down where step is positive) and rises half its height, all of it inside the board: moved in
        from the board's sides, rising less (or not at all) on its top row. One moved down holds still: it would rise
        into the number it made way for. None for a cell the board does not show."""
        rect, area = board.cell_rect(cell), board.area
        if rect is None:
            return None
        width, height = ink
        start = pygame.Rect(0, 0, width, height)
        start.center = (rect.centerx, rect.centery + step * (height + 2))
        start.clamp_ip(area)
        rise = 0 if step > 0 else max(0, min(cls.rise(height), start.top - area.top))
        return pygame.Rect(start.left, start.top - rise, width, height + rise)

    # ----- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, board, smallest: pygame.font.Font, view: View) -> None:
        """Draw over the board, each flash and number where the board draws its cell (board.cell_rect). view is what
        the board shows: until a screen has drawn its own board, the shared board's geometry may still be another's,
        and nothing is put on a cell. Numbers are as tall as a cell and never smaller than the smallest font given."""
        on_board = (board.cols, board.rows) == (view.width, view.height)
        if on_board and any(isinstance(effect, FloatingText) for effect in self.items):
            self.place_numbers(board, smallest)
        for effect in self.items:
            left = 1.0 - effect.age / effect.duration
            if isinstance(effect, (Flash, FloatingText)) and not on_board:
                continue
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
                now = effect.ink_at(spot)
                surface.blit(image, (now.left - ink.left, now.top - ink.top))
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


def meet(number: FloatingText, spot: pygame.Rect, other: FloatingText, other_spot: pygame.Rect, cell: int) -> bool:
    """Whether two numbers placed in these spots come near each other in the time both are shown: both rise at a
    steady pace, so those apart now and when the first of them goes stay apart in between. Numbers keep a gap
    between them, so that "+1" beside "-8" is not read as "+1-8"."""
    gone = min(number.duration - number.age, other.duration - other.age)
    return any(number.ink_at(spot, number.age + later).inflate(cell // 4 + 4, 4)
               .colliderect(other.ink_at(other_spot, other.age + later)) for later in (0.0, max(0.0, gone)))


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
