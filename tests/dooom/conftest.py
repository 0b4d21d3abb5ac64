"""Shared fixtures for the Dungeon of Dooom tests: games on fixture maps that start with the actors where a test needs them."""
from __future__ import annotations

import pytest

from game.core import Pos
from tests.dooom.support import new_game, places

# The seed that starts the player and the bot on these tiles of each fixture map, found by trying seeds 0, 1, 2, ...
# through SPEC.new_game. Starts are the rules' own draws, so a change to them shows here first.
PLACING_SEEDS: dict[tuple[str, tuple[int, int], tuple[int, int]], int] = {
    ("cornered.txt", (1, 1), (2, 1)): 2,
    ("cornered_without_gold.txt", (1, 1), (2, 1)): 67,
    ("corridor.txt", (1, 1), (4, 1)): 43,
    ("corridor.txt", (2, 1), (1, 1)): 1,
    ("corridor.txt", (4, 1), (1, 1)): 25,
    ("gold_behind_the_player.txt", (2, 1), (3, 1)): 14208,
    ("open_field.txt", (0, 0), (1, 1)): 57,
    ("open_field.txt", (0, 0), (4, 2)): 104,
    ("open_field.txt", (0, 1), (1, 1)): 96,
    ("open_field.txt", (1, 1), (4, 2)): 204,
    ("open_field.txt", (2, 2), (0, 0)): 174,
    ("open_field.txt", (2, 2), (4, 0)): 77,
    ("open_field.txt", (3, 0), (2, 2)): 85,
    ("open_field.txt", (4, 0), (0, 2)): 249,
    ("small_labyrinth.txt", (1, 1), (2, 1)): 3435,
    ("small_labyrinth.txt", (1, 1), (5, 6)): 4278,
    ("small_labyrinth.txt", (5, 6), (1, 10)): 315,
    ("very_small_labyrinth.txt", (3, 3), (3, 1)): 12643,
    ("very_small_labyrinth.txt", (3, 3), (3, 2)): 15242,
}


@pytest.fixture
def placed_game():
    """A new game on a fixture map whose seed starts the player and the bot where the test says."""

    def build(name: str, player: tuple[int, int], bot: tuple[int, int], strategy: str = "collector"):
        game = new_game(name, PLACING_SEEDS[name, player, bot], bot_strategy=strategy)
        assert places(game) == (Pos(*player), Pos(*bot)), "the starts drawn from this seed have changed"
        return game

    return build
