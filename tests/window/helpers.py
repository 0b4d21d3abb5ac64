"""Helpers for window tests: pressing keys through the app's own dispatch, and drawing a frame."""
import pygame

from graphics.keymap import key_event


def press(app, *names: str) -> None:
    """Each key pressed and let go, as a person (and a --keys script) does: a key stopped by danger acts again."""
    for name in names:
        down = key_event(name)
        app.dispatch(down)
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=down.key, mod=down.mod, unicode="", scancode=0))


def frame(app) -> pygame.Surface:
    app.draw()
    return pygame.display.get_surface()


def top(app):
    return type(app.stack[-1]).__name__


def most_saturated(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    """The most saturated colour drawn in a rectangle: glyph strokes and sprites, not the background."""
    best = (0, 0, 0)
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            if max(r, g, b) - min(r, g, b) > max(best) - min(best):
                best = (r, g, b)
    return best
