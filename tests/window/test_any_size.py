"""The window survives any size: every screen of every game drawn at the sizes a system may still give a window
past its minimum (1x1, 640x60, 60x640, no height at all) raises nothing, and the App asks for its minimum size."""
import time

import pygame
import pytest

import graphics.app

from game.maze.spec import SPEC as MAZE_SPEC
from graphics.app import App
from graphics.display import MIN_WINDOW_SIZE, display_window
from graphics.proving_screen import ProvingScreen
from graphics.replay_screen import ReplayScreen
from graphics.boxes import ConfirmScreen, UnsavedBox
from graphics.kept_games import ReplaysScreen, SavesScreen
from graphics.options_screen import OptionsScreen
from graphics.scores_screen import ScoresScreen
from graphics.screens import HelpScreen
from graphics.title import SeedScreen, TitleScreen
from roguelike_client.play.proving import Plan
from tests.maze.support import bot_program
from tests.window.conftest import DATA, make_args
from tests.window.helpers import press, top

# What a window manager may still hand over below the minimum asked for, or while a window is being dragged.
THIN_SIZES = [(1, 1), (640, 60), (60, 640), (1, 640), (640, 1), (2, 2), (100, 30), (320, 180), (639, 359),
              (4000, 100), (100, 2200)]
ZERO_SIZES = [(640, 0), (0, 360), (0, 0)]


def draw_at_every_size(app, what: str) -> None:
    """The App's whole frame at each thin size (after the resize events a system sends), and with the pointer in
    the window's corner; then on a window surface with no pixels at all; a frame at the first size again last."""
    for size in THIN_SIZES:
        pygame.display.set_mode(size)
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.dispatch(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1]))
        try:
            app.draw()
            app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0)))
            app.draw()
        except Exception as error:                      # noqa: BLE001 (the size is said with the failure)
            raise AssertionError(f"{what} at {size[0]}x{size[1]}: {error!r}") from error
    for size in ZERO_SIZES:
        # set_mode gives no such window under the dummy driver; some systems report one while minimised.
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(graphics.app, "window_surface", lambda: pygame.Surface(size))
            try:
                app.draw()
            except Exception as error:                  # noqa: BLE001
                raise AssertionError(f"{what} at {size[0]}x{size[1]}: {error!r}") from error
    pygame.display.set_mode((1296, 640))
    app.draw()


def cc3k_app(layout: str = "known.txt", tiles: bool = False):
    app = App(make_args(map=str(DATA / layout), seed=1, tiles=tiles), headless=True)
    app.prepare("cc3k", str(DATA / layout))
    app.push(TitleScreen(app.context))
    app.start_game("cc3k")
    return app


def game_app(game: str, path=None, **options):
    app = App(make_args(game=game, map=str(path) if path else None, options=options), headless=True)
    app.prepare(game, str(path) if path else None)
    app.push(TitleScreen(app.context))
    app.start_game(game)
    return app


@pytest.fixture(autouse=True)
def close_pygame():
    yield
    pygame.quit()


def test_the_window_asks_the_system_for_its_least_size():
    cc3k_app()
    assert tuple(display_window().minimum_size) == MIN_WINDOW_SIZE


def test_the_title_and_its_screens_draw_at_any_size():
    app = cc3k_app()
    press(app, "escape")
    assert top(app) == "TitleScreen"
    draw_at_every_size(app, "title")
    for screen in (HelpScreen(app.context, "menu", "Keys", [("cc3k", "Keys: CC3k"), ("maze", "Keys: maze")]),
                   OptionsScreen(app.context), SeedScreen(app.context), ScoresScreen(app.context),
                   SavesScreen(app.context), ReplaysScreen(app.context),
                   ConfirmScreen(app.context, "Quit the program and lose everything you ever had?", lambda: None),
                   UnsavedBox(app.context, "This game cannot be saved: " + "/a/very/long/folder" * 40, lambda: None)):
        app.push(screen)
        draw_at_every_size(app, type(screen).__name__)
        app.stack.pop()


@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
def test_cc3k_draws_at_any_size(tiles):
    app = cc3k_app(tiles=tiles)
    draw_at_every_size(app, "race screen")
    press(app, "s", "l", "l", "j")
    assert top(app) == "PlayScreen"
    draw_at_every_size(app, "CC3k")
    for keys, what in ((("?",), "help"), (("o",), "options"), (("q",), "the leave box"), (("r",), "the restart box")):
        press(app, *keys)
        draw_at_every_size(app, what)
        press(app, "escape")
        assert top(app) == "PlayScreen"
    press(app, "=", "=", "=")                  # zoomed in: a camera on the player
    draw_at_every_size(app, "CC3k zoomed in")


def test_cc3k_game_over_draws_at_any_size():
    app = cc3k_app("quick_win.txt")
    press(app, "s", *["l"] * 5)
    assert top(app) == "GameOverScreen"
    draw_at_every_size(app, "CC3k game over")


@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
def test_the_maze_draws_at_any_size_playing_aiming_and_over(tiles):
    app = game_app("maze", DATA / "maze_small.txt", bot=None, bot_timeout=None)
    if tiles:
        app.toggle_tiles()
    press(app, "l")
    draw_at_every_size(app, "maze")
    screen = app.stack[-1]
    screen.aim(3)                               # the bow: aimed at the gargoyle in reach, or says why not
    draw_at_every_size(app, "maze aiming")
    app.apply(screen.ask_to_leave())
    draw_at_every_size(app, "maze leave box")
    press(app, "n")
    screen.stop_aiming()
    for _ in range(150):
        press(app, ".")
    assert top(app) == "MazeOverScreen"
    draw_at_every_size(app, "maze over")


def test_a_bots_maze_draws_at_any_size(tmp_path):
    bot = bot_program(tmp_path, "    print(f'MOVE {x} {y} ' + 'a long thought ' * 80, flush=True)\n")
    app = game_app("maze", DATA / "maze_small.txt", bot=bot, bot_timeout=2000)
    screen = app.stack[-1]
    screen.session.wait_bot()
    screen.view = screen.session.view()
    try:
        draw_at_every_size(app, "a bot's maze")
    finally:
        app.close_screens()


@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
def test_dooom_draws_at_any_size(tiles):
    app = game_app("dooom", DATA / "dooom_hall.txt")
    if tiles:
        app.toggle_tiles()
    press(app, "l", "x")
    draw_at_every_size(app, "Dooom")


def test_dooom_over_draws_at_any_size():
    app = game_app("dooom", DATA / "dooom_one_step.txt")
    for key in ("g", "l", "h", "j", "k"):
        if top(app) != "DooomScreen":
            break
        press(app, key)
    app.apply(app.stack[-1].ask_to_leave()) if top(app) == "DooomScreen" else None
    draw_at_every_size(app, "Dooom's end or its leave box")


def test_a_replay_draws_at_any_size():
    app = cc3k_app()
    press(app, "s", "l", "l", "q", "y")
    from roguelike_client.userdata.saves import list_saves

    [saved], _ = list_saves("cc3k")
    app.push(ReplayScreen(app.context, saved.record))
    draw_at_every_size(app, "replay")
    app.update(1.0)
    draw_at_every_size(app, "replay, played on")


def test_a_match_and_the_proving_ground_draw_at_any_size(tmp_path):
    from tests.maze.test_matches import talker, waiter

    seats = [{"bot": waiter(tmp_path, "resting"), "bot_timeout": 2000}, {"bot": talker(tmp_path), "bot_timeout": 2000}]
    app = App(make_args(game="maze", seed=3, options=seats[0], seats=seats, results=None), headless=True)
    app.prepare("maze", None)
    app.push(TitleScreen(app.context))
    app.start_game("maze")
    try:
        assert top(app) == "MatchScreen"
        draw_at_every_size(app, "match")
        press(app, "=", "=", "=")                # the fastest pace
        deadline = time.monotonic() + 60
        while top(app) != "MatchOverScreen" and time.monotonic() < deadline:
            app.update(0.2)
            time.sleep(0.005)
        assert top(app) == "MatchOverScreen"
        draw_at_every_size(app, "match, its games over")
    finally:
        app.dispatch(pygame.event.Event(pygame.QUIT))
    app = App(make_args(game="maze", seed=0), headless=True)
    app.push(TitleScreen(app.context))
    plan = Plan("maze", range(0, 2), (waiter(tmp_path),), {"bot_timeout": 2000})
    app.push(ProvingScreen(app.context, MAZE_SPEC, plan, 1, None))
    try:
        draw_at_every_size(app, "proving ground, running")
    finally:
        app.close_screens()


def test_a_thin_window_shows_the_whole_frame_small_and_the_pointer_means_what_it_points_at():
    app = cc3k_app()
    press(app, "s")
    screen, board = app.stack[-1], app.context.board
    pygame.display.set_mode((640, 240))         # too small: the frame is drawn at the least size and shown smaller
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(640, 240), w=640, h=240))
    app.draw()
    player = next(entity.pos for entity in screen.view.entities if entity.kind.name == "PLAYER")
    east = type(player)(player.x + 1, player.y)
    centre = board.cell_rect(east).center       # where the frame has the cell east of the player
    least_width, least_height = MIN_WINDOW_SIZE
    scale = min(640 / least_width, 240 / least_height)
    offset = ((640 - int(least_width * scale)) // 2, (240 - int(least_height * scale)) // 2)
    shown_at = (offset[0] + round(centre[0] * scale), offset[1] + round(centre[1] * scale))
    window = pygame.display.get_surface()
    assert window.get_at((offset[0] - 1, 120))[:3] == app.context.palette.background[:3]   # beside the frame
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=shown_at, rel=(0, 0), buttons=(0, 0, 0)))
    assert screen.pointed == east
    turn = screen.view.turn
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=shown_at, button=1))
    assert screen.view.turn == turn + 1           # the click moved the player (or struck) east
