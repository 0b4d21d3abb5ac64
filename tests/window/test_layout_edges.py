"""Where the board shows only part of the map (a small window, zoomed in round the player), each edge where the map
goes on is marked outside the board, in the palette's dim and accent colours, the same in glyphs and in tiles; an
edge where the map ends, or a board shown whole, is not."""
import random
from pathlib import Path

import pygame
import pytest

from graphics.board import EDGE_DEPTH, EDGE_GAP
from tests.window.helpers import frame, game_app, press, top

SIDES = ("left", "right", "top", "bottom")
ROOT = Path(__file__).resolve().parent.parent.parent


def cc3k_at(size: tuple[int, int], path=ROOT / "maps" / "cc3k" / "default.txt"):
    app, _, _ = game_app("cc3k", path, seed=1)
    pygame.display.set_mode(size)
    press(app, "s")
    frame(app)
    return app


def strip(board, side: str) -> pygame.Rect:
    """The strip outside a side of the board's area where that side's mark goes."""
    area, depth = board.area, EDGE_DEPTH
    return {"left": pygame.Rect(area.left - EDGE_GAP - depth, area.top, depth, area.height),
            "right": pygame.Rect(area.right + EDGE_GAP, area.top, depth, area.height),
            "top": pygame.Rect(area.left, area.top - EDGE_GAP - depth, area.width, depth),
            "bottom": pygame.Rect(area.left, area.bottom + EDGE_GAP, area.width, depth)}[side]


def colours(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    rect = rect.clip(surface.get_rect())
    return {tuple(surface.get_at((x, y))[:3]) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}


def marked_sides(app) -> set[str]:
    """The sides whose strip shows the accent's arrows and the dim band."""
    surface, board, palette = frame(app), app.context.board, app.context.palette
    wanted = {tuple(palette.accent[:3]), tuple(palette.dim[:3])}
    return {side for side in SIDES if wanted <= colours(surface, strip(board, side))}


def cut_sides(app) -> set[str]:
    """The sides where the board shown stops short of the map's edge."""
    board = app.context.board
    (left, top), (width, height) = board.first, board.shown
    return {side for side, cut in (("left", left > 0), ("right", left + width < board.cols), ("top", top > 0),
                                   ("bottom", top + height < board.rows)) if cut}


def test_cc3k_at_800x500_marks_the_cut_left_edge_only():
    app = cc3k_at((800, 500))
    board = app.context.board
    assert board.cell >= 12 and board.first.x > 0          # zoomed round the player: the left columns not shown
    assert cut_sides(app) == {"left"}
    assert marked_sides(app) == {"left"}


@pytest.mark.parametrize("size", [(800, 500), (1000, 600), (1296, 640)])
def test_the_marks_are_drawn_alike_in_glyphs_and_tiles(size):
    app = cc3k_at(size)
    press(app, "=")                                          # larger cells: more of the map cut
    frame(app)
    glyphs = frame(app).copy()
    sides = marked_sides(app)
    assert sides and sides == cut_sides(app)
    press(app, "t")
    tiles = frame(app)
    assert app.context.board.tiles and marked_sides(app) == sides
    for side in sides:
        rect = strip(app.context.board, side)
        assert pygame.image.tobytes(glyphs.subsurface(rect), "RGB") == pygame.image.tobytes(tiles.subsurface(rect), "RGB")


def test_the_whole_board_has_no_marks():
    app = cc3k_at((800, 500))
    board = app.context.board
    assert marked_sides(app) == {"left"}
    press(app, "-")                                          # the whole board, smaller cells
    frame(app)
    assert board.shown == (board.cols, board.rows) and marked_sides(app) == set()
    assert tuple(app.context.palette.accent[:3]) not in set().union(*(colours(frame(app), strip(board, side))
                                                                     for side in SIDES))


def test_the_marks_follow_the_camera_and_a_mark_no_longer_wanted_goes():
    app = cc3k_at((800, 500))
    press(app, "=", "=")
    play, rng = app.stack[-1], random.Random(4)
    seen = set()
    for _ in range(60):
        press(app, rng.choice("hjklyubn"))
        if top(app) != "PlayScreen":
            break
        kept = pygame.image.tobytes(frame(app), "RGB")
        assert marked_sides(app) == cut_sides(app)
        play.kept.forget()                                   # the same frame drawn whole: the same pixels
        assert kept == pygame.image.tobytes(frame(app), "RGB")
        seen.add(frozenset(cut_sides(app)))
    assert len(seen) > 1                                     # the camera moved the cut sides on the way


@pytest.mark.parametrize("game, path", [("maze", ROOT / "maps" / "maze" / "seed_11.txt"),
                                        ("dooom", ROOT / "maps" / "dooom" / "large.txt")])
def test_every_game_marks_its_cut_edges(game, path):
    options = {"bot": None, "bot_timeout": None} if game == "maze" else {}
    app, _, _ = game_app(game, path, seed=1, **options)
    pygame.display.set_mode((800, 500))
    press(app, "=", "=")
    frame(app)
    assert cut_sides(app) and marked_sides(app) == cut_sides(app)
