"""What the eleventh and twelfth playtests (demanding roguelike players) found in CC3k's window: a race's letter that
started a game at once (t, pressed for tiles, gave a Troll game), a dead dragon's hoard still drawn as guarded,
every known potion one white P, good or harmful."""
import pygame
import pytest

import graphics.cc3k_race
from game.core import EntityKind, Pos
from graphics.palette import PALETTES
from graphics.transitions import ChangeSetting
from graphics.text import render as real_render
from tests.cc3k.helpers import floor_text
from graphics.keymap import key_event
from tests.window.helpers import frame, game_app, top


def press(app, *names: str) -> None:
    """Each key pressed and let go once, as a person does (the race screen's letters are pressed here as they are)."""
    for name in names:
        down = key_event(name)
        app.dispatch(down)
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=down.key, mod=down.mod, unicode="", scancode=0))


def cell_colours(app, pos: Pos) -> set[tuple[int, int, int]]:
    surface = frame(app)
    rect = app.board.cell_rect(pos)
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}


def new_app(tmp_path, objects: dict[tuple[int, int], str]):
    path = tmp_path / "floor.txt"
    path.write_text(floor_text({**objects, (26, 5): "\\"}))
    app, race_screen, session = game_app("cc3k", path)
    return app, race_screen, session


# ----- 1. a race's letter shows the race; the same letter again, Enter or a click plays it -----------------------

def test_a_race_letter_shows_that_race_and_the_same_letter_again_plays_it(tmp_path, monkeypatch):
    app, race_screen, session = new_app(tmp_path, {(4, 4): "@"})
    drawn: list[str] = []
    monkeypatch.setattr(graphics.cc3k_race, "render",
                        lambda font, text, colour: drawn.append(text) or real_render(font, text, colour))
    press(app, "t")                         # pressed for tiles, as on every other screen: no Troll game yet
    assert top(app) == "RaceScreen" and session.view().detail.pc is None
    frame(app)
    assert "Troll: press t again or Enter to play" in drawn
    assert race_screen.items[race_screen.selected][1] == "Troll"
    press(app, "s")                         # another race's letter shows that one instead
    assert top(app) == "RaceScreen" and race_screen.items[race_screen.selected][1] == "Shade"
    press(app, "t", "t")
    assert top(app) == "PlayScreen" and session.view().detail.pc.race == "Troll"


@pytest.mark.parametrize("how", ["enter", "click"])
def test_a_race_shown_by_its_letter_plays_with_enter_or_a_click(tmp_path, how):
    app, race_screen, session = new_app(tmp_path, {(4, 4): "@"})
    press(app, "g")
    frame(app)
    assert top(app) == "RaceScreen"
    if how == "enter":
        press(app, "return")
    else:
        row = race_screen.item_rects[race_screen.selected]
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=row.center))
    assert top(app) == "PlayScreen" and session.view().detail.pc.race == "Goblin"


# ----- 2. a dead dragon's hoard is gold free to take, in looks and words ---------------------------------------------

@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_a_hoard_whose_dragon_is_dead_looks_and_reads_as_gold_free_to_take(tmp_path, palette, tiles):
    hoard = Pos(6, 4)
    app, _, session = new_app(tmp_path, {(4, 4): "@", (5, 4): "D", (6, 4): "9", (15, 4): "6"})
    press(app, "s", "s")
    play = app.stack[-1]
    if app.palette is not palette:
        app.apply(ChangeSetting("high_contrast"))
    if app.board.tiles is not tiles:
        press(app, "t")
    guarded_look = cell_colours(app, hoard)
    assert palette.creatures.hoard in guarded_look
    for _ in range(12):
        press(app, "a", "l")
        if not any(entity.glyph == "D" for entity in play.view.entities):
            break
    assert play.log.lines[-1] == "The dragon hoard is unguarded."
    free = cell_colours(app, hoard)
    assert palette.creatures.hoard not in free and palette.gold in free
    play.pointed = hoard
    play.on_hover(hoard)
    assert play.hover_text == "Dragon hoard (6 gold), unguarded: walk onto it to take it"


# ----- 3. a known harmful potion is told apart from a known good one --------------------------------------------------

@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_known_good_and_harmful_potions_are_drawn_in_colours_of_their_own(tmp_path, palette):
    rh_far, ph_far, unknown = Pos(10, 6), Pos(12, 6), Pos(14, 6)
    app, _, session = new_app(tmp_path, {(4, 4): "@", (5, 4): "0", (3, 4): "3", (10, 6): "0", (12, 6): "3",
                                         (14, 6): "4"})
    press(app, "s", "s")
    if app.palette is not palette:
        app.apply(ChangeSetting("high_contrast"))
    unknown_look = cell_colours(app, unknown)
    assert unknown_look == cell_colours(app, rh_far) == cell_colours(app, ph_far)
    press(app, "p", "l", "p", "h")          # an RH and a PH drunk: both kinds known from now on
    names = {e.pos: e.name for e in session.view().entities if e.kind is EntityKind.POTION}
    assert names == {rh_far: "RH potion", ph_far: "PH potion", unknown: "unknown potion"}
    good, bad = cell_colours(app, rh_far), cell_colours(app, ph_far)
    assert good != bad
    from graphics.cc3k_looks import HARMFUL_POTION
    assert palette.known_potion in good and HARMFUL_POTION[palette.name] not in good
    assert HARMFUL_POTION[palette.name] in bad and palette.known_potion not in bad
    assert cell_colours(app, unknown) == unknown_look
    press(app, "t")                         # in tiles: the harmful one's label in its colour, the good one's not
    assert app.board.tiles
    good, bad = cell_colours(app, rh_far), cell_colours(app, ph_far)
    assert HARMFUL_POTION[palette.name] in bad and HARMFUL_POTION[palette.name] not in good and good != bad


# ----- 4. a click on yourself says where you are, for free; any repeated notice folds ------------------------------

def click(app, cell: Pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=app.board.cell_rect(cell).center))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=app.board.cell_rect(cell).center))


def test_clicks_on_your_own_cell_say_you_are_here_once_folded_and_cost_nothing(tmp_path):
    app, _, session = new_app(tmp_path, {(4, 4): "@"})
    press(app, "s", "s")
    play = app.stack[-1]
    frame(app)
    lines, turn = len(play.log.lines), session.view().turn
    for _ in range(9):
        click(app, Pos(4, 4))
    assert play.log.lines[lines:] == ["You are here. (x9)"] and session.view().turn == turn
    for _ in range(3):
        click(app, Pos(10, 2))              # a wall seen: the window's own notice folds as the others do
    assert play.log.lines[-1] == "Nothing to walk to there. (x3)" and len(play.log.lines) == lines + 2


# ----- 5. a key of another game's play is not silent ---------------------------------------------------------------

def test_the_maze_wait_key_says_cc3k_has_no_waiting_and_another_games_key_says_whose_it_is(tmp_path):
    app, _, session = new_app(tmp_path, {(4, 4): "@"})
    press(app, "s", "s")
    play = app.stack[-1]
    turn = session.view().turn
    press(app, ".")
    assert play.log.lines[-1] == "CC3k has no waiting: move, attack or drink." and session.view().turn == turn
    press(app, "g")                          # Dooom's PICKUP
    assert play.log.lines[-1] == "The g key: PICKUP: take the gold here in Dooom play, nothing in CC3k play."
    lines = len(play.log.lines)
    press(app, "w")                          # bound in no game: nothing to say
    assert len(play.log.lines) == lines and session.view().turn == turn


# ----- 6. the log scrolled back: its note has a row of its own ----------------------------------------------------

def test_the_scrolled_logs_note_has_a_row_of_its_own_over_no_line(tmp_path):
    app, _, session = new_app(tmp_path, {(4, 4): "@"})
    press(app, "s", "s", *"jkjkjkjkjkjkjkjkjkjkjk")
    play = app.stack[-1]
    press(app, "page up")
    assert play.log.offset == 5
    surface = frame(app)
    area = play.layout(surface.get_size())[3]
    note = f"({play.log.offset} newer below: page down or the wheel)"
    note_width, line = play.hud.small.size(note)[0], play.hud.small.get_linesize()
    band = surface.subsurface(pygame.Rect(area.left, area.top, area.width - note_width - 2, line))
    background = tuple(app.palette.background)
    assert {tuple(band.get_at((x, y)))[:3] for x in range(band.get_width()) for y in range(band.get_height())} \
        == {background}
    assert len(play.hud.log_rows(area, play.log)) == area.height // line - 1


# ----- 7. nothing in help is cut at 800x500 -----------------------------------------------------------------------

def test_cc3k_help_with_both_extras_at_800x500_cuts_nothing(tmp_path, monkeypatch):
    import graphics.screens

    path = tmp_path / "floor.txt"
    path.write_text(floor_text({(4, 4): "@", (26, 5): "\\"}))
    app, _, session = game_app("cc3k", path, carry_potions=True, merchant_shop=True)
    press(app, "s", "s")
    pygame.display.set_mode((800, 500))
    press(app, "?")
    assert top(app) == "HelpScreen"
    drawn: list[str] = []
    monkeypatch.setattr(graphics.screens, "render",
                        lambda font, text, colour: drawn.append(text) or real_render(font, text, colour))
    frame(app)
    assert not [text for text in drawn if text.endswith("...")]
    shown = " ".join(drawn)
    for title in ("put a potion in the bag: then a direction (--carry-potions)",
                  "open the bag: drink a potion carried (--carry-potions)"):
        assert all(word in shown for word in title.split()), title


# ----- 8. "Stopped: ..." only when something was stopped ---------------------------------------------------------

def test_a_single_step_next_to_a_dragon_says_its_blow_but_no_stop(tmp_path):
    app, _, session = new_app(tmp_path, {(5, 4): "@", (7, 4): "D", (8, 4): "9"})
    press(app, "s", "s")
    play = app.stack[-1]
    lines = len(play.log.lines)
    press(app, "l", "j")                    # one deliberate step beside the dragon, which breathes at the PC
    said = play.log.lines[lines:]
    assert any(line.startswith("The Dragon") for line in said), said
    assert not [line for line in said if line.startswith("Stopped")], said


def test_a_held_key_next_to_a_dragon_is_stopped_and_says_so(tmp_path):
    app, _, session = new_app(tmp_path, {(4, 4): "@", (7, 4): "D", (8, 4): "9"})
    press(app, "s", "s")
    play = app.stack[-1]
    down = key_event("l")
    app.dispatch(down)                       # pressed, and held: its repeat walks on into the dragon's breath
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=down.key, mod=down.mod, unicode="l", scancode=0, repeat=True))
    assert "Stopped: the Dragon attacks you." in play.log.lines or \
        "Stopped: the next step is within reach of the Dragon." in play.log.lines


def test_a_single_press_down_the_stairs_says_no_stop(tmp_path):
    path = tmp_path / "floors.txt"
    path.write_text(floor_text({(4, 4): "@", (5, 4): "\\"}) * 5)
    app, _, session = game_app("cc3k", path)
    press(app, "s", "s")
    play = app.stack[-1]
    press(app, "l")
    assert session.view().detail.floor == 2 if hasattr(session.view().detail, "floor") else True
    assert not [line for line in play.log.lines if line.startswith("Stopped")], play.log.lines
