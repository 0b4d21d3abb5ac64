"""What blind playtests found in the Dungeon of Dooom's window: a typed command refused FAIL says why under the
protocol's FAIL, a walk to gold stops when the bot takes that gold first, and the LOOK panel frames the player's
own tile at its centre."""
import pygame
import pytest

from game.core import EntityKind, Pos
from tests.window.conftest import DATA
from tests.window.helpers import frame, game_app, press

HALL_SEED = 107          # dooom_hall.txt: the player at (1, 2), the bot at (7, 3)
# A two-row room, gold at (8, 1) and the exit at (10, 2), win 1. Seed 24 starts the player at (3, 2) and the
# collector at (10, 2): the bot takes the gold while the player walks to it, then heads on.
RACE = """name Race for Gold
win 1
############
#.......G..#
#.........E#
############
"""
RACE_SEED = 24


def place(view, kind: EntityKind) -> Pos | None:
    return next((entity.pos for entity in view.entities if entity.kind is kind), None)


def hall():
    app, screen, session = game_app("dooom", DATA / "dooom_hall.txt", HALL_SEED)
    assert (place(screen.view, EntityKind.PLAYER), place(screen.view, EntityKind.OPPONENT)) == (Pos(1, 2), Pos(7, 3))
    return app, screen, session


def typed(app, line: str) -> None:
    """A line typed on the command line after ':' and sent with Enter."""
    press(app, ":", *["space" if char == " " else char for char in line], "return")


def test_a_typed_line_that_is_no_command_keeps_fail_and_says_why_under_it():
    app, screen, session = hall()
    typed(app, "move n")
    assert screen.log.lines[-3:] == ["> move n", "FAIL", "Refused: commands are upper case: MOVE N."]
    typed(app, "MOVE X")
    assert screen.log.lines[-3:] == ["> MOVE X", "FAIL", "Refused: MOVE takes N, S, E or W, not 'X'."]
    typed(app, "MOVE")
    assert screen.log.lines[-1] == "Refused: MOVE takes one direction: N, S, E or W."
    typed(app, "DANCE")
    assert screen.log.lines[-3:] == ["> DANCE", "FAIL",
                                     "Refused: unknown command 'DANCE': send HELLO, MOVE N|S|E|W, PICKUP, LOOK or QUIT."]
    typed(app, "WAIT")
    assert screen.log.lines[-2:] == ["FAIL", "Refused: WAIT is no command of a player's: send HELLO, MOVE N|S|E|W, "
                                             "PICKUP, LOOK or QUIT."]
    assert session.view().turn == 0 and session.record.commands == ["move n", "MOVE X", "MOVE", "DANCE", "WAIT"]


def test_a_typed_move_into_a_wall_or_pickup_on_no_gold_says_why_and_a_success_says_nothing_more():
    app, screen, session = hall()
    typed(app, "PICKUP")
    turn = [line for line in screen.log.lines[-4:] if not line.startswith("The bot ")]
    assert turn[-3:] == ["> PICKUP", "FAIL", "Refused: there is no gold here (the turn is spent all the same)."]
    assert session.view().turn == 1
    typed(app, "MOVE W")
    turn = [line for line in screen.log.lines[-4:] if not line.startswith("The bot ")]
    assert turn[-3:] == ["> MOVE W", "FAIL", "Refused: a wall is there (the turn is spent all the same)."]
    typed(app, "HELLO")
    assert screen.log.lines[-2:] == ["> HELLO", "GOLD 1"]


def test_a_walk_to_gold_stops_when_the_bot_takes_that_gold_first(tmp_path):
    path = tmp_path / "race.txt"
    path.write_text(RACE)
    app, screen, session = game_app("dooom", path, RACE_SEED)
    assert (place(screen.view, EntityKind.PLAYER), place(screen.view, EntityKind.OPPONENT)) == (Pos(3, 2), Pos(10, 2))
    frame(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(Pos(8, 1)).center, button=1))
    for _ in range(80):
        app.update(0.05)
    view = session.view()
    assert view.cells[1][8] == "." and view.detail.bot_gold == 1 and not view.over
    assert place(view, EntityKind.PLAYER) != Pos(8, 1) and not screen.path
    assert screen.log.lines[-1] == "Stopped: the bot took the gold you were walking to."
    assert screen.log.lines.count(screen.log.lines[-1]) == 1


def test_the_look_panel_frames_the_players_own_tile_at_its_centre_in_the_players_colour():
    app, screen, session = hall()
    press(app, "x")
    surface = pygame.Surface((200, 200))
    area = pygame.Rect(0, 0, 150, 180)
    screen.draw_look_panel(surface, area)
    cell = (area.width - 10) // 5
    player = tuple(app.palette.player)[:3]
    for y in range(5):
        for x in range(5):
            box = pygame.Rect(area.left + x * cell, area.top + 24 + y * cell, cell - 2, cell - 2)
            colours = {tuple(surface.get_at((px, py)))[:3] for px in range(box.left, box.right)
                       for py in range(box.top, box.bottom)}
            assert (player in colours) == ((x, y) == (2, 2)), (x, y)


MAPS = DATA.parent.parent.parent / "maps"


@pytest.mark.parametrize("size", [(1296, 640), (800, 500)])
def test_the_hud_is_laid_out_as_cc3ks_stats_then_the_side_list_then_the_log_under_the_board(size):
    cc3k, race, _ = game_app("cc3k", MAPS / "cc3k" / "default.txt", 1)
    press(cc3k, "return")
    pygame.display.set_mode(size)
    frame(cc3k)
    cc3k_row, cc3k_board = cc3k.stack[-1].side_rows[0], cc3k.board.area.copy()
    app, screen, session = game_app("dooom", MAPS / "dooom" / "medium.txt", 1)
    press(app, "x", "i", "l")
    pygame.display.set_mode(size)
    surface = frame(app)
    assert surface.get_size() == size
    row, board = screen.side_rows[0], app.board.area
    assert cc3k_row.top > cc3k_board.bottom and row.top > board.bottom, (cc3k_row, row)
    # The side list where CC3k's is: three eighths of the way across, after the stats column.
    assert abs(row.left - cc3k_row.left) <= size[0] * 0.03, (row, cc3k_row)
    # The log at the right of the list: its newest line drawn in the HUD's text colour right of the list's column.
    newest = [(x, y) for x in range(row.right, size[0]) for y in range(board.bottom, size[1])
              if tuple(surface.get_at((x, y)))[:3] == tuple(app.palette.text)[:3]]
    assert newest and min(x for x, _ in newest) > row.right


def test_the_look_panel_says_how_to_fill_it_before_the_first_look(monkeypatch):
    import graphics.dooom_window as window

    app, screen, session = hall()
    drawn = []
    rendered = window.render
    monkeypatch.setattr(window, "render", lambda font, words, *rest: drawn.append(words) or rendered(font, words, *rest))
    frame(app)
    assert "No LOOK yet: press x." in drawn


def test_in_a_very_wide_window_the_board_the_look_and_the_hud_are_one_block_centred():
    app, screen, session = game_app("dooom", MAPS / "dooom" / "medium.txt", 1)
    pygame.display.set_mode((3840, 500))
    frame(app)
    board, row = app.board.area, screen.side_rows[0]
    # The HUD's columns start under the board, not at the window's far left.
    assert board.left < row.left < board.right
