"""What the twelfth blind playtest found in the maze's window, each through the window's own door: a match's panels
zoomed in follow their heroes, the reach outline stands out on the monsters a strike reaches, the out-of-reach line
names each monster once and goes when the aim is in reach, aiming starts on the last target, arrows jump between
monsters, a walk refused by a box says where the box is, and the side list keeps a monster's HP whole."""
import pygame

from game.core import Pos
from graphics.app import App
from graphics.title import TitleScreen
from tests.maze.test_matches import waiter
from tests.window.conftest import make_args
from tests.window.helpers import frame, press
from tests.window.test_maze_feel import field
from tests.window.test_maze_window import maze_app


def test_zoomed_in_each_match_panel_shows_its_hero_and_the_cells_it_sees(tmp_path, monkeypatch):
    # Seed 9 at 1296x640, cells 8 px larger than fitting: the panels show part of each maze, round each hero.
    seats = [{"bot": waiter(tmp_path, "resting"), "bot_timeout": 2000}] * 3
    app = App(make_args(game="maze", seed=9, options=seats[0], seats=seats, cell_size=24), headless=True)
    app.prepare("maze", None)
    app.push(TitleScreen(app.context))
    app.start_game("maze")
    board, screen = app.context.board, app.stack[-1]
    seen = []
    draw = board.draw

    def drawn(surface, view, look):
        hero = view.detail.hero
        near = [Pos(x, y) for x in range(hero.x - 3, hero.x + 4) for y in range(hero.y - 3, hero.y + 4)
                if 0 <= x < view.width and 0 <= y < view.height]
        seen.append((board.shown, board.cell_rect(hero), [cell for cell in near if board.cell_rect(cell) is None]))
        draw(surface, view, look)

    monkeypatch.setattr(board, "draw", drawn)
    pygame.display.set_mode((1296, 640))
    frame(app)
    assert len(seen) == 3 and all(shown[0] < 16 for shown, _, _ in seen)     # zoomed in: part of each maze
    assert screen.views[0].detail.hero == Pos(3, 2)
    for shown, hero_rect, hidden in seen:
        assert hero_rect is not None and hidden == [], (shown, hero_rect, hidden)
