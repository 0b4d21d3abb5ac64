"""The terminal's start-up and line reading as issue 20 made them fast: one game's parser says what the whole one says,
a run imports only the game it plays, and replies are flushed whenever the next line is not yet read."""
from __future__ import annotations

import io
import subprocess
import sys

import pytest

from roguelike_client.play.cli import build_parser, quick_parse
from roguelike_client.terminal.lines import line_ahead, read_lines

COMMAND_LINES = [
    [],
    ["--text"],
    ["--text", "--seed", "7"],
    ["--text", "--seed", "-5"],
    ["--seed=12", "--text", "--record", "out.json"],
    ["--game", "dooom", "--quiet", "--seed", "3", "--bot-strategy", "hunter"],
    ["--game=dooom", "--serve", "0", "--max-games", "5"],
    ["--game", "maze", "--text", "--bot", "python bot.py", "--bot-timeout", "80"],
    ["--game", "maze", "--seeds", "1-20", "--bot", "a", "--bot", "b", "--jobs", "2"],
    ["--game", "cc3k", "--random-layout", "--save-layout", "floors.txt", "--headless"],
    ["--headless", "--keys", "s,return,l,l", "--tiles", "--cell-size", "20"],
]


@pytest.mark.parametrize("argv", COMMAND_LINES, ids=" ".join)
def test_one_games_parser_reads_a_command_line_as_the_whole_parser_does(argv):
    quick = quick_parse(argv)
    assert quick is not None
    whole = vars(build_parser().parse_args(argv))
    assert {name: value for name, value in vars(quick).items() if name != "one_game"} == \
        {name: value for name, value in whole.items() if name in vars(quick)}
    # What the quick parse leaves out is another game's option, not given.
    assert all(value in (None, False) for name, value in whole.items() if name not in vars(quick))


@pytest.mark.parametrize("argv", [
    ["--help"], ["-h"], ["--se", "3"], ["--replay", "game.json"], ["--game", "cc3k", "--bot", "x"],
    ["--game", "chess"], ["--seed", "many"], ["--text", "stray"], ["--", "--text"],
], ids=" ".join)
def test_anything_else_goes_to_the_whole_parser(argv):
    assert quick_parse(argv) is None


def test_a_run_imports_only_the_game_it_plays():
    code = ("import sys; from game.registry import GAMES; GAMES['cc3k']; "
            "print(sorted(name for name in sys.modules if name.startswith(('game.maze', 'game.dooom'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_every_game_is_listed_in_order_and_found_by_name():
    from game.registry import GAMES

    assert list(GAMES) == ["cc3k", "maze", "dooom"]
    assert [spec.name for spec in GAMES.values()] == list(GAMES)


def test_the_next_line_is_known_to_be_read_until_the_batch_runs_out():
    stream = io.TextIOWrapper(io.BytesIO(b"LOOK\nPICKUP\nMOVE N\n"))
    ahead = line_ahead(stream)
    assert not ahead()          # nothing read yet
    seen = []
    for line in read_lines(stream):
        seen.append((line, ahead()))
    assert seen == [("LOOK", True), ("PICKUP", True), ("MOVE N", False)]


def test_a_stream_without_bytes_beneath_never_has_a_line_ahead():
    stream = io.StringIO("LOOK\nPICKUP\n")
    ahead = line_ahead(stream)
    assert [(line, ahead()) for line in read_lines(stream)] == [("LOOK", False), ("PICKUP", False)]
