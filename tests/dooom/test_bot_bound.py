"""The Dooom bots never stall: on random maps, against random players who at some moment stand still, each bot
leaves within the bound of docs/rules-dooom.md whenever it can still win; and the two games of the issue (the
collector shuttling for thousands of turns before a player in front of gold, the hunter by a cornered player for
ever) end at once."""
from __future__ import annotations

from collections import deque

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import Actor, EntityKind, Pos, Result, View
from game.dooom.bot import HUNT_TURNS, turn_bound
from game.dooom.commands import Wait
from game.dooom.spec import SPEC
from tests.dooom.support import map_texts, place, say

STRATEGIES = ("collector", "hunter")
PLAYER_LINES = ("MOVE N", "MOVE S", "MOVE E", "MOVE W", "PICKUP", "LOOK", "HELLO", "WAIT", "move n")


def bound(text: str, strategy: str) -> int:
    dungeon = SPEC.read_map(text, "random.txt")
    open_tiles = sum(len(row) - row.count("#") for row in dungeon.rows)
    return turn_bound(dungeon.width, dungeon.height, open_tiles, dungeon.gold_count(), strategy)


def bot_can_win(view: View) -> bool:
    """Whether an exit and the gold the bot lacks lie on tiles it can reach without passing the player."""
    player, bot = place(view, EntityKind.PLAYER), place(view, EntityKind.OPPONENT)
    assert bot is not None
    reached, queue = {bot}, deque([bot])
    while queue:
        here = queue.popleft()
        for step in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            there = here + step
            if (0 <= there.y < view.height and 0 <= there.x < view.width and there not in reached
                    and there != player and view.cells[there.y][there.x] != "#"):
                reached.add(there)
                queue.append(there)
    tiles = [view.cells[pos.y][pos.x] for pos in reached]
    lacking = view.detail.win - view.detail.bot_gold
    return len(reached) > 1 and "E" in tiles and tiles.count("G") >= lacking


def stand_still_until_the_end(game, turns: int) -> View:
    """The player sends PICKUP (standing where they are) for up to `turns` turns; the last view."""
    start = game.view().turn
    while not game.view().over and game.view().turn - start < turns:
        say(game, "PICKUP")
    return game.view()


@settings(max_examples=300, deadline=None)
@given(text=map_texts(), seed=st.integers(0, 2**31), strategy=st.sampled_from(STRATEGIES),
       moves=st.lists(st.sampled_from(PLAYER_LINES), max_size=40))
def test_against_a_player_who_then_stands_still_the_bot_leaves_within_the_bound(text, seed, strategy, moves):
    game = SPEC.new_game(SPEC.read_map(text, "random.txt"), seed, {"bot_strategy": strategy})
    for line in moves:
        say(game, line)
        if game.view().over:
            return
    if not bot_can_win(game.view()):
        return
    turns = bound(text, strategy)
    view = stand_still_until_the_end(game, turns)
    assert view.over and view.result is Result.LOST, f"the {strategy} did not leave within {turns} turns"


@settings(max_examples=200, deadline=None)
@given(text=map_texts(), seed=st.integers(0, 2**31), strategy=st.sampled_from(STRATEGIES))
def test_alone_the_bot_leaves_within_the_bound_whenever_it_can(text, seed, strategy):
    game = SPEC.new_game(SPEC.read_map(text, "random.txt"), seed, {"bot_strategy": strategy, "bot_alone": True})
    if not bot_can_win(game.view()):
        return
    turns = bound(text, strategy)
    for _ in range(turns):
        game.step(Wait())
        if game.view().over:
            break
    assert game.view().detail.winner is Actor.OPPONENT, f"the {strategy} did not leave within {turns} turns"


def test_a_collector_that_saw_gold_behind_a_player_goes_the_long_way_at_once(placed_game):
    # The gold it saw lies behind the player in a dead end; the other coin is at the far end of a long corridor.
    # Forgetting the player as soon as it lost sight of them, it went back and forth for 6,692 turns.
    for strategy, chase in (("collector", 0), ("hunter", HUNT_TURNS)):
        game = placed_game("gold_behind_the_player.txt", (2, 1), (3, 1), strategy=strategy)
        open_tiles = sum(len(row) - row.count("#") for row in game.view().cells)
        view = stand_still_until_the_end(game, 2 * open_tiles + chase)
        assert view.result is Result.LOST, f"the {strategy} is still walking after {view.turn} turns"


def test_a_hunter_holding_enough_gold_leaves_a_cornered_player_for_the_exit(placed_game):
    game = placed_game("cornered.txt", (1, 1), (2, 1), strategy="hunter")
    view = stand_still_until_the_end(game, 2)
    assert view.result is Result.LOST and place(view, EntityKind.OPPONENT) == Pos(4, 1)


def test_a_hunter_lacking_gold_blocks_a_cornered_player_for_a_while_then_fetches_it(placed_game):
    game = placed_game("cornered_without_gold.txt", (1, 1), (2, 1), strategy="hunter")
    blocked = stand_still_until_the_end(game, HUNT_TURNS)
    assert not blocked.over and place(blocked, EntityKind.OPPONENT) == Pos(2, 1)
    # Then three steps to the gold, a pickup, two steps to the exit.
    view = stand_still_until_the_end(game, 6)
    assert view.result is Result.LOST and view.detail.bot_gold == 1
