"""Score tables fit the area they are given: the game-over box's and the high-scores screen's, at every size."""
import pygame
import pytest

import graphics.play_screen
import graphics.scores_screen
import graphics.screens
from game.core import Pos
from graphics.display import MIN_WINDOW_SIZE
from graphics.scores_screen import ScoresScreen, draw_scores
from tests.window.helpers import frame, press, top
from tests.window.test_dooom_window import one_step_app
from tests.window.test_menus import texts_drawn
from roguelike_client.userdata import scores
from roguelike_client.userdata.scores import ScoreEntry

SENTINEL = (255, 0, 255)


def entry(rank: int, map_name: str = "", who: str = "out of turns", seed: int = 7) -> ScoreEntry:
    return ScoreEntry(score=1000 - rank, who=who, reached="turn 150 / 150", seed=seed, date="2026-11-23", map=map_name)


def drawn_outside(surface: pygame.Surface, area: pygame.Rect) -> list[tuple[int, int]]:
    """The pixels outside the area that are no longer the sentinel colour."""
    width, height = surface.get_size()
    return [(x, y) for y in range(height) for x in range(width)
            if not area.collidepoint(x, y) and surface.get_at((x, y))[:3] != SENTINEL]


@pytest.fixture
def ctx(make_app):
    return make_app().context


@pytest.mark.parametrize("width", [60, 150, 300, 420, 512, 900])
def test_a_score_table_draws_nothing_outside_its_area(ctx, width):
    entries = [entry(rank, map_name="a_map_with_a_rather_long_name_indeed.txt", who="Vampire",
                     seed=9_223_372_036_854_775_807) for rank in range(1, 11)]
    surface = pygame.Surface((1000, 300))
    surface.fill(SENTINEL)
    area = pygame.Rect(20, 30, width, 5 * ctx.fonts.small.get_linesize())
    headings = draw_scores(ctx, surface, entries, area, highlight=9)
    assert drawn_outside(surface, area) == []
    assert headings[:2] == ["#", "score"] or width < 100
    # The highlighted row is below the rows that fit: it takes the last one.
    gold = ctx.palette.gold
    assert any(surface.get_at((x, y))[:3] == gold for x in range(area.left, area.right)
               for y in range(area.top, area.bottom))


def test_a_narrow_table_cuts_then_leaves_out_the_map_then_the_date(ctx):
    entries = [entry(1, map_name="quick_win.txt")]
    font = ctx.fonts.small
    surface = pygame.Surface((1000, 100))
    area = pygame.Rect(0, 0, 900, 60)
    assert draw_scores(ctx, surface, entries, area) == ["#", "score", "who", "reached", "seed", "date", "map"]
    widths = [draw_scores(ctx, surface, entries, pygame.Rect(0, 0, room, 60)) for room in range(600, 100, -10)]
    kept = [len(headings) for headings in widths]
    assert kept == sorted(kept, reverse=True)                # narrower, never more columns
    assert ["#", "score", "who", "reached", "seed", "date"] in widths
    assert ["#", "score", "who", "reached", "seed"] in widths
    assert font.size("its own")[0] < 100


def test_the_game_over_box_keeps_its_score_table_inside(monkeypatch):
    """The LOSE box is as narrow as it gets; the test map's name is long: the table stays inside the box's border."""
    boxes, areas = [], []

    def box_kept(*args, **kwargs):
        boxes.append(graphics.screens.draw_box(*args, **kwargs))
        return boxes[-1]

    def area_kept(ctx, surface, entries, area, *args, **kwargs):
        areas.append(area)
        return graphics.scores_screen.draw_scores(ctx, surface, entries, area, *args, **kwargs)

    monkeypatch.setattr(graphics.play_screen, "draw_box", box_kept)
    monkeypatch.setattr(graphics.play_screen, "draw_scores", area_kept)
    app, _screen, _session = one_step_app(player=Pos(1, 1), bot=Pos(2, 1))
    press(app, "g")
    assert top(app) == "DooomOverScreen"
    for _ in range(60):
        app.update(1 / 60)
    surface = frame(app)
    box, area = boxes[-1], areas[-1]
    assert box.contains(area)
    # Beside the box, over the table's rows, the window shows the game below as it is.
    below = surface.copy()
    app.stack[-2].draw(below)
    beside = [(x, y) for y in range(area.top, area.bottom) for x in range(surface.get_width())
              if not box.left <= x < box.right and surface.get_at((x, y)) != below.get_at((x, y))]
    assert beside == []


@pytest.mark.parametrize("size", [MIN_WINDOW_SIZE, (1296, 640)])
def test_the_high_scores_screen_keeps_every_table_in_the_window(make_app, monkeypatch, size):
    app = make_app()
    for game in ("cc3k", "maze", "dooom"):
        for rank in range(1, 11):
            scores.add(game, entry(rank, map_name="a_custom_map_with_a_long_name.txt", seed=1_234_567_890 + rank))
    areas = []

    def area_kept(ctx, surface, entries, area, *args, **kwargs):
        areas.append(area)
        return draw_scores(ctx, surface, entries, area, *args, **kwargs)

    monkeypatch.setattr(graphics.scores_screen, "draw_scores", area_kept)
    pygame.display.set_mode(size)
    press(app, "escape", "h")
    assert isinstance(app.stack[-1], ScoresScreen)
    surface = frame(app)
    window = surface.get_rect()
    assert len(areas) == 3 and all(window.contains(area) for area in areas)
    assert all(not a.colliderect(b) for index, a in enumerate(areas) for b in areas[index + 1:])
    # Nothing in the right margin: the tables end where their areas do.
    right = max(area.right for area in areas)
    background = app.palette.background
    assert all(surface.get_at((x, y))[:3] == background for x in range(right, size[0]) for y in range(size[1]))



def test_a_table_as_wide_as_scores_width_says_is_drawn_whole(ctx, monkeypatch):
    entries = [entry(rank, map_name="a_map_with_a_rather_long_name_indeed.txt") for rank in range(1, 11)]
    width = graphics.scores_screen.scores_width(ctx, entries)
    drawn = texts_drawn(monkeypatch)
    surface = pygame.Surface((width + 40, 300))
    draw_scores(ctx, surface, entries, pygame.Rect(20, 0, width, 200))
    assert "a_map_with_a_rather_long_name_indeed.txt" in drawn and not any(text.endswith("...") for text in drawn)
    drawn.clear()
    draw_scores(ctx, surface, entries, pygame.Rect(20, 0, width - 1, 200))
    assert "a_map_with_a_rather_long_name_indeed.txt" not in drawn
