"""The status line (a swallowed key, a file that could not be written) is drawn on a band of its own at the window's
bottom, over the footer: never over the board."""
import pygame
import pytest

from tests.window.conftest import DATA
from tests.window.helpers import frame, game_app, press


@pytest.mark.parametrize("size", [(1296, 640), (800, 500)])
def test_the_status_line_leaves_the_board_as_it_was_and_is_drawn_at_the_bottom(size):
    app, screen, session = game_app("cc3k", DATA / "known.txt")
    press(app, "s")
    pygame.display.set_mode(size)
    calm = frame(app).copy()
    app.status = "A key pressed just after danger was not taken: press it again to act."
    said = frame(app)
    board = app.board.area
    changed = [(x, y) for x in range(0, size[0], 2) for y in range(0, size[1], 2)
               if said.get_at((x, y)) != calm.get_at((x, y))]
    assert changed and all(not board.collidepoint(pixel) for pixel in changed)
    assert min(y for _, y in changed) > size[1] - 50
    assert app.palette.bad in {tuple(said.get_at(pixel))[:3] for pixel in changed}
