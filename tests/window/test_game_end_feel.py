"""The end of a game as a player meets it: leaving one where nothing has been played (nothing would be saved, so the
box does not offer to save it: the playtest answered "Save this game?" with y at the maze's turn 0 and found no
save), and no path drawn once the game is over."""
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


def test_no_path_is_shown_once_the_game_is_over(tmp_path):
    """The playtest saw the path to a far cell still drawn under the end box."""
    import pygame

    from tests.window.helpers import frame

    path = tmp_path / "exit.txt"
    rows = [["."] * 16 for _ in range(12)]
    rows[5][5], rows[5][6] = "H", "E"
    path.write_text("".join("".join(row) + "\n" for row in rows))
    app, screen, session = maze_app(path)
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.board.cell_rect(Pos(5, 3)).center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    assert screen.preview
    press(app, "right")                   # onto the exit: the game is won
    assert session.view().over and screen.preview == []
