"""What the fifth and sixth blind playtests found in the Dungeon of Dooom's window: a QUIT typed on the command line
is asked first and ends at the end box (not scored), the log says once when not enough gold is left to win, the
path a click would walk is put away when the board scrolls under a still pointer, and a wall pointed at shows no
path and says "Wall"."""
import os
from pathlib import Path

import pygame

from game.core import EntityKind, Pos, Result
from graphics.keymap import key_event
from roguelike_client.userdata import scores
from tests.window.conftest import DATA
from tests.window.helpers import frame, game_app, press, top
from tests.window.test_dooom_playtest_window import hall, place, typed

ROOT = DATA.parent.parent.parent
# A two-row room, gold at (8, 1) and the exit at (10, 2), win 1. Seed 24 starts the player at (3, 2) and the
# collector at (10, 2): the bot takes the only coin while the player stays away from it.
RACE = """name Race for Gold
win 1
############
#.......G..#
#.........E#
############
"""
RACE_SEED = 24
OUT_OF_GOLD = "Not enough gold is left for you to win: the bot holds 1. Type QUIT after : to end the game."
LARGE_SEED = 5           # maps/dooom/large.txt: the player starts at (30, 13)
FAR_FLOOR = Pos(39, 11)  # a walk there moves the board; the cell under the still pointer is then floor, far away




def point(app, pixel) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))


def test_quit_typed_is_asked_first_and_no_keeps_the_game_going():
    app, screen, session = hall()
    press(app, "j", ":", "Q", "U", "I", "T")
    held = key_event("return")
    app.dispatch(held)                    # Enter sends the line: the box asks
    assert top(app) == "QuitBox" and not session.view().over
    assert app.stack[-1].question.startswith("QUIT ends this game for good")
    app.dispatch(held)                    # the same Enter, held: its repeat answers nothing
    assert top(app) == "QuitBox" and not session.view().over
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=held.key, mod=held.mod, unicode="", scancode=0))
    frame(app)
    press(app, "n")
    assert top(app) == "DooomScreen" and not session.view().over
    assert screen.log.lines[-1] == "QUIT not sent: the game goes on." and session.record.commands == ["MOVE S"]


def test_quit_confirmed_shows_the_end_box_saying_it_was_quit_and_not_scored():
    app, screen, session = hall()
    press(app, "j")
    typed(app, "QUIT")
    press(app, "y")
    view = session.view()
    assert view.over and view.result is Result.QUIT and top(app) == "DooomOverScreen"
    assert session.record.commands == ["MOVE S", "QUIT"] and screen.log.lines[-1] == "> QUIT"
    lines = [text for text, _colour, _font in app.stack[-1].box_lines()]
    assert lines == ["QUIT: you ended the game.", "Not scored: a game quit is not scored.",
                     "You held 0 gold, the bot 0; 1 turn played.",
                     "A turn: a MOVE or PICKUP of yours, then the bot's one action (HELLO and LOOK are free)."]
    frame(app)
    press(app, "escape")
    assert top(app) == "TitleScreen"
    # The rulings' "QUIT: the game ends (no score)": kept as a replay, on no table, and no save to continue.
    assert "dooom" not in scores.load_all()[0]
    data = Path(os.environ["ROGUELIKE_DATA_DIR"])
    assert not list((data / "saves").glob("dooom/*.json")) and len(list((data / "replays").glob("*-dooom-*.json"))) == 1


def test_a_win_box_has_its_score_line():
    app, screen, session = game_app("dooom", DATA / "dooom_one_step.txt", 7)
    press(app, "l")
    assert top(app) == "DooomOverScreen"
    assert [text for text, _c, _f in app.stack[-1].box_lines()][:2] == ["WIN: you left the dungeon!",
                                                                        "Score: 0  (#1 on the table)"]


def test_the_log_says_once_when_not_enough_gold_is_left_to_win(tmp_path):
    path = tmp_path / "race.txt"
    path.write_text(RACE)
    app, screen, session = game_app("dooom", path, RACE_SEED)
    assert place(screen.view, EntityKind.PLAYER) == Pos(3, 2)
    said = []
    for key in "hlhlhlhl":      # back and forth, far from the gold: the bot walks to it and takes it
        press(app, key)
        said.append(screen.log.lines.count(OUT_OF_GOLD))
        if session.view().over:
            break
    view = session.view()
    assert view.detail.bot_gold == 1 and view.cells[1][8] == "."
    first = said.index(1)
    assert all(count == 0 for count in said[:first]) and all(count == 1 for count in said[first:])
    assert len(said) > first + 1          # said once, and not again on the turns after


def test_the_note_is_not_said_while_the_player_can_still_win():
    app, screen, session = hall()
    for key in "ljlk":
        press(app, key)
    assert not any(line.startswith("Not enough gold") for line in screen.log.lines)


def test_the_path_shown_is_put_away_when_the_board_scrolls_under_a_still_pointer():
    app, screen, session = game_app("dooom", ROOT / "maps" / "dooom" / "large.txt", LARGE_SEED)
    pygame.display.set_mode((800, 500))
    press(app, "=", "=")
    frame(app)
    board = app.context.board
    assert place(screen.view, EntityKind.PLAYER) == Pos(30, 13) and board.cell == 20
    pixel = board.cell_rect(FAR_FLOOR).center
    point(app, pixel)
    frame(app)
    assert screen.preview and screen.preview[-1] == FAR_FLOOR
    first = board.first
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pixel, button=1))
    for _ in range(300):
        app.update(0.05)
        if app.dirty:
            frame(app)
        if not screen.path and not screen.animating:
            break
    surface = frame(app)
    under = board.cell_at(pixel, screen.view)
    assert place(screen.view, EntityKind.PLAYER) == FAR_FLOOR and board.first != first
    assert screen.view.cells[under.y][under.x] == "." and screen.path_to(under)   # a click there would walk
    accent = tuple(app.context.palette.accent[:3])
    dots = [cell for cell in (Pos(x, y) for x in range(board.cols) for y in range(board.rows))
            if board.cell_rect(cell) is not None and tuple(surface.get_at(board.cell_rect(cell).center)[:3]) == accent]
    assert screen.preview == [] and dots == [] and screen.hover_text == "Floor"
    point(app, (pixel[0] + 1, pixel[1]))          # the pointer moves: the path to the cell under it is shown
    frame(app)
    assert screen.preview and screen.preview[-1] == under


def test_a_wall_pointed_at_says_wall_and_shows_no_path():
    app, screen, session = hall()
    frame(app)
    point(app, app.context.board.cell_rect(Pos(4, 0)).center)
    frame(app)
    assert screen.hover_text == "Wall" and screen.preview == []
    point(app, app.context.board.cell_rect(Pos(5, 2)).center)
    frame(app)
    assert screen.hover_text == "Floor" and screen.preview
