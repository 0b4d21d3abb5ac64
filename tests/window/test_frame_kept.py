"""CC3k's play screen keeps its last frame on the window and repaints only the parts that changed (the board's
changed cells, the marks over it, the stats, the side list, the log, the footer): every frame it draws so is the same,
pixel for pixel, as the frame drawn whole."""
import random

import pygame
import pytest

from graphics.app import App
from graphics.title import TitleScreen
from tests.window.conftest import make_args
from tests.window.helpers import press

MOVES = "hjklyubn"


def cc3k_app(seed: int = 1) -> App:
    """A window playing the rule book's floors, the race chosen."""
    app = App(make_args(game="cc3k", seed=seed), headless=True)
    app.push(TitleScreen(app.context))
    app.start_game("cc3k")
    press(app, "s")
    return app


def window_bytes(app: App) -> bytes:
    app.draw()
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


def same_as_drawn_whole(app: App) -> None:
    """The frame drawn now (parts repainted) against the same frame drawn whole."""
    play = app.stack[-1]
    kept = window_bytes(app)
    play.kept.forget()
    assert kept == window_bytes(app)


def point(app: App, pixel: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))


def cell_centre(app: App, rng: random.Random) -> tuple[int, int]:
    board = app.board
    return (rng.randrange(board.area.left, board.area.right), rng.randrange(board.area.top, board.area.bottom))


@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
def test_every_frame_kept_is_the_frame_drawn_whole(tiles):
    """Turns, the pointer over the board and the list, the wheel, effects fading and walks, in games played until
    they end: each frame against the same frame drawn whole."""
    rng = random.Random(7)
    kept_frames = 0
    for seed in range(1, 6):
        app = cc3k_app(seed)
        if tiles:
            app.toggle_tiles()
            assert app.board.tiles, app.status
        play = app.stack[-1]
        begin = play.kept.begin
        kept = []

        def counted(surface, whole, begin=begin, kept=kept):
            kept.append(begin(surface, whole))
            return kept[-1]

        play.kept.begin = counted
        window_bytes(app)
        for _ in range(80):
            what = rng.random()
            if what < 0.25:
                point(app, cell_centre(app, rng))          # hover text, a walk's path before the click
            elif what < 0.3 and play.side_rows:
                point(app, play.side_rows[0].center)        # a creature pointed at in the list: framed on the board
            elif what < 0.35:
                app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((1, -1)), flipped=False))
            elif what < 0.4:
                point(app, (2, 2))                          # off the board and the list
            elif what < 0.45:
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=cell_centre(app, rng), button=1))
            else:
                press(app, rng.choice(MOVES))
            for _ in range(rng.randrange(3)):
                app.update(0.05)                            # effects fading, a walk's steps
            if app.stack[-1] is not play:
                break           # the game is over
            kept.clear()
            same_as_drawn_whole(app)
            kept_frames += kept[0]          # the first frame drawn was drawn from the kept one
    assert kept_frames > 150, kept_frames


def test_a_window_made_again_at_the_same_size_is_drawn_whole():
    """A display mode set again (the window made anew, its pixels lost) at the same size: the next frame is whole."""
    app = cc3k_app()
    drawn = window_bytes(app)
    pygame.display.set_mode(pygame.display.get_surface().get_size())
    assert window_bytes(app) == drawn


def test_a_box_over_the_board_leaves_nothing_behind_when_it_closes():
    app = cc3k_app()
    drawn = window_bytes(app)
    press(app, "q")                 # "Save this game and go to the title?"
    assert window_bytes(app) != drawn
    press(app, "n")                 # no: back to the game
    assert window_bytes(app) == drawn


def test_a_status_line_gone_leaves_nothing_behind():
    app = cc3k_app()
    drawn = window_bytes(app)
    app.context.say("A notice over every screen")
    assert window_bytes(app) != drawn
    app.context.say("")
    assert window_bytes(app) == drawn
