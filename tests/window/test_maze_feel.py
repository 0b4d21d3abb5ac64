"""The maze played as a demanding player would: aiming starts on what can hurt you and Tab goes through the targets,
hover gives a monster's numbers, a dead hero's health reads 0, help lists the maze's keys, and every window size
shows the board and the panel whole."""
import pygame
import pytest

from game.core import Pos, Result
from tests.window.helpers import frame, hover, press, top
from tests.window.test_maze_window import maze_app


def field(tmp_path, hero: Pos, objects: dict[Pos, str], name: str = "field.txt"):
    """An all-floor maze file with the hero, the exit in the bottom-right corner and the objects given."""
    rows = [["."] * 16 for _ in range(12)]
    rows[hero.y][hero.x] = "H"
    rows[11][15] = "E"
    for pos, glyph in objects.items():
        rows[pos.y][pos.x] = glyph
    path = tmp_path / name
    path.write_text("".join("".join(row) + "\n" for row in rows))
    return path


# The hero at (5, 5): a box next to it (harmless), an orc two cells away (its reach is 2: it can hit), a vampire
# three cells away (its reach is 1: it cannot yet).
BOX, ORC, VAMPIRE = Pos(6, 5), Pos(7, 5), Pos(5, 8)
THREE = {BOX: "0", ORC: "3", VAMPIRE: "4"}


def tab(app, back: bool = False) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT if back else 0,
                                    unicode="\t", scancode=0))


def test_aiming_starts_on_the_nearest_monster_that_can_hit_the_hero(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), THREE))
    press(app, "4")                      # the bow reaches all three: the orc can hit, the nearer box cannot
    assert screen.cursor == ORC
    # The sword reaches only the box, the hammer (the 8 cells around) too: with the orc in sight, aiming starts
    # on no target rather than on the harmless box (tests/window/test_teach_maze.py); Tab takes the box.
    for weapon in ("1", "2"):
        press(app, "escape", weapon)
        assert screen.weapon is not None and screen.cursor is None
        tab(app)
        assert screen.cursor == BOX


def test_tab_goes_through_the_monsters_in_reach_and_shift_tab_back(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), THREE))
    press(app, "4")
    seen = [screen.cursor]
    for _ in range(3):
        tab(app)
        seen.append(screen.cursor)
    # Those that can hit first, then the others that can hurt, the harmless box last; and round again.
    assert seen == [ORC, VAMPIRE, BOX, ORC]
    tab(app, back=True)
    assert screen.cursor == BOX
    press(app, "return")
    assert session.record.commands == ["ATTACK 3 6 5"] and session.view().turn == 1


def test_a_weapon_with_no_monster_in_reach_is_not_aimed_and_says_so(tmp_path):
    # A gargoyle diagonal to the hero can hit it; the sword (one step left, right, up or down) cannot reach it.
    gargoyle = Pos(6, 6)
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {gargoyle: "2"}))
    assert hover(app, gargoyle).endswith("it can hit you")
    for _ in range(2):                   # a second press strikes no thin air either
        press(app, "1")
        assert screen.weapon is None and screen.keys_context == "maze"
        assert screen.log.lines[-1].startswith("The gargoyle 1 cell south-east can hit you, out of the sword's reach.")
    assert session.view().turn == 0 and session.record.commands == []
    press(app, "2")                      # the hammer reaches the 8 cells around: aimed at the gargoyle
    assert screen.weapon == 1 and screen.cursor == gargoyle


def test_tab_does_nothing_when_not_aiming(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), THREE))
    tab(app)
    assert screen.weapon is None and session.view().turn == 0 and session.record.commands == []


def test_hover_names_a_monster_with_its_health_damage_reach_and_sight(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), THREE))
    assert hover(app, ORC) == "Orc: 8 / 8 HP, hits 2 at range 2, sees 2: it can hit you"
    assert hover(app, VAMPIRE) == "Vampire: 10 / 10 HP, hits 3 at range 1, sees 3"
    assert hover(app, BOX) == "Box: 1 / 1 HP, no attack, blind"
    assert hover(app, Pos(5, 5)) == "You: 20 / 20 HP, see 3"
    press(app, "4")
    tab(app)                             # the vampire, struck by the bow: its health after the blow
    assert screen.cursor == VAMPIRE
    press(app, "return")
    # It then steps toward the hero (it sees 3 cells): the hover follows it, with its health after the blow.
    vampire = next(e.pos for e in session.view().entities if e.name == "vampire")
    assert vampire != VAMPIRE and hover(app, vampire).startswith("Vampire: 2 / 10 HP")


def test_the_aiming_note_says_what_the_strike_would_do(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), THREE))
    drawn = []
    text = screen.hud.text
    screen.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    press(app, "4")
    frame(app)
    assert "Aiming: Bow (8 damage) hits the orc (8 HP: killed)." in drawn
    press(app, "escape", "2")
    drawn.clear()
    frame(app)
    assert "Aiming: Hammer (6 damage) hits the box (1 HP: killed)." not in drawn     # the orc can hit you
    tab(app)
    drawn.clear()
    frame(app)
    assert "Aiming: Hammer (6 damage) hits the box (1 HP: killed)." in drawn


def test_a_dead_heros_health_reads_0_not_below(tmp_path):
    # Eight vampires around the start hit for 24 in the first turn: the rules leave the health at -4.
    ring = {Pos(x, y): "4" for x in range(3) for y in range(3) if (x, y) != (1, 1)}
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), ring))
    drawn = []
    text = screen.hud.text
    screen.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    press(app, ".")
    assert session.view().result is Result.DIED and top(app) == "MazeOverScreen"
    frame(app)
    assert "Health 0 / 20" in drawn and not any(words.startswith("Health -") for words in drawn)


def test_help_lists_the_mazes_keys_only(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {}))
    press(app, "?")
    assert top(app) == "HelpScreen"
    titles = [title for _, title in app.stack[-1].rows()]
    assert any("sword" in title for title in titles) and any("fog" in title for title in titles)
    assert not any(title.startswith("dooom") or "freeze" in title or "potion" in title for title in titles)
    frame(app)


class Recorder(pygame.Surface):
    """A window surface that keeps where each image was meant to go, before any clipping cut it."""

    def __init__(self, size):
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):
        topleft = dest.topleft if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
        self.placed.append(pygame.Rect(topleft, area.size if area is not None else source.get_size()))
        return super().blit(source, dest, area, special_flags)


# From the least window (graphics.display.MIN_WINDOW_SIZE) up, and the extremes of its width and height.
SIZES = [(800, 500), (800, 600), (1024, 768), (1296, 640), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160),
         (800, 2160), (3840, 500)]


def check_uncut(screen, board, size) -> None:
    """Drawn at this size: the whole board inside the window (or, where its cells would be under READABLE_CELL, the
    part round the player), and every image of the HUD inside the window, off the
    board and clear of every other (none cut, none over another)."""
    surface = Recorder(size)
    screen.draw(surface)
    window = surface.get_rect()
    assert window.contains(board.area), size
    if board.shown != (board.cols, board.rows):
        # The whole board would be in cells under READABLE_CELL: it starts zoomed in round the player instead.
        from graphics.board import READABLE_CELL, player_cell

        assert board.fitting < READABLE_CELL <= board.cell, size
        assert board.cell_rect(player_cell(screen.view)) is not None, size
    hud = [rect for rect in surface.placed if rect.width and not board.area.contains(rect)]
    assert hud, size
    for number, rect in enumerate(hud):
        assert window.contains(rect), (size, rect)
        assert not rect.colliderect(board.area), (size, rect, board.area)
        clash = rect.collidelist(hud[number + 1:])
        assert clash < 0, (size, rect, hud[number + 1 + clash])


@pytest.mark.parametrize("size", SIZES)
def test_every_window_size_shows_the_whole_board_and_the_panel_uncut(tmp_path, size):
    # Treasures and potions in turn along the way (a line each in the log), an orc at the end of it.
    row = {Pos(x, 1): "tp"[x % 2] for x in range(2, 12)}
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {**row, Pos(14, 2): "3"}))
    for _ in range(10):
        press(app, "l", "y")             # each step a line, each refused diagonal another
    press(app, "4")                      # the orc in sight, and in the bow's reach: aiming, with its notes
    assert screen.cursor is not None and len(screen.log.lines) >= 20
    while screen.effects.active:         # the numbers rising over the board's edge are gone in a moment
        app.update(1 / 60)
    pygame.display.set_mode(size)
    hover(app, next(e.pos for e in session.view().entities if e.name == "orc"))
    assert screen.hover_text.startswith("Orc: ")
    check_uncut(screen, app.board, size)


def test_a_matchs_mazes_fill_their_slots_uncut_at_every_size(tmp_path):
    from graphics.maze_window import SIDE_TEXT
    from graphics.screens import MARGIN
    from tests.window.test_match_window import match_app

    app = match_app(tmp_path)
    screen, board = app.stack[-1], app.context.board
    areas = []
    draw = board.draw
    board.draw = lambda surface, view, look: areas.append(board.area.copy()) or draw(surface, view, look)
    small = app.context.fonts.small
    line = small.get_linesize()
    try:
        for size in SIZES:
            areas.clear()
            surface = Recorder(size)
            screen.draw(surface)
            window = surface.get_rect()
            assert len(areas) == 2 and all(window.contains(area) for area in areas), size
            # Each maze as large as its slot allows: one pixel more a cell would not fit the slot's width (with the
            # text beside it, if it is there) or the height (with the text under it).
            header, slots = screen.layout(size)
            top = MARGIN * 2 + len(header) * app.context.fonts.normal.get_linesize()
            rows = len({slot.title.top for slot in slots})
            columns = len({slot.board.left for slot in slots if slot.title.top == slots[0].title.top})
            for area, slot in zip(areas, slots):
                cell = area.width // 16
                assert area.size == (16 * cell, 12 * cell) and slot.board.contains(area), size
                beside = SIDE_TEXT + MARGIN if slot.beside else 0
                under = 0 if slot.beside else slot.text.height + 6
                assert (16 * (cell + 1) + beside > (size[0] - (columns + 1) * MARGIN) // columns or
                        line + 4 + 12 * (cell + 1) + under > (size[1] - top - rows * MARGIN) // rows), size
            texts = [rect for rect in surface.placed if rect.width and not any(a.contains(rect) for a in areas)]
            for number, rect in enumerate(texts):
                assert window.contains(rect) and rect.collidelist(areas) < 0, (size, rect)
                assert rect.collidelist(texts[number + 1:]) < 0, (size, rect)
    finally:
        app.dispatch(pygame.event.Event(pygame.QUIT))


# ----- floating numbers -----------------------------------------------------------------------------------------

def seeded_maze(seed: int):
    """The maze a seed makes (no map file), in the window, played by a person."""
    from graphics.app import App
    from graphics.title import TitleScreen
    from tests.window.conftest import make_args

    app = App(make_args(game="maze", seed=seed, options={"bot": None, "bot_timeout": None}), headless=True)
    app.prepare("maze", None)
    app.push(TitleScreen(app.context))
    app.start_game("maze")
    screen = app.stack[-1]
    return app, screen, screen.session


def number_pixels(app, screen) -> tuple[dict[tuple[int, int], tuple], pygame.Surface]:
    """The pixels the floating numbers change in the frame drawn now, with their colours, and the frame as it is
    without them."""
    from graphics.effects import FloatingText

    shown = frame(app).copy()
    effects = screen.effects.items
    screen.effects.items = [effect for effect in effects if not isinstance(effect, FloatingText)]
    bare = frame(app).copy()
    screen.effects.items = effects
    area = app.board.area
    return {(x, y): tuple(shown.get_at((x, y)))[:3] for x in range(area.left, area.right)
            for y in range(area.top, area.bottom) if shown.get_at((x, y)) != bare.get_at((x, y))}, bare


def glyph_pixels_covered(app, screen, cells) -> list[Pos]:
    """The cells among these whose glyph has a pixel the floating numbers change in the frame drawn now."""
    changed, bare = number_pixels(app, screen)
    background = app.palette.background
    covered = []
    for cell in cells:
        rect = app.board.cell_rect(cell)
        if any((x, y) in changed for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if bare.get_at((x, y))[:3] != background):
            covered.append(cell)
    return covered


def test_a_kill_two_cells_away_shows_its_numbers_on_the_box_clear_of_the_hero(tmp_path):
    # Seed 3's crowded maze: the bow aimed at the box at (15, 10), two cells from the hero at (13, 9); its kill makes
    # a -8 and a +1 there (on the box's cell, the second just above the first: tests/window/test_effects_placed.py).
    app, screen, session = seeded_maze(3)
    press(app, "4")
    while screen.cursor != Pos(15, 10):
        tab(app)
    press(app, "return")
    assert [number.text for number in screen.effects.numbers()] == ["-8", "+1"]
    frame(app)
    assert screen.effects.numbers()[0].spot.colliderect(app.board.cell_rect(Pos(15, 10)))
    hero = session.view().detail.hero
    while screen.effects.numbers():          # the whole rise
        assert glyph_pixels_covered(app, screen, [hero]) == [], screen.effects.numbers()[0].age
        app.update(0.1)


# ----- no death by accident: held keys stop, a warning at low health ------------------------------------------

def held(app, name: str, times: int) -> None:
    """A key held down: its first press and its repeats, never let go."""
    from graphics.keymap import key_event

    for _ in range(times):
        app.dispatch(key_event(name))


def test_a_held_key_stops_at_an_obstacle(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {Pos(4, 1): "X"}))
    held(app, "l", 10)
    # Two steps, then the obstacle refuses the third: the repeats after it do nothing.
    assert session.view().detail.hero == Pos(3, 1) and session.view().turn == 2
    assert session.record.commands == ["e", "e", "e"] and screen.log.lines[-1] == "An obstacle blocks the way."


def test_a_held_wait_key_waits_once_and_says_so(tmp_path):
    """Turns are the maze's scarce resource: holding the wait key does not spend them (the playtest's 97 turns in six
    seconds); each wait is a press of its own."""
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {Pos(8, 8): "4"}))
    held(app, ".", 10)
    assert session.view().turn == 1
    assert screen.log.lines[-1] == "Each wait takes a press of its own: holding the key waits once."
    press(app, ".")                      # still the held key (let go at its end)
    press(app, ".", ".")                 # two presses of their own
    assert session.view().turn == 3


def test_the_log_says_once_which_monster_came_within_reach(tmp_path):
    # A vampire three cells away sees the hero: it steps nearer each turn, and next to the hero it can bite.
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {Pos(4, 1): "4"}))
    press(app, ".", ".")                 # the vampire comes next to the hero: the log says so
    view = session.view()
    assert view.turn == 2 and view.detail.health == 20 and screen.log.lines[-1] == "Stopped: the vampire is within reach."
    assert next(e.pos for e in view.entities if e.name == "vampire") == Pos(2, 1)
    press(app, ".")                      # it bites: no longer news that it is near; the bite is what is said
    assert session.view().turn == 3 and screen.log.lines.count("Stopped: the vampire is within reach.") == 1
    assert screen.log.lines[-1] == "Stopped: the vampire attacks you."


def test_a_held_key_stops_at_a_hit_taken(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {Pos(3, 1): "3"}))   # an orc hits from 2 away
    held(app, ".", 10)
    assert session.view().turn == 1 and session.view().detail.health == 18


def test_low_health_is_said_once_as_it_falls_under_the_setting(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {Pos(3, 1): "3"}))
    assert app.settings.low_hp_percent == 30
    for _ in range(9):
        press(app, ".")                  # the orc hits for 2 a turn: 20, 18, ... 4 is the first under 30%
    warnings = [line for line in screen.log.lines if line.startswith("Low HP")]
    assert session.view().detail.health == 2 and warnings == ["Low HP: 4 of 20 left (under 30%)! Take care."]


# ----- the side list and click-to-travel --------------------------------------------------------------------

def test_the_panel_lists_the_monsters_in_sight_nearest_first_and_hover_over_a_row_names_it(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {**THREE, Pos(12, 5): "1"}))   # a skeleton out of sight
    drawn = []
    text = screen.hud.text
    screen.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    frame(app)
    assert "In sight: 3" in drawn and any(words.startswith("Orc (hits you)") for words in drawn)
    assert len(screen.side_rows) == 3
    named = []
    for row in screen.side_rows:
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0)))
        named.append(screen.hover_text.split(":")[0])
    assert named == ["Box", "Orc", "Vampire"]


def point(app, pixel) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pixel, rel=(0, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize("size", [(800, 500), (1296, 640)])      # the least window (MIN_WINDOW_SIZE) and more
def test_the_side_list_stays_put_as_the_hover_text_comes_and_the_row_pointed_at_is_framed(size):
    app, screen, session = seeded_maze(3)            # a box, a gargoyle and two vampires in sight
    pygame.display.set_mode(size)
    frame(app)
    rows, names = list(screen.side_rows), [sighting.name for sighting in screen.sightings()]
    assert len(rows) >= 3
    for index, row in enumerate(rows):
        point(app, (1, 1))                           # from empty space, where the pointer names nothing
        frame(app)
        assert screen.hover_text == "" and screen.side_rows == rows
        point(app, row.center)
        surface = frame(app)
        assert screen.hover_text.startswith(names[index]) and screen.side_rows == rows, index
        assert tuple(surface.get_at(row.topleft))[:3] == app.palette.accent, index    # framed where pointed
        assert not any(tuple(surface.get_at(other.topleft))[:3] == app.palette.accent
                       for other in rows if other != row), index


def test_a_click_on_a_far_cell_walks_there_stopping_when_a_monster_comes_into_view_and_before_its_reach(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {Pos(6, 3): "1"}))
    frame(app)

    def click(cell: Pos) -> None:
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.board.cell_rect(cell).center, button=1))
        for _ in range(40):
            app.update(0.05)

    click(Pos(3, 4))        # the skeleton at (6, 3) comes into sight two steps on: the walk stops and says so
    assert session.view().detail.hero == Pos(3, 1) and screen.log.lines[-1] == "Stopped: the skeleton comes into view."
    click(Pos(3, 4))        # clicked again, with the skeleton known: on to the cell
    assert session.view().detail.hero == Pos(3, 4) and session.view().turn == 5
    # Toward (6, 4), next to the skeleton: the walk goes round its reach as far as it can and stops before the last
    # step, unhurt.
    click(Pos(6, 4))
    assert session.view().detail.hero == Pos(6, 5) and session.view().detail.health == 20 and screen.path == []
    assert screen.log.lines[-1] == "Stopped: the next step is within reach of the skeleton."


def test_the_proving_grounds_report_scrolls_in_a_small_window_and_nothing_is_cut(tmp_path):
    from game.maze.spec import SPEC
    from graphics.app import App
    from graphics.proving_screen import ProvingScreen
    from graphics.title import TitleScreen
    from roguelike_client.play.proving import Plan
    from tests.maze.test_matches import waiter
    from tests.window.conftest import make_args
    from tests.window.test_match_window import run_until

    app = App(make_args(game="maze", seed=0), headless=True)
    app.push(TitleScreen(app.context))
    plan = Plan("maze", range(0, 2), (waiter(tmp_path), waiter(tmp_path, "a second bot")), {"bot_timeout": 2000})
    app.push(ProvingScreen(app.context, SPEC, plan, 1, None))
    screen = app.stack[-1]
    run_until(app, lambda: screen.report)
    small = (640, 360)
    seen = set()
    for _ in range(40):
        surface = Recorder(small)
        screen.draw(surface)
        window = surface.get_rect()
        assert all(window.contains(rect) for rect in surface.placed), screen.top
        texts = [rect for rect in surface.placed if rect.width]
        assert all(rect.collidelist(texts[number + 1:]) < 0 for number, rect in enumerate(texts))
        seen.add(screen.top)
        press(app, "j")
    lines = screen.report_lines(app.context.fonts.small, small[0] - 12)
    assert len(lines) > 20 and max(seen) > 0 and len(seen) == max(seen) + 1    # every line shown in turn
    press(app, "page up", "page up", "page up", "page up")
    screen.draw(Recorder(small))
    assert screen.top == 0


def test_while_a_weapon_is_aimed_pointing_shows_no_walk(tmp_path):
    """A click fires while a weapon is aimed, so no path to walk is drawn under the pointer; without one it is."""
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), THREE))
    far = Pos(5, 2)                   # in sight (the fog hides cells further away)

    def point():
        frame(app)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=app.board.cell_rect(far).center, rel=(0, 0),
                                        buttons=(0, 0, 0)))

    point()
    assert screen.preview and screen.preview[-1] == far
    press(app, "4")
    point()
    assert screen.weapon is not None and screen.preview == []


def test_two_monsters_of_one_kind_coming_within_reach_are_said_in_good_grammar(tmp_path):
    """The third playtest read "Stopped: the vampire are within reach." for two vampires."""
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), {Pos(4, 1): "4", Pos(1, 4): "4"}))
    press(app, ".", ".")
    assert screen.log.lines[-1] == "Stopped: the vampire is within reach."
