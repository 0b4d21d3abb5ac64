"""The board's size: the whole board as large as the window allows, size keys that always change what is shown,
and a camera that keeps the player in view when the cells are larger than the whole board allows."""
from dataclasses import replace

import pygame
import pytest

from game.core import EntityKind, Pos
from game.dooom.spec import SPEC as DOOOM
from graphics import dooom_window
from graphics.app import App
from graphics.display import MIN_WINDOW_SIZE
from graphics.board import MAX_CELL, MIN_CELL, READABLE_CELL, WHOLE_BOARD, BoardView, player_cell, size_words
from graphics.palette import STANDARD
from tests.window.conftest import DATA
from tests.window.helpers import frame, game_app, open_dooom_map, press

SIZES = [MIN_WINDOW_SIZE, (1296, 640), (1920, 1080), (3840, 2160)]
MAPS = {"cc3k": DATA / "known.txt", "maze": DATA / "maze_small.txt", "dooom": DATA / "dooom_hall.txt"}


def map_app(game: str) -> App:
    """An app playing a game on a test map, from the title; CC3k's race chosen."""
    options = {"bot": None, "bot_timeout": None} if game == "maze" else {}
    app, _, _ = game_app(game, MAPS[game], seed=107, **options)
    if game == "cc3k":
        press(app, "s")
    return app


def fitted_areas(board: BoardView) -> list[pygame.Rect]:
    """The areas the window gives the board, as it fits them, recorded."""
    given = []
    fit = board.fit

    def recording(available, cols, rows, focus=None):
        given.append(pygame.Rect(available))
        fit(available, cols, rows, focus=focus)

    board.fit = recording
    return given


def inked(surface: pygame.Surface, rect: pygame.Rect, background) -> bool:
    """Whether anything but the background is drawn in a rectangle."""
    return any(surface.get_at((x, y))[:3] != background[:3] for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom))


def board_pixels(surface: pygame.Surface, board: BoardView) -> bytes:
    return pygame.image.tobytes(surface.subsurface(board.area.clip(surface.get_rect())), "RGB")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game", sorted(MAPS))
def test_the_whole_board_fills_the_area_the_window_gives_it(game, size):
    app = map_app(game)
    app.board.fog = False           # the corners drawn, seen or not
    pygame.display.set_mode(size)
    given = fitted_areas(app.board)
    surface = frame(app)
    board, view, available = app.board, app.stack[-1].view, given[-1]
    assert board.cell_size == WHOLE_BOARD
    if board.fitting < READABLE_CELL:
        # Cells under READABLE_CELL: the start is zoomed in round the player, and a step smaller shows it all.
        assert board.cell == READABLE_CELL and board.shown != (view.width, view.height)
        assert board.cell_rect(player_cell(view)) is not None
        press(app, "-")
        surface = frame(app)
        available = given[-1]
    assert board.shown == (view.width, view.height) and board.first == Pos(0, 0)      # the whole board
    assert surface.get_rect().contains(board.area) and board.area.size == (view.width * board.cell,
                                                                          view.height * board.cell)
    # The largest whole number of pixels: a pixel more per cell would not fit, so less than a pixel per cell
    # is left over where the board meets the area's edges (a 79-column board at 1920 px: 24 px cells, 1896 px).
    assert (board.cell + 1) * view.width > available.width or (board.cell + 1) * view.height > available.height
    assert available.width - board.area.width < view.width or available.height - board.area.height < view.height
    # The corner cells (walls in every test map) are drawn inside the window.
    for corner in (Pos(0, 0), Pos(view.width - 1, 0), Pos(0, view.height - 1), Pos(view.width - 1, view.height - 1)):
        rect = board.cell_rect(corner)
        assert surface.get_rect().contains(rect) and inked(surface, rect, app.palette.background), corner


def test_a_wide_window_draws_cells_between_whole_multiples():
    """1920x1080: CC3k's 79 columns fit 24 px cells; whole multiples of 16 would stop at 16 (1264 px of 1920)."""
    app = map_app("cc3k")
    pygame.display.set_mode((1920, 1080))
    frame(app)
    assert app.board.cell == 24 and app.board.area.width == 79 * 24


@pytest.mark.parametrize("game", sorted(MAPS))
def test_each_size_key_changes_what_is_shown_until_a_limit(game):
    app = map_app(game)
    board = app.board
    surface = frame(app)
    whole = board.cell
    for key, limit in (("=", lambda: board.cell_size == MAX_CELL or board.cell == board.largest),
                       ("-", lambda: board.cell_size == MIN_CELL or board.cell == 1)):
        presses = 0
        while not limit():
            before, pixels = board.cell, board_pixels(surface, board)
            press(app, key)
            surface = frame(app)
            assert (board.cell > before) if key == "=" else (board.cell < before)
            assert board_pixels(surface, board) != pixels
            presses += 1
        assert presses >= 2
        size = board.cell_size
        press(app, key)                  # at the limit the key changes nothing, shown or saved
        assert board.cell_size == size
    while board.cell_size < WHOLE_BOARD:
        press(app, "=")
    frame(app)
    assert board.cell == whole and board.shown == (app.stack[-1].view.width, app.stack[-1].view.height)


def test_zoomed_in_the_board_shows_a_part_larger_and_zoomed_out_the_whole_board_smaller():
    app = map_app("cc3k")
    board = app.board
    frame(app)
    whole = board.cell
    press(app, "=")
    frame(app)
    assert board.cell == whole + 4 and board.shown[0] < 79 and board.area.width <= 1296
    press(app, "-", "-")
    frame(app)
    assert board.cell == whole - 4 and board.shown == (79, 25)


def test_the_chosen_size_in_words():
    assert size_words(16) == "fits the window (zoomed round the player where cells would be under 12 px)"
    assert size_words(24) == "zoomed in round the player, cells 8 px larger than fitting the window"
    assert size_words(12) == "smaller than the window, cells 4 px smaller than fitting it"


def test_cell_at_finds_the_cell_drawn_at_cell_rect_under_the_camera():
    board = BoardView(STANDARD)
    area = pygame.Rect(12, 12, 1000, 400)
    for cell_size, focus in ((16, None), (40, Pos(0, 0)), (40, Pos(50, 20)), (64, Pos(78, 24)), (9, Pos(3, 3))):
        board.cell_size = cell_size
        board.fit(area, 79, 25, focus=focus)
        view = type("Sized", (), {"width": 79, "height": 25})()
        shown = [Pos(x, y) for x in range(79) for y in range(25) if board.cell_rect(Pos(x, y)) is not None]
        assert len(shown) == board.shown[0] * board.shown[1]
        for pos in shown:
            rect = board.cell_rect(pos)
            assert area.contains(rect)
            assert board.cell_at(rect.center, view) == pos and board.cell_at(rect.topleft, view) == pos
        if focus is not None:
            assert board.cell_rect(focus) is not None
        assert board.cell_rect(Pos(-1, 0)) is None and board.cell_rect(Pos(79, 0)) is None


def test_the_mouse_points_at_the_cell_under_it_with_the_camera():
    app = map_app("cc3k")
    press(app, "=", "=", "=")
    frame(app)
    board, screen = app.board, app.stack[-1]
    assert board.shown[0] < 79
    for pos in (board.first, Pos(board.first.x + board.shown[0] - 1, board.first.y + board.shown[1] - 1)):
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=board.cell_rect(pos).center, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        assert screen.pointed == pos


def open_dooom(width: int, height: int, seed: int = 3):
    """A Dooom game on an open map of the given size (walls around, gold and an exit in a corner)."""
    rows = ["#" * width] + ["#" + "." * (width - 2) + "#" for _ in range(height - 2)] + ["#" * width]
    rows[1] = "#G" + "." * (width - 4) + "E#"
    return DOOOM.new_game(DOOOM.read_map("name Open\nwin 1\n" + "\n".join(rows) + "\n", "open"), seed, {})


@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
def test_the_camera_follows_the_player_across_a_large_dooom_map(tiles):
    from graphics.tiles import TileSheet

    surface = pygame.display.set_mode((1296, 640))
    board = BoardView(STANDARD, cell_size=32)
    board.tiles, board.sheet = tiles, TileSheet.load() if tiles else None
    area = pygame.Rect(12, 12, 1100, 440)
    empty = pygame.Surface(surface.get_size())
    game = open_dooom(400, 300)
    look = dooom_window.LOOK
    firsts = set()
    for command in ["MOVE E"] * 45 + ["MOVE S"] * 30 + ["MOVE W"] * 20:
        view = game.view()
        board.fit(area, view.width, view.height, focus=player_cell(view))
        surface.fill((0, 0, 0))
        board.draw(surface, view, look)
        rect = board.cell_rect(player_cell(view))
        # The whole board would be in 1 px cells: the chosen size counts from READABLE_CELL instead.
        assert rect is not None and area.contains(board.area) and board.cell == READABLE_CELL + 32 - WHOLE_BOARD
        # The player is drawn where cell_rect says: without it, that cell's pixels differ.
        alone = replace(view, entities=[e for e in view.entities if e.kind is not EntityKind.PLAYER])
        board.draw(empty, alone, look)
        assert pygame.image.tobytes(surface.subsurface(rect), "RGB") != pygame.image.tobytes(empty.subsurface(rect), "RGB")
        firsts.add(board.first)
        game.step(DOOOM.parse(command))
    assert len(firsts) > 40          # the camera moved with the player


@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
def test_a_scrolled_board_is_drawn_as_a_fresh_one_would_be(tiles):
    from graphics.tiles import TileSheet

    surface = pygame.display.set_mode((1296, 640))
    fresh = pygame.Surface((1296, 640))
    game = open_dooom(200, 150)
    view = game.view()
    scrolled = BoardView(STANDARD, cell_size=24)
    scrolled.tiles, scrolled.sheet = tiles, TileSheet.load() if tiles else None
    area = pygame.Rect(12, 12, 1100, 440)
    for focus in (Pos(50, 40), Pos(52, 41), Pos(49, 37), Pos(60, 60), Pos(199, 149), Pos(0, 0)):
        scrolled.fit(area, view.width, view.height, focus=focus)
        scrolled.draw(surface, view, dooom_window.LOOK)
        anew = BoardView(STANDARD, cell_size=24)
        anew.tiles, anew.sheet = tiles, scrolled.sheet
        anew.fit(area, view.width, view.height, focus=focus)
        anew.draw(fresh, view, dooom_window.LOOK)
        assert scrolled.area == anew.area
        assert pygame.image.tobytes(surface.subsurface(scrolled.area), "RGB") == \
            pygame.image.tobytes(fresh.subsurface(anew.area), "RGB"), focus


def test_a_saved_cell_size_of_an_older_window_still_means_a_size():
    """16 (the default every old settings file has) draws the whole board as large as it fits; more draws larger
    cells around the player, fewer the whole board smaller."""
    from roguelike_client.userdata.settings import Settings, save_settings

    sizes = {}
    for saved in (16, 32, 8):
        save_settings(Settings(cell_size=saved))
        app = map_app("cc3k")
        frame(app)
        sizes[saved] = app.board.cell, app.board.shown
    assert sizes[16] == (16, (79, 25))
    assert sizes[32][0] == 32 and sizes[32][1][0] < 79
    assert sizes[8] == (8, (79, 25))


def test_a_huge_map_zoomed_in_is_drawn_in_readable_cells():
    """A 3000-a-side Dooom map: the whole-board size starts in readable cells round the player; a step smaller draws
    specks; four steps bigger from there, 24 px cells of one part."""
    board = BoardView(STANDARD)
    surface = pygame.display.set_mode((1296, 640))
    game = open_dooom(3000, 3000)
    view = game.view()
    area = pygame.Rect(12, 12, 1100, 440)
    board.fit(area, view.width, view.height, focus=player_cell(view))
    board.draw(surface, view, dooom_window.LOOK)
    assert board.cell == READABLE_CELL and board.cell_rect(player_cell(view)) is not None
    assert board.resize_cells(-4)
    board.fit(area, view.width, view.height, focus=player_cell(view))
    board.draw(surface, view, dooom_window.LOOK)
    assert board.cell == 1 and board.shown == (1100, 440)       # as much as one-pixel cells show
    for _ in range(4):
        assert board.resize_cells(4)
    board.fit(area, view.width, view.height, focus=player_cell(view))
    board.draw(surface, view, dooom_window.LOOK)
    assert board.cell == 24 and board.shown == (1100 // 24, 440 // 24) and board.cell_rect(player_cell(view)) is not None


def test_zoomed_in_the_cc3k_window_keeps_the_pc_in_view_as_it_walks():
    app = map_app("cc3k")
    press(app, "=", "=", "=", "=")
    frame(app)
    board, session = app.board, app.stack[-1].session
    firsts = set()
    for key in ["l"] * 12 + ["j"] * 3 + ["l"] * 20:
        press(app, key)
        frame(app)
        pc = player_cell(session.view())
        rect = board.cell_rect(pc)
        assert board.shown[0] < 79 and rect is not None
        assert board.cell_at(rect.center, session.view()) == pc
        firsts.add(board.first)
    assert len(firsts) > 1


def test_zoomed_in_the_dooom_window_follows_the_player_across_a_large_map(tmp_path):
    app, _, session = game_app("dooom", open_dooom_map(tmp_path, 400, 300), seed=3)
    frame(app)
    assert app.board.cell == READABLE_CELL          # 400 columns would be one-pixel cells: zoomed in instead
    press(app, "-")
    frame(app)
    assert app.board.cell == 1                      # a step smaller: the whole board in one-pixel cells
    press(app, "=", "=", "=", "=")
    surface = frame(app)
    board = app.board
    assert board.cell == 24
    firsts = set()
    for key in ["l"] * 40 + ["j"] * 20:
        press(app, key)
        surface = frame(app)
        view = session.view()
        rect = board.cell_rect(player_cell(view))
        assert rect is not None and surface.get_rect().contains(rect)
        firsts.add(board.first)
    assert len(firsts) > 30
