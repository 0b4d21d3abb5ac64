"""Fixtures the CC3k tests share: games that are slow to make are made once for the whole run."""
import pytest

from game.cc3k.spec import SPEC

RANDOM_LAYOUT_GAMES = 300


@pytest.fixture(scope="session")
def random_layout_floors():
    """The first floor of RANDOM_LAYOUT_GAMES --random-layout games (seeds 0 onwards) as their views show it, the
    games made as the program makes them: each has its own random dungeon."""
    views = []
    for seed in range(RANDOM_LAYOUT_GAMES):
        game = SPEC.new_game(None, seed, {"random_layout": True})
        game.step(SPEC.parse("s"))
        views.append(game.view())
    return views
