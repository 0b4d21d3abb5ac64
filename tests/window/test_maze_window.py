"""The maze in the window: fog, weapons aimed with a cursor, the HUD, the end box, and a bot playing."""
import os
import random
import sys
import time

import pygame
import pytest

from game.core import Pos, Result
from game.maze.commands import Forfeit
from game.maze.questions import weapon_hits
from game.maze.spec import SPEC
from graphics import maze_window
from graphics.app import App
from graphics.keymap import DEFAULT_KEYS
from graphics.title import TitleScreen
from roguelike_client.play.session import Session
from roguelike_client.userdata import scores
from roguelike_client.userdata.saves import list_saves
from tests.maze.support import bot_program
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, press, top

MAZE = DATA / "maze_small.txt"   # hero (1, 1), gargoyle (4, 1), skeleton (11, 4), box (12, 9), exit (15, 10)


def maze_app(path=MAZE, **options):
    given = {"bot": None, "bot_timeout": None, **options}
    app = App(make_args(game="maze", map=str(path), options=given), headless=True)
    app.prepare("maze", str(path))
    app.push(TitleScreen(app.context))
    app.start_game("maze")
    screen = app.stack[-1]
    return app, screen, screen.session


def moved_start(tmp_path, start: Pos = Pos(1, 1), objects: dict[Pos, str] | None = None):
    """maze_small with the hero's start moved to another cell, and objects added (a monster's digit, an item's
    letter)."""
    rows = [list(row) for row in MAZE.read_text().splitlines()]
    rows[1][1] = "."
    rows[start.y][start.x] = "H"
    for pos, glyph in (objects or {}).items():
        rows[pos.y][pos.x] = glyph
    path = tmp_path / "maze.txt"
    path.write_text("".join("".join(row) + "\n" for row in rows))
    return path


def view(session):
    return session.view()


def hero(session) -> Pos:
    return session.view().detail.hero


def run_bot(app, until, seconds: float = 10.0) -> None:
    """Let the window's frames pass in real time (a bot thinks in its own process) until `until()` holds."""
    deadline = time.monotonic() + seconds
    while not until() and time.monotonic() < deadline:
        app.update(0.1)
        time.sleep(0.01)


def test_moves_and_wait_take_a_turn_and_diagonals_are_refused():
    app, screen, session = maze_app()
    press(app, "j")
    assert hero(session) == Pos(1, 2) and view(session).turn == 1
    press(app, ".")
    assert hero(session) == Pos(1, 2) and view(session).turn == 2
    press(app, "y")
    assert view(session).turn == 2 and screen.log.lines[-1] == "The hero steps left, right, up or down only."
    assert session.record.commands == ["s", "wait", "nw"]


def test_aiming_highlights_valid_targets_and_hit_cells_then_strikes(tmp_path):
    app, screen, session = maze_app(moved_start(tmp_path, Pos(3, 1)))     # next to the gargoyle
    press(app, "2")                      # the hammer
    assert screen.weapon == 1 and screen.cursor in view(session).detail.weapons[1].targets
    frame(app)
    hits = weapon_hits(hero(session), 1, screen.cursor)
    assert len(hits) >= 1
    press(app, "escape")
    assert screen.weapon is None and view(session).turn == 0
    press(app, "4")                      # the bow: the gargoyle east is in reach and is aimed at first
    assert screen.cursor == Pos(4, 1)
    press(app, "return")
    assert view(session).turn == 1 and view(session).detail.weapons[3].charges == 4
    assert session.record.commands == ["ATTACK 3 4 1"]


def _pixels(app, offset):
    surface = frame(app)
    return {Pos(x, y): tuple(surface.get_at(app.board.cell_rect(Pos(x, y)).move(offset).topleft))[:3]
            for y in range(12) for x in range(16)}


@pytest.mark.parametrize("key, weapon", [("1", 0), ("2", 1), ("3", 2), ("4", 3)])
def test_the_outlined_cells_are_the_weapons_targets_and_the_shaded_ones_its_hits(tmp_path, key, weapon):
    # A box in every reach, and the gargoyle taken away: with a monster that can hurt in sight, aiming would not
    # start on the harmless box (tests/window/test_teach_maze.py).
    app, screen, session = maze_app(moved_start(tmp_path, objects={Pos(1, 3): "0", Pos(4, 1): "."}))
    press(app, "j")                      # the hero at (1, 2): targets on every side
    plain = _pixels(app, (4, 4))
    press(app, key)
    for _ in range(2):                   # where the weapon starts aiming, then one cell on
        outlined = {cell for cell, colour in _pixels(app, (0, 0)).items() if colour == app.palette.accent}
        assert outlined | {screen.cursor} == set(view(session).detail.weapons[weapon].targets)
        shaded = {cell for cell, colour in _pixels(app, (4, 4)).items() if colour != plain[cell]}
        assert shaded == set(weapon_hits(hero(session), weapon, screen.cursor))
        cursor = screen.cursor
        for step in ("l", "j", "h", "k"):
            press(app, step)
            if screen.cursor != cursor:
                break
        assert screen.cursor != cursor and view(session).turn == 1


def test_a_weapon_without_charges_is_not_aimed(tmp_path):
    boxes = {Pos(1, 0): "0", Pos(2, 0): "0", Pos(2, 1): "0", Pos(2, 2): "0", Pos(1, 2): "0"}    # round the hero
    app, screen, session = maze_app(moved_start(tmp_path, objects=boxes))
    for _ in range(5):
        press(app, "3", "tab", "return")    # the scythe's five charges, a box struck with each
    assert view(session).detail.weapons[2].charges == 0 and view(session).turn == 5
    press(app, "3")
    assert screen.weapon is None and screen.log.lines[-1] == "The scythe has no charges left."
    press(app, "4", "3")
    assert screen.weapon is None and view(session).turn == 5


def test_clicking_a_target_strikes_it(tmp_path):
    app, screen, session = maze_app(moved_start(tmp_path, objects={Pos(0, 1): "0"}))   # a box west of the hero
    frame(app)
    press(app, "1")                      # the sword reaches one step in four directions
    rect = app.board.cell_rect(Pos(2, 1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    # Bare floor east: nothing struck, free, still aiming (the eighth playtest spent turns and charges so).
    assert view(session).turn == 0 and screen.weapon == 0
    assert screen.log.lines[-1] == "No monster there for the sword: nothing struck, no turn spent."
    rect = app.board.cell_rect(Pos(0, 1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert view(session).turn == 1 and screen.weapon is None
    rect = app.board.cell_rect(Pos(1, 2))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert hero(session) == Pos(1, 2) and view(session).turn == 2


def _colour(app, pos):
    return tuple(pygame.display.get_surface().get_at(app.board.cell_rect(pos).move(2, 2).topleft))[:3]


def test_fog_covers_what_lies_beyond_three_cells_and_f_lifts_it():
    app, screen, session = maze_app()
    frame(app)
    assert _colour(app, Pos(14, 8)) == (0, 0, 0)
    press(app, "F")
    frame(app)
    assert _colour(app, Pos(14, 8)) != (0, 0, 0)


def test_dark_fog_hides_what_was_seen_and_remembered_fog_dims_it():
    app, screen, session = maze_app()
    frame(app)
    for _ in range(3):
        press(app, "j")                  # (1, 0) was seen and is now 4 cells away
        frame(app)
    assert view(session).remembered[0][1] and not view(session).visible[0][1]
    assert _colour(app, Pos(1, 0)) not in ((0, 0, 0), app.palette.background)
    assert _colour(app, Pos(14, 8)) == (0, 0, 0)
    app.settings.fog = "dark"
    frame(app)
    assert _colour(app, Pos(1, 0)) == (0, 0, 0) and _colour(app, Pos(1, 4)) != (0, 0, 0)


def test_hud_and_hover():
    app, screen, session = maze_app()
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


def test_the_end_box_shows_the_score_and_r_starts_a_new_maze(tmp_path):
    app, screen, session = maze_app(moved_start(tmp_path, Pos(14, 10)))   # one step from the exit
    press(app, "l")
    assert view(session).result is Result.WON and top(app) == "MazeOverScreen"
    # Said of the hero, as its death is, whoever played it (a bot's game said "You found the exit!": playtest 13).
    assert app.stack[-1].box_lines()[0][0] == "The hero found the exit!"
    frame(app)
    press(app, "r")
    assert top(app) == "MazeScreen" and app.stack[-1].session is not session


def _table():
    return scores.load_all()[0]["maze"]


def test_death_ends_the_game_with_the_box_and_the_table_entry(tmp_path):
    # Eight vampires around the start hit for 24 in the first turn.
    rows = ["." * 16 for _ in range(12)]
    rows[0], rows[1], rows[2] = "444" + "." * 13, "4H4" + "." * 13, "444" + "." * 13
    rows[11] = "." * 15 + "E"
    path = tmp_path / "vampires.txt"
    path.write_text("".join(row + "\n" for row in rows))
    app, screen, session = maze_app(path)
    press(app, ".")
    assert view(session).result is Result.DIED and top(app) == "MazeOverScreen"
    frame(app)
    entry = _table()[0]
    assert (entry.score, entry.who, entry.reached) == (view(session).score, "died", "turn 1 / 150")
    press(app, "q")
    assert top(app) == "TitleScreen" and app.session is None


def test_the_150th_action_ends_the_game_out_of_turns():
    app, screen, session = maze_app()
    for _ in range(150):
        press(app, ".")
    assert view(session).result is Result.OUT_OF_TURNS and top(app) == "MazeOverScreen"
    frame(app)
    assert (_table()[0].who, _table()[0].reached) == ("out of turns", "turn 150 / 150")


def test_the_exit_is_escaped_on_the_table(tmp_path):
    app, screen, session = maze_app(moved_start(tmp_path, Pos(15, 9)))
    press(app, "j")
    assert view(session).result is Result.WON and _table()[0].who == "escaped" and _table()[0].score == 10000


def test_leaving_mid_game_saves_it_and_continuing_shows_it_where_it_was():
    app, screen, session = maze_app()
    press(app, "j", "j", "q")
    assert top(app) == "ConfirmScreen"
    press(app, "y")
    assert top(app) == "TitleScreen"
    app.continue_game(list_saves("maze")[0][0])
    again = app.stack[-1]
    assert top(app) == "MazeScreen" and again.session is not session and hero(again.session) == Pos(1, 3)
    assert view(again.session).turn == 2 and again.session.record.commands == ["s", "s"]
    assert view(again.session).remembered == view(session).remembered   # what the hero saw comes back too


def test_a_finished_game_is_shown_with_its_end_box():
    app, screen, session = maze_app()
    over = Session.new(SPEC, 5, "", "", {"bot": "a bot that failed"})
    over.send(Forfeit("test"))
    app.apply(maze_window.show(app.context, over))
    assert top(app) == "MazeOverScreen"
    frame(app)


def test_a_long_random_key_sequence_raises_nothing():
    app, screen, session = maze_app()
    names = [name for keys in DEFAULT_KEYS.values() for name in keys if name not in ("escape",)]
    names += ["1", "2", "3", "4", "return", "escape", "l", "j"] * 6
    chooser = random.Random(3)
    for number in range(1500):
        if top(app) not in ("MazeScreen", "MazeOverScreen", "ConfirmScreen", "HelpScreen"):
            app.back_to_title()
            app.start_game("maze")
        if chooser.random() < 0.1:
            # A cell of the board as drawn (bigger cells show only the part around the hero).
            cell = app.board.cell_rect(Pos(chooser.randrange(16), chooser.randrange(12))) or app.board.area
            kind = chooser.choice([pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN])
            extra = dict(rel=(0, 0), buttons=(0, 0, 0)) if kind == pygame.MOUSEMOTION else dict(button=1)
            app.dispatch(pygame.event.Event(kind, pos=cell.center, **extra))
        else:
            press(app, chooser.choice(names))
        if number % 7 == 0:
            app.update(0.05)
            frame(app)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_bot_plays_in_the_window_and_its_message_shows(tmp_path):
    pid_file = tmp_path / "pid"
    bot = bot_program(tmp_path, "    print(f'MOVE {x} {y} thinking', flush=True)\n",
                      prelude=f"open({str(pid_file)!r}, 'w').write(str(os.getpid()))\n")
    app, screen, session = maze_app(bot=bot, bot_timeout=2000)
    run_bot(app, lambda: view(session).turn >= 3)
    assert view(session).turn >= 3 and view(session).detail.bot_message == "thinking"
    assert screen.log.lines[0].startswith("Bot: MOVE 1 1")
    frame(app)
    press(app, "space")
    turn = view(session).turn
    for _ in range(20):
        app.update(0.1)
        time.sleep(0.01)
    assert view(session).turn == turn
    pid = int(pid_file.read_text())
    press(app, "q", "y")
    assert top(app) == "TitleScreen" and not session.bot_thinking()
    deadline = time.monotonic() + 5
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(pid)


def test_a_bot_that_answers_nonsense_ends_the_game_at_minus_10000(tmp_path):
    bot = tmp_path / "bad.py"
    bot.write_text("import sys\nsys.stdin.readline()\nprint('JUMP', flush=True)\nsys.stdin.read()\n")
    app, screen, session = maze_app(bot=f"{sys.executable} {bot}", bot_timeout=2000)
    run_bot(app, lambda: view(session).over)
    assert view(session).over and view(session).score == -10000 and top(app) == "MazeOverScreen"
    # The bot's line is read by the protocol's strict grammar: the record keeps why the game ended.
    assert session.record.commands == ["FORFEIT bad line 'JUMP': expected MOVE x y or ATTACK w x y"]


def test_a_bot_that_runs_out_of_time_ends_the_game_and_says_so(tmp_path):
    bot = tmp_path / "slow.py"
    bot.write_text("import sys, time\nsys.stdin.readline()\ntime.sleep(5)\n")
    app, screen, session = maze_app(bot=f"{sys.executable} {bot}", bot_timeout=200)
    run_bot(app, lambda: view(session).over)
    assert view(session).over and view(session).result is Result.ERROR and view(session).score == -10000
    assert top(app) == "MazeOverScreen" and "Bot error" in view(session).messages[-1]
    assert _table()[0].who == "bot error (bot slow.py)"       # a game the bot played, said so on the table


def test_a_thinking_bot_never_holds_the_window_and_closing_ends_it_at_once(tmp_path):
    """A bot allowed 5 s that thinks 5 s: the window goes on updating, drawing and answering keys meanwhile, and
    the close button ends the game and the bot's process at once instead of after its thinking."""
    bot = tmp_path / "slow.py"
    pid_file = tmp_path / "pid"
    bot.write_text(f"import os, sys, time\nopen({str(pid_file)!r}, 'w').write(str(os.getpid()))\n"
                   "sys.stdin.readline()\ntime.sleep(5)\nprint('MOVE 1 1', flush=True)\n")
    app, screen, session = maze_app(bot=f"{sys.executable} {bot}", bot_timeout=5000)
    run_bot(app, lambda: session.bot_thinking() and pid_file.exists() and pid_file.read_text() != "")
    for _ in range(10):                     # frames and keys while the bot thinks
        app.update(0.1)
        frame(app)
    press(app, "?")
    assert top(app) == "HelpScreen"
    press(app, "escape")
    # All of that came back while the bot was still thinking: nothing waited for its answer.
    assert session.bot_thinking() and view(session).turn == 0
    app.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app.running and not session.bot_thinking()
    pid = int(pid_file.read_text())
    deadline = time.monotonic() + 3
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(pid)
