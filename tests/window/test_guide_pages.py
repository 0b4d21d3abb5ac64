"""Help in a game ends with a page of the map and the rules in brief (graphics/guide.py): Dooom's, as the others'
(tests/window/test_teach_cc3k.py, test_teach_maze.py), and each page fits a window of the smallest size."""
import pygame
import pytest

from tests.window.helpers import frame, game_app, open_dooom_map, press, top
from tests.window.conftest import DATA
from tests.window.test_teach_cc3k import colours_drawn


def test_dooom_help_ends_with_its_map_and_rules(tmp_path):
    app, screen, session = game_app("dooom", open_dooom_map(tmp_path, 20, 10))
    press(app, "?", "right")
    help_screen = app.stack[-1]
    assert top(app) == "HelpScreen" and help_screen.heading == "Map and rules"
    drawn = colours_drawn(frame(app))
    assert {app.palette.player, app.palette.creatures.bot, app.palette.gold} <= drawn
    assert "step onto an exit" in help_screen.guide.guide.rules
    press(app, "right")                                 # round to the keys again
    assert app.stack[-1].heading != "Map and rules"


def maze_map(folder):
    rows = [["."] * 16 for _ in range(12)]
    rows[1][1], rows[11][15] = "H", "E"
    path = folder / "maze.txt"
    path.write_text("".join("".join(row) + "\n" for row in rows))
    return path


def smallest(tmp_path, game: str):
    """A game of each kind being played in a window of the smallest size, 800x500."""
    path = {"cc3k": lambda: DATA / "known.txt", "maze": lambda: maze_map(tmp_path),
            "dooom": lambda: open_dooom_map(tmp_path, 20, 10)}[game]()
    app, screen, session = game_app(game, path)
    if game == "cc3k":
        press(app, "s")
    pygame.display.set_mode((800, 500))
    return app


@pytest.mark.parametrize("tiles", [False, True])
@pytest.mark.parametrize("game", ["cc3k", "maze", "dooom"])
def test_the_map_and_rules_page_is_whole_in_the_smallest_window(tmp_path, game, tiles):
    """At 800x500, the smallest window, every thing and every line of the rules has room: nothing is cut."""
    app = smallest(tmp_path, game)
    if tiles:
        app.toggle_tiles()
    press(app, "?", "right")
    frame(app)
    assert app.stack[-1].guide.whole


@pytest.mark.parametrize("game", ["cc3k", "maze", "dooom"])
def test_the_keys_page_cuts_no_row_in_the_smallest_window(tmp_path, monkeypatch, game):
    """At 800x500 every key's line is drawn whole: in the small font, and over a second line where even that is too
    wide ("diagonals: MOVE takes N, S, E or W only" in Dooom's), never ending in an ellipsis."""
    import graphics.screens

    app = smallest(tmp_path, game)
    press(app, "?")
    drawn: list[str] = []
    real = graphics.screens.render
    monkeypatch.setattr(graphics.screens, "render", lambda font, text, colour: drawn.append(text) or real(font, text,
                                                                                                            colour))
    frame(app)
    rows = app.stack[-1].rows()
    assert len(drawn) > 2 * len(rows) and not [text for text in drawn if text.endswith("...")], drawn


@pytest.mark.parametrize("tiles", [False, True])
def test_the_map_page_names_each_glyph_once_and_says_right_goes_back_to_the_first_page(monkeypatch, tiles):
    """The fifth playtest read "@ @ you" (the glyph drawn, then the same character in the words) and "Right next
    page" on the last page. In glyphs the words follow the glyph; in tiles they still say the character printed."""
    import graphics.guide
    import graphics.screens

    app, screen, session = game_app("cc3k", DATA / "known.txt")
    press(app, "s")
    if tiles:
        app.toggle_tiles()
    drawn: list[str] = []
    for module in (graphics.guide, graphics.screens):
        real = module.render
        monkeypatch.setattr(module, "render", lambda font, text, colour, real=real: drawn.append(text) or
                            real(font, text, colour))
    press(app, "?", "right")
    frame(app)
    assert ("@ you" in drawn) is tiles and ("you" in drawn) is not tiles
    assert any("back to the first" in text for text in drawn)
