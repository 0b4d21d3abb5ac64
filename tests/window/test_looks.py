"""How things look: every creature and item of every game has a colour and a sprite of its own in both palettes,
told apart from each other, from the player and from the floor; hostile merchants look it; the legend lists every
symbol the window draws otherwise than the terminal prints it."""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import pygame
import pytest

from game.core import Entity, EntityKind, View
from game.cc3k.spec import SPEC as CC3K
from game.dooom.spec import SPEC as DOOOM
from game.maze.spec import SPEC as MAZE
from graphics.board import GameLook
from graphics.cc3k_looks import LOOK as CC3K_LOOK
from graphics.dooom_looks import LOOK as DOOOM_LOOK
from graphics.looks import legend
from graphics.maze_looks import LOOK as MAZE_LOOK
from graphics.palette import HIGH_CONTRAST, PALETTES, STANDARD, Colour, Palette
from graphics.tiles import TILE_PLACES, TileSheet
from roguelike_client.play.maps import load_map
from roguelike_client.terminal.cc3k_text import render as cc3k_text
from roguelike_client.terminal.dooom import map_rows
from roguelike_client.terminal.maze import render as maze_text
from tests.cc3k.helpers import floor_text

LOOKS = {"cc3k": CC3K_LOOK, "maze": MAZE_LOOK, "dooom": DOOOM_LOOK}
CREATURES = (EntityKind.ENEMY, EntityKind.OPPONENT)


# ----- colour differences: CIEDE2000 on CIELAB, and WCAG contrast ---------------------------------------------

def _linear(channel: int) -> float:
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def lab(colour: Colour) -> tuple[float, float, float]:
    """sRGB to CIELAB under D65."""
    r, g, b = (_linear(c) for c in colour[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """The CIEDE2000 colour difference of two CIELAB colours (Sharma, Wu and Dalal 2005): about 2 is a
    difference seen side by side, 10 plainly different, 20 and more different at a glance."""
    (l1, a1, b1), (l2, a2, b2) = first, second
    mean_chroma = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_chroma ** 7 / (mean_chroma ** 7 + 25 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    dl, dc, big_dh = l2 - l1, c2 - c1, 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    mean_l, mean_c = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        mean_h = h1 + h2
    elif abs(h1 - h2) <= 180:
        mean_h = (h1 + h2) / 2
    else:
        mean_h = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(mean_h - 30)) + 0.24 * math.cos(math.radians(2 * mean_h))
         + 0.32 * math.cos(math.radians(3 * mean_h + 6)) - 0.20 * math.cos(math.radians(4 * mean_h - 63)))
    rotation = 30 * math.exp(-(((mean_h - 275) / 25) ** 2))
    rc = 2 * math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    sc, sh = 1 + 0.045 * mean_c, 1 + 0.015 * mean_c * t
    rt = -math.sin(math.radians(2 * rotation)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (big_dh / sh) ** 2 + rt * (dc / sc) * (big_dh / sh))


def difference(first: Colour, second: Colour) -> float:
    return ciede2000(lab(first), lab(second))


def contrast(first: Colour, second: Colour) -> float:
    """WCAG 2 contrast ratio: 4.5 is readable text, 7 the enhanced level."""
    def luminance(colour: Colour) -> float:
        r, g, b = (_linear(c) for c in colour[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("first, second, expected", [
    ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
    ((50, -1.3802, -84.2814), (50, 0, -82.7485), 1.0),
    ((50, 2.5, 0), (73, 25, -18), 27.1492),
    ((90.8027, -2.0831, 1.441), (91.1528, -1.6435, 0.0447), 1.4441),
    ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
])
def test_the_colour_difference_is_ciede2000(first, second, expected):
    """Pairs from Sharma, Wu and Dalal's test data."""
    assert ciede2000(first, second) == pytest.approx(expected, abs=1e-4)


# ----- what each game's view shows: real games through the door --------------------------------------------

@dataclass
class Shown:
    """Everything a game's board can show, each kind of thing once, as real views show them."""

    game: str
    samples: list[tuple[Entity, View]]      # each entity with the view it was drawn from
    terrain: View                            # a view whose cells hold every terrain character of the game

    def creatures(self) -> list[tuple[Entity, View]]:
        return [(e, v) for e, v in self.samples if e.kind in CREATURES]

    def players(self) -> list[tuple[Entity, View]]:
        return [(e, v) for e, v in self.samples if e.kind is EntityKind.PLAYER]

    def items(self) -> list[tuple[Entity, View]]:
        return [(e, v) for e, v in self.samples if e.kind not in CREATURES and e.kind is not EntityKind.PLAYER]


def _cc3k_game(objects: dict[tuple[int, int], str], *lines: str) -> View:
    game = CC3K.new_game(CC3K.read_map(floor_text(objects), "looks"), 1, {})
    for line in lines:
        game.step(CC3K.parse(line))
    return game.view()


# Every enemy, potion and pile of gold, and the stairs, in the first chamber; a merchant next to the PC.
CC3K_FLOOR = {(4, 4): "@", (5, 4): "M", (8, 4): "H", (10, 4): "W", (12, 4): "E", (14, 4): "O", (16, 4): "L",
              (20, 3): "9", (21, 3): "D", (26, 5): "\\", (4, 3): "6", (6, 3): "7", (8, 3): "8",
              **{(4 + 2 * digit, 6): str(digit) for digit in range(6)}}
# The hero in the middle of the maze with every monster, item and an obstacle within its sight.
MAZE_THINGS = {(7, 5): "H", (5, 3): "0", (6, 3): "1", (7, 3): "2", (8, 3): "3", (9, 3): "4", (5, 7): "E", (6, 7): "t",
               (7, 7): "p", (8, 7): "a", (9, 7): "b", (10, 5): "c", (4, 5): "X"}


def _unique(samples):
    """One entity of each look: the same tile and glyph in the same hostility is the same thing."""
    seen, kept = set(), []
    for entity, view in samples:
        key = (entity.kind, entity.glyph, entity.name.split(" (")[0], getattr(view.detail, "merchants_hostile", None))
        if key not in seen:
            seen.add(key)
            kept.append((entity, view))
    return kept


@pytest.fixture(scope="module")
def shown() -> dict[str, Shown]:
    # CC3k: each race, then the merchants turned hostile by an attack on the one beside the PC.
    cc3k = [(entity, view) for race in "sdvtg" for view in [_cc3k_game(CC3K_FLOOR, race)] for entity in view.entities]
    hostile = _cc3k_game(CC3K_FLOOR, "s", "f", "a ea")
    assert hostile.detail.merchants_hostile
    cc3k += [(entity, hostile) for entity in hostile.entities if entity.glyph == "M"]
    rows = [["."] * 16 for _ in range(12)]
    for (x, y), char in MAZE_THINGS.items():
        rows[y][x] = char
    maze_map = "\n".join("".join(row) for row in rows) + "\n"
    maze_view = MAZE.new_game(MAZE.read_map(maze_map, "looks"), 1, {"bot": None}).view()
    name, text, _ = load_map(DOOOM, None)
    dooom_view = DOOOM.new_game(DOOOM.read_map(text, name), 1, {o.name: o.default for o in DOOOM.options}).view()
    return {
        "cc3k": Shown("cc3k", _unique(cc3k), hostile),
        "maze": Shown("maze", _unique((e, maze_view) for e in maze_view.entities), maze_view),
        "dooom": Shown("dooom", _unique((e, dooom_view) for e in dooom_view.entities), dooom_view),
    }


def test_the_samples_hold_every_kind_of_thing(shown):
    cc3k, maze, dooom = shown["cc3k"], shown["maze"], shown["dooom"]
    assert {e.glyph for e, _ in cc3k.creatures()} == set("HWEOMDL")
    assert len([e for e, _ in cc3k.creatures() if e.glyph == "M"]) == 2          # neutral and hostile
    assert {e.name for e, _ in cc3k.players()} == {"Shade", "Drow", "Vampire", "Troll", "Goblin"}
    assert {e.kind for e, _ in cc3k.items()} == {EntityKind.STAIRS, EntityKind.GOLD, EntityKind.POTION}
    assert len([e for e, _ in cc3k.items() if e.kind is EntityKind.GOLD]) == 4
    assert {e.name for e, _ in maze.creatures()} == {"box", "skeleton", "gargoyle", "orc", "vampire"}
    assert {e.glyph for e, _ in maze.items()} == set("Etpabc")
    assert [e.kind for e, _ in dooom.samples] == [EntityKind.PLAYER, EntityKind.OPPONENT]
    assert set("".join(dooom.terrain.cells)) == set("#.GE")


# ----- colours ------------------------------------------------------------------------------------------------

def glyph_colour(look: GameLook, entity: Entity, view: View, palette: Palette) -> Colour:
    """The colour the board draws an entity's glyph in (graphics/board.py)."""
    return look.entity_colour(entity, view, palette) if look.entity_colour else palette.for_kind(entity.kind)


def _item_colours(shown: Shown, palette: Palette) -> dict[str, Colour]:
    """Each kind of item's colour, by kind: entities, and the terrain drawn as items (Dooom's gold and exit)."""
    look = LOOKS[shown.game]
    colours = {e.kind.value: glyph_colour(look, e, v, palette) for e, v in shown.items()}
    for char in sorted(set("".join(shown.terrain.cells))):
        style = look.terrain.get(char)
        if style is not None and style.colour in ("gold", "stairs", "potion", "item"):
            colours[style.colour] = getattr(palette, style.colour)
    return colours


def _creature_colours(shown: Shown, palette: Palette) -> dict[str, Colour]:
    look = LOOKS[shown.game]
    return {f"{e.name}{' (hostile)' if getattr(v.detail, 'merchants_hostile', False) else ''}":
            glyph_colour(look, e, v, palette) for e, v in shown.creatures()}


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_every_creature_colour_is_its_own_in_every_palette(palette):
    """No two creatures of any game share a colour (at least 12 apart), nor any with the player (20)."""
    creatures = palette.creatures.colours
    for (first, one), (second, other) in itertools.combinations(creatures.items(), 2):
        assert difference(one, other) >= 12, (palette.name, first, second, difference(one, other))
    for name, colour in creatures.items():
        assert difference(colour, palette.player) >= 20, (palette.name, name)


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
@pytest.mark.parametrize("game", LOOKS)
def test_creatures_on_one_board_are_told_apart_from_each_other_the_player_and_the_ground(shown, game, palette):
    """Glyph colours, as the look gives them: each creature on a board at least 20 from every other and from the
    player, 30 from the floor, 20 from the walls, and readable on the background (contrast 4.5; high contrast 7)."""
    creatures = _creature_colours(shown[game], palette)
    players = {glyph_colour(LOOKS[game], e, v, palette) for e, v in shown[game].players()}
    assert players == {palette.player}
    assert len(set(creatures.values())) == len(creatures), creatures
    least = 7 if palette is HIGH_CONTRAST else 4.5
    for (first, one), (second, other) in itertools.combinations({**creatures, "player": palette.player}.items(), 2):
        assert difference(one, other) >= 20, (palette.name, first, second, difference(one, other))
    for name, colour in {**creatures, "player": palette.player}.items():
        assert difference(colour, palette.floor) >= 30, (palette.name, name)
        assert difference(colour, palette.wall) >= 20, (palette.name, name)
        assert contrast(colour, palette.background) >= least, (palette.name, name)


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
@pytest.mark.parametrize("game", LOOKS)
def test_stairs_exits_chests_gold_and_potions_stand_out_from_the_player_and_each_other(shown, game, palette):
    items = _item_colours(shown[game], palette)
    least = 7 if palette is HIGH_CONTRAST else 4.5
    for (first, one), (second, other) in itertools.combinations({**items, "player": palette.player}.items(), 2):
        assert difference(one, other) >= 20, (palette.name, first, second, difference(one, other))
    for name, colour in items.items():
        assert difference(colour, palette.floor) >= 30 and contrast(colour, palette.background) >= least, name
        for creature, other in _creature_colours(shown[game], palette).items():
            assert difference(colour, other) >= 10, (palette.name, name, creature)


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_a_hostile_merchant_is_drawn_in_another_colour_and_tile(shown, palette):
    merchants = [(e, v) for e, v in shown["cc3k"].creatures() if e.glyph == "M"]
    (neutral, calm), (hostile, angry) = sorted(merchants, key=lambda pair: pair[1].detail.merchants_hostile)
    assert not calm.detail.merchants_hostile and angry.detail.merchants_hostile
    assert difference(glyph_colour(CC3K_LOOK, neutral, calm, palette),
                      glyph_colour(CC3K_LOOK, hostile, angry, palette)) >= 30
    assert CC3K_LOOK.entity_tile(neutral, calm) == "enemy_M" and CC3K_LOOK.entity_tile(hostile, angry) == "enemy_M_hostile"


# ----- sprites ------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def sheet() -> TileSheet:
    pygame.init()
    return TileSheet.load()


def on_floor(sheet: TileSheet, name: str, palette: Palette) -> list[tuple[int, int, int]]:
    """A sprite as the board shows it at 16 px: over the floor tile, on the background."""
    cell = pygame.Surface((16, 16))
    cell.fill(palette.background)
    cell.blit(sheet.get("floor", 16, palette), (0, 0))
    cell.blit(sheet.get(name, 16, palette), (0, 0))
    return [tuple(cell.get_at((x, y)))[:3] for y in range(16) for x in range(16)]


def silhouette(sheet: TileSheet, name: str, palette: Palette) -> list[bool]:
    sprite = sheet.get(name, 16, palette)
    return [sprite.get_at((x, y))[3] > 0 for y in range(16) for x in range(16)]


def _tiles(shown: Shown, samples) -> dict[str, str]:
    """Tile names of samples, and what each shows."""
    return {LOOKS[shown.game].entity_tile(e, v): e.name for e, v in samples}


@pytest.mark.parametrize("game", LOOKS)
def test_every_thing_a_view_shows_has_a_painted_sprite_in_both_palettes(shown, sheet, game):
    look = LOOKS[game]
    names = set(_tiles(shown[game], shown[game].samples))
    names |= {style.tile for char in set("".join(shown[game].terrain.cells)) if (style := look.terrain.get(char))}
    for name in names:
        assert name in TILE_PLACES, (game, name)
        for palette in PALETTES:
            drawn = sum(silhouette(sheet, name, palette))
            assert drawn > 40, (game, name, palette.name)


def _pixels_apart(first: list, second: list) -> int:
    """How many of a cell's 256 pixels differ plainly (more than 60 apart in RGB)."""
    return sum(math.dist(a, b) > 60 for a, b in zip(first, second))


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
@pytest.mark.parametrize("game", LOOKS)
def test_sprites_sharing_a_board_differ_in_shape_and_in_pixels_at_16_px(shown, sheet, game, palette):
    """Every two different things a board can show, creatures, the player's looks and items: at 16 px at least 40
    pixels of 256 plainly differ, and their silhouettes differ in at least 20 pixels (told apart without colour)."""
    things = _tiles(shown[game], shown[game].samples)
    images = {name: on_floor(sheet, name, palette) for name in things}
    shapes = {name: silhouette(sheet, name, palette) for name in things}
    for first, second in itertools.combinations(sorted(things), 2):
        assert _pixels_apart(images[first], images[second]) >= 40, (palette.name, first, second)
        outline = sum(a != b for a, b in zip(shapes[first], shapes[second]))
        assert outline >= 20, (palette.name, first, second, outline)


def test_high_contrast_sprites_are_painted_in_its_colours(shown, sheet):
    """The same shapes, recoloured: each creature's sprite holds its glyph colour in each palette."""
    for game in LOOKS:
        for entity, view in shown[game].creatures() + shown[game].players():
            name = LOOKS[game].entity_tile(entity, view)
            assert silhouette(sheet, name, STANDARD) == silhouette(sheet, name, HIGH_CONTRAST), name
            for palette in PALETTES:
                colour = glyph_colour(LOOKS[game], entity, view, palette)
                sprite = sheet.get(name, 16, palette)
                pixels = {tuple(sprite.get_at((x, y)))[:3] for y in range(16) for x in range(16)}
                assert colour in pixels, (name, palette.name, colour)


# ----- the legend ---------------------------------------------------------------------------------------------

def terminal_rows(game: str, view: View) -> list[str]:
    """The board as the game's terminal front end prints it: one string a row, x for x."""
    if game == "cc3k":
        return cc3k_text(view).splitlines()[:view.height]
    if game == "maze":
        board = maze_text(view).splitlines()[2:2 + view.height]
        return [row[4:] for row in board]
    return map_rows(view)


def window_glyph(look: GameLook, entity: Entity) -> str:
    return look.entity_glyph(entity) if look.entity_glyph else entity.glyph


@pytest.mark.parametrize("game", LOOKS)
def test_the_legend_lists_exactly_the_symbols_the_window_draws_otherwise(shown, game):
    look, seen = LOOKS[game], shown[game]
    differ = set()
    for entity, view in seen.samples:
        printed = terminal_rows(game, view)[entity.pos.y][entity.pos.x]
        assert printed == entity.glyph, (game, entity)     # the terminal prints the rule book's glyph
        if window_glyph(look, entity) != printed:
            differ.add((window_glyph(look, entity), printed))
    rows, view = terminal_rows(game, seen.terrain), seen.terrain
    under = {entity.pos for entity in view.entities}
    for y, row in enumerate(view.cells):
        for x, char in enumerate(row):
            style = look.terrain.get(char)
            if (x, y) in under or style is None or not style.glyph or (view.visible and not view.visible[y][x]):
                continue
            assert rows[y][x] == char
            if style.glyph != char:
                differ.add((style.glyph, char))
    entries = legend(game)
    assert {(window, printed) for window, printed, _ in entries} == differ
    assert all(meaning and window != printed for window, printed, meaning in entries)
    assert len({printed for _, printed, _ in entries}) == len(entries)


def test_the_maze_legend_names_what_each_symbol_is():
    assert ("B", "0", "box") in legend("maze") and ("\\", "a", "hammer chest") in legend("maze")
    assert ("#", "X", "obstacle") in legend("maze")
    assert legend("cc3k") == [] and legend("dooom") == [] and legend("no such game") == []


def test_high_contrast_redraws_the_board_in_the_high_contrast_tiles(make_app):
    from graphics.transitions import ChangeSetting
    from tests.window.helpers import frame, press

    app = make_app()
    press(app, "s", "t")                         # a shade, drawn in tiles
    pc = app.session.view().detail.pc.pos
    board = app.board

    def pc_cell() -> pygame.Surface:
        surface = frame(app)
        return surface.subsurface(board.cell_rect(pc)).copy()

    standard = pc_cell()
    app.apply(ChangeSetting("high_contrast"))
    contrast_cell = pc_cell()
    expected = board.sheet.get("race_shade", board.cell, HIGH_CONTRAST)
    differ = sum(standard.get_at((x, y)) != contrast_cell.get_at((x, y))
                 for x in range(board.cell) for y in range(board.cell))
    assert differ > board.cell                   # not the same sprite
    frame_width = max(1, board.cell // 12)     # the frame in the player's colour round the PC's cell in tile mode
    inside = range(frame_width, board.cell - frame_width)
    assert all(contrast_cell.get_at((x, y))[:3] == expected.get_at((x, y))[:3]
               for x in inside for y in inside if expected.get_at((x, y))[3] == 255)
