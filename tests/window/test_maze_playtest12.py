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
from tests.window.test_maze_feel import field, tab
from tests.window.test_maze_window import maze_app
from tests.window.test_teach_maze import panel_words
from tests.window.test_trust_maze import click, point


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


def test_the_scythes_outline_round_a_monster_it_reaches_is_thicker_than_round_bare_cells(tmp_path):
    # The twelfth playtest's seed 8, turn 19: the hero at (13, 4), an obstacle east, a gargoyle beyond it, a vampire
    # two cells north; the scythe reaches the gargoyle through the obstacle.
    gargoyle = Pos(15, 4)
    app, screen, session = maze_app(field(tmp_path, Pos(13, 4), {Pos(14, 4): "X", gargoyle: "2", Pos(13, 2): "4"}))
    pygame.display.set_mode((800, 500))
    frame(app)
    press(app, "3")
    assert screen.weapon == 2 and screen.cursor == Pos(13, 2)
    surface, board, accent = frame(app), app.context.board, tuple(app.context.palette.accent)
    for cell in (gargoyle, Pos(15, 2)):             # the gargoyle's cell and a bare one the strike reaches
        rect = board.cell_rect(cell)
        assert tuple(surface.get_at((rect.left, rect.centery)))[:3] == accent
    rect = board.cell_rect(gargoyle)
    assert tuple(surface.get_at((rect.left + 1, rect.centery)))[:3] == accent     # thicker round the monster
    bare = board.cell_rect(Pos(15, 2))
    assert tuple(surface.get_at((bare.left + 1, bare.centery)))[:3] != accent


def test_the_out_of_reach_line_names_each_monster_that_can_hit_once_and_goes_when_the_aim_is_in_reach(tmp_path):
    # Two skeletons on the diagonals (they can hit; the sword cannot reach them), a vampire three cells south (it
    # cannot hit yet), a box east in the sword's reach.
    box = Pos(6, 5)
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {box: "0", Pos(6, 6): "1", Pos(4, 4): "1",
                                                                 Pos(5, 8): "4"}))
    frame(app)
    press(app, "1")
    assert screen.weapon == 0 and screen.cursor is None
    words = " ".join(panel_words(app, screen))
    assert "2 skeletons can hit you, out of the sword's reach" in words and "Vampire" not in words
    tab(app)                                  # the box, in reach: the line goes
    assert screen.cursor == box
    assert "out of the sword's reach" not in " ".join(panel_words(app, screen))


def test_with_nothing_in_reach_the_log_says_each_monster_by_where_it_is(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(6, 6): "1", Pos(4, 4): "2", Pos(8, 5): "3"}))
    press(app, "1")
    assert screen.weapon is None and session.view().turn == 0
    assert screen.log.lines[-1] == ("The gargoyle 1 cell north-west and the skeleton 1 cell south-east can hit you, "
                                    "out of the sword's reach.")


def test_aiming_again_starts_on_the_monster_last_struck(tmp_path):
    # A skeleton next to the hero (it can hit: aiming starts on it), a vampire three cells east.
    skeleton, vampire = Pos(5, 6), Pos(8, 5)
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {skeleton: "1", vampire: "4"}))
    frame(app)
    press(app, "4")
    assert screen.cursor == skeleton
    tab(app)
    assert screen.cursor == vampire
    press(app, "return")
    assert session.record.commands == ["ATTACK 3 8 5"]
    wounded = [e for e in session.view().entities if e.glyph == "4"]
    assert len(wounded) == 1 and wounded[0].hp == 2
    press(app, "4")
    assert screen.cursor == wounded[0].pos
    press(app, "escape", "1")                 # the sword does not reach it: the skeleton it does
    assert screen.cursor == skeleton


def test_a_click_walk_refused_by_a_box_says_where_the_box_is(tmp_path):
    # The hero boxed in at (6, 0): an obstacle each side, the box south; the treasure beyond the east obstacle.
    app, screen, session = maze_app(field(tmp_path, Pos(6, 0), {Pos(5, 0): "X", Pos(7, 0): "X", Pos(6, 1): "0",
                                                                 Pos(8, 0): "t"}))
    frame(app)
    point(app, Pos(8, 0))                     # said before the click too
    assert screen.hover_text == "Treasure: the box 1 cell south is in the way"
    click(app, Pos(8, 0))
    assert session.view().turn == 0
    assert screen.log.lines[-1] == "The box 1 cell south is in the way: no other known way leads there."
    click(app, Pos(15, 11))                   # no way at all to the exit's corner under the fog: said as before
    assert screen.log.lines[-1] == "No known way leads there."


def test_at_800x500_a_row_of_a_monster_that_can_hit_keeps_its_hp_whole(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(5, 6): "2", Pos(6, 5): "4", Pos(4, 5): "1"}))
    pygame.display.set_mode((800, 500))
    rows = []
    words = screen.hud.row_words
    screen.hud.row_words = lambda sighting, room: rows.append(words(sighting, room)) or rows[-1]
    frame(app)
    screen.hud.row_words = words
    assert sorted(rows) == [("Gargoyle (hits you)", "14/14"), ("Skeleton (hits you)", "6/6"),
                            ("Vampire (hits you)", "10/10")]
