"""What the sixth blind playtest of the maze's window found, each through the window's own door: a click on a monster
only another weapon reaches says which, free; the list's heading says what it counts with the fog lifted; the aim
panel tells the target's line from the pointer's; the hover follows a still pointer when the window is resized; a
bot's error is said once and whole in a match; the log's scroll hint sits by the log; an obstacle's hover has no walk
words."""
import pygame

from game.core import Pos
from tests.window.helpers import frame, press
from tests.window.test_maze_feel import field, seeded_maze
from tests.window.test_maze_playtest_fixes import crowd, panel_words
from tests.window.test_maze_window import maze_app
from tests.window.test_trust_maze import click, point


def test_a_click_on_a_monster_diagonally_next_to_the_hero_says_which_weapons_reach_it_free(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(6, 6): "2"}))     # a gargoyle south-east
    frame(app)
    point(app, Pos(6, 6))                     # no path drawn toward it: a click there walks nowhere
    assert screen.preview == [] and screen.hover_text.startswith("Gargoyle: 14 / 14 HP")
    click(app, Pos(6, 6))
    assert session.view().turn == 0 and session.view().detail.hero == Pos(5, 5)
    assert screen.log.lines[-1] == ("The sword cannot reach the gargoyle diagonally: the hammer (2), the scythe (3) "
                                    "or the bow (4) can.")


def test_a_click_on_a_monster_only_the_bow_reaches_names_the_bow_and_one_the_sword_reaches_is_struck(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(8, 5): "4", Pos(5, 4): "1"}))
    frame(app)
    point(app, Pos(8, 5))                     # no path drawn toward it: a click there walks nowhere
    assert screen.preview == []
    click(app, Pos(8, 5))
    assert session.view().turn == 0
    assert screen.log.lines[-1] == "The sword cannot reach the vampire 3 cells east: the bow (4) can."
    click(app, Pos(5, 4))                     # the skeleton north: the sword's blow, as before
    assert session.view().turn == 1
    assert any(line.startswith("Your sword hits the skeleton") for line in screen.log.lines)


def test_an_obstacle_seen_or_remembered_is_named_without_walk_words(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {Pos(3, 1): "X"}))
    frame(app)
    point(app, Pos(3, 1))
    assert screen.hover_text == "Obstacle"
    press(app, "down", "down", "down", "down")    # out of sight now: the obstacle is remembered
    assert session.view().detail.hero == Pos(1, 5) and not session.view().visible[1][3]
    point(app, Pos(3, 1))
    assert screen.hover_text == "Remembered obstacle"
    click(app, Pos(3, 1))                     # and a click there walks nowhere
    assert session.view().detail.hero == Pos(1, 5) and session.view().turn == 4
    point(app, Pos(2, 1))                     # the floor beside it, as before
    assert screen.hover_text == "Remembered floor, out of sight now: click to walk there"


def resize(app, size) -> None:
    pygame.display.set_mode(size)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    frame(app)


def test_after_a_resize_the_hover_names_what_is_under_the_still_pointer_a_row_or_a_cell(tmp_path):
    app, screen, session = seeded_maze(7)
    for key in ("right", "down", "left", "up", "right", "right"):
        press(app, key)
    pointer = (0, 0)

    def hover_now() -> str:
        """What the pointer still on the same pixel names, as a move of the mouse there finds it."""
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)))
        frame(app)
        return screen.hover_text

    for before, after, pixel in (((1296, 640), (1920, 1080), (878, 171)), ((1296, 640), (800, 500), (587, 171))):
        resize(app, before)
        pointer = pixel
        said = hover_now()
        resize(app, after)
        left = screen.hover_text
        assert left == hover_now() != said, (before, after, left)


def drawn_at(app, screen) -> list[tuple[str, int]]:
    """The panel's words as drawn, in order, each with the row it is drawn at."""
    drawn: list[tuple[str, int]] = []
    made: dict[int, str] = {}
    text = screen.hud.text

    def making(words, *rest):
        image = text(words, *rest)
        made[id(image)] = words
        return image

    class Recorder(pygame.Surface):
        def blit(self, image, place, *rest, **named):
            if id(image) in made:
                drawn.append((made[id(image)], place[1]))
            return super().blit(image, place, *rest, **named)

    screen.hud.text = making
    screen.draw(Recorder(pygame.display.get_surface().get_size()))
    screen.hud.text = text
    return drawn


def test_while_aiming_the_pointers_words_are_set_apart_from_the_targets_and_said_to_be_the_pointers(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(7, 5): "4", Pos(10, 5): "1"}))
    press(app, "F")
    frame(app)
    press(app, "4")                           # the bow at the vampire; the pointer on the skeleton out of its reach
    point(app, Pos(10, 5))
    drawn = drawn_at(app, screen)
    words = [text for text, _ in drawn]
    aim = next(index for index, text in enumerate(words) if text.startswith("Aiming: Bow (8 damage) hits the vampire"))
    pointer = aim + 1
    assert words[pointer].startswith("Pointer: out of the bow's reach (up to 3 cells in any"), words
    line = screen.hud.font.get_linesize()
    assert drawn[pointer][1] - drawn[aim][1] > line + 4     # a gap between the target's line and the pointer's
    point(app, Pos(7, 5))                     # on the target: the pointer's words are its own, still set apart
    assert [text for text, _ in drawn_at(app, screen)][aim + 1].startswith("Pointer: Vampire: 10 / 10 HP")


def test_with_the_fog_lifted_the_lists_heading_says_it_lists_every_monster_on_the_map(tmp_path):
    app, screen, session = maze_app(crowd(tmp_path, 55))
    frame(app)
    press(app, "F")
    words = panel_words(app, screen)
    surface = frame(app)
    assert len(screen.creatures()) == 55 and "On the map (fog lifted): 55" in words
    assert not any(shown.startswith("In sight") for shown in words)
    # Drawn where the HUD's heading goes, not beside it.
    area = pygame.Rect(screen.side_rows[0].left, screen.side_rows[0].top - screen.hud.small.get_linesize() - 2,
                       screen.side_rows[0].width, screen.hud.small.get_linesize())
    heading = screen.hud.text("On the map (fog lifted): 55", app.palette.dim, screen.hud.small)
    assert all(surface.get_at((area.left + x, area.top + y)) == heading.get_at((x, y))
               for x in range(0, heading.get_width(), 2) for y in range(0, heading.get_height(), 2)
               if heading.get_at((x, y)).a == 255)


def test_the_scrolled_logs_hint_of_newer_lines_sits_just_above_the_log(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(6, 6): "2", Pos(4, 4): "4"}))
    frame(app)
    for _ in range(8):                        # two different notes, one after the other: a long log, no turn spent
        click(app, Pos(6, 6))
        click(app, Pos(4, 4))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert screen.log.offset and session.view().turn == 0
    surface = frame(app)
    palette, line = app.palette, screen.hud.small.get_linesize()
    left, list_bottom = screen.side_rows[-1].left, screen.side_rows[-1].bottom
    rows = range(list_bottom + 1, surface.get_height())
    columns = range(left, surface.get_width(), 1)

    def rows_in(colour) -> list[int]:
        return [y for y in rows if any(tuple(surface.get_at((x, y)))[:3] == tuple(colour) for x in columns)]

    hint, log_top = rows_in(palette.accent), rows_in(palette.dim)[0]     # the log's oldest rows are dimmed
    assert hint and log_top - line - 2 <= min(hint) and max(hint) < log_top, (hint, log_top)


def test_in_a_match_at_800x500_a_bots_error_is_said_once_and_whole_in_the_box_and_under_its_maze(tmp_path):
    from tests.window.helpers import top
    from tests.window.test_match_window import match_app, run_until
    app = match_app(tmp_path)                 # a bot that rests and one that answers HELLO
    pygame.display.set_mode((800, 500))
    match = app.stack[-1]
    press(app, "=", "=", "=")
    run_until(app, lambda: top(app) == "MatchOverScreen")
    box = app.stack[-1]
    error = "bad line 'HELLO': expected MOVE x y or ATTACK w x y."
    assert box.rows[1][0] == f"2.  -10,000  bot 2  (bot error, turn 0: {error})"
    shown: list[str] = []
    render = box.draw.__globals__["render"]
    box.draw.__globals__["render"] = lambda font, text, *rest: shown.append(text) or render(font, text, *rest)
    try:
        frame(app)
        app.stack.pop()                       # the maze under the box: its slot says why the bot failed
        frame(app)
    finally:
        box.draw.__globals__["render"] = render
    said = " ".join(shown)
    assert f"(bot error, turn 0: {error})" in said and "..." not in said and "\u2026" not in said
    assert "Bot error" not in said and f"The bot failed: {error}" in said, shown
    assert match is app.stack[-1]


def test_two_monsters_of_one_kind_coming_into_view_read_as_one_kind():
    """The eighth playtest read "Stopped: the gargoyle come into view." when two gargoyles appeared."""
    from graphics.maze_window import FEEDBACK

    assert FEEDBACK.why_seen(["gargoyle", "gargoyle"]) == "Stopped: the gargoyle comes into view."
    assert FEEDBACK.why_seen(["gargoyle", "orc"]) == "Stopped: the gargoyle and the orc come into view."
