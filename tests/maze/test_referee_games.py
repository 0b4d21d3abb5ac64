"""Whole games against CodinGame's referee: four deterministic bots' games on 50 seeds each (negative and extreme
ones included) as the referee's own engine played them (tests/maze/data/referee/BOT_bot_traces.txt.gz: per game a
`seed N` line, each turn's input followed by `> answer`, and `= result score actions`). The bots: the sample bot;
one cycling the four weapons over every target they may aim at (some out of reach, some with no charges left);
one walking toward far, unreachable and obstacle cells, its own cell and its neighbours; one answering in the
grammar's edge forms and then a line the referee refuses. Our game, given the same answers, must send the same
input every turn, byte for byte, and end the same way.
"""
import gzip
from pathlib import Path

import pytest

from game.maze.spec import SPEC

REFEREE = Path(__file__).parent / "data" / "referee"
BOTS = ("sample", "weapons", "wanderer", "grammar")


def referee_games(path: Path) -> list[tuple[int, list[tuple[str, str]], str]]:
    games = []
    turns: list[tuple[str, str]] = []
    lines: list[str] = []
    seed = 0
    for line in gzip.decompress(path.read_bytes()).decode("utf-8").splitlines():
        if line.startswith("seed "):
            seed, turns, lines = int(line.split()[1]), [], []
        elif line.startswith("> "):
            turns.append(("".join(text + "\n" for text in lines), line[2:]))
            lines = []
        elif line.startswith("= "):
            games.append((seed, turns, line[2:]))
        else:
            lines.append(line)
    return games


GAMES = {bot: referee_games(REFEREE / f"{bot}_bot_traces.txt.gz") for bot in BOTS}


def test_the_traces_cover_50_seeds_a_bot_and_every_ending():
    for games in GAMES.values():
        assert len(games) == 50 and {-2**63, 2**63 - 1} <= {seed for seed, _, _ in games}
    endings = {ending.split()[0] for games in GAMES.values() for _, _, ending in games}
    assert endings == {"won", "died", "out_of_turns", "error"}


@pytest.mark.parametrize("seed,turns,ending", [game for games in GAMES.values() for game in games],
                         ids=[f"{bot}-{seed}" for bot, games in GAMES.items() for seed, _, _ in games])
def test_each_turn_input_and_the_ending_are_the_referees(seed, turns, ending):
    game = SPEC.new_game(None, seed, {"bot": "referee trace"})
    assert SPEC.bot is not None
    for number, (referee_input, answer) in enumerate(turns, 1):
        assert SPEC.bot.turn_input(game.view()) == referee_input, f"turn {number}"
        game.step(SPEC.bot.answer(answer))
    view = game.view()
    assert view.result is not None
    assert f"{view.result.value.replace(' ', '_')} {view.score} {view.turn}" == ending
