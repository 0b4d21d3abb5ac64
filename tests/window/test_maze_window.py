"""The maze in the window: fog, weapons aimed with a cursor, the HUD, the end box, and a bot playing."""
import random
import sys

import pygame
import pytest

from game.core import Pos
from graphics import maze_window
from graphics.app import App
from graphics.keymap import DEFAULT_KEYS
from graphics.screens import TitleScreen
from userdata import scores
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


def _pixels(app, offset):
    surface = frame(app)
    return {Pos(x, y): tuple(surface.get_at(app.board.cell_rect(Pos(x, y)).move(offset).topleft))[:3]
            for y in range(12) for x in range(16)}


@pytest.mark.parametrize("key, weapon", [("1", 0), ("2", 1), ("3", 2), ("4", 3)])
def test_the_outlined_cells_are_the_weapons_targets_and_the_shaded_ones_its_hits(key, weapon):
    app, screen, game = maze_app()
    press(app, "j")                      # the hero at (1, 2): targets on every side
    plain = _pixels(app, (4, 4))
    press(app, key)
    for _ in range(2):                   # where the weapon starts aiming, then one cell on
        outlined = {cell for cell, colour in _pixels(app, (0, 0)).items() if colour == app.palette.accent}
        assert outlined | {screen.cursor} == set(game.weapon_targets(weapon))
        shaded = {cell for cell, colour in _pixels(app, (4, 4)).items() if colour != plain[cell]}
        assert shaded == set(game.weapon_hits(weapon, screen.cursor))
        cursor = screen.cursor
        for step in ("l", "j", "h", "k"):
            press(app, step)
            if screen.cursor != cursor:
                break
        assert screen.cursor != cursor and game.turn == 1


def test_a_weapon_without_charges_is_not_aimed():
    app, screen, game = maze_app()
    game.charges[2] = 0
    press(app, "3")
    assert screen.weapon is None and screen.log.lines[-1] == "The scythe has no charges left."
    press(app, "4", "3")
    assert screen.weapon is None and game.turn == 0


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


def test_dark_fog_hides_what_was_seen_and_remembered_fog_dims_it():
    app, screen, game = maze_app()
    frame(app)
    for _ in range(3):
        press(app, "j")                  # (1, 0) was seen and is now 4 cells away
        frame(app)
    assert _colour(app, Pos(1, 0)) not in ((0, 0, 0), app.palette.background)
    assert _colour(app, Pos(14, 8)) == (0, 0, 0)
    app.settings.fog = "dark"
    frame(app)
    assert _colour(app, Pos(1, 0)) == (0, 0, 0) and _colour(app, Pos(1, 4)) != (0, 0, 0)


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
    drawn = []
    text = screen.hud.text
    screen.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    press(app, "4", "return")
    frame(app)
    assert "Score -1   Turn 2 / 150" in drawn or "Score 0   Turn 2 / 150" in drawn
    assert "Sword unlimited   Hammer 5   Scythe 5   Bow 4" in drawn and "Health" in " ".join(drawn)


def test_the_end_box_shows_the_score_and_r_starts_a_new_maze():
    app, screen, game = maze_app()
    game.hero = Pos(14, 10)              # one step from the exit
    press(app, "l")
    assert game.result == "won" and top(app) == "MazeOverScreen"
    frame(app)
    press(app, "r")
    assert top(app) == "MazeScreen" and app.stack[-1].game is not game


def _table():
    return scores.load_all()[0]["maze"]


def test_death_ends_the_game_with_the_box_and_the_table_entry():
    app, screen, game = maze_app()
    game.hero, game.health = Pos(3, 1), 1   # next to the gargoyle, which hits for 2
    press(app, ".")
    assert game.result == "died" and top(app) == "MazeOverScreen"
    frame(app)
    entry = _table()[0]
    assert (entry.score, entry.who, entry.reached) == (game.score, "died", "turn 1 / 150")
    press(app, "q")
    assert top(app) == "TitleScreen" and app.playing is None


def test_the_150th_action_ends_the_game_out_of_turns():
    app, screen, game = maze_app()
    game.turn = 149
    press(app, ".")
    assert game.result == "out of turns" and top(app) == "MazeOverScreen"
    frame(app)
    assert (_table()[0].who, _table()[0].reached) == ("out of turns", "turn 150 / 150")


def test_the_exit_is_escaped_on_the_table():
    app, screen, game = maze_app()
    game.hero = Pos(15, 9)
    press(app, "j")
    assert game.result == "won" and _table()[0].who == "escaped" and _table()[0].score == 10000


def test_leaving_mid_game_saves_it_and_continuing_shows_it_where_it_was():
    app, screen, game = maze_app()
    press(app, "j", "j", "q")
    assert top(app) == "ConfirmScreen"
    press(app, "y")
    assert top(app) == "TitleScreen"
    app.continue_game("maze")
    again = app.stack[-1]
    assert top(app) == "MazeScreen" and again.game is not game and again.game.hero == Pos(1, 3)
    assert again.game.turn == 2 and app.recorder.record.commands == ["s", "s"]


def test_a_finished_game_is_shown_with_its_end_box():
    app, screen, game = maze_app()
    over = maze_window.new_game(None, 5, {})
    over.fail("test")
    maze_window.show(app, over)
    assert top(app) == "MazeOverScreen"
    frame(app)


def test_a_long_random_key_sequence_raises_nothing():
    app, screen, game = maze_app()
    names = [name for keys in DEFAULT_KEYS.values() for name in keys if name not in ("escape",)]
    names += ["1", "2", "3", "4", "return", "escape", "l", "j"] * 6
    chooser = random.Random(3)
    for number in range(1500):
        if top(app) not in ("MazeScreen", "MazeOverScreen", "ConfirmScreen", "HelpScreen"):
            app.back_to_title()
            app.start_game("maze")
        if chooser.random() < 0.1:
            cell = app.board.cell_rect(Pos(chooser.randrange(16), chooser.randrange(12)))
            kind = chooser.choice([pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN])
            extra = dict(rel=(0, 0), buttons=(0, 0, 0)) if kind == pygame.MOUSEMOTION else dict(button=1)
            app.dispatch(pygame.event.Event(kind, pos=cell.center, **extra))
        else:
            press(app, chooser.choice(names))
        if number % 7 == 0:
            app.update(0.05)
            frame(app)


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


def test_a_bot_that_runs_out_of_time_ends_the_game_and_says_so(tmp_path):
    bot = tmp_path / "slow.py"
    bot.write_text("import sys, time\nsys.stdin.readline()\ntime.sleep(5)\n")
    app, screen, game = maze_app(bot=f"{sys.executable} {bot}", bot_timeout=200)
    for _ in range(10):
        app.update(0.2)
        if game.over:
            break
    assert game.over and game.result == "bot error" and game.score == -10000
    assert top(app) == "MazeOverScreen" and "Bot error" in game.messages[-1]
    assert _table()[0].who == "bot error"
