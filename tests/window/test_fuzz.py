"""Thousands of random keys, mouse moves, clicks and resizes on every screen of every game: nothing raises."""
import random

import pygame
import pytest

from graphics.app import App
from graphics.keymap import DEFAULT_KEYS, key_event
from graphics.title import TitleScreen
from tests.cc3k.test_properties import check_invariants
from tests.window.conftest import make_args

KEYS = sorted({name for names in DEFAULT_KEYS.values() for name in names}) + list("sdvgtycnohVv0123456789:") + [
    "backspace", "space", "tab", "x", "Q", "return"]


def random_event(picker: random.Random, app):
    roll = picker.random()
    if roll < 0.8:
        return key_event(picker.choice(KEYS))
    width, height = pygame.display.get_surface().get_size()
    position = (picker.randrange(-20, width + 20), picker.randrange(-20, height + 20))
    if roll < 0.9:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=position, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.97:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=picker.choice([1, 1, 1, 3, 4, 5]))
    pygame.display.set_mode((picker.randrange(200, 1900), picker.randrange(150, 1100)))
    return pygame.event.Event(pygame.VIDEORESIZE, size=pygame.display.get_surface().get_size())


def games():
    app = App(make_args(), headless=True)
    found = [spec.name for spec in app.context.games]
    pygame.quit()
    return found


@pytest.mark.parametrize("game", games())
def test_random_input_on_every_screen_raises_nothing(game):
    picker = random.Random(2024)
    app = None
    seen = set()
    for step in range(4000):
        if app is None or not app.running:
            app = App(make_args(game=game, seed=picker.randrange(1000)), headless=True)
            app.push(TitleScreen(app.context))
            app.start_game(game)
        event = random_event(picker, app)
        app.dispatch(event)
        if event.type == pygame.KEYDOWN and app.running:
            # The key comes up again, as a person's does: a key held through danger stays stopped until then.
            app.dispatch(pygame.event.Event(pygame.KEYUP, key=event.key, mod=event.mod, unicode="", scancode=0))
        if not app.running:
            continue
        app.update(picker.choice([0, 1 / 60, 0.3]))
        if step % 40 == 0:
            app.draw()
        seen.add(type(app.stack[-1]).__name__)
        session = app.session
        if session is not None:
            view = session.view()
            assert view.width > 0 and len(view.cells) in (0, view.height)
            if session.spec.name == "cc3k":
                check_invariants(session, {})
    assert {"TitleScreen", "HelpScreen", "OptionsScreen", "ScoresScreen", "ConfirmScreen", "SeedScreen"} <= seen, seen
    assert len(seen) >= 8, seen   # and the game's own screens
