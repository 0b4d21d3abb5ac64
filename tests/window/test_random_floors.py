"""CC3k's random floors chosen in the window: f on the race screen, the same seed, kept for the window's next games."""
from tests.cc3k.test_random_layout import first_floor
from tests.window.conftest import DATA
from tests.window.helpers import frame, game_app, press, top

DEFAULT_MAP = DATA.parent.parent.parent / "maps" / "cc3k" / "default.txt"


def test_f_on_the_race_screen_switches_to_random_floors_with_the_same_seed_and_the_choice_is_kept():
    app, races, session = game_app("cc3k", DEFAULT_MAP, seed=4)
    assert top(app) == "RaceScreen" and session.floors_named() == ""
    press(app, "f")
    assert top(app) == "RaceScreen" and app.session.seed == 4 and app.session.floors_named() == "random floors"
    frame(app)
    press(app, "s")
    assert list(app.session.view().cells) == first_floor(4)
    frame(app)
    press(app, "escape", "y")                  # saved and left; the next game from the title keeps the choice
    assert top(app) == "TitleScreen"
    press(app, "1")
    assert app.session.seed == 5 and app.session.floors_named() == "random floors"
    press(app, "f")                            # and back to the rule book's five chambers, same seed
    assert app.session.seed == 5 and app.session.floors_named() == ""
    press(app, "s")
    assert list(app.session.view().cells) != first_floor(5)
