"""CC3k's window at every size from the least (800x500) to 3840x2160: the whole board (or, where its cells would be
too small to read, the board zoomed round the PC), the HUD's three columns (stats, the creatures in sight, the log)
and the footer, nothing cut by the window's edges."""
import pygame
import pytest

from graphics.board import READABLE_CELL
from tests.window.helpers import frame, press

SIZES = [(800, 500), (800, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]


def drawn_bounds(surface: pygame.Surface, background) -> pygame.Rect:
    """The smallest rectangle holding every pixel not of the background colour."""
    plain = pygame.mask.from_threshold(surface, background, (1, 1, 1, 255))
    plain.invert()
    rects = plain.get_bounding_rects()
    return rects[0].unionall(rects[1:])


@pytest.mark.parametrize("size", SIZES)
def test_every_size_shows_the_whole_board_and_the_hud_uncut(make_app, size):
    app = make_app()
    pygame.display.set_mode(size)
    press(app, "s", "l", "l")
    play = app.stack[-1]
    surface = frame(app)
    window = surface.get_rect()
    board = app.board
    assert window.contains(board.area)
    assert board.shown == (79, 25) or (board.fitting < READABLE_CELL and board.cell == READABLE_CELL
                                       and board.cell_rect(play.view.detail.pc.pos) is not None)
    drawn = drawn_bounds(surface, app.palette.background)
    assert window.inflate(-8, -8).contains(drawn), drawn               # nothing runs into the edges
    assert drawn.bottom > board.area.bottom + 3 * app.fonts.normal.get_linesize()   # the HUD under the board
    assert len(play.side_rows) == 3 and all(window.contains(row) for row in play.side_rows)
    assert all(row.top > board.area.bottom for row in play.side_rows)


def test_a_far_larger_window_draws_the_hud_larger(make_app):
    app = make_app()
    press(app, "s")
    play = app.stack[-1]
    heights = []
    for size in [(1920, 1080), (3840, 2160)]:
        pygame.display.set_mode(size)
        frame(app)
        heights.append(play.hud.font.get_height())
    assert heights[1] >= 2 * heights[0] - 1
