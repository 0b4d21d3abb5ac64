"""Click-to-travel in CC3k's window: a click on a far cell walks there, one step per short interval, along a path
over the cells the PC can walk; any key, or the dangers that stop held keys, stop it."""
import pygame

from game.core import Pos
from graphics.play_screen import TRAVEL_SECONDS
from tests.cc3k.helpers import floor_text
from tests.window.helpers import frame, press


def start(make_app, tmp_path, objects):
    layout = tmp_path / "walk.txt"
    layout.write_text(floor_text(objects))
    app = make_app(str(layout))
    press(app, "s")
    frame(app)
    return app, app.stack[-1]


def click(app, cell):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(cell).center, button=1))


def wait(app, seconds):
    for _ in range(round(seconds * 60)):
        app.update(1 / 60)


def pc(play):
    return play.view.detail.pc.pos


def test_a_click_on_a_far_cell_walks_there_one_step_at_a_time(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(4, 4): "@"})
    click(app, Pos(20, 6))
    assert play.view.turn == 0 and len(play.path) == 16 and play.animating
    steps = []                                  # the updates (of 1/60 s) at which a step was taken
    for update in range(200):
        turn = play.view.turn
        app.update(1 / 60)
        if play.view.turn != turn:
            steps.append(update)
    assert pc(play) == Pos(20, 6) and play.view.turn == 16 and not play.path and not play.animating
    assert steps[0] == 0 and all((later - earlier) / 60 >= TRAVEL_SECONDS for earlier, later in zip(steps, steps[1:]))


def test_any_key_stops_a_walk_and_does_nothing_else(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(4, 4): "@"})
    click(app, Pos(20, 4))
    wait(app, TRAVEL_SECONDS * 4.5)
    press(app, "q")                            # stops the walk; no "leave?" box
    turn = play.view.turn
    wait(app, 1)
    assert play.view.turn == turn == 4 and app.stack[-1] is play


def test_a_walk_goes_round_an_enemy_and_stops_before_its_reach_when_no_way_round(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(4, 4): "@", (14, 4): "D"})     # a dragon never moves
    click(app, Pos(24, 4))
    assert all(cell.chebyshev(Pos(14, 4)) > 1 for cell in play.path)      # by the room's bottom row
    wait(app, 3)
    assert pc(play) == Pos(24, 4) and not any(line.startswith("The Dragon") for line in play.log.lines)
    app, play = start(make_app, tmp_path, {(4, 4): "@", (14, 3): "D", (14, 6): "D"})     # the room's rows all guarded
    click(app, Pos(24, 4))
    wait(app, 3)
    assert pc(play) == Pos(12, 4) and not play.path and play.view.turn == 8
    assert play.log.lines[-1] == "Stopped: the next step is within reach of the Dragon."


def test_a_walk_goes_round_what_is_in_the_way_and_ends_next_to_a_potion(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(4, 4): "@", (8, 3): "0", (8, 4): "0", (8, 5): "0", (12, 4): "3"})
    click(app, Pos(12, 4))
    assert Pos(8, 4) not in play.path
    wait(app, 2)
    assert pc(play).chebyshev(Pos(12, 4)) == 1 and play.view.turn == 7


def test_a_walk_to_the_stairs_takes_them_and_passes_no_stairs_on_the_way(make_app, tmp_path):
    app, play = start(make_app, tmp_path, {(4, 4): "@", (9, 4): "\\"})
    click(app, Pos(14, 4))
    assert Pos(9, 4) not in play.path
    wait(app, 2)
    assert play.view.detail.floor == 1 and pc(play) == Pos(14, 4)
    click(app, Pos(9, 4))
    wait(app, 2)
    assert play.view.detail.floor == 2
