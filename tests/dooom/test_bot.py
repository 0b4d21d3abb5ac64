"""The Dooom bot: it plays only through protocol lines, wins alone on every shipped map, and the hunter chases."""
from __future__ import annotations

import random

import pytest

from game.core import Actor, EntityKind, Pos, Result, Unknown
from game.dooom.bot import LookBot
from game.dooom.commands import Move, Pickup, Wait
from game.dooom.rules import BOT_FREE_COMMANDS_PER_TURN, bot_action
from game.dooom.spec import SPEC
from tests.dooom.support import DATA, SHIPPED_MAPS, load, place, places, say

# Generous for the large map (its worst seed so far needs under 600 turns), small enough to catch a bot that loops.
TURN_LIMIT = {"small": 400, "medium": 1500, "large": 3000}
SEEDS = {"small": range(40), "medium": range(25), "large": range(12)}


def bot_alone_to_the_end(dungeon, seed: int, turns: int):
    """A game without a player, the bot given up to `turns` turns (one Wait each); its last view."""
    game = SPEC.new_game(dungeon, seed, {"bot_alone": True})
    for _ in range(turns):
        game.step(Wait())
        if game.view().over:
            break
    return game.view()


@pytest.mark.parametrize("path", SHIPPED_MAPS, ids=lambda path: path.stem)
def test_the_bot_alone_leaves_every_shipped_map_with_enough_gold(path):
    dungeon = load(path)
    for seed in SEEDS.get(path.stem, range(10)):
        view = bot_alone_to_the_end(dungeon, seed, TURN_LIMIT.get(path.stem, 3000))
        assert view.over and view.detail.winner is Actor.OPPONENT, f"seed {seed}: the bot did not get out"
        exit_tile = place(view, EntityKind.OPPONENT)
        assert exit_tile is not None and dungeon.rows[exit_tile.y][exit_tile.x] == "E"
        assert view.detail.bot_gold >= dungeon.win


@pytest.mark.parametrize("name", ["small_labyrinth.txt", "very_small_labyrinth.txt"])
def test_the_bot_alone_leaves_the_example_maps(name):
    dungeon = load(DATA / name)
    for seed in range(20):
        view = bot_alone_to_the_end(dungeon, seed, 600)
        assert view.detail.winner is Actor.OPPONENT and view.detail.bot_gold >= dungeon.win
        assert view.result is Result.LOST and place(view, EntityKind.PLAYER) is None


def test_a_game_without_a_player_takes_wait_only():
    game = SPEC.new_game(load(DATA / "small_labyrinth.txt"), 3, {"bot_alone": True})
    assert say(game, "HELLO") == ["FAIL"] and game.view().turn == 0
    assert game.view().detail.whose_turn is Actor.OPPONENT
    game.step(Wait())
    assert game.view().turn == 1


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
    assert isinstance(SPEC.parse(first), Move)
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
    say(game, "MOVE S")
    heard = game.view().detail.bot_heard
    assert heard[0] == ("GOLD 6",)
    assert heard[1][0] == "LOOKREPLY" and len(heard[1]) == 6
    assert heard[2] == ("SUCCESS, GOLD COINS: 1",)


class GarbageBot:
    """A bot that never sends a command the rules know, and remembers every reply it gets."""

    def __init__(self):
        self.sent = 0
        self.heard: list[list[str]] = []

    def next_command(self) -> str:
        self.sent += 1
        return "DANCE"

    def receive(self, reply: list[str]) -> None:
        self.heard.append(reply)


def test_a_bot_that_sends_garbage_loses_its_turn_without_stalling_the_game():
    bot = GarbageBot()
    answered: list = []
    action = bot_action(bot, lambda command: (answered.append(command), ["FAIL"])[1])
    assert action is None
    assert bot.sent == BOT_FREE_COMMANDS_PER_TURN + 1 and bot.heard == [["FAIL"]] * bot.sent
    assert all(isinstance(command, Unknown) for command in answered)


def test_the_bot_turn_ends_at_its_first_action():
    lines = iter(["LOOK", "HELLO", "PICKUP", "MOVE N"])

    class ScriptedBot(GarbageBot):
        def next_command(self) -> str:
            return next(lines)

    bot = ScriptedBot()
    assert bot_action(bot, lambda command: ["GOLD 0"]) == Pickup()
    assert bot.heard == [["GOLD 0"], ["GOLD 0"]]


def test_the_hunter_walks_towards_a_player_it_sees(placed_game):
    game = placed_game("very_small_labyrinth.txt", (3, 3), (3, 1), strategy="hunter")
    say(game, "PICKUP")
    assert places(game)[1] == Pos(3, 2)


def test_the_hunter_keeps_blocking_a_player_next_to_it(placed_game):
    game = placed_game("very_small_labyrinth.txt", (3, 3), (3, 2), strategy="hunter")
    for _ in range(5):
        say(game, "PICKUP")
        assert places(game)[1] == Pos(3, 2)
    assert places(game)[0] == Pos(3, 3)


def test_the_collector_walks_off_to_explore_instead_of_blocking(placed_game):
    game = placed_game("very_small_labyrinth.txt", (3, 3), (3, 2))
    for _ in range(3):
        say(game, "PICKUP")
    bot = places(game)[1]
    assert bot is not None and bot.manhattan(Pos(3, 3)) > 1


def test_an_unknown_strategy_is_refused():
    with pytest.raises(ValueError, match="unknown bot strategy 'sleeper'"):
        LookBot("sleeper", random.Random(0))
    with pytest.raises(ValueError, match="unknown bot strategy 'sleeper'"):
        SPEC.new_game(load(DATA / "corridor.txt"), 0, {"bot_strategy": "sleeper"})


def test_unknown_lines_parse_to_unknown_and_pickup_to_pickup():
    assert SPEC.parse("PICKUP\r\n") == Pickup()
    command = SPEC.parse("PICK UP")
    assert isinstance(command, Unknown) and command.text == "PICK UP"


@pytest.mark.parametrize("reply", ["GOLD ²", "GOLD " + "9" * 5000, "GOLD -3", "GOLD", "FAIL"])
def test_a_gold_reply_without_a_plain_number_is_taken_as_no_gold_needed(reply):
    bot = LookBot("collector", random.Random(3))
    bot.next_command()
    bot.receive([reply])
    assert bot.next_command() == "LOOK"
    bot.receive(["LOOKREPLY", "X###X", "#####", "E...G", "#####", "X###X"])
    # Needing nothing, it heads for the exit it sees rather than the gold.
    assert bot.next_command() == "MOVE W"
