"""Paint graphics/tiles.png: every sprite of the three games drawn here, pixel by pixel (run: python graphics/make_tiles.py)."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from graphics.tiles import COLUMNS, TILE_NAMES, TILE_PLACES, TILE_SIZE  # noqa: E402

# A developer's tool: it paints into the checkout, beside this file.
SHEET_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tiles.png")

# Shared colours. Creatures keep the rule book's families (player blue, enemies red to orange) and differ
# in shape, so a player who cannot tell the hues apart still tells the sprites apart.
INK = (10, 10, 14)
BLUE, BLUE_DARK, BLUE_LIGHT = (70, 140, 255), (30, 70, 170), (170, 205, 255)
RED, RED_DARK, ORANGE = (230, 60, 50), (140, 25, 25), (245, 140, 40)
SKIN, WHITE, GREY = (240, 200, 160), (240, 240, 240), (150, 150, 160)
GOLD, GOLD_DARK, GREEN, GREEN_DARK = (250, 210, 60), (170, 120, 20), (80, 215, 110), (30, 120, 60)
BROWN, BROWN_DARK, PURPLE = (150, 100, 55), (90, 60, 30), (170, 110, 230)

# Creatures and items as pixel art: one letter a pixel, '.' transparent.
ART: dict[str, tuple[dict[str, tuple], tuple[str, ...]]] = {
    "race_shade": ({"b": BLUE, "d": BLUE_DARK, "w": BLUE_LIGHT}, (
        "................", "......bbbb......", ".....bbbbbb.....", "....bbddddbb....",
        "....bdwddwdb....", "....bddddddb....", ".....bddddb.....", "....bbbbbbbb....",
        "...bbbbbbbbbb...", "...bbbbbbbbbb...", "..bbbbbbbbbbbb..", "..bbbbbbbbbbbb..",
        "..bbbbbbbbbbbb..", "..b.bb.bb.bb.b..", "................", "................")),
    "race_drow": ({"b": BLUE, "d": BLUE_DARK, "w": WHITE, "s": BLUE_LIGHT}, (
        "................", "......wwww......", ".s...wssssw...s.", ".ss..ssssss..ss.",
        "..sssswsswssss..", ".....ssssss.....", "......ssss......", "....dbbbbbbd....",
        "...ddbbbbbbdd...", "...dd.bbbb.dd...", "...d..bbbb..d...", "......bbbb......",
        "......b..b......", "......b..b......", ".....bb..bb.....", "................")),
    "race_vampire": ({"b": BLUE, "d": BLUE_DARK, "r": RED, "s": BLUE_LIGHT}, (
        "................", "......dddd......", ".....dssssd.....", ".....srssrs.....",
        ".....ssssss.....", "..dd..s..s..dd..", "..ddd.ssss.ddd..", "..ddddbbbbdddd..",
        "..ddddbbbbdddd..", "..dddbbbbbbddd..", "..dd.bbbbbb.dd..", "..d..bbbbbb..d..",
        "......bb.bb.....", "......bb.bb.....", ".....bbb.bbb....", "................")),
    "race_troll": ({"b": BLUE, "d": BLUE_DARK, "w": WHITE}, (
        "................", ".....dddddd.....", "....dbbbbbbd....", "....bwbbbbwb....",
        "....bbbbbbbb....", "....bwbbbbwb....", "..bbbbbbbbbbbb..", ".bbbbbbbbbbbbbb.",
        ".bb.bbbbbbbb.bb.", ".bb.bbbbbbbb.bb.", ".dd.bbbbbbbb.dd.", "....bbbbbbbb....",
        "....bbb..bbb....", "....bbb..bbb....", "...dddd..dddd...", "................")),
    "race_goblin": ({"b": BLUE, "d": BLUE_DARK, "w": WHITE}, (
        "................", "................", "................", "b....bbbbbb....b",
        "bb..bbbbbbbb..bb", ".bbbbwbbbbwbbbb.", "..bbbbbbbbbbbb..", "....bbdddbb.....",
        ".....bbbbbb.....", "....bbbbbbbb....", "....b.bbbb.b....", "......bbbb......",
        "......b..b......", "......b..b......", ".....bb..bb.....", "................")),
    "enemy_H": ({"r": RED, "s": SKIN, "d": RED_DARK}, (
        "................", "......ssss......", ".....ssssss.....", ".....s.ss.s.....",
        ".....ssssss.....", "......ssss......", "....rrrrrrrr....", "...rrrrrrrrrr...",
        "...rr.rrrr.rr...", "...ss.rrrr.ss...", "......rrrr......", "......dddd......",
        "......d..d......", "......d..d......", ".....dd..dd.....", "................")),
    "enemy_W": ({"r": RED, "o": ORANGE, "s": SKIN, "g": GREY}, (
        "................", "................", "................", ".....gggggg.....",
        "....gggggggg....", ".....s.ss.s.....", ".....ssssss.....", "....oooooooo....",
        "...roooooooor...", "..rrroooooorrr..", "..ss.rrrrrr.ss..", "....rrrrrrrr....",
        "....rrr..rrr....", "....rrr..rrr....", "...gggg..gggg...", "................")),
    "enemy_E": ({"r": RED, "s": SKIN, "g": GREEN_DARK}, (
        ".......g........", "......ggg.......", ".....ggggg......", "....s.ssss.s....",
        "....ssssssss....", "......ssss......", ".......rr.......", "......rrrr......",
        ".....r.rr.r.....", ".....r.rr.r.....", ".....s.rr.s.....", ".......rr.......",
        "......r..r......", "......r..r......", "......r..r......", ".....rr..rr.....")),
    "enemy_O": ({"r": RED, "d": RED_DARK, "w": WHITE, "o": ORANGE}, (
        "................", "....dddddddd....", "...dooooooood...", "...o.oo..oo.o...",
        "...oooooooooo...", "...ow.oooo.wo...", "...ow......wo...", "..rrrrrrrrrrrr..",
        ".rrrrrrrrrrrrrr.", ".rr.rrrrrrrr.rr.", ".oo.rrrrrrrr.oo.", "....rrrrrrrr....",
        "....ddd..ddd....", "....ddd..ddd....", "...dddd..dddd...", "................")),
    "enemy_M": ({"r": RED, "s": SKIN, "b": BROWN, "g": GOLD, "d": RED_DARK}, (
        "................", ".....dddddd.....", "....dddddddd....", ".....s.ss.s.....",
        ".....ssssss.....", "......ssss......", "....rrrrrrrr....", "...rrrrrrrrrr.bb",
        "...rr.rrrrrrrbgb", "...ss.rrrrrrsbbb", "......rrrr...bb.", "......rrrr......",
        "......r..r......", "......r..r......", ".....dd..dd.....", "................")),
    "enemy_D": ({"r": RED, "d": RED_DARK, "o": ORANGE, "w": WHITE}, (
        "................", "d.............d.", "dd....rrr....dd.", "ddd..rwrrr..ddd.",
        "dddd.rrrrr.dddd.", ".ddddrrrrrdddd..", "..dddrrrrrddd...", "...rrrrrrrrr....",
        "..rrrooooorrr...", "..rrooooooorr...", "...rrrrrrrrr....", "....rr...rr.....",
        "...rrr...rrr....", "..............rr", "..........rrrrr.", "................")),
    "enemy_L": ({"r": RED, "s": SKIN, "b": BROWN}, (
        "................", "................", "................", "................",
        "......bbbb......", ".....bssssb.....", ".....s.ss.s.....", ".....ssssss.....",
        "......ssss......", ".....rrrrrr.....", "....rrrrrrrr....", "....s.rrrr.s....",
        "......rrrr......", "......s..s......", ".....ss..ss.....", "................")),
    "potion": ({"g": GREEN, "d": GREEN_DARK, "w": WHITE, "b": BROWN}, (
        "................", "......bbbb......", "......bbbb......", ".......ww.......",
        ".......ww.......", "......wggw......", ".....wggggw.....", "....wggggggw....",
        "....wgwggggw....", "....wgwggggw....", "....wggggggw....", "....wddddddw....",
        ".....wddddw.....", "......wwww......", "................", "................")),
    "maze_potion": ({"r": (255, 90, 140), "d": RED_DARK, "w": WHITE, "b": BROWN}, (
        "................", "......bbbb......", "......bbbb......", ".......ww.......",
        ".......ww.......", "......wrrw......", ".....wrrrrw.....", "....wrwrrwrw....",
        "....wrwwwwrw....", "....wrrwwrrw....", "....wrrrrrrw....", "....wddddddw....",
        ".....wddddw.....", "......wwww......", "................", "................")),
    "hero": ({"b": BLUE, "d": BLUE_DARK, "w": WHITE, "s": SKIN, "g": GREY}, (
        "............w...", ".....dddd...w...", "....dddddd..w...", "....dsssd...w...",
        "....ssssss..w...", ".....ssss..ggg..", "...bbbbbbbb.s...", "..bbbbbbbbbbs...",
        "..bb.bbbbbb.....", "..ss.bbbbbb.....", ".....bbbbbb.....", ".....dddddd.....",
        ".....dd..dd.....", ".....dd..dd.....", "....ddd..ddd....", "................")),
    "monster_box": ({"b": BROWN, "d": BROWN_DARK, "r": RED}, (
        "................", "................", "..dddddddddddd..", "..dbbbbbbbbbbd..",
        "..dbdbbbbbbdbd..", "..dbbdbbbbdbbd..", "..dbbbdbbdbbbd..", "..dbbbbddbbbbd..",
        "..dbbbbddbbbbd..", "..dbbbdbbdbbbd..", "..dbbdbbbbdbbd..", "..dbdbbbbbbdbd..",
        "..dbbbbbbbbbbd..", "..dddddddddddd..", "................", "................")),
    "monster_skeleton": ({"w": (245, 220, 210), "r": RED}, (
        "................", ".....wwwwww.....", "....wwwwwwww....", "....w.rww.rw....",
        "....wwwwwwww....", ".....w.ww.w.....", "......wwww......", "...w..wwww..w...",
        "...wwwwwwwwww...", ".......ww.......", "....wwwwwwww....", ".......ww.......",
        "......w..w......", "......w..w......", ".....ww..ww.....", "................")),
    "monster_gargoyle": ({"g": (170, 120, 120), "d": RED_DARK, "r": RED}, (
        "................", ".d....gggg....d.", ".dd..gggggg..dd.", ".ddd.grggrg.ddd.",
        ".dddggggggggddd.", "..ddggggggggdd..", "...dggggggggd...", "....gggggggg....",
        "....gggggggg....", "...gg.gggg.gg...", "...g..gggg..g...", "......gggg......",
        ".....gg..gg.....", ".....g....g.....", "....gg....gg....", "................")),
    "monster_orc": ({"r": RED, "d": RED_DARK, "w": WHITE, "o": ORANGE}, (
        "................", "................", "....oooooooo....", "...oo.oooo.oo...",
        "...oooooooooo...", "...ow.oooo.wo...", "....ooooooo.....", "...rrrrrrrrrr...",
        "..rrrrrrrrrrrr..", "..rr.rrrrrr.rr..", "..oo.rrrrrr.oo..", ".....rrrrrr.....",
        ".....dd..dd.....", ".....dd..dd.....", "....ddd..ddd....", "................")),
    "monster_vampire": ({"d": RED_DARK, "r": RED, "s": (235, 215, 215), "k": INK}, (
        "................", "......kkkk......", ".....kssssk.....", ".....srssrs.....",
        ".....ssssss.....", ".dd...s..s...dd.", ".ddd..ssss..ddd.", ".ddddrrrrrrdddd.",
        ".ddddrrrrrrdddd.", "..dddrrrrrrddd..", "...ddrrrrrrdd...", "....drrrrrrd....",
        ".....rr..rr.....", ".....rr..rr.....", "....rrr..rrr....", "................")),
    "dooom_player": ({"b": BLUE, "d": BLUE_DARK, "w": WHITE}, (
        "................", "...bbbbbbbb.....", "...bbbbbbbbb....", "...bbd...bbb....",
        "...bbd...bbb....", "...bbbbbbbbb....", "...bbbbbbbb.....", "...bbd..........",
        "...bbd..........", "...bbd..........", "...bbd..........", "...bbd..........",
        "...bbd..........", "..bbbbd.........", "................", "................")),
    "dooom_bot": ({"r": ORANGE, "d": RED_DARK, "w": WHITE, "k": INK}, (
        ".......d........", ".......d........", "....rrrrrrrr....", "...rrrrrrrrrr...",
        "...rrwkrrwkrr...", "...rrrrrrrrrr...", "...rrddddddrr...", "....rrrrrrrr....",
        "..dddddddddddd..", "..d.rrrrrrrr.d..", "..d.rrdddrrr.d..", "....rrrrrrrr....",
        "....dd....dd....", "....dd....dd....", "...ddd....ddd...", "................")),
}


def paint_art(tile: pygame.Surface, palette: dict[str, tuple], rows: tuple[str, ...]) -> None:
    outline = pygame.Surface((TILE_SIZE, TILE_SIZE), pygame.SRCALPHA)
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            if char != ".":
                tile.set_at((x, y), palette[char])
                # A dark outline keeps a sprite readable on any ground.
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nx, ny = x + dx, y + dy
                    if 0 <= nx < TILE_SIZE and 0 <= ny < TILE_SIZE and rows[ny][nx] == ".":
                        outline.set_at((nx, ny), (*INK, 255))
    outline.blit(tile, (0, 0))
    tile.fill((0, 0, 0, 0))
    tile.blit(outline, (0, 0))


def bricks(tile: pygame.Surface, vertical: bool) -> None:
    tile.fill((95, 95, 108))
    mortar = (55, 55, 64)
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
    pygame.draw.rect(tile, (120, 120, 134), (0, 0, TILE_SIZE, TILE_SIZE), 1)


def coins(tile: pygame.Surface, places: list[tuple[int, int]]) -> None:
    for x, y in places:
        pygame.draw.ellipse(tile, INK, (x - 1, y - 1, 8, 6))
        pygame.draw.ellipse(tile, GOLD_DARK, (x, y, 6, 4))
        pygame.draw.ellipse(tile, GOLD, (x, y - 1, 6, 4))


def chest(tile: pygame.Surface, body: tuple, icon) -> None:
    pygame.draw.rect(tile, INK, (1, 5, 14, 10))
    pygame.draw.rect(tile, body, (2, 6, 12, 8))
    pygame.draw.rect(tile, BROWN_DARK, (2, 6, 12, 3))
    pygame.draw.rect(tile, GOLD, (7, 8, 2, 3))
    if icon:
        icon(tile)


def hammer_icon(tile):
    pygame.draw.rect(tile, WHITE, (4, 0, 8, 3))
    pygame.draw.line(tile, BROWN, (8, 3), (8, 5))


def scythe_icon(tile):
    pygame.draw.arc(tile, WHITE, (3, -2, 10, 8), 0, 3.1, 2)
    pygame.draw.line(tile, BROWN, (12, 1), (12, 5))


def bow_icon(tile):
    pygame.draw.arc(tile, WHITE, (4, -3, 8, 8), 3.3, 6.1, 1)
    pygame.draw.line(tile, BROWN, (4, 1), (12, 1))


def paint(name: str) -> pygame.Surface:
    tile = pygame.Surface((TILE_SIZE, TILE_SIZE), pygame.SRCALPHA)
    if name in ART:
        paint_art(tile, *ART[name])
    elif name == "floor":
        tile.fill((44, 44, 52))
        for x, y in ((3, 4), (11, 2), (7, 9), (13, 12), (2, 13)):
            tile.set_at((x, y), (62, 62, 72))
    elif name in ("wall_h", "wall_v"):
        bricks(tile, vertical=name == "wall_v")
    elif name == "door":
        tile.fill((44, 44, 52))
        pygame.draw.rect(tile, BROWN_DARK, (2, 1, 12, 15))
        pygame.draw.rect(tile, BROWN, (3, 2, 10, 14))
        for x in (6, 9):
            pygame.draw.line(tile, BROWN_DARK, (x, 2), (x, 15))
        tile.set_at((11, 9), GOLD)
    elif name == "passage":
        tile.fill((30, 28, 26))
        for y in range(1, TILE_SIZE, 4):
            for x in range((y // 4) % 2 * 2 + 1, TILE_SIZE, 4):
                pygame.draw.rect(tile, (96, 84, 66), (x, y, 2, 2))
    elif name == "rock":
        tile.fill((78, 74, 72))
        pygame.draw.polygon(tile, (104, 100, 96), [(0, 0), (15, 0), (11, 5), (3, 6)])
        pygame.draw.polygon(tile, (58, 55, 54), [(0, 15), (15, 15), (12, 10), (4, 11)])
        pygame.draw.rect(tile, (45, 42, 40), (0, 0, TILE_SIZE, TILE_SIZE), 1)
    elif name == "exit":
        tile.fill((44, 44, 52))
        pygame.draw.ellipse(tile, BLUE_DARK, (2, 0, 12, 16))
        pygame.draw.ellipse(tile, BLUE, (4, 2, 8, 12))
        pygame.draw.ellipse(tile, BLUE_LIGHT, (6, 5, 4, 6))
    elif name == "stairs":
        for step in range(4):
            pygame.draw.rect(tile, BLUE_DARK, (step * 3 + 1, step * 4, 15 - step * 3, 4))
            pygame.draw.rect(tile, BLUE, (step * 3 + 1, step * 4, 15 - step * 3, 2))
    elif name == "gold_small":
        coins(tile, [(5, 9)])
    elif name == "gold_normal":
        coins(tile, [(2, 10), (8, 10), (5, 7)])
    elif name == "gold_merchant":
        pygame.draw.ellipse(tile, INK, (2, 4, 12, 12))
        pygame.draw.ellipse(tile, BROWN, (3, 5, 10, 10))
        pygame.draw.rect(tile, BROWN_DARK, (6, 2, 4, 4))
        pygame.draw.circle(tile, GOLD, (8, 10), 2)
    elif name in ("gold_dragon", "dooom_gold"):
        coins(tile, [(1, 11), (6, 11), (11, 11), (3, 8), (8, 8), (5, 5)])
    elif name == "treasure":
        chest(tile, GOLD_DARK, lambda t: coins(t, [(5, 1)]))
    elif name == "chest_hammer":
        chest(tile, PURPLE, hammer_icon)
    elif name == "chest_scythe":
        chest(tile, PURPLE, scythe_icon)
    elif name == "chest_bow":
        chest(tile, PURPLE, bow_icon)
    elif name != "blank":
        raise KeyError(f"no painting for tile {name!r}")
    return tile


def make_sheet() -> pygame.Surface:
    rows = (len(TILE_NAMES) + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * TILE_SIZE, rows * TILE_SIZE), pygame.SRCALPHA)
    for name, (column, row) in TILE_PLACES.items():
        sheet.blit(paint(name), (column * TILE_SIZE, row * TILE_SIZE))
    return sheet


def main() -> None:
    pygame.image.save(make_sheet(), SHEET_PATH)
    print(f"wrote {SHEET_PATH} ({len(TILE_NAMES)} tiles)")


if __name__ == "__main__":
    main()
