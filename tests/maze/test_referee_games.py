"""Whole games against CodinGame's referee: the sample bot's games on 50 seeds (negative and extreme ones included)
as the referee's own engine played them (tests/maze/data/referee/sample_bot_traces.txt.gz: per game a `seed N`
line, each turn's input followed by `> answer`, and `= result score turns`). Our game, given the same answers,
must send the same input every turn, byte for byte, and end the same way."""
import gzip
from pathlib import Path

import pytest

from game.maze.spec import SPEC

TRACES = Path(__file__).parent / "data" / "referee" / "sample_bot_traces.txt.gz"


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


GAMES = referee_games(TRACES)


def test_the_traces_cover_50_seeds_and_every_ending_the_sample_bot_reaches():
    assert len(GAMES) == 50 and {-2**63, 2**63 - 1} <= {seed for seed, _, _ in GAMES}
    assert {ending.split()[0] for _, _, ending in GAMES} == {"won", "died"}


@pytest.mark.parametrize("seed,turns,ending", GAMES, ids=[str(seed) for seed, _, _ in GAMES])
def test_each_turn_input_and_the_ending_are_the_referees(seed, turns, ending):
    game = SPEC.new_game(None, seed, {"bot": "referee trace"})
    assert SPEC.bot is not None
    for number, (referee_input, answer) in enumerate(turns, 1):
        assert SPEC.bot.turn_input(game.view()) == referee_input, f"turn {number}"
        game.step(SPEC.bot.answer(answer))
    view = game.view()
    assert view.result is not None
    assert f"{view.result.value.replace(' ', '_')} {view.score} {view.turn}" == ending
