"""A Dooom map thousands of cells a side in the window: drawn as one pixel of colour per cell, so the first frame
and each turn after it come in a moment instead of millions of glyphs painted one by one."""
import pygame

from graphics.board import READABLE_CELL
from tests.window.helpers import frame, game_app, open_dooom_map, press


def test_a_map_two_thousand_cells_a_side_is_drawn_and_played(tmp_path):
    size = 2000
    app, _, session = game_app("dooom", open_dooom_map(tmp_path, size, size), seed=3)
    frame(app)
    assert app.context.board.cell == READABLE_CELL       # the start: readable cells round the player
    press(app, "-")                                      # a step smaller: the whole map, a pixel a cell
    surface = frame(app)
    press(app, "l", "j")
    surface = frame(app)
    assert session.view().turn >= 1
    # The board is the map's floor: the floor's colour fills the middle of the board, as one pixel per cell would
    # (three cells under the middle: the camera keeps the player in the middle cell).
    board = app.context.board
    middle = board.area.clip(surface.get_rect()).center
    assert surface.get_at((middle[0], middle[1] + 3 * board.cell))[:3] == tuple(app.context.palette.floor[:3])
    assert board.cell <= 3 and isinstance(surface, pygame.Surface)
