"""The Dooom bot: it plays only through protocol lines, wins alone on every shipped map, and the hunter chases."""
from __future__ import annotations

import random

import pytest

from game.core import Pos
from game.dooom.bot import LookBot
from game.dooom.mapfile import load_dungeon
from game.dooom.protocol import Move, Pickup, Unknown, parse_command
from game.dooom.rules import BOT, PLAYER, DooomGame
from tests.dooom.support import DATA, SHIPPED_MAPS

# Generous for the large map (its worst seed so far needs under 600 turns), small enough to catch a bot that loops.
TURN_LIMIT = {"small": 400, "medium": 1500, "large": 3000}
SEEDS = {"small": range(40), "medium": range(25), "large": range(12)}


@pytest.mark.parametrize("path", SHIPPED_MAPS, ids=lambda path: path.stem)
def test_the_bot_alone_leaves_every_shipped_map_with_enough_gold(path):
    dungeon = load_dungeon(str(path))
    for seed in SEEDS.get(path.stem, range(10)):
        game = DooomGame(dungeon, seed, player=False)
        for _ in range(TURN_LIMIT.get(path.stem, 3000)):
            game.advance_bot()
            if game.over:
                break
        assert game.over and game.winner == BOT, f"seed {seed}: the bot did not get out"
        exit_tile = game.positions[BOT]
        assert dungeon.rows[exit_tile.y][exit_tile.x] == "E"
        assert game.gold[BOT] >= dungeon.win


@pytest.mark.parametrize("name", ["small_labyrinth.txt", "very_small_labyrinth.txt"])
def test_the_bot_alone_leaves_the_example_maps(name):
    dungeon = load_dungeon(str(DATA / name))
    for seed in range(20):
        game = DooomGame(dungeon, seed, player=False)
        for _ in range(600):
            game.advance_bot()
            if game.over:
                break
        assert game.winner == BOT and game.gold[BOT] >= dungeon.win


def test_the_bot_only_ever_sends_protocol_lines_and_looks_every_turn():
    bot = LookBot("collector", random.Random(3))
    assert bot.next_command() == "HELLO"
    bot.receive(["GOLD 1"])
    assert bot.next_command() == "LOOK"
    bot.receive(["LOOKREPLY", "X###X", "#...#", "#.G.#", "#...#", "X###X"])
    assert bot.next_command() == "PICKUP"
    bot.receive(["SUCCESS, GOLD COINS: 1"])
    assert bot.next_command() == "LOOK"
    bot.receive(["LOOKREPLY", "X###X", "#..E#", "#...#", "#...#", "X###X"])
    first = bot.next_command()
    assert isinstance(parse_command(first), Move)
    bot.receive(["SUCCESS"])
    assert bot.next_command() == "LOOK"


def test_the_bot_heads_for_gold_it_has_seen_rather_than_an_exit_it_cannot_use_yet():
    bot = LookBot("collector", random.Random(3))
    bot.next_command()
    bot.receive(["GOLD 1"])
    bot.next_command()
    bot.receive(["LOOKREPLY", "X###X", "#####", "E...G", "#####", "X###X"])
    assert bot.next_command() == "MOVE E"


def test_a_refused_move_is_not_taken_as_a_step():
    bot = LookBot("collector", random.Random(3))
    bot.next_command()
    bot.receive(["GOLD 1"])
    bot.next_command()
    bot.receive(["LOOKREPLY", "X###X", "#####", "E...G", "#####", "X###X"])
    bot.next_command()
    bot.receive(["FAIL"])
    assert bot.pos == Pos(0, 0)


def test_the_game_hands_the_bot_nothing_but_reply_lines(placed_game):
    game = placed_game("small_labyrinth.txt", (1, 1), (5, 6))
    heard: list[list[str]] = []
    original = game.bot.receive
    game.bot.receive = lambda reply: (heard.append(reply), original(reply))
    game.step(parse_command("MOVE S"))
    assert heard[0] == ["GOLD 6"]
    assert heard[1][0] == "LOOKREPLY" and len(heard[1]) == 6
    assert heard[2] == ["SUCCESS, GOLD COINS: 1"]


def test_a_bot_that_sends_garbage_loses_its_turn_without_stalling_the_game(placed_game):
    game = placed_game("corridor.txt", (1, 1), (4, 1))
    game.bot.next_command = lambda: "DANCE"
    game.bot.receive = lambda reply: None
    assert [event.text for event in game.step(parse_command("MOVE E"))] == ["SUCCESS"]
    assert game.positions[BOT] == Pos(4, 1) and not game.over


def test_the_hunter_walks_towards_a_player_it_sees(placed_game):
    game = placed_game("very_small_labyrinth.txt", (3, 3), (3, 1), strategy="hunter")
    game.step(parse_command("PICKUP"))
    assert game.positions[BOT] == Pos(3, 2)


def test_the_hunter_keeps_blocking_a_player_next_to_it(placed_game):
    game = placed_game("very_small_labyrinth.txt", (3, 3), (3, 2), strategy="hunter")
    for _ in range(5):
        game.step(parse_command("PICKUP"))
        assert game.positions[BOT] == Pos(3, 2)
    assert game.positions[PLAYER] == Pos(3, 3)


def test_the_collector_walks_off_to_explore_instead_of_blocking(placed_game):
    game = placed_game("very_small_labyrinth.txt", (3, 3), (3, 2))
    for _ in range(3):
        game.step(parse_command("PICKUP"))
    assert game.positions[BOT].manhattan(Pos(3, 3)) > 1


def test_an_unknown_strategy_is_refused():
    with pytest.raises(ValueError, match="unknown bot strategy 'sleeper'"):
        LookBot("sleeper", random.Random(0))


def test_unknown_lines_parse_to_unknown_and_pickup_to_pickup():
    assert parse_command("PICKUP\r\n") == Pickup()
    assert parse_command("PICK UP") == Unknown("PICK UP")
