"""Shared fixtures for the Dungeon of Dooom tests: fixture maps and games with actors placed by hand."""
from __future__ import annotations

import pytest

from game.core import Pos
from game.dooom.mapfile import load_dungeon
from game.dooom.rules import BOT, PLAYER, DooomGame
from tests.dooom.support import DATA


@pytest.fixture
def placed_game():
    """A game on a fixture map with the player and the bot put where the test says (None leaves a random start)."""

    def build(name: str, player: tuple[int, int] | None, bot: tuple[int, int] | None,
              seed: int = 1, strategy: str = "collector") -> DooomGame:
        game = DooomGame(load_dungeon(str(DATA / name)), seed, strategy)
        if player is not None:
            game.positions[PLAYER] = Pos(*player)
        if bot is not None:
            game.positions[BOT] = Pos(*bot)
        return game

    return build
