"""Play a Brogue or DCSS player trusts, in the maze's window: a held key stops before a monster's reach, a remembered
cell can be walked to (or the log says why not) and its hover says it is remembered, and the fog lifted with F is
lifted for that game only."""
import pygame

from game.core import Pos
from graphics.keymap import key_event
from tests.window.helpers import frame, press
from tests.window.test_maze_feel import field
from tests.window.test_maze_window import maze_app


def click(app, cell: Pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(cell).center, button=1))
    for _ in range(60):
        app.update(0.05)


def point(app, cell: Pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.board.cell_rect(cell).center, rel=(0, 0),
                                    buttons=(0, 0, 0)))


def test_a_held_key_stops_before_a_monsters_reach_and_a_press_again_steps_in(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 5), {Pos(6, 5): "1"}))     # a skeleton: reach 1, sight 1
    frame(app)
    for _ in range(8):                        # held down: a first press and its repeats, no KEYUP
        app.dispatch(key_event("right"))
    assert session.view().detail.hero == Pos(4, 5) and session.view().detail.health == 20
    assert screen.log.lines[-1] == "Stopped: the next step is within reach of the skeleton."
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key_event("right").key, mod=0, unicode="", scancode=0))
    press(app, "right")                       # let go and pressed again: the player's own step
    assert session.view().detail.hero == Pos(5, 5)


def test_a_remembered_cell_is_said_remembered_and_a_click_walks_back_to_it(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {}))
    frame(app)
    press(app, *["right"] * 8)
    view = session.view()
    assert view.detail.hero == Pos(9, 1) and not view.visible[1][1] and view.remembered[1][1]
    point(app, Pos(1, 1))
    assert screen.hover_text == "Remembered floor, out of sight now: click to walk there" and screen.preview
    point(app, Pos(1, 9))
    assert screen.hover_text == "Fog: beyond your sight (3 cells)"
    click(app, Pos(1, 1))
    assert session.view().detail.hero == Pos(1, 1)


def test_a_click_where_no_known_way_leads_says_so(tmp_path):
    walls = {Pos(x, 3): "X" for x in range(16)}
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), walls))
    frame(app)
    press(app, *["right"] * 7)
    click(app, Pos(1, 1))                     # remembered, and reached
    point(app, Pos(8, 1))
    assert screen.hover_text == "Remembered floor, out of sight now: click to walk there"
    click(app, Pos(1, 5))                     # beyond the wall: never seen
    assert session.view().detail.hero == Pos(1, 1) and screen.log.lines[-1] == "No known way leads there."


def test_the_fog_lifted_with_f_comes_back_for_the_next_game(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {}))
    press(app, "F")
    assert not app.board.fog
    app.leave_game()
    app.back_to_title()
    app.start_game("maze")
    assert app.board.fog and type(app.stack[-1]).__name__ == "MazeScreen"
