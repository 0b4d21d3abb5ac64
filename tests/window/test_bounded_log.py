"""The window's memory of messages stays bounded: the log keeps its newest lines and counts the others, and keeps
each only as long as it can be shown, however much a bot says and however long a game goes."""
import sys
import time

import pygame

from graphics.app import App
from graphics.hud import MessageLog
from graphics.title import TitleScreen
from roguelike_client.play.text import LINE_LIMIT
from tests.window.conftest import DATA, make_args
from tests.window.helpers import frame, press

# A bot that never stops printing: every line a legal answer (it stays on its own cell) with a long message. It
# prints at a measured rate so that the test's own machine is not flooded by what the bot's pipe reader queues.
ENDLESS = """import sys, time
head = sys.stdin.readline()
x, y = head.split()[:2]
count = 0
while True:
    count += 1
    print(f"MOVE {x} {y} line {count} " + "blah " * 2000, flush=True)
    time.sleep(0.002)
"""


def test_a_bot_printing_without_end_leaves_a_bounded_log(tmp_path, monkeypatch):
    monkeypatch.setattr(MessageLog, "KEPT_LINES", 25)     # a maze game is 150 turns: let go of lines within it
    bot = tmp_path / "endless.py"
    bot.write_text(ENDLESS)
    command = f'"{sys.executable}" "{bot}"'
    app = App(make_args(game="maze", map=str(DATA / "maze_small.txt"), options={"bot": command, "bot_timeout": 2000}),
              headless=True)
    app.prepare("maze", str(DATA / "maze_small.txt"))
    app.push(TitleScreen(app.context))
    app.start_game("maze")
    screen, session = app.stack[-1], app.stack[-1].session
    try:
        press(app, "=", "=", "=")                           # the fastest pace
        deadline = time.monotonic() + 60
        turns = 80
        while session.view().turn < turns and time.monotonic() < deadline:
            app.update(0.1)
            time.sleep(0.002)
            log = screen.log
            assert len(log.lines) <= MessageLog.KEPT_LINES
            assert all(len(line) <= LINE_LIMIT + 1 for line in log.lines)
        assert session.view().turn >= turns
        log = screen.log
        # Every turn's line was added; those past the newest 25 were counted, not kept.
        assert len(log.lines) == MessageLog.KEPT_LINES and log.dropped >= turns - MessageLog.KEPT_LINES
        assert any(line.startswith("Bot: MOVE 1 1 (line ") for line in log.lines[-3:])
        frame(app)
        press(app, *["page up"] * 10)                       # back to the oldest kept: the count is said there
        assert log.shown_lines()[0] == f"({log.dropped:,} older messages not kept)"
        frame(app)
    finally:
        app.close_screens()
        pygame.quit()


def test_the_log_keeps_its_newest_lines_counts_the_rest_and_cuts_each_to_what_can_be_shown():
    log = MessageLog()
    for turn in range(MessageLog.KEPT_LINES + 500):
        log.add_turn([f"turn {turn}", "x" * 50_000])
    assert len(log.lines) == MessageLog.KEPT_LINES and log.dropped == 2 * (MessageLog.KEPT_LINES + 500) - len(log.lines)
    assert log.lines[-2:] == [f"turn {MessageLog.KEPT_LINES + 499}", "x" * (LINE_LIMIT + 1)]
    assert log.latest == 2
    log.add_turn(["x" * 60_000])                # the same as far as it is shown: counted on its line
    assert log.lines[-1] == "x" * (LINE_LIMIT + 1) + " (x2)"
    log.note("!" * 5000)
    assert len(log.lines) == MessageLog.KEPT_LINES and len(log.lines[-1]) == LINE_LIMIT + 1
    log.scroll(10 ** 6)
    assert log.offset == len(log.lines) - 1
    many = MessageLog()
    many.add_turn([str(n) for n in range(3 * MessageLog.KEPT_LINES)])   # one turn of more lines than are kept
    assert many.lines[0] == str(2 * MessageLog.KEPT_LINES) and many.latest == MessageLog.KEPT_LINES
    assert many.dropped == 2 * MessageLog.KEPT_LINES
