"""CC3k's random floors chosen in the window: f on the race screen, the same seed, kept for the window's next games;
w writes them to a file to share."""
from game.cc3k.spec import SPEC
from roguelike_client.play.session import Session
from tests.cc3k.test_random_layout import first_floor, saved_dungeon
from roguelike_client.userdata.folder import data_folder
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


def test_w_writes_the_random_floors_to_the_data_folder_and_says_where_and_how_to_play_them(tmp_path):
    app, races, session = game_app("cc3k", DEFAULT_MAP, seed=8)
    press(app, "w")                            # the rule book's floors: nothing to write, no such choice
    assert top(app) == "RaceScreen" and not list(data_folder().glob("layouts/*"))
    press(app, "f")
    frame(app)
    press(app, "w")
    (written,) = data_folder().glob("layouts/*")
    assert written.name == "cc3k-seed-8.txt" and written.read_text() == saved_dungeon(8, tmp_path)
    said = app.stack[-1].items[-1][1]
    assert said == f"Written to {written}: --map it with --seed 8 to play this game again"
    frame(app)                                 # drawn over lines, not cut
    press(app, "return")                       # the race chosen before (the first) is still the one Enter plays
    assert top(app) == "PlayScreen"
    from_file = Session.new(SPEC, 8, str(written), written.read_text())
    from_file.submit("s")
    assert app.session.view() == from_file.view()


def test_a_shared_dungeon_opened_with_map_is_named_on_the_race_screen_and_in_the_saves_list(tmp_path):
    shared = tmp_path / "shared.txt"
    shared.write_text(saved_dungeon(6, tmp_path))
    app, races, session = game_app("cc3k", shared, seed=6)
    assert races.items[5][1] == "Floors: shared.txt (f to change)"
    press(app, "f")                            # random floors of the seed (given back unplayed); f again: the file
    press(app, "f")
    assert app.stack[-1].items[5][1] == "Floors: shared.txt (f to change)"
    press(app, "f", "s", "l")                  # a turn on random floors, then saved and left
    press(app, "escape", "y")
    press(app, "c")
    (line,) = [label for _, label, _ in app.stack[-1].items]
    assert line.startswith("ChamberCrawler3000: Race Shade, ") and ", seed 6, random floors, " in line
