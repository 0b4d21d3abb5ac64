"""The safety stop says why, in every game, in one line of the log; Dooom's keys stop on gold and its window refuses
a MOVE into a wall for free."""
from game.core import Direction, EntityKind, Pos
from game.dooom.questions import MoveKind, move
from tests.window.helpers import press
from tests.window.test_dooom_feel import hall, held, place


def test_a_held_arrow_in_dooom_stops_on_gold_and_the_log_says_why():
    app, screen, session = hall(107)      # the player at (1, 2); gold at (3, 1), the path east along row 1
    press(app, "k")                       # to (1, 1)
    held(app, "l", 8)                     # east: (2, 1), then onto the gold at (3, 1), where the keys stop
    view = session.view()
    assert place(view, EntityKind.PLAYER) == Pos(3, 1) and view.turn == 3
    assert screen.log.lines[-1] == "Stopped: there is gold here (PICKUP takes it)."


def test_dooom_refuses_a_move_into_a_wall_for_free_by_key_and_by_click():
    app, screen, session = hall(107)      # the player at (1, 2), the wall to the west
    press(app, "h")
    assert session.view().turn == 0 and session.record.commands == []
    assert screen.log.lines[-1] == "A wall blocks MOVE W: no turn spent."
    press(app, "k", "k")                  # north to (1, 1), then into the wall above: refused too
    assert session.view().turn == 1 and session.record.commands == ["MOVE N"]


def test_dooom_answers_what_a_move_would_do():
    app, screen, session = hall(107)
    view = session.view()
    assert move(view, Direction.WEST).kind is MoveKind.WALL and move(view, Direction.WEST).refused
    assert move(view, Direction.SOUTH).kind is MoveKind.GOLD and move(view, Direction.SOUTH).target == Pos(1, 3)
    assert move(view, Direction.NORTH).kind is MoveKind.STEP
