"""Short animations that never hold up input: a flash on a cell, a floating number, a fade between floors."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import Pos
from graphics.text import render

Colour = tuple[int, int, int]


@dataclass
class Flash:
    pos: Pos
    colour: Colour
    age: float = 0.0
    duration: float = 0.25


@dataclass
class FloatingText:
    pos: Pos
    text: str
    colour: Colour
    age: float = 0.0
    duration: float = 0.8
    line: int = 0       # lines above its cell: numbers of one turn on neighbouring cells would overlap


@dataclass
class Fade:
    age: float = 0.0
    duration: float = 0.45


class Effects:
    def __init__(self):
        self.items: list[Flash | FloatingText | Fade] = []

    @property
    def active(self) -> bool:
        return bool(self.items)

    def add(self, effect) -> None:
        if isinstance(effect, FloatingText):
            effect.line = sum(1 for other in self.items if isinstance(other, FloatingText) and other.age == 0.0
                              and other.pos.chebyshev(effect.pos) <= 2)
        self.items.append(effect)

    def clear(self) -> None:
        self.items.clear()

    def update(self, dt: float) -> None:
        for effect in self.items:
            effect.age += dt
        self.items = [e for e in self.items if e.age < e.duration]

    def draw(self, surface: pygame.Surface, board, font: pygame.font.Font) -> None:
        """Draw over the board; board gives cell rectangles in window pixels."""
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
                rect = board.cell_rect(effect.pos)
                if rect is None:
                    continue
                image = outlined(font, effect.text, effect.colour)
                image.set_alpha(int(255 * min(1.0, left * 1.5)))
                rise = int(rect.height * 1.5 * (effect.age / effect.duration)) + effect.line * (font.get_linesize() - 2)
                surface.blit(image, image.get_rect(midbottom=(rect.centerx, rect.top - rise)))
            else:
                overlay = pygame.Surface(board.area.size)
                overlay.set_alpha(int(255 * left))
                surface.blit(overlay, board.area.topleft)


def outlined(font: pygame.font.Font, text: str, colour: Colour) -> pygame.Surface:
    """Text with a dark rim, so a number stays legible over glyphs, sprites and other numbers."""
    ink = render(font, text, colour)
    rim = render(font, text, (0, 0, 0))
    image = pygame.Surface((ink.get_width() + 2, ink.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        image.blit(rim, (dx, dy))
    image.blit(ink, (1, 1))
    return image
