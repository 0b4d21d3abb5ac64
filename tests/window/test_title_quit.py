"""Escape on the title asks before the program closes; q, the title's own Quit, closes at once."""
from tests.window.conftest import make_args
from tests.window.helpers import press, top


def title_app():
    from graphics.app import App
    from graphics.title import TitleScreen

    app = App(make_args(), headless=True)
    app.push(TitleScreen(app.context))
    return app


def test_escape_on_the_title_asks_and_no_keeps_the_program_open():
    app = title_app()
    press(app, "escape")
    assert top(app) == "ConfirmScreen" and app.running
    press(app, "n")
    assert top(app) == "TitleScreen" and app.running
    press(app, "escape", "y")
    assert not app.running


def test_q_on_the_title_quits_at_once():
    app = title_app()
    press(app, "q")
    assert not app.running
