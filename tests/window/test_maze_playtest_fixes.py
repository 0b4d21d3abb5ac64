"""What blind playtests of the maze's window found, each through the window's own door: the log names each monster a
strike hits, the mouse aims a weapon, the board's edge shows under the fog, the side list leaves room for the hover
text, a hover says where no known path leads, and help gives each weapon's reach and damage."""
import pygame

from game.core import Pos
from tests.window.helpers import frame, press
from tests.window.test_maze_feel import field
from tests.window.test_maze_window import maze_app
from tests.window.test_trust_maze import click, point
from tests.window.test_teach_maze import panel_words


def test_two_vampires_hit_one_after_the_other_are_two_lines_not_one_hit_twice(tmp_path):
    # Two vampires out of each other's way, three cells from the hero: the bow reaches both, neither can hit back.
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(8, 5): "4", Pos(5, 2): "4"}))
    frame(app)
    press(app, "4", "enter")                  # the bow at the first vampire
    press(app, "4", "enter")                  # and at the other (the first is now nearer: it stepped closer)
    hits = [line for line in screen.log.lines if line.startswith("Your bow hits")]
    assert len(hits) == 2 and not any("(x" in line for line in screen.log.lines), screen.log.lines
    assert hits[0] != hits[1]


def test_a_hammer_blow_on_two_vampires_names_where_each_was(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(6, 4): "4", Pos(6, 6): "4"}))
    frame(app)
    press(app, "2")
    point(app, Pos(6, 5))                     # the hammer aimed east: the three cells east of the hero
    click(app, Pos(6, 5))
    assert screen.log.lines[:2] == ["Your hammer hits the vampire 1 cell north-east for 6.",
                                    "Your hammer hits the vampire 1 cell south-east for 6."]


def test_help_gives_each_weapons_damage_and_reach_from_the_rules_tables(tmp_path):
    from game.maze.tables import REACH_TEXT, WEAPONS
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {}))
    press(app, "?", "right")
    help_screen = app.stack[-1]
    assert help_screen.heading == "Map and rules"
    frame(app)
    rules = help_screen.guide.guide.rules
    assert "Weapons: sword 10 damage to 1 cell, reach one step left, right, up or down; hammer 6 damage to 3 cells" \
        in rules
    for weapon in WEAPONS:
        assert f"{weapon.name} {weapon.damage} damage" in rules and REACH_TEXT[weapon.id] in rules
    assert "bow 8 damage to 1 cell, reach up to 3 cells in any direction, 5 charges." in rules
    assert help_screen.guide.whole                      # every line drawn


def test_under_the_fog_a_faint_line_shows_where_the_maze_ends(tmp_path):
    from graphics.transitions import ChangeSetting
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {}))
    for contrast in (False, True):
        if contrast:
            app.apply(ChangeSetting("high_contrast"))
        surface = frame(app)
        board, background = app.board, tuple(app.palette.background)
        assert app.board.fog and board.shown == (16, 12) and not session.view().visible[6][15]
        area = board.area
        # Beside the unseen east half of the maze, and under its unseen bottom rows: the line, not the background.
        for pixel in ((area.right + 1, area.centery), (area.left - 2, area.bottom - 5),
                      (area.right - 5, area.bottom + 1), (area.right - 5, area.top - 2)):
            assert tuple(surface.get_at(pixel))[:3] != background, (contrast, pixel)


def crowd(tmp_path, count: int = 57):
    """A maze with the hero in a corner and count monsters of every kind about it (the fog lifted, all are listed)."""
    cells = [Pos(x, y) for y in range(12) for x in range(16) if (x + y) % 3 == 0 and Pos(x, y) != Pos(15, 11)]
    return field(tmp_path, Pos(1, 1), {cell: str(n % 5) for n, cell in enumerate(cells[1:count + 1])})


def test_with_the_fog_lifted_a_long_monster_list_leaves_room_for_the_hover_text(tmp_path):
    app, screen, session = maze_app(crowd(tmp_path))
    press(app, "F")
    frame(app)
    assert len(screen.creatures()) == 57
    monster = next(e.pos for e in session.view().entities if e.name == "gargoyle")
    point(app, monster)
    assert screen.hover_text.startswith("Gargoyle: 14 / 14 HP")
    words = panel_words(app, screen)
    assert screen.hover_text in " ".join(words)     # drawn under the list (on two lines), not cut off by it


def test_pointing_at_a_known_cell_no_known_path_reaches_says_so_before_the_click(tmp_path):
    # A wall across the maze but for a gap at its east end, which the hero has not seen: the cells beyond it, seen
    # over the wall, lead nowhere the hero knows.
    walls = {Pos(x, 3): "X" for x in range(15)}
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), walls))
    frame(app)
    point(app, Pos(2, 4))                     # seen over the wall
    assert screen.hover_text == "Floor: no known path there" and not screen.preview
    point(app, Pos(4, 2))                     # this side of the wall: a click walks there
    assert screen.hover_text == "Floor" and screen.preview
    click(app, Pos(2, 4))
    assert session.view().detail.hero == Pos(1, 1) and screen.log.lines[-1] == "No known way leads there."


def right_click(app, cell: Pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(cell).center, button=3))


NEAR, FAR = Pos(7, 5), Pos(5, 7)          # two vampires in the bow's reach, the first nearer


def test_the_pointer_resting_on_a_monster_picks_it_when_a_weapon_is_aimed(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(6, 5): "4", FAR: "4"}))
    frame(app)
    point(app, FAR)
    press(app, "4")                           # the bow: the pointer's vampire, not the nearest
    assert screen.weapon == 3 and screen.cursor == FAR
    point(app, Pos(6, 5))                     # pointing at the other moves the aim
    assert screen.cursor == Pos(6, 5)
    click(app, FAR)
    assert session.view().turn == 1 and screen.log.lines[0] == "Your bow hits the vampire 2 cells south for 8."


def test_a_right_click_stops_aiming_as_escape_does(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {NEAR: "4"}))
    frame(app)
    press(app, "4")
    assert screen.weapon == 3
    right_click(app, NEAR)
    assert screen.weapon is None and screen.keys_context == "maze" and session.view().turn == 0
    press(app, "4", "escape")
    assert screen.weapon is None and session.view().turn == 0


def test_pointing_or_clicking_beyond_the_weapons_reach_says_its_reach(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {NEAR: "4", Pos(10, 5): "1"}))
    press(app, "F")                           # the fog lifted: the skeleton five cells east is in sight
    frame(app)
    press(app, "4")
    point(app, Pos(10, 5))
    assert screen.hover_text == ("Out of the bow's reach (up to 3 cells in any direction). "
                                 "Skeleton: 6 / 6 HP, hits 1 at range 1, sees 1")
    click(app, Pos(10, 5))
    assert session.view().turn == 0 and screen.weapon == 3
    assert screen.log.lines[-1] == "Out of the bow's reach (up to 3 cells in any direction)."
    press(app, "escape")                      # the pointer's words follow: nothing is aimed now
    assert screen.weapon is None and screen.hover_text.startswith("Skeleton: 6 / 6 HP, hits 1 at range 1, sees 1")
    press(app, "4")                           # and again as the bow is taken up, the pointer still
    assert screen.hover_text.startswith("Out of the bow's reach")
