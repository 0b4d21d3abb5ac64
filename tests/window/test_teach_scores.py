"""The high-scores screen has a footer like every other screen: the keys that work there, as bound; where a table
is longer than its room, the keys that scroll it, and they do."""
import json

import pygame
import pytest

import graphics.scores_screen
from roguelike_client.userdata import scores
from tests.window.helpers import frame, press, top
from tests.window.test_maze_window import maze_app


def score_file(count: int) -> None:
    entries = [{"score": 100 - rank, "who": f"Player {rank}", "reached": "floor 3", "seed": rank,
                "date": "2026-11-27", "map": "default"} for rank in range(count)]
    path = scores.scores_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": scores.FORMAT, "version": scores.VERSION,
                                "games": {"cc3k": entries, "maze": [{**entries[0], "who": "Hero"}]}}),
                    encoding="utf-8")


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    texts: list[str] = []
    real = graphics.scores_screen.render
    monkeypatch.setattr(graphics.scores_screen, "render",
                        lambda font, text, colour: texts.append(text) or real(font, text, colour))
    return texts


def scores_screen(count: int, size: tuple[int, int] | None = None):
    app, _, _ = maze_app()
    score_file(count)
    press(app, "escape", "y")
    if size is not None:
        pygame.display.set_mode(size)
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.dispatch(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1]))
    press(app, "h")
    assert top(app) == "ScoresScreen"
    return app


def test_the_footer_says_how_to_leave_and_get_help(drawn):
    app = scores_screen(3)
    frame(app)
    assert "? help   any other key or a click: back to the title" in drawn
    assert not any("scroll" in text for text in drawn)          # every table fits: nothing to scroll
    press(app, "?")
    assert top(app) == "HelpScreen"
    press(app, "escape")
    assert top(app) == "ScoresScreen"
    press(app, "escape")
    assert top(app) == "TitleScreen"


def test_a_table_longer_than_its_room_scrolls_and_the_footer_says_how(drawn):
    app = scores_screen(10, (800, 500))
    frame(app)
    assert "Up/Down scroll   PgUp/PgDn a page   ? help   any other key or a click: back to the title" in drawn
    assert "Player 0" in drawn and "Player 9" not in drawn
    for _ in range(10):
        press(app, "down")
    drawn.clear()
    frame(app)
    assert top(app) == "ScoresScreen" and "Player 9" in drawn and "Player 0" not in drawn
    press(app, "page up")
    drawn.clear()
    frame(app)
    assert "Player 0" in drawn
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert top(app) == "TitleScreen"


def test_in_a_wide_window_the_tables_stand_in_its_middle():
    """The fifth and sixth playtests found the tables small in the left corner of a 1920x1080 window."""
    app = scores_screen(3, (1920, 1080))
    surface = frame(app)
    background = app.palette.background
    band = range(120, 1080 - 60)            # under the title, over the footer
    inked = [x for x in range(0, 1920, 2) if any(surface.get_at((x, y))[:3] != background for y in band[::3])]
    left, right = min(inked), 1920 - max(inked)
    assert left > 400 and abs(left - right) < 400, (left, right)
