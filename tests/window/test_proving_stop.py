"""The proving ground's stop key in the window: the games under way are interrupted within about a second, the
report and --results keep the finished ones and list the interrupted ones, and every worker and bot is ended."""
import csv
import time

from game.maze.spec import SPEC
from graphics.app import App
from graphics.proving_screen import ProvingScreen
from graphics.title import TitleScreen
from roguelike_client.play.proving import Plan
from tests.maze.test_proving_ends import folder, gone, helped_bot, started  # noqa: F401 (folder: a fixture)
from tests.window.conftest import make_args
from tests.window.helpers import frame, press, top
from tests.window.test_match_window import run_until


def test_escape_stops_the_games_under_way_and_the_report_lists_them(tmp_path, folder):
    results = tmp_path / "results.csv"
    app = App(make_args(game="maze", seed=0), headless=True)
    app.push(TitleScreen(app.context))
    plan = Plan("maze", range(0, 8), (helped_bot(folder, pause=0.01),), {"bot_timeout": 1000})
    app.push(ProvingScreen(app.context, SPEC, plan, 2, str(results)))
    screen = app.stack[-1]
    try:
        run_until(app, lambda: screen.done >= 1 and len(started(folder, "bot")) >= 3)
        press(app, "escape")
        stopped = time.monotonic()
        assert top(app) == "ProvingScreen"            # it stays, to show what was played
        frame(app)                                    # "stopping" is drawn while the workers end
        run_until(app, lambda: screen.report)
        assert time.monotonic() - stopped < 5.0
        played = len(screen.outcomes)
        assert screen.report[0].startswith("Stopped by request after ")
        assert f": {played} of 8 games played (seed" in screen.report[0]
        assert screen.report[1].startswith("Interrupted: ")
        rows = list(csv.DictReader(results.open(newline="")))
        assert sum(row["result"] == "interrupted" for row in rows) >= 1
        assert len(rows) - sum(row["result"] == "interrupted" for row in rows) == played
        assert all(gone(pid) for pid in started(folder))
        press(app, "escape")
        assert top(app) == "TitleScreen"
    finally:
        app.close_screens()
