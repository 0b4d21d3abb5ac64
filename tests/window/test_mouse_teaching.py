"""What the mouse teaches in CC3k's window, as Brogue's does: pointing at a far cell shows the path a click would
walk (and the click walks that path), the wheel scrolls the log, a click on a row of the side list shows that creature
instead of attacking it; and a tall window gives the log the height the board leaves."""
import pygame
import pytest

from game.core import Pos
from tests.window.helpers import frame, press


def point(app, pixel):
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))


def point_at(app, cell: Pos):
    frame(app)                        # the board placed in the window
    point(app, app.board.cell_rect(cell).center)


def wheel(app, notches: int):
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))


def test_pointing_at_a_far_cell_draws_the_path_a_click_then_walks(make_app):
    app = make_app()
    press(app, "s")                   # the PC at (5, 4), a human at (7, 4), a merchant at (20, 5)
    play = app.stack[-1]
    before = frame(app).copy()
    point_at(app, Pos(16, 4))
    path = list(play.preview)
    assert path[-1] == Pos(16, 4) and Pos(7, 4) not in path and path[0].chebyshev(Pos(5, 4)) == 1
    surface = frame(app)
    for cell in path:                 # a dot in the accent colour at the middle of each cell, not there before
        centre = app.board.cell_rect(cell).center
        assert surface.get_at(centre)[:3] == app.palette.accent and before.get_at(centre)[:3] != app.palette.accent
    turn = play.view.turn
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(Pos(16, 4)).center, button=1))
    assert play.path == path and play.view.turn == turn         # the same path, walked step by step from here
    for _ in range(40):
        app.update(0.05)
    assert play.view.detail.pc.pos in path                      # walked along it (until something stopped it)


def test_no_path_is_drawn_for_a_neighbour_or_a_cell_out_of_reach(make_app):
    app = make_app()
    press(app, "s")
    play = app.stack[-1]
    for cell in (Pos(6, 4), Pos(1, 1)):        # a step, the rock between rooms
        point_at(app, cell)
        assert play.preview == [], cell
    point_at(app, Pos(16, 4))
    assert play.preview
    point(app, (2, 2))                # off the board: gone
    assert play.preview == []


def test_the_path_follows_the_board_after_a_turn(make_app):
    app = make_app()
    press(app, "s")
    play = app.stack[-1]
    point_at(app, Pos(16, 4))
    first = list(play.preview)
    press(app, "l")                   # a step by key puts the path away, as Brogue does
    assert play.preview == []
    point_at(app, Pos(16, 4))         # the pointer moved again: the path starts from the new place
    assert play.preview and play.preview[-1] == Pos(16, 4) and play.preview != first
    assert play.preview[0].chebyshev(play.view.detail.pc.pos) == 1


def test_the_wheel_scrolls_the_log_back_and_forth(make_app):
    app = make_app()
    press(app, "s", "f", *"jkjkjkjkjkjk")        # enemies frozen: a dozen lines of steps
    play = app.stack[-1]
    newest = frame(app).copy()
    wheel(app, 1)
    assert play.log.offset == 3
    scrolled = frame(app)
    area = play.layout(scrolled.get_size())[3]
    assert pygame.image.tobytes(scrolled.subsurface(area), "RGB") != pygame.image.tobytes(newest.subsurface(area), "RGB")
    wheel(app, 2)
    assert play.log.offset == 9
    wheel(app, -3)
    assert play.log.offset == 0
    assert pygame.image.tobytes(frame(app), "RGB") == pygame.image.tobytes(newest, "RGB")


def test_clicking_a_row_of_the_side_list_shows_that_creature_and_attacks_nothing(make_app):
    app = make_app(seed=2)
    press(app, "s", "l")              # next to the human
    play = app.stack[-1]
    frame(app)
    human = play.sightings()[0]
    assert human.name == "Human" and human.pos.chebyshev(play.view.detail.pc.pos) == 1
    commands, hp = len(play.session.record.commands), human.hp
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=play.side_rows[0].center, button=1))
    assert len(play.session.record.commands) == commands and play.sightings()[0].hp == hp and not play.path
    assert play.hover_text == ("Human (H): 140 / 140 HP, Atk 20, Def 20\n"
                               "It hits you for 16 (half miss), you hit it for 21.\n"
                               "A click here only shows it: click it on the board to attack it.")
    surface = frame(app)
    rect = app.board.cell_rect(human.pos).inflate(2, 2)
    assert surface.get_at(rect.topleft)[:3] == app.palette.accent           # framed on the board
    # A click on the human on the board attacks it.
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(human.pos).center, button=1))
    assert play.session.record.commands[commands:] == ["a ea"]


@pytest.mark.parametrize("size", [(1296, 900), (1920, 1080)])
def test_a_tall_window_gives_the_log_the_height_the_board_leaves(make_app, size):
    app = make_app()
    press(app, "s", "f", *"jk" * 20)
    play = app.stack[-1]
    frame(app)
    rows_at_first_size = len(play.hud.log_rows(play.layout((1296, 640))[3], play.log))
    pygame.display.set_mode(size)
    surface = frame(app)
    log_area = play.layout(size)[3]
    rows = play.hud.log_rows(log_area, play.log)
    assert len(rows) >= rows_at_first_size + 8, (len(rows), rows_at_first_size)
    assert log_area.top > app.board.area.bottom and log_area.bottom > size[1] - 60   # down to the footer
    # No empty band above the board: it starts at the window's top margin.
    assert app.board.area.top < 20
    assert surface.get_at((log_area.left + 2, log_area.bottom - 8)) != surface.get_at((0, 0)) or any(
        surface.get_at((x, log_area.bottom - 8)) != surface.get_at((0, 0)) for x in range(log_area.left, log_area.right))
