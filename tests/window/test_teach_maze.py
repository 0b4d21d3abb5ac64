"""The maze taught by its window: every thing on the board told apart in glyphs (no two by case only) and in tiles
(the box a harmless crate, the treasure no chest), the help's legend saying what each drawn symbol is, and aiming
that never starts on a harmless box while a monster that can hurt is in sight, saying which is out of reach."""
from game.core import EntityKind, Pos
from graphics.make_tiles import FIXED, INK, mix, shade
from graphics.maze_looks import LOOK
from graphics.palette import PALETTES
from graphics.transitions import ChangeSetting
from tests.window.helpers import frame, press, top
from tests.window.test_maze_feel import field, tab
from tests.window.test_maze_window import maze_app

# Every monster and item of the maze in one field: box, skeleton, gargoyle, orc, vampire; treasure, potion, the
# hammer, scythe and bow chests; the exit in the corner.
EVERYTHING = {Pos(4, 0): "0", Pos(6, 0): "1", Pos(8, 0): "2", Pos(4, 1): "3", Pos(6, 1): "4",
              Pos(2, 3): "t", Pos(3, 3): "p", Pos(4, 3): "a", Pos(5, 3): "b", Pos(6, 3): "c"}


def drawn_glyphs(app, session) -> dict[str, str]:
    """What the window draws for each thing in view, in glyph mode: name -> character."""
    frame(app)
    return {e.name: LOOK.entity_glyph(e) for e in session.view().entities if e.kind is not EntityKind.PLAYER}


def test_no_two_things_are_drawn_with_one_letter_in_two_cases(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), EVERYTHING))
    glyphs = drawn_glyphs(app, session)
    assert len(glyphs) == 11                 # five monsters, five items, the exit
    folded = [glyph.lower() for glyph in glyphs.values()]
    assert len(set(folded)) == len(folded), glyphs
    assert glyphs["box"] == "B" and glyphs["skeleton"] == "S"        # the monsters stay capitals
    assert (glyphs["hammer chest"], glyphs["scythe chest"], glyphs["bow chest"]) == ("\\", "/", "}")
    # The help's legend says what each is, and which character the terminal prints for it.
    press(app, "?")
    assert top(app) == "HelpScreen"
    legend = " ".join(app.stack[-1].legend_notes())
    for words in ("B box (0)", "S skeleton (1)", "\\ hammer chest (a)", "/ scythe chest (b)", "} bow chest (c)"):
        assert words in legend


def sprite_colours(app, cell: Pos) -> set[tuple[int, int, int]]:
    """The colours of the sprite drawn on a cell, its ground left out."""
    surface = frame(app)
    rect = app.board.cell_rect(cell)
    corner = tuple(surface.get_at(rect.topleft))[:3]
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)} - {corner}


def test_in_tiles_the_box_is_a_plain_crate_and_the_treasure_no_chest(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), EVERYTHING))
    press(app, "F", "t")                     # no fog, tiles
    for palette in PALETTES:
        if app.palette is not palette:
            app.apply(ChangeSetting("high_contrast"))
        assert app.palette is palette
        box, chests = palette.creatures.box, palette.item
        # The box has no attack: wood and its shades only, nothing to read as eyes or teeth (no red, no white).
        crate = {box, shade(box, 0.55), mix(box, (240, 240, 240), 0.5), INK}
        assert sprite_colours(app, Pos(4, 0)) <= crate | _ground(app, Pos(4, 0))
        # The treasure is a heap of coins, not a box of the chests' wood; the chests share none of it.
        treasure = sprite_colours(app, Pos(2, 3))
        assert not treasure & {FIXED["b"], FIXED["n"], chests, shade(chests, 0.55)}
        for chest in (Pos(4, 3), Pos(5, 3), Pos(6, 3)):
            assert chests in sprite_colours(app, chest)


def _ground(app, cell: Pos) -> set[tuple[int, int, int]]:
    """The floor tile's own colours (its specks), which show between a sprite's pixels."""
    sprite = app.board.sheet.get("floor", app.board.cell, app.palette)
    return {tuple(sprite.get_at((x, y)))[:3] for x in range(sprite.get_width()) for y in range(sprite.get_height())}


def panel_words(app, screen) -> list[str]:
    drawn = []
    text = screen.hud.text
    screen.hud.text = lambda words, *rest: drawn.append(words) or text(words, *rest)
    frame(app)
    screen.hud.text = text
    return drawn


def test_aiming_does_not_start_on_a_box_while_a_monster_that_can_hit_is_out_of_reach(tmp_path):
    # A box east of the hero, in the sword's reach; a skeleton on the diagonal: it can hit the hero, the sword
    # (one step left, right, up or down) cannot reach it.
    box, skeleton = Pos(6, 5), Pos(6, 6)
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {box: "0", skeleton: "1"}))
    press(app, "1")
    assert screen.weapon == 0 and screen.cursor is None
    words = " ".join(panel_words(app, screen))
    assert "The skeleton 1 cell south-east can hit you, out of the sword's reach" in words and \
        "no target chosen yet" in words
    press(app, "return")                     # nothing chosen: no strike, still aiming
    assert screen.weapon == 0 and session.view().turn == 0 and session.record.commands == []
    tab(app)                                 # the box is still there to aim at, by choice
    assert screen.cursor == box
    assert "Aiming: Sword (10 damage) hits the box (1 HP: killed)." in panel_words(app, screen)
    press(app, "escape", "2")                # the hammer reaches the diagonal: it starts on the skeleton
    assert screen.cursor == skeleton and "out of reach" not in " ".join(panel_words(app, screen))


def test_with_only_a_box_in_sight_aiming_starts_on_it(tmp_path):
    box = Pos(6, 5)
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {box: "0"}))
    press(app, "1")
    assert screen.cursor == box
    assert "out of reach" not in " ".join(panel_words(app, screen))


def test_no_monster_in_reach_names_the_one_out_of_reach_in_the_log(tmp_path):
    # The skeleton on the diagonal can hit; the orc three cells east cannot yet (its reach is 2): only the
    # skeleton is named.
    app, screen, session = maze_app(field(tmp_path, Pos(5, 5), {Pos(6, 6): "1", Pos(8, 5): "3"}))
    press(app, "1")
    assert screen.weapon is None and session.view().turn == 0
    assert screen.log.lines[-1] == "The skeleton 1 cell south-east can hit you, out of the sword's reach."


def test_help_ends_with_the_map_and_the_rules_in_brief(tmp_path):
    app, screen, session = maze_app(field(tmp_path, Pos(1, 1), EVERYTHING))
    press(app, "?", "right")
    help_screen = app.stack[-1]
    assert top(app) == "HelpScreen" and help_screen.heading == "Map and rules"
    frame(app)
    meanings = [meaning for _, meaning in help_screen.guide.guide.things]
    assert {"B box", "S skeleton", "\\ hammer chest", "/ scythe chest", "} bow chest", "$ treasure"} <= set(meanings)
    rules = help_screen.guide.guide.rules
    # CodinGame's rules: the exit within 150 turns; a monster hits within its attack range, costing health and
    # score; a monster destroyed adds its initial health; items act when stepped on; dying costs 1000.
    for words in ("reach the exit (+10000) within 150 turns", "the others spend a charge",
                  "each blow costs health and as much score", "one destroyed adds its health to the score",
                  "treasure +100, a potion +10 health (20 at most), a chest a charge of its weapon",
                  "Dying costs 1000."):
        assert words in rules, words
