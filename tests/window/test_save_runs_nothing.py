"""A save is data, never a command: continuing a saved game that a bot played shows the bot's command and runs it
only when the player says yes (anyone who can write the data folder could have planted one)."""
import sys
import time

from game.registry import GAMES
from graphics.app import App
from graphics.title import TitleScreen
from graphics.transitions import ContinueGame
from roguelike_client.play.session import Session
from tests.window.conftest import make_args
from tests.window.helpers import press, top
from roguelike_client.userdata.saves import list_saves


def planted_save(marker) -> None:
    """A maze game saved with a 'bot' that only leaves a mark when it is run."""
    command = f"{sys.executable} -c \"open(r'{marker}', 'w').write('ran')\""
    session = Session.new(GAMES["maze"], 3, "", "", {"bot": command}, keep=True)
    hero = session.view().detail.hero
    session.submit(f"MOVE {hero.x} {hero.y}")      # the bot's answer for the first turn: wait where it stands
    assert session.leave()


def window() -> App:
    app = App(make_args(game="maze", seed=3), headless=True)
    app.push(TitleScreen(app.context))
    return app


def ran(marker, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if marker.exists():
            return True
        time.sleep(0.05)
    return marker.exists()


def test_a_save_that_would_run_a_program_shows_it_and_runs_it_only_on_yes(tmp_path):
    marker = tmp_path / "ran"
    planted_save(marker)
    [saved], _ = list_saves("maze")
    app = window()
    app.apply(ContinueGame(saved))              # what choosing it in the list of saves does
    assert top(app) == "ConfirmScreen" and app.session is None
    assert str(marker) in app.stack[-1].question
    press(app, "n")
    assert top(app) == "TitleScreen" and app.session is None
    assert not ran(marker, 1.0)
    app.apply(ContinueGame(saved))
    press(app, "y")
    assert app.session is not None
    for _ in range(100):                        # the window's loop asks the bot for its turn
        app.update(0.02)
        if marker.exists():
            break
    assert ran(marker, 30)
    app.leave_game()
    app.close_screens()


def test_a_save_played_by_a_person_continues_without_a_question():
    session = Session.new(GAMES["maze"], 3, "", "", {}, keep=True)
    session.submit("wait")
    assert session.leave()
    [saved], _ = list_saves("maze")
    app = window()
    app.apply(ContinueGame(saved))
    assert app.session is not None and top(app) != "ConfirmScreen"
    app.leave_game()
