"""Every screen can be reached by keys, and each does what its keys say."""
from graphics.cc3k_window import PlayScreen
from tests.window.helpers import frame, press, top


def test_start_shows_race_choice_over_the_title_and_escape_goes_back(make_app):
    app = make_app()
    assert [type(s).__name__ for s in app.stack] == ["TitleScreen", "RaceScreen"]
    press(app, "escape")
    assert top(app) == "TitleScreen"
    press(app, "?")
    assert top(app) == "HelpScreen"
    frame(app)
    press(app, "space")
    assert top(app) == "TitleScreen"
    press(app, "1")
    assert top(app) == "RaceScreen"
    press(app, "down", "down", "return")
    assert top(app) == "PlayScreen" and app.session.view().detail.pc.race == "Vampire"


def test_help_opens_from_the_race_and_options_screens(make_app):
    app = make_app()
    press(app, "?")
    assert top(app) == "HelpScreen"
    press(app, "escape", "escape", "o", "f1")
    assert top(app) == "HelpScreen"


def test_play_help_confirm_quit_and_restart(make_app):
    app = make_app()
    press(app, "t")  # t picks the troll at the race screen
    assert top(app) == "PlayScreen" and app.session.view().detail.pc.race == "Troll"
    press(app, "?")
    assert top(app) == "HelpScreen"
    press(app, "escape")
    press(app, "q")
    assert top(app) == "ConfirmScreen"
    frame(app)
    press(app, "n")
    assert top(app) == "PlayScreen"
    press(app, "r", "y")
    assert top(app) == "RaceScreen" and app.session.view().phase == "race"
    press(app, "g", "q", "y")
    assert top(app) == "TitleScreen"
    press(app, "q")
    assert not app.running


def test_game_over_offers_play_again_or_the_title(make_app):
    app = make_app("quick_win.txt")
    press(app, "s")
    for _ in range(5):
        press(app, "l")
    assert top(app) == "GameOverScreen"
    screen = app.stack[-2]
    assert isinstance(screen, PlayScreen) and screen.view.result.value == "won"
    frame(app)
    press(app, "r")
    assert top(app) == "RaceScreen"
    press(app, "d")
    for _ in range(5):
        press(app, "right")
    press(app, "escape")
    assert top(app) == "TitleScreen"


def test_attack_and_use_wait_for_a_direction_and_escape_cancels(make_app):
    app = make_app()
    press(app, "s")
    play = app.stack[-1]
    press(app, "a")
    assert play.pending == "attack" and play.view.turn == 0
    press(app, "escape")
    assert play.pending is None and play.view.turn == 0
    press(app, "p", "j", "j")     # use the potion south... then it is gone, so the next j is a move
    assert play.view.turn == 2 and play.view.detail.known_potions == ("RH",)
