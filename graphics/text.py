"""The one place the window turns text into pixels: any str is drawn (made safe by play.text.shown first), measured,
cut to a width, wrapped into lines or items flowed into them, and none of it ever raises."""
from __future__ import annotations

import os

import pygame

from roguelike_client.play.text import ELLIPSIS, shown

Colour = tuple[int, ...]


def bundled_font(size: int) -> pygame.font.Font:
    """pygame's bundled font as Font(None, size) gives it, opened from its file: Font(None, size) finds the file
    through importlib.resources, which costs about 3 ms at start-up. (Given None, pygame makes the size 0.6875 of
    the one asked, its old font's measure: the same is asked of the file.)"""
    global _FONT_FILE
    if _FONT_FILE is None:
        path = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
        _FONT_FILE = path if os.path.isfile(path) else ""
    if not _FONT_FILE:
        return pygame.font.Font(None, size)
    return pygame.font.Font(_FONT_FILE, max(1, int(size * DEFAULT_FONT_SCALE)))


DEFAULT_FONT_SCALE = 0.6875
_FONT_FILE: str | None = None      # the bundled font's file ("" where pygame keeps it elsewhere: Font(None) finds it)


def render(font: pygame.font.Font, text: str, colour: Colour) -> pygame.Surface:
    """The text drawn antialiased in the colour. pygame refuses a NUL (shown() leaves none) and text that is all
    zero-width marks (a variation selector or a grapheme joiner alone): that draws as an empty image of the font's
    height."""
    text = shown(text)
    try:
        return font.render(text, True, colour)
    except pygame.error:
        if font.size(text)[0] != 0:
            raise
        return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)


def text_width(font: pygame.font.Font, text: str) -> int:
    """How wide render() would draw the text, in pixels."""
    return font.size(shown(text))[0]


def clip(font: pygame.font.Font, text: str, room: int) -> str:
    """The text as shown, cut to fit `room` pixels, with an ellipsis where it was cut."""
    text = shown(text)
    if font.size(text)[0] <= room:
        return text
    # The longest start that fits with the ellipsis, found by halving: a message may be a thousand characters.
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle] + ELLIPSIS)[0] <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low] + ELLIPSIS


def wrap(font: pygame.font.Font, text: str, room: int, most: int | None = None) -> list[str]:
    """The text as shown, broken at spaces into lines of `room` pixels; a word wider than that is cut to fit.
    With most, at most that many lines, the last one ending in an ellipsis when the text went on."""
    lines = [""]
    for word in shown(text).split(" "):
        joined = f"{lines[-1]} {word}" if lines[-1] else word
        if lines[-1] and font.size(joined)[0] > room:
            lines.append(word)
        else:
            lines[-1] = joined
    if most is not None and len(lines) > most:
        # The last line is the rest of the text, wider than the room: cut, it ends in an ellipsis.
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return [clip(font, line, room) for line in lines]


def flow(font: pygame.font.Font, items: list[str], room: int) -> list[str]:
    """Items ("Hammer 5") set apart by three spaces in lines of `room` pixels, each item kept whole on one line
    (wrapped only when it alone is too wide)."""
    lines: list[str] = []
    for item in items:
        joined = f"{lines[-1]}   {item}" if lines else item
        if lines and text_width(font, joined) <= room:
            lines[-1] = joined
        else:
            lines += wrap(font, item, room)
    return lines
