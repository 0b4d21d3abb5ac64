"""The maze in the window: fog, weapons aimed with a cursor, the HUD, the end box, and a bot playing."""
import sys

import pygame

from game.core import Pos
from graphics.app import App
from graphics.screens import TitleScreen
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, press, top

MAZE = DATA / "maze_small.txt"   # hero (1, 1), gargoyle (4, 1), skeleton (11, 4), box (12, 9), exit (15, 10)


def maze_app(**options):
    app = App(make_args(game="maze", map=str(MAZE), **options), headless=True)
    app.prepare("maze", str(MAZE))
    app.push(TitleScreen(app))
    app.start_game("maze")
    return app, app.stack[-1], app.stack[-1].game


def test_moves_and_wait_take_a_turn_and_diagonals_are_refused():
    app, screen, game = maze_app()
    press(app, "j")
    assert game.hero == Pos(1, 2) and game.turn == 1
    press(app, ".")
    assert game.hero == Pos(1, 2) and game.turn == 2
    press(app, "y")
    assert game.turn == 2 and screen.log.lines[-1] == "The hero steps left, right, up or down only."
    assert app.recorder.record.commands == ["s", "wait"]


def test_aiming_highlights_valid_targets_and_hit_cells_then_strikes():
    app, screen, game = maze_app()
    press(app, "2")                      # the hammer
    assert screen.weapon == 1 and screen.cursor in game.weapon_targets(1)
    frame(app)
    hits = game.weapon_hits(1, screen.cursor)
    assert len(hits) >= 1
    press(app, "escape")
    assert screen.weapon is None and game.turn == 0
    press(app, "4")                      # the bow: the gargoyle 3 cells east is in reach and is aimed at first
    assert screen.cursor == Pos(4, 1)
    press(app, "return")
    assert game.turn == 1 and game.charges[3] == 4
    assert app.recorder.record.commands == ["ATTACK 3 4 1"]


def test_clicking_a_target_strikes_it():
    app, screen, game = maze_app()
    frame(app)
    press(app, "1")                      # the sword reaches one step in four directions
    rect = app.board.cell_rect(Pos(2, 1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert game.turn == 1 and screen.weapon is None
    rect = app.board.cell_rect(Pos(1, 2))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert game.hero == Pos(1, 2) and game.turn == 2


def _colour(app, pos):
    return tuple(pygame.display.get_surface().get_at(app.board.cell_rect(pos).move(2, 2).topleft))[:3]


def test_fog_covers_what_lies_beyond_three_cells_and_f_lifts_it():
    app, screen, game = maze_app()
    frame(app)
    assert _colour(app, Pos(14, 8)) == (0, 0, 0)
    press(app, "F")
    frame(app)
    assert _colour(app, Pos(14, 8)) != (0, 0, 0)


def test_hud_and_hover():
    app, screen, game = maze_app()
    frame(app)
    rect = app.board.cell_rect(Pos(4, 1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert screen.hover_text.startswith("Gargoyle: ")
    rect = app.board.cell_rect(Pos(2, 3))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert screen.hover_text == "Treasure"
    rect = app.board.cell_rect(Pos(14, 10))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert screen.hover_text == "Fog: beyond your sight (3 cells)"
    press(app, "j")
    stats = {s.label: s.value for s in screen.hud_stats()}
    assert stats["Turn"] == "1 / 150" and stats["Hammer"] == 5 and stats["Sword"] == "unlimited"


def test_the_end_box_shows_the_score_and_r_starts_a_new_maze():
    app, screen, game = maze_app()
    game.hero = Pos(14, 10)              # one step from the exit
    press(app, "l")
    assert game.result == "won" and top(app) == "MazeOverScreen"
    frame(app)
    press(app, "r")
    assert top(app) == "MazeScreen" and app.stack[-1].game is not game


def test_a_bot_plays_in_the_window_and_its_message_shows(tmp_path):
    bot = tmp_path / "bot.py"
    bot.write_text(
        "import sys\n"
        "while True:\n"
        "    head = sys.stdin.readline()\n"
        "    if not head:\n"
        "        break\n"
        "    x, y = head.split()[:2]\n"
        "    for _ in range(int(sys.stdin.readline())):\n"
        "        sys.stdin.readline()\n"
        "    print(f'MOVE {x} {y} thinking', flush=True)\n"
    )
    app, screen, game = maze_app(bot=f"{sys.executable} {bot}", bot_timeout=2000)
    for _ in range(40):
        app.update(0.1)
    assert game.turn >= 3 and game.bot_message == "thinking" and screen.log.lines[0].startswith("Bot: MOVE 1 1")
    frame(app)
    press(app, "space")
    turn = game.turn
    for _ in range(20):
        app.update(0.1)
    assert game.turn == turn
    press(app, "q", "y")
    assert top(app) == "TitleScreen" and screen.bot is None


def test_a_bot_that_answers_nonsense_ends_the_game_at_minus_10000(tmp_path):
    bot = tmp_path / "bad.py"
    bot.write_text("import sys\nsys.stdin.readline()\nprint('JUMP', flush=True)\nsys.stdin.read()\n")
    app, screen, game = maze_app(bot=f"{sys.executable} {bot}", bot_timeout=2000)
    for _ in range(10):
        app.update(0.5)
    assert game.over and game.score == -10000 and top(app) == "MazeOverScreen"
    assert app.recorder.record is None or app.recorder.record.commands == ["JUMP"]
