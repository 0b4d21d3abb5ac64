"""Helpers for window tests: pressing keys through the app's own dispatch, and drawing a frame."""
import pygame

from graphics.keymap import key_event


def press(app, *names: str) -> None:
    for name in names:
        app.dispatch(key_event(name))


def frame(app) -> pygame.Surface:
    app.draw()
    return pygame.display.get_surface()


def top(app):
    return type(app.stack[-1]).__name__
