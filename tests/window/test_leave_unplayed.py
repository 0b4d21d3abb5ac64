"""Leaving a game where nothing has been played: nothing would be saved, so the box does not offer to save it (the
playtest answered "Save this game?" with y at the maze's turn 0 and found no save)."""
from game.core import Pos
from graphics.boxes import NOTHING_TO_SAVE
from tests.window.helpers import press, top
from tests.window.test_maze_feel import field
from tests.window.test_maze_window import maze_app


def question(app) -> str:
    return app.stack[-1].question


def test_a_game_with_nothing_played_asks_to_leave_not_to_save(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {}))
    press(app, "q")
    assert top(app) == "ConfirmScreen" and question(app) == NOTHING_TO_SAVE
    press(app, "n", "right", "q")         # played a step: now there is a game to save
    assert top(app) == "ConfirmScreen" and question(app) != NOTHING_TO_SAVE and "Save" in question(app)
