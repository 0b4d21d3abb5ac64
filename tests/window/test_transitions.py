"""Screens say what should happen and the App does it: transitions applied in one place, a context instead of the App."""
import ast
import importlib
import inspect
import pathlib

import pygame
import pytest

from graphics.app import App
from graphics.screens import HelpScreen, Screen
from graphics.title import TitleScreen
from graphics.transitions import (ChangeSetting, LeaveGame, Pop, Push, Quit, Redraw, Replace, SetSeed, StartGame,
                                  ToTitle)
from tests.window.conftest import make_args
from tests.window.helpers import frame, press, top

GRAPHICS = pathlib.Path(__file__).resolve().parent.parent.parent / "graphics"


class Scripted(Screen):
    """A screen whose every event returns what the test has given it."""

    def __init__(self, ctx, outcome=None):
        super().__init__(ctx)
        self.outcome = outcome

    def handle(self, event):
        return self.outcome


def title_app():
    app = App(make_args(), headless=True)
    app.push(TitleScreen(app.context))
    return app


def test_what_handle_returns_is_what_happens_to_the_stack():
    app = title_app()
    first = Scripted(app.context)
    app.push(first)
    second = Scripted(app.context)
    first.outcome = Push(second)
    press(app, "x")
    assert app.stack[-2:] == [first, second]
    third = Scripted(app.context)
    second.outcome = Replace(third)
    press(app, "x")
    assert app.stack[-2:] == [first, third]
    third.outcome = Pop()
    press(app, "x")
    assert app.stack[-1] is first
    first.outcome = [Push(Scripted(app.context)), Push(second), ToTitle()]   # several, applied in order
    press(app, "x")
    assert top(app) == "TitleScreen" and len(app.stack) == 1


def test_popping_the_last_screen_and_quit_close_the_window():
    app = title_app()
    app.apply(Pop())
    assert not app.running and app.stack == []
    app = title_app()
    app.push(Scripted(app.context, Quit()))
    press(app, "x")
    assert not app.running


def test_games_are_started_and_left_through_transitions():
    app = title_app()
    app.push(Scripted(app.context, StartGame("cc3k")))
    press(app, "x")
    assert top(app) == "RaceScreen" and app.session is not None and app.session.seed == 1
    press(app, "s")
    session = app.session
    app.push(Scripted(app.context, [LeaveGame(), SetSeed(40), StartGame("maze")]))
    press(app, "x")
    assert session.save_path is not None and session.save_path.exists()      # left: saved to continue
    assert top(app) == "MazeScreen" and app.session.spec.name == "maze" and app.session.seed == 40
    assert [type(s).__name__ for s in app.stack] == ["TitleScreen", "MazeScreen"]
    assert app.context.next_seed == 41


def test_settings_change_through_transitions_and_are_remembered():
    app = title_app()
    size, contrast = app.board.cell_size, app.settings.high_contrast
    app.apply([ChangeSetting("bigger"), ChangeSetting("high_contrast"), ChangeSetting("softer")])
    assert app.board.cell_size == size + 4 and app.settings.high_contrast != contrast
    assert app.context.palette is app.board.palette and app.palette is app.context.palette
    again = title_app()
    assert again.board.cell_size == size + 4 and again.settings.high_contrast != contrast
    with pytest.raises(ValueError):
        ChangeSetting("colour")


def test_a_frame_is_drawn_after_input_and_transitions_and_never_when_nothing_happened(make_app):
    app = make_app()
    press(app, "s")
    frame(app)
    app.update(1.0)               # the floor's first turn has no animation left after a second
    frame(app)
    app.update(1 / 60)
    assert not app.dirty           # idle: nothing to draw
    play = app.stack[-1]
    rect = app.board.cell_rect(play.view.detail.pc.pos)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert app.dirty and play.hover_text.startswith("You")   # the hover text changed: drawn again
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx + 1, rect.centery), rel=(1, 0), buttons=(0, 0, 0)))
    assert not app.dirty           # the same cell: nothing changed
    press(app, "escape")           # a key: drawn again (the confirm box)
    assert app.dirty and top(app) == "ConfirmScreen"
    assert play.covered and not app.stack[-1].covered


def test_a_redraw_asked_for_changes_nothing_but_the_frame():
    app = title_app()
    app.draw()
    stack = list(app.stack)
    app.apply(Redraw())
    assert app.dirty and app.stack == stack


def _screen_classes():
    for path in sorted(GRAPHICS.glob("*.py")):
        importlib.import_module(f"graphics.{path.stem}")
    found, todo = set(), [Screen]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("graphics.") and sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def test_no_screen_is_given_the_app():
    """Every screen's first argument is the context; no module but app.py, and opening.py that makes the App, speaks
    of the App or of `app`."""
    classes = _screen_classes()
    assert {"TitleScreen", "PlayScreen", "MazeScreen", "DooomScreen", "ReplayScreen", "CommandLineScreen"} <= {
        cls.__name__ for cls in classes}
    for cls in classes:
        parameters = list(inspect.signature(cls.__init__).parameters.values())
        assert parameters[1].name == "ctx" and parameters[1].annotation == "Context", cls
    for path in sorted(GRAPHICS.glob("*.py")):
        if path.name in ("app.py", "opening.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None
            assert name not in ("app", "App"), f"{path.name}:{node.lineno} reaches for the App"


def test_no_screen_holds_the_app_while_games_are_played():
    for game, keys in (("cc3k", "s,l,?,escape,q"), ("maze", "l,2,escape,F,q"), ("dooom", "x,:,escape,q")):
        app = App(make_args(game=game), headless=True)
        app.push(TitleScreen(app.context))
        app.start_game(game)
        press(app, *keys.split(","))
        app.push(HelpScreen(app.context))
        for screen in app.stack:
            assert not any(value is app for value in vars(screen).values()), screen
        app.dispatch(pygame.event.Event(pygame.QUIT))
