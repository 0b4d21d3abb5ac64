"""Long seeded runs of random commands through each game's own text grammar, invariants checked after every step."""
import random

from game.cc3k.layout import load_layout
from game.cc3k.paths import DEFAULT_FLOOR
from game.cc3k.rules import CC3kGame
from game.cc3k.session import apply_line as cc3k_line
from game.dooom.mapfile import load_dungeon
from game.dooom.protocol import parse_command
from game.dooom.rules import BOT, PLAYER, DooomGame
from game.maze import session as maze
from game.maze.rules import HEIGHT, MAX_HEALTH, MAX_TURNS, WIDTH
from tests.cc3k.test_properties import check_invariants

STEPS = 10_000
WORDS = ["no", "so", "ea", "we", "ne", "nw", "se", "sw"]


def noise(picker: random.Random) -> str:
    return "".join(picker.choice("abqrsfuEMOVN 0123456789\t") for _ in range(picker.randrange(0, 8)))


def test_cc3k_survives_ten_thousand_random_lines():
    picker = random.Random(11)
    game = CC3kGame(load_layout(DEFAULT_FLOOR), 11)
    homes: dict = {}
    floor = None
    for _ in range(STEPS):
        roll = picker.random()
        line = (picker.choice(WORDS) if roll < 0.6 else f"{picker.choice('au')} {picker.choice(WORDS)}" if roll < 0.8
                else picker.choice("sdvgtrfq") if roll < 0.95 else noise(picker))
        if game.phase == "quit":
            game = CC3kGame(load_layout(DEFAULT_FLOOR), picker.randrange(10**6))
        cc3k_line(game, line)
        if game.floor is not floor:
            floor, homes = game.floor, {}
        check_invariants(game, homes)


def test_maze_survives_ten_thousand_random_lines():
    picker = random.Random(12)
    game = maze.new_game(12, "", "")
    for _ in range(STEPS):
        if game.over:
            game = maze.new_game(picker.randrange(10**6), "", "")
        roll = picker.random()
        x, y = picker.randrange(-2, WIDTH + 2), picker.randrange(-2, HEIGHT + 2)
        line = (picker.choice("nsew") if roll < 0.5 else f"ATTACK {picker.randrange(-1, 5)} {x} {y}" if roll < 0.75
                else f"MOVE {x} {y}" if roll < 0.9 else "wait" if roll < 0.97 else noise(picker))
        maze.apply_line(game, line)
        hero = game.hero
        assert game.is_open(hero) and hero not in game.monster_at
        assert game.health <= MAX_HEALTH and game.turn <= MAX_TURNS
        assert len({m.pos for m in game.monsters}) == len(game.monsters)
        assert all(game.is_open(m.pos) for m in game.monsters)


def test_dooom_survives_ten_thousand_random_lines():
    import pathlib

    dungeon = load_dungeon(str(pathlib.Path(__file__).resolve().parent.parent / "maps" / "dooom" / "medium.txt"))
    picker = random.Random(13)
    game = DooomGame(dungeon, 13, "hunter")
    total = dungeon.gold_count()
    for _ in range(STEPS):
        if game.over:
            game = DooomGame(dungeon, picker.randrange(10**6), picker.choice(["collector", "hunter"]))
        roll = picker.random()
        line = (f"MOVE {picker.choice('NSEW')}" if roll < 0.6 else picker.choice(["PICKUP", "LOOK", "HELLO"]) if roll < 0.9
                else noise(picker))
        game.step(parse_command(line))
        player, bot = game.positions[PLAYER], game.positions[BOT]
        assert player != bot and dungeon.rows[player.y][player.x] != "#" and dungeon.rows[bot.y][bot.x] != "#"
        assert sum(row.count("G") for row in game.cells()) + game.gold[PLAYER] + game.gold[BOT] == total
