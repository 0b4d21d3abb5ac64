"""Dooom's score table puts a game won above a game lost, whatever gold each held: its rule book has no score, and
the gold a player held when the bot got out first is no feat beside a win with less (the twelfth playtest)."""
from __future__ import annotations

from game.dooom.spec import SPEC
from roguelike_client.play.maps import load_map
from roguelike_client.play.session import Session
from roguelike_client.userdata import scores
from tests.dooom.support import DATA

# Games found on this map with the collector bot: a loss holding 2 gold, and a win holding the 1 gold it needed.
LOST_WITH_TWO = (13, ["PICKUP", "MOVE W", "MOVE W", "PICKUP"])
WON_WITH_ONE = (2, ["MOVE W", "MOVE E", "MOVE E", "MOVE W", "PICKUP", "MOVE W", "PICKUP", "PICKUP", "MOVE E",
                    "MOVE E"])


def played(seed: int, commands: list[str]) -> Session:
    name, text, _ = load_map(SPEC, str(DATA / "win_or_gold.txt"))
    session = Session.new(SPEC, seed, name, text, keep=True)
    for command in commands:
        session.submit(command)
    return session


def test_a_win_ranks_above_a_loss_that_held_more_gold():
    lost = played(*LOST_WITH_TWO)
    assert lost.view().over and lost.rank == 1
    won = played(*WON_WITH_ONE)
    assert won.view().over and won.rank == 1
    assert [(entry.won, entry.score) for entry in scores.top(SPEC.name)] == [(True, 1), (False, 2)]

