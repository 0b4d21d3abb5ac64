"""CC3k taught by its window: its help page has a key to the map and the rules in brief, from the rule book; a
potion of a kind the PC has used is drawn otherwise than an unknown one, in glyphs (its colour) and in tiles (a
labelled bottle)."""
import pygame
import pytest

from game.core import EntityKind, Pos
from graphics.palette import PALETTES
from graphics.transitions import ChangeSetting
from tests.cc3k.helpers import floor_text
from tests.window.helpers import frame, game_app, press, top

# The PC with a BA potion east of it, another BA, a PH and an RH further on; the stairs in the same chamber.
BA_NEXT, BA_FAR, PH, RH = Pos(5, 4), Pos(8, 6), Pos(10, 6), Pos(12, 6)
FLOOR = {(4, 4): "@", (5, 4): "1", (8, 6): "1", (10, 6): "3", (12, 6): "0", (26, 5): "\\"}


def guide_page(app):
    """Help opened in play and turned to its last page, the map and rules: (the help screen, the frame drawn)."""
    press(app, "?", "right")
    help_screen = app.stack[-1]
    assert top(app) == "HelpScreen" and help_screen.heading == "Map and rules"
    return help_screen, frame(app).copy()


def colours_drawn(surface) -> set[tuple[int, int, int]]:
    """Every colour of every pixel."""
    data = pygame.image.tobytes(surface, "RGB")
    return {tuple(data[i:i + 3]) for i in range(0, len(data), 3)}


def test_help_has_a_page_keying_every_symbol_of_the_map_drawn_as_the_board_draws_it(tmp_path):
    path = tmp_path / "floor.txt"
    path.write_text(floor_text(FLOOR))
    app, screen, session = game_app("cc3k", path)
    press(app, "s")
    help_screen, glyphs = guide_page(app)
    words = [meaning for _, meaning in help_screen.guide.guide.things]
    for symbol in ("@ you", "P a potion, its kind unknown", "P a potion of a kind you have used", "G gold",
                   "\\ the stairs down", "H human", "W dwarf", "E elf", "O orc", "M merchant", "D dragon",
                   "L halfling", ". floor", "| wall", "- wall", "+ doorway", "# passage"):
        assert symbol in words, symbol
    # Each symbol in the board's own colours: every enemy's, and a known potion's apart from an unknown one's.
    palette = app.palette
    drawn = colours_drawn(glyphs)
    for colour in (palette.creatures.dragon, palette.creatures.halfling, palette.creatures.merchant,
                   palette.known_potion, palette.potion, palette.gold, palette.stairs):
        assert colour in drawn, colour
    # In tile mode, the sprites instead.
    press(app, "escape", "t")
    assert app.board.tiles
    _, tiles = guide_page(app)
    assert colours_drawn(tiles) - drawn


def test_the_map_and_rules_page_says_the_rules_in_brief(tmp_path):
    path = tmp_path / "floor.txt"
    path.write_text(floor_text(FLOOR))
    app, screen, session = game_app("cc3k", path)
    press(app, "s")
    help_screen, _ = guide_page(app)
    rules = help_screen.guide.guide.rules
    # The rule book: the stairs of floor 5 end the game; gold is picked up by walking over it; a potion's effect is
    # not known until one is used; a dragon guards its hoard, which is taken once the dragon is slain; attacking a
    # merchant makes every merchant hostile for the rest of the game.
    for words in ("reach the stairs of floor 5 to win", "Walk onto gold to take it",
                  "its kind is unknown until one of that kind is used", "kill it to take the hoard",
                  "Merchants are neutral until you attack one; then every merchant is hostile, on every floor"):
        assert words in rules, words


def cell_colours(app, pos: Pos) -> set[tuple[int, int, int]]:
    surface = frame(app)
    rect = app.board.cell_rect(pos)
    return {tuple(surface.get_at((x, y)))[:3]
            for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_a_known_potion_is_drawn_otherwise_than_an_unknown_one(tmp_path, palette):
    path = tmp_path / "floor.txt"
    path.write_text(floor_text(FLOOR))
    app, screen, session = game_app("cc3k", path)
    press(app, "s")
    if app.palette is not palette:
        app.apply(ChangeSetting("high_contrast"))
    assert app.palette is palette
    if app.board.tiles:
        press(app, "t")
    glyphs_before = cell_colours(app, BA_FAR)
    press(app, "p", "l")                     # the BA next to the PC is used: BA potions are known from now on
    names = {e.pos: e.name for e in session.view().entities if e.kind is EntityKind.POTION}
    assert names == {BA_FAR: "BA potion", PH: "unknown potion", RH: "unknown potion"}
    # In glyphs: the known potion in its own colour, the unknown ones as before.
    known, unknown = cell_colours(app, BA_FAR), cell_colours(app, PH)
    assert palette.known_potion in known and palette.potion not in known
    assert palette.potion in unknown and palette.known_potion not in unknown
    assert glyphs_before == unknown == cell_colours(app, RH)
    # In tiles: the same bottle with a label in the known potion's colour.
    press(app, "t")
    assert app.board.tiles
    known, unknown = cell_colours(app, BA_FAR), cell_colours(app, PH)
    assert palette.known_potion in known and palette.known_potion not in unknown
    assert cell_colours(app, RH) == unknown


@pytest.mark.parametrize("tiles", [False, True], ids=["glyphs", "tiles"])
@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_a_dragons_hoard_is_drawn_in_a_colour_of_its_own_not_as_free_gold(tmp_path, palette, tiles):
    """In glyphs both are a G: the playtest could tell them apart only by pointing at them. In tiles the fifth
    playtest found the same gold, only a bigger heap: the hoard's heap lies on a mound in the hoard's colour."""
    path = tmp_path / "floor.txt"
    path.write_text(floor_text({(4, 4): "@", (10, 4): "9", (11, 4): "D", (15, 4): "6"}))
    app, screen, session = game_app("cc3k", path)
    press(app, "s")
    if app.palette is not palette:
        app.apply(ChangeSetting("high_contrast"))
    if app.board.tiles is not tiles:
        press(app, "t")
    hoard, pile = cell_colours(app, Pos(10, 4)), cell_colours(app, Pos(15, 4))
    assert palette.creatures.hoard in hoard and (palette.gold in hoard) is tiles
    assert palette.gold in pile and palette.creatures.hoard not in pile
