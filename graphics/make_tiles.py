"""Paint graphics/tiles.png: every sprite of the three games in each palette's colours (python graphics/make_tiles.py)."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from graphics.cc3k_looks import HARMFUL_POTION  # noqa: E402
from graphics.palette import PALETTES, Colour, Palette  # noqa: E402
from graphics.tiles import COLUMNS, SET_ROWS, TILE_NAMES, TILE_PLACES, TILE_SIZE  # noqa: E402

# A developer's tool: it paints into the checkout, beside this file.
SHEET_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tiles.png")

INK = (10, 10, 14)
WHITE = (240, 240, 240)
# Colours every set shares: skin, steel, wood, eyes. A sprite's own colour comes from the palette (below).
FIXED: dict[str, Colour] = {
    "k": INK, "w": WHITE, "s": (240, 200, 160), "g": (180, 185, 200), "G": (95, 100, 118),
    "b": (150, 100, 55), "n": (90, 60, 30), "r": (235, 40, 40), "p": (235, 222, 222), "c": (48, 42, 60),
}

# Creatures and items as pixel art, one letter a pixel: '.' is transparent, 'm' the sprite's own colour (the
# palette field named first, the colour its glyph has too), 'd' a shade of it, 'l' a tint of it, 'y' and 'Y'
# the palette's gold and a shade of it; the other letters are FIXED. Each creature has its own silhouette:
# the human's shield and spear, the dwarf's horns, beard and axe, the tall thin elf's ears and bow, the orc's
# raised club, the merchant's hat, robe and sack (hostile, a raised dagger and red eyes), the dragon's wings,
# the small halfling's curls; the maze's box a wooden crate (harmless: no face), unlike its weapon chests.
ART: dict[str, tuple[str, tuple[str, ...]]] = {
    "race_shade": ("player", (
        "................", "......mmmm......", ".....mmmmmm.....", "....mmddddmm....",
        "....mdlddldm....", "....mddddddm....", ".....mddddm.....", "....mmmmmmmm....",
        "...mmmmmmmmmm...", "...mmmmmmmmmm...", "..mmmmmmmmmmmm..", "..mmmmmmmmmmmm..",
        "..mmmmmmmmmmmm..", "..m.mm.mm.mm.m..", "................", "................")),
    "race_drow": ("player", (
        "................", "......wwww......", ".l...wllllw...l.", ".ll..llllll..ll.",
        "..llllwllwllll..", ".....llllll.....", "......llll......", "....dmmmmmmd....",
        "...ddmmmmmmdd...", "...dd.mmmm.dd...", "...d..mmmm..d...", "......mmmm......",
        "......m..m......", "......m..m......", ".....mm..mm.....", "................")),
    "race_vampire": ("player", (
        "................", "......dddd......", ".....dlllld.....", ".....lrllrl.....",
        ".....llllll.....", "..dd..l..l..dd..", "..ddd.llll.ddd..", "..ddddmmmmdddd..",
        "..ddddmmmmdddd..", "..dddmmmmmmddd..", "..dd.mmmmmm.dd..", "..d..mmmmmm..d..",
        "......mm.mm.....", "......mm.mm.....", ".....mmm.mmm....", "................")),
    "race_troll": ("player", (
        "................", ".....dddddd.....", "....dmmmmmmd....", "....mwmmmmwm....",
        "....mmmmmmmm....", "....mwmmmmwm....", "..mmmmmmmmmmmm..", ".mmmmmmmmmmmmmm.",
        ".mm.mmmmmmmm.mm.", ".mm.mmmmmmmm.mm.", ".dd.mmmmmmmm.dd.", "....mmmmmmmm....",
        "....mmm..mmm....", "....mmm..mmm....", "...dddd..dddd...", "................")),
    "race_goblin": ("player", (
        "................", "................", "................", "m....mmmmmm....m",
        "mm..mmmmmmmm..mm", ".mmmmwmmmmwmmmm.", "..mmmmmmmmmmmm..", "....mmdddmm.....",
        ".....mmmmmm.....", "....mmmmmmmm....", "....m.mmmm.m....", "......mmmm......",
        "......m..m......", "......m..m......", ".....mm..mm.....", "................")),
    "enemy_H": ("creatures.human", (
        ".............g..", ".....ggggg..ggg.", "....gGGGGGg..g..", ".....sssss...b..",
        ".....sksks...b..", "......sss...sb..", "....mmmmmmmmmb..", "..gggmmmmmmm.b..",
        ".gwmwgmmmmmm.b..", ".gmmmgmmmmmm.b..", ".gwmwgdddddd.b..", "..gwg.mm..mm.b..",
        "...g..mm..mm.b..", "......nn..nn.b..", ".....nnn..nnn...", "................")),
    "enemy_W": ("creatures.dwarf", (
        "................", "................", "..w........w..gg", "...wggggggw..bgg",
        "....gGGGGg...bgG", "....skssks...bgg", "...wwwwwwww..b..", ".mmmwwwwwwmmmb..",
        "mmmmmwwwwmmmms..", "ss.mmmmwwmmm.b..", "..dddddddddd.b..", "..mmmmmmmmmm.b..",
        "..mmmm..mmmm....", ".nnnnn..nnnnn...", "................", "................")),
    "enemy_E": ("creatures.elf", (
        "......yyyy......", ".....yyyyyy.....", "..s..yssssy..s..", "...ssyksskyss...",
        "....y.ssss.y.b..", "....y..ss..y.wb.", ".....mmmmmm..wb.", "....mmmmmmmm.w.b",
        "....m.mmmm.mss.b", "....s.mmmm...w.b", "......mmmm...w.b", "......dddd...wb.",
        "......m..m...wb.", "......m..m...b..", "......m..m......", ".....nn..nn.....")),
    "enemy_O": ("creatures.orc", (
        "...........GnnG.", "....mmmmm..nnnn.", "...mmmmmmm.GnnG.", "...mrmmmrm..nn..",
        "...mmmmmmm..nn..", "...mwdddwm..m...", "....mmmmm..mm...", "..mmmmmmmmmmm...",
        ".mmmmmmmmmmm....", ".mm.mmmmmmm.....", ".mm.nnnnnnn.....", ".dd.nnnnnnn.....",
        "....mmm.mmm.....", "....mmm.mmm.....", "...nnnn.nnnn....", "................")),
    "enemy_M": ("creatures.merchant", (
        "................", ".....dddd.......", ".....dddd.......", "...dddddddd.....",
        ".....ssss.......", ".....kssk..bb...", "......ss..bbbb..", "....mmmmmmbybbb.",
        "...mmmmmmmbbbbb.", "...mmmmmmmbbybb.", "...smmmmmmsbbb..", "...mmmmmmmm.....",
        "..mmmmmmmmmm....", "..mmmmmmmmmm....", "..dddddddddd....", "................")),
    "enemy_M_hostile": ("creatures.hostile_merchant", (
        "................", ".g...dddd.......", ".g...dddd.......", ".g.dddddddd.....",
        ".g...kssk.......", "GGG..rssr..bb...", ".s....ss..bbbb..", ".smmmmmmmmbybbb.",
        "...mmmmmmmbbbbb.", "...mmmmmmmbbybb.", "...mmmmmmmsbbb..", "...mmmmmmmm.....",
        "..mmmmmmmmmm....", "..mmmmmmmmmm....", "..dddddddddd....", "................")),
    "enemy_D": ("creatures.dragon", (
        "d....l....l....d", "dd....mmmm....dd", "ddd..mymmym..ddd", "dddd.mmmmmm.dddd",
        "ddddd.mkkm.ddddd", ".dddddmmmmddddd.", "..ddmmmmmmmmdd..", "...mmmllllmmm...",
        "..mmmllllllmmm..", "..mmmllllllmmm..", "...mmmllllmmm..m", "...mm.mmmm.mm.mm",
        "..mmm....mmmmmm.", "................", "................", "................")),
    "enemy_L": ("creatures.halfling", (
        "................", "................", "................", "................",
        "......nnnn......", ".....nnnnnn.....", ".....nksskn.....", "......ssss......",
        ".....mmmmmm.....", "....mmmmmmmm....", "....s.mmmm.s....", "......nnnn......",
        "......nnnn......", "......s..s......", "....sss..sss....", "................")),
    "hero": ("player", (
        "............w...", ".....dddd...w...", "....dddddd..w...", "....dsssd...w...",
        "....ssssss..w...", ".....ssss..ggg..", "...mmmmmmmm.s...", "..mmmmmmmmmms...",
        "..mm.mmmmmm.....", "..ss.mmmmmm.....", ".....mmmmmm.....", ".....dddddd.....",
        ".....dd..dd.....", ".....dd..dd.....", "....ddd..ddd....", "................")),
    "monster_box": ("creatures.box", (
        "................", "................", "..dddddddddddd..", "..ddmmmmmmmmdd..",
        "..dmdmmmmmmdmd..", "..dmmdmmmmdmmd..", "..dmmmdmmdmmmd..", "..dmmmmddmmmmd..",
        "..dmmmmddmmmmd..", "..dmmmdmmdmmmd..", "..dmmdmmmmdmmd..", "..dmdmmmmmmdmd..",
        "..ddmmmmmmmmdd..", "..dddddddddddd..", "................", "................")),
    "monster_skeleton": ("creatures.skeleton", (
        "................", ".....mmmmmm.....", "....mmmmmmmm....", "....mkrmmkrm....",
        "....mmmmmmmm....", ".....mkmmkm.....", "......mmmm......", "...m..mmmm..m...",
        "...mmmmmmmmmm...", ".......mm.......", "....mmmmmmmm....", ".......mm.......",
        "......m..m......", "......m..m......", ".....mm..mm.....", "................")),
    "monster_gargoyle": ("creatures.gargoyle", (
        ".....l....l.....", ".d....mmmm....d.", ".dd..mmmmmm..dd.", ".ddd.mrmmrm.ddd.",
        ".dddmmmmmmmmddd.", "..ddmmmmmmmmdd..", "...dmmmmmmmmd...", "....mmmmmmmm....",
        "....mmmmmmmm....", "...mm.mmmm.mm...", "...m..mmmm..m...", "......mmmm......",
        ".....mm..mm.....", ".....m....m.....", "....mm....mm....", "................")),
    "monster_orc": ("creatures.orc", (
        ".g..............", "ggg..mmmmmm.....", ".b..mmmmmmmm....", ".b..mrmmmmrm....",
        ".b..mmmmmmmm....", ".b..mwmddmwm....", ".b...mmmmmm.....", ".s.GGGGGGGGGG...",
        ".smmGGGGGGGGmm..", ".b..GGGGGGGG.mm.", ".b..GGGGGGGG.mm.", ".b..nnnnnnnn....",
        ".b..mmm..mmm....", ".b..mmm..mmm....", "...nnnn..nnnn...", "................")),
    "monster_vampire": ("creatures.vampire", (
        "................", "......cccc......", ".....ccppcc.....", ".d...prpprp...d.",
        ".dd..pppppp..dd.", ".ddd.pwppwp.ddd.", ".dddd.pppp.dddd.", ".mmmmccwwccmmmm.",
        ".mmmmccwwccmmmm.", "..mmmccccccmmm..", "..mmmccccccmmm..", "...mmccccccmm...",
        "....mcc..ccm....", ".....cc..cc.....", "....ccc..ccc....", "................")),
    "dooom_player": ("player", (
        "................", "......ddddd.....", ".....ddwdddd....", ".....sssss......",
        ".....sksks.ggg..", "......sss.g.b.g.", "....mmmmmmm.b...", "...mmmmmmmmmb...",
        "...mm.mmmmmsb...", "...ss.mmmmm.b...", ".....ddddd..b...", ".....mmmmm......",
        ".....mm.mm......", ".....mm.mm......", "....nnn.nnn.....", "................")),
    "dooom_bot": ("creatures.bot", (
        ".......r........", ".......g........", "....mmmmmmmm....", "....mkkkkkkm....",
        "....mkwkkwkm....", "....mmmmmmmm....", "......gggg......", "..gmmmmmmmmmmg..",
        "..g.mmddddmm.g..", "..g.mmdyydmm.g..", ".gg.mmddddmm.gg.", "....mmmmmmmm....",
        "...GGGGGGGGGG...", "...GgGgGgGgGG...", "................", "................")),
    "chest_hammer": ("item", (
        "..gggggggggggg..", "..gGGGGGGGGGGg..", "..gggggggggggg..", "......bbbb......",
        "......bbbb......", "......bbbb......", ".dddddddddddddd.", ".dmmmmmmmmmmmmd.",
        ".dmmmmmmmmmmmmd.", ".ddddddkkdddddd.", ".dmmmmmkkmmmmmd.", ".dmmmmmmmmmmmmd.",
        ".dmmmmmmmmmmmmd.", ".dddddddddddddd.", "................", "................")),
    "chest_scythe": ("item", (
        "..gggggggggggbb.", "gggGGGGG.....bb.", "gg...........bb.", "g............bb.",
        ".............bb.", ".............bb.", ".dddddddddddddd.", ".dmmmmmmmmmmmmd.",
        ".dmmmmmmmmmmmmd.", ".ddddddkkdddddd.", ".dmmmmmkkmmmmmd.", ".dmmmmmmmmmmmmd.",
        ".dmmmmmmmmmmmmd.", ".dddddddddddddd.", "................", "................")),
    "chest_bow": ("item", (
        "..bbb...........", "..w.bb......g...", "..w...b.....gg..", "..w....bnnnnggg.",
        "..w...b.....gg..", "..w.bb......g...", "..bbb...........", ".dddddddddddddd.",
        ".dmmmmmmmmmmmmd.", ".dmmmmmmmmmmmmd.", ".ddddddkkdddddd.", ".dmmmmmkkmmmmmd.",
        ".dmmmmmmmmmmmmd.", ".dmmmmmmmmmmmmd.", ".dddddddddddddd.", "................")),
    "potion": ("potion", (
        "................", "......bbbb......", "......bbbb......", ".......ww.......",
        ".......ww.......", "......wmmw......", ".....wmmmmw.....", "....wmmmmmmw....",
        "....wmwmmmmw....", "....wmwmmmmw....", "....wmmmmmmw....", "....wddddddw....",
        ".....wddddw.....", "......wwww......", "................", "................")),
    "maze_potion": ("potion", (
        "................", "......bbbb......", "......bbbb......", ".......ww.......",
        ".......ww.......", "......wmmw......", ".....wmmmmw.....", "....wmwmmwmw....",
        "....wmwwwwmw....", "....wmmwwmmw....", "....wmmmmmmw....", "....wddddddw....",
        ".....wddddw.....", "......wwww......", "................", "................")),
}


def colour_at(palette: Palette, place: str) -> Colour:
    """A palette colour by its dotted place: "player", "creatures.elf"."""
    holder, _, field = place.rpartition(".")
    colour: Colour = getattr(getattr(palette, holder) if holder else palette, field)
    return colour


def shade(colour: Colour, factor: float) -> Colour:
    r, g, b = colour
    return round(r * factor), round(g * factor), round(b * factor)


def mix(first: Colour, second: Colour, share: float) -> Colour:
    """first moved share of the way to second."""
    (r, g, b), (r2, g2, b2) = first, second
    return round(r + (r2 - r) * share), round(g + (g2 - g) * share), round(b + (b2 - b) * share)


def paint_art(tile: pygame.Surface, palette: Palette, place: str, rows: tuple[str, ...]) -> None:
    main = colour_at(palette, place)
    colours = {**FIXED, "m": main, "d": shade(main, 0.55), "l": mix(main, WHITE, 0.5),
               "y": palette.gold, "Y": shade(palette.gold, 0.6)}
    outline = pygame.Surface((TILE_SIZE, TILE_SIZE), pygame.SRCALPHA)
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            if char != ".":
                tile.set_at((x, y), colours[char])
                # A dark outline keeps a sprite readable on any ground.
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < TILE_SIZE and 0 <= ny < TILE_SIZE and rows[ny][nx] == ".":
                        outline.set_at((nx, ny), (*INK, 255))
    outline.blit(tile, (0, 0))
    tile.fill((0, 0, 0, 0))
    tile.blit(outline, (0, 0))


def ground(palette: Palette) -> Colour:
    """The floor tile's colour: between the background and the floor glyph's, so that sprites stand out on it."""
    return mix(palette.background, palette.floor, 0.5)


def floor(tile: pygame.Surface, palette: Palette) -> None:
    tile.fill(ground(palette))
    for x, y in ((3, 4), (11, 2), (7, 9), (13, 12), (2, 13)):
        tile.set_at((x, y), mix(ground(palette), palette.floor, 0.6))


def bricks(tile: pygame.Surface, palette: Palette, vertical: bool) -> None:
    tile.fill(mix(palette.wall, palette.background, 0.25))
    mortar = mix(palette.wall, palette.background, 0.6)
    for step in range(0, TILE_SIZE, 4):
        if vertical:
            pygame.draw.line(tile, mortar, (step, 0), (step, TILE_SIZE))
            offset = 4 if (step // 4) % 2 else 0
            for y in range(offset, TILE_SIZE, 8):
                pygame.draw.line(tile, mortar, (step, y), (step + 3, y))
        else:
            pygame.draw.line(tile, mortar, (0, step), (TILE_SIZE, step))
            offset = 4 if (step // 4) % 2 else 0
            for x in range(offset, TILE_SIZE, 8):
                pygame.draw.line(tile, mortar, (x, step), (x, step + 3))
    pygame.draw.rect(tile, palette.wall, (0, 0, TILE_SIZE, TILE_SIZE), 1)


def coins(tile: pygame.Surface, palette: Palette, places: list[tuple[int, int]]) -> None:
    for x, y in places:
        pygame.draw.ellipse(tile, INK, (x - 1, y - 1, 8, 6))
        pygame.draw.ellipse(tile, shade(palette.gold, 0.65), (x, y, 6, 4))
        pygame.draw.ellipse(tile, palette.gold, (x, y - 1, 6, 4))


def paint(name: str, palette: Palette) -> pygame.Surface:
    tile = pygame.Surface((TILE_SIZE, TILE_SIZE), pygame.SRCALPHA)
    if name in ART:
        paint_art(tile, palette, *ART[name])
    elif name == "floor":
        floor(tile, palette)
    elif name in ("wall_h", "wall_v"):
        bricks(tile, palette, vertical=name == "wall_v")
    elif name == "door":
        floor(tile, palette)
        pygame.draw.rect(tile, shade(palette.door, 0.5), (2, 1, 12, 15))
        pygame.draw.rect(tile, palette.door, (3, 2, 10, 14))
        for x in (6, 9):
            pygame.draw.line(tile, shade(palette.door, 0.5), (x, 2), (x, 15))
        tile.set_at((11, 9), palette.gold)
    elif name == "passage":
        tile.fill(mix(palette.background, palette.passage, 0.25))
        for y in range(1, TILE_SIZE, 4):
            for x in range((y // 4) % 2 * 2 + 1, TILE_SIZE, 4):
                pygame.draw.rect(tile, shade(palette.passage, 0.85), (x, y, 2, 2))
    elif name == "rock":
        # Stones with half a gap at each edge: side by side, rock tiles join into one wall of stones (Dooom's walls,
        # the maze's obstacles) instead of a grid of blocks.
        tile.fill(shade(palette.wall, 0.3))
        for left, top, width, height in ((1, 1, 8, 6), (10, 1, 5, 6), (1, 8, 5, 7), (7, 8, 8, 7)):
            pygame.draw.rect(tile, shade(palette.wall, 0.6), (left, top, width, height), border_radius=2)
            right, bottom = left + width - 2, top + height - 1
            pygame.draw.line(tile, shade(palette.wall, 0.85), (left + 1, top), (right, top))
            pygame.draw.line(tile, shade(palette.wall, 0.45), (left + 1, bottom), (right, bottom))
    elif name == "exit":
        floor(tile, palette)
        pygame.draw.ellipse(tile, INK, (1, 0, 14, 16))
        pygame.draw.ellipse(tile, shade(palette.stairs, 0.5), (2, 0, 12, 16))
        pygame.draw.ellipse(tile, palette.stairs, (4, 2, 8, 12))
        pygame.draw.ellipse(tile, mix(palette.stairs, WHITE, 0.6), (6, 5, 4, 6))
    elif name == "stairs":
        for step in range(4):
            pygame.draw.rect(tile, INK, (step * 3, step * 4, 16 - step * 3, 4))
            pygame.draw.rect(tile, shade(palette.stairs, 0.5), (step * 3 + 1, step * 4, 15 - step * 3, 3))
            pygame.draw.rect(tile, palette.stairs, (step * 3 + 1, step * 4, 15 - step * 3, 1))
    elif name == "gold_small":
        coins(tile, palette, [(5, 11), (5, 8)])
    elif name == "gold_normal":
        coins(tile, palette, [(2, 10), (8, 10), (5, 7)])
    elif name == "gold_merchant":
        pygame.draw.ellipse(tile, INK, (2, 4, 12, 12))
        pygame.draw.ellipse(tile, FIXED["b"], (3, 5, 10, 10))
        pygame.draw.rect(tile, FIXED["n"], (6, 2, 4, 4))
        pygame.draw.circle(tile, palette.gold, (8, 10), 2)
    elif name == "potion_known":
        # CC3k's potion of a kind the PC has used: the same bottle with a label in the known potion's colour.
        paint_art(tile, palette, *ART["potion"])
        pygame.draw.rect(tile, INK, (3, 7, 10, 5))
        pygame.draw.rect(tile, palette.known_potion, (4, 8, 8, 3))
        pygame.draw.line(tile, INK, (5, 9), (10, 9))
    elif name == "potion_harmful":
        # CC3k's potion of a kind the PC has used that harms (PH, WA, WD): the bottle with a label in the harmful
        # colour, crossed, apart from a good one's (the eleventh playtest drank a PH drawn as an RH).
        paint_art(tile, palette, *ART["potion"])
        pygame.draw.rect(tile, INK, (3, 7, 10, 5))
        pygame.draw.rect(tile, HARMFUL_POTION[palette.name], (4, 8, 8, 3))
        pygame.draw.line(tile, INK, (5, 8), (10, 10))
        pygame.draw.line(tile, INK, (5, 10), (10, 8))
    elif name == "treasure":
        # The maze's treasure: a heap of coins with a gem on top, no chest (the chests hold weapons' charges).
        coins(tile, palette, [(1, 11), (6, 11), (11, 11), (3, 8), (8, 8)])
        pygame.draw.polygon(tile, INK, [(8, 1), (13, 5), (8, 10), (3, 5)])
        pygame.draw.polygon(tile, FIXED["r"], [(8, 2), (12, 5), (8, 9), (4, 5)])
        pygame.draw.line(tile, WHITE, (7, 4), (8, 3))
    elif name == "gold_dragon":
        # CC3k's hoard its dragon guards: a heap on a mound in the hoard's own colour (the glyph's), so that it is told
        # apart from gold free to take at a glance, in tiles as in glyphs.
        pygame.draw.ellipse(tile, INK, (0, 7, 16, 9))
        pygame.draw.ellipse(tile, palette.creatures.hoard, (1, 8, 14, 7))
        coins(tile, palette, [(2, 7), (8, 7), (5, 4)])
    elif name == "dooom_gold":
        coins(tile, palette, [(1, 11), (6, 11), (11, 11), (3, 8), (8, 8), (5, 5)])
    elif name != "blank":
        raise KeyError(f"no painting for tile {name!r}")
    return tile


def make_sheet() -> pygame.Surface:
    """Every palette's set of sprites, one under the other in the order of graphics.palette.PALETTES."""
    sheet = pygame.Surface((COLUMNS * TILE_SIZE, SET_ROWS * len(PALETTES) * TILE_SIZE), pygame.SRCALPHA)
    for index, palette in enumerate(PALETTES):
        for name, (column, row) in TILE_PLACES.items():
            sheet.blit(paint(name, palette), (column * TILE_SIZE, (row + index * SET_ROWS) * TILE_SIZE))
    return sheet


def main() -> None:
    pygame.image.save(make_sheet(), SHEET_PATH)
    print(f"wrote {SHEET_PATH} ({len(TILE_NAMES)} tiles in each of {len(PALETTES)} palettes)")


if __name__ == "__main__":
    main()
