"""A saved game another window is playing is not continued in this one too: the status line says so, and the save
stays where it is (it is that window's game, not a broken file to set aside)."""
from graphics.app import App
from graphics.title import TitleScreen
from tests.window.conftest import DATA, make_args
from tests.window.helpers import press, top
from roguelike_client.userdata.saves import list_saves


def window() -> App:
    app = App(make_args(map=str(DATA / "known.txt"), seed=1), headless=True)
    app.prepare("cc3k", str(DATA / "known.txt"))
    app.push(TitleScreen(app.context))
    return app


def test_a_save_played_in_another_window_is_refused_with_a_word_and_kept():
    first = window()
    first.start_game("cc3k")
    press(first, "s", "l", "q", "y")
    [saved], _ = list_saves("cc3k")
    first.continue_game(saved)
    assert top(first) == "PlayScreen"
    second = window()
    second.continue_game(saved)
    assert top(second) == "TitleScreen" and second.session is None
    assert "being played in another window" in second.status and saved.path.exists()
    press(first, "q", "y")                       # the first window leaves it: now the second may continue it
    [saved], _ = list_saves("cc3k")
    second.continue_game(saved)
    assert top(second) == "PlayScreen"
