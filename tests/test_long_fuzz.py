"""Long seeded runs of random commands through each game's own text grammar, invariants checked after every step."""
import random

from game.cc3k.spec import SPEC as CC3K
from game.core import EntityKind
from game.dooom.spec import SPEC as DOOOM
from game.maze.mapfile import HEIGHT, WIDTH
from game.maze.spec import SPEC as MAZE
from game.maze.tables import MAX_HEALTH, MAX_TURNS
from roguelike_client.play.maps import load_map
from tests.cc3k.test_properties import check_invariants

STEPS = 10_000
WORDS = ["no", "so", "ea", "we", "ne", "nw", "se", "sw"]


def noise(picker: random.Random) -> str:
    return "".join(picker.choice("abqrsfuEMOVN 0123456789\t") for _ in range(picker.randrange(0, 8)))


def test_cc3k_survives_ten_thousand_random_lines():
    picker = random.Random(11)
    _name, _text, plans = load_map(CC3K, None)
    game = CC3K.new_game(plans, 11, {})
    memory: dict = {}
    for _ in range(STEPS):
        roll = picker.random()
        line = (picker.choice(WORDS) if roll < 0.6 else f"{picker.choice('au')} {picker.choice(WORDS)}" if roll < 0.8
                else picker.choice("sdvgtrfq") if roll < 0.95 else noise(picker))
        if game.view().phase == "quit":
            game = CC3K.new_game(plans, picker.randrange(10**6), {})
        game.step(CC3K.parse(line))
        check_invariants(game, memory)


def test_maze_survives_ten_thousand_random_lines():
    picker = random.Random(12)
    game = MAZE.new_game(None, 12, {})
    for _ in range(STEPS):
        if game.view().over:
            game = MAZE.new_game(None, picker.randrange(10**6), {})
        roll = picker.random()
        x, y = picker.randrange(-2, WIDTH + 2), picker.randrange(-2, HEIGHT + 2)
        line = (picker.choice("nsew") if roll < 0.5 else f"ATTACK {picker.randrange(-1, 5)} {x} {y}" if roll < 0.75
                else f"MOVE {x} {y}" if roll < 0.9 else "wait" if roll < 0.97 else noise(picker))
        game.step(MAZE.parse(line))
        view = game.view()
        hero = view.detail.hero
        monsters = [entity.pos for entity in view.entities if entity.kind is EntityKind.ENEMY]
        assert view.cells[hero.y][hero.x] == "." and hero not in monsters
        assert view.detail.health <= MAX_HEALTH and view.turn <= MAX_TURNS
        assert len(set(monsters)) == len(monsters)
        assert all(view.cells[p.y][p.x] == "." for p in monsters)


def test_dooom_survives_ten_thousand_random_lines():
    import pathlib

    dungeon = load_map(DOOOM, str(pathlib.Path(__file__).resolve().parent.parent / "maps" / "dooom" / "medium.txt"))[2]
    picker = random.Random(13)
    game = DOOOM.new_game(dungeon, 13, {"bot_strategy": "hunter"})
    total = dungeon.gold_count()
    for _ in range(STEPS):
        if game.view().over:
            game = DOOOM.new_game(dungeon, picker.randrange(10**6), {"bot_strategy": picker.choice(["collector", "hunter"])})
        roll = picker.random()
        line = (f"MOVE {picker.choice('NSEW')}" if roll < 0.6 else picker.choice(["PICKUP", "LOOK", "HELLO"]) if roll < 0.9
                else noise(picker))
        game.step(DOOOM.parse(line))
        view = game.view()
        places = {entity.kind: entity.pos for entity in view.entities}
        player, bot = places[EntityKind.PLAYER], places[EntityKind.OPPONENT]
        assert player != bot and dungeon.rows[player.y][player.x] != "#" and dungeon.rows[bot.y][bot.x] != "#"
        assert sum(row.count("G") for row in view.cells) + view.detail.player_gold + view.detail.bot_gold == total
