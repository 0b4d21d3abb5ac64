"""Matches and the proving ground in the window: mazes side by side under their own fog, the ranking, the report."""
import time

import pygame

from game.core import EntityKind
from game.maze.spec import SPEC
from graphics.app import App
from graphics.proving_screen import ProvingScreen
from graphics.title import TitleScreen
from roguelike_client.play.proving import Plan, proving_report
from tests.maze.test_matches import talker, waiter
from tests.window.conftest import make_args
from tests.window.helpers import frame, press, top


def match_app(tmp_path, seed=5, bots=None):
    """A match of the bots given (their commands), by default one that rests and one that fails at once."""
    bots = bots or (waiter(tmp_path, "resting"), talker(tmp_path))
    seats = [{"bot": command, "bot_timeout": 2000} for command in bots]
    app = App(make_args(game="maze", seed=seed, options=seats[0], seats=seats, results=str(tmp_path / "match.csv")),
              headless=True)
    app.prepare("maze", None)
    app.push(TitleScreen(app.context))
    app.start_game("maze")
    return app


def run_until(app, until, seconds=60.0):
    deadline = time.monotonic() + seconds
    while not until() and time.monotonic() < deadline:
        app.update(0.2)
        time.sleep(0.005)


def test_a_match_shows_each_maze_under_its_own_fog_and_ranks_the_bots(tmp_path):
    app = match_app(tmp_path)
    screen = app.stack[-1]
    assert top(app) == "MatchScreen" and [s.seed for s in app.match] == [5, 5]
    press(app, "=", "=", "=")                     # the fastest pace
    run_until(app, lambda: top(app) == "MatchOverScreen")
    assert top(app) == "MatchOverScreen"
    waiter, talker = (session.view() for session in app.match)
    assert talker.score == -10000 and waiter.over and waiter.score > -10000
    assert [text.split("  (")[0] for text, _ in app.stack[-1].rows] == [f"1.  {waiter.score:,}  bot 1",
                                                                        "2.  -10,000  bot 2"]
    # --results: one line per hero's game, as the terminal writes them.
    lines = (tmp_path / "match.csv").read_text().splitlines()
    assert [line.split(",")[:2] for line in lines[1:]] == [["5", "1"], ["5", "2"]]
    assert lines[1].split(",")[4] == str(waiter.score) and lines[2].split(",")[4] == "-10000"
    # Under the ranking, each slot's maze is drawn with its own hero: the player's colour in both halves.
    app.stack.pop()
    surface = frame(app)
    hero_colour = app.context.palette.for_kind(EntityKind.PLAYER)
    half = surface.get_width() // 2
    for left in (0, half):
        area = pygame.Rect(left, 0, half, surface.get_height())
        assert any(surface.get_at((x, y))[:3] == hero_colour
                   for x in range(area.left, area.right, 1) for y in range(area.top, area.bottom, 2)), left
    assert screen.views[0].detail.bot_message == "resting"


def test_three_mazes_take_the_arrangement_with_the_largest_cells_and_the_header_wraps_whole(tmp_path, monkeypatch):
    import graphics.maze_match

    app = match_app(tmp_path, bots=[waiter(tmp_path, "resting")] * 3)
    screen, board = app.stack[-1], app.context.board
    areas, drawn = [], []
    draw = board.draw
    monkeypatch.setattr(board, "draw", lambda surface, view, look: areas.append(board.area.copy()) or
                        draw(surface, view, look))
    render = graphics.maze_match.render
    monkeypatch.setattr(graphics.maze_match, "render", lambda font, text, colour: drawn.append(text) or
                        render(font, text, colour))
    try:
        pygame.display.set_mode((1920, 1080))
        frame(app)
        # Side by side the mazes would get 39-pixel cells and leave the lower half of the window empty; two by two,
        # each with its text beside it, they get larger ones and fill its height.
        cells = {area.width // 16 for area in areas}
        assert len(areas) == 3 and min(cells) >= 40 and max(area.bottom for area in areas) > 1080 * 3 // 4
        pygame.display.set_mode((640, 360))
        drawn.clear()
        frame(app)
        assert any("F fog" in text for text in drawn) and any("q leave" in text for text in drawn)
        assert not any(text.endswith("...") for text in drawn), drawn
    finally:
        app.dispatch(pygame.event.Event(pygame.QUIT))


def test_leaving_a_match_ends_every_bot_and_enter_starts_the_next_seed(tmp_path):
    app = match_app(tmp_path, seed=9)
    press(app, "=", "=", "=")
    run_until(app, lambda: top(app) == "MatchOverScreen")
    press(app, "return")
    assert top(app) == "MatchScreen" and [s.seed for s in app.match] == [10, 10]
    run_until(app, lambda: any(session.bot_thinking() for session in app.match), seconds=10)
    sessions = list(app.match)
    press(app, "q")
    assert top(app) == "TitleScreen" and app.match == []
    assert not any(session.bot_thinking() for session in sessions)


def test_the_proving_ground_in_the_window_reports_what_the_terminal_reports(tmp_path):
    results = tmp_path / "results.csv"
    app = App(make_args(game="maze", seed=0), headless=True)
    app.push(TitleScreen(app.context))
    plan = Plan("maze", range(0, 3), (waiter(tmp_path),), {"bot_timeout": 2000})
    app.push(ProvingScreen(app.context, SPEC, plan, 1, str(results)))
    frame(app)                                     # the bar, drawn while the games run
    run_until(app, lambda: app.stack[-1].report)
    screen = app.stack[-1]
    assert screen.report[0].startswith("3 games (seeds 0 to 2, 1 bot) in ")
    assert screen.report[1:] == proving_report(SPEC, plan, screen.outcomes, 0.0, 1).splitlines()[1:]
    assert len(results.read_text().splitlines()) == 4 and app.context.status == f"Results written to {results}"
    frame(app)
    press(app, "escape")
    assert top(app) == "TitleScreen"


def test_a_slot_names_its_bot_by_its_file_or_module_not_by_the_program_that_runs_it():
    from graphics.maze_window import short_command

    assert short_command("/usr/bin/python3 roguelike_client/bots/maze_bot.py --fast") == "maze_bot.py --fast"
    assert short_command("python -m roguelike_client.bots.maze_bot") == "roguelike_client.bots.maze_bot"
    assert short_command('"C:\\Python311\\python.exe" -m roguelike_client.bots.maze_bot --seed 3') == \
        "roguelike_client.bots.maze_bot --seed 3"
    assert short_command("./my-bot") == "my-bot"


def test_the_fog_lifted_in_a_match_comes_back_for_the_next_match(tmp_path):
    """The eighth playtest lifted the fog with F in a match, went to the title and started the maze again: the next
    match began with the fog lifted. F lasts for the match being watched only, as for a game."""
    app = match_app(tmp_path, seed=9)
    press(app, "F")
    assert not app.board.fog
    press(app, "q")
    assert top(app) == "TitleScreen"
    app.start_game("maze")
    assert top(app) == "MatchScreen" and app.board.fog
    press(app, "q")


def test_the_maze_chosen_on_the_title_after_a_match_is_the_players_own_game(tmp_path):
    """Three playtests left the command line's bots' game for the title, chose the maze there and watched the bots
    play again: a game chosen on the title is played by the person, and so are its next games."""
    app = match_app(tmp_path, seed=9)
    assert top(app) == "MatchScreen"
    press(app, "q")
    assert top(app) == "TitleScreen" and app.match == []
    press(app, "2")
    assert top(app) == "MazeScreen" and app.match == []
    session = app.session
    assert session.options.get("bot") is None and session.bot_thinking() is False
    turn = session.view().turn
    press(app, ".")                                # the person's own wait
    assert session.view().turn == turn + 1
