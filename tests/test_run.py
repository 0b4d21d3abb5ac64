"""One run's games, as the window and the terminal both play them (play/run.py): the seed sequence, --record's
files across games and play again, a game left before anything was played, and the command line's options."""
from __future__ import annotations

import argparse
import json

from roguelike_client.play.run import Run, RunOptions
from tests.stubgame.spec import SPEC
from tests.stubgame.support import corridor, play  # noqa: F401 (corridor: an autouse fixture)
from roguelike_client.userdata import saves


def run_of(**given) -> Run:
    return Run(RunOptions(game=SPEC.name, **{"seed": 10, **given}))


def test_each_new_game_takes_the_next_seed_and_a_typed_seed_starts_again():
    run = run_of()
    seeds = []
    for _ in range(3):
        session = run.new_session(SPEC.name)
        assert run.begin(play(session, "r"))
        seeds.append(session.seed)
    assert seeds == [10, 11, 12] and run.upcoming_seed == 13
    run.set_seed(40)
    assert run.begin(run.new_session(SPEC.name)) and run.session.seed == 40 and run.upcoming_seed == 41


def test_a_game_left_before_anything_was_played_gives_its_seed_back():
    run = run_of()
    assert run.begin(run.new_session(SPEC.name))
    assert run.leave().gone and run.upcoming_seed == 10 and saves.list_saves(SPEC.name) == ([], [])
    assert run.begin(play(run.new_session(SPEC.name), "r")) and run.session.seed == 10
    assert run.leave().gone and run.upcoming_seed == 11
    [saved], _ = saves.list_saves(SPEC.name)
    assert saved.record.seed == 10 and saved.record.commands == ["r"]


def test_play_again_inside_a_game_uses_seeds_and_record_files_the_next_game_skips(tmp_path):
    record = tmp_path / "game.json"
    run = run_of(record=str(record))
    first = run.new_session(SPEC.name)
    assert run.begin(play(first, "r", "again", "r", "again", "l"))    # three games: seeds 10, 11, 12
    assert run.leave().gone
    second = run.new_session(SPEC.name)
    assert run.begin(play(second, "r"))
    assert second.seed == 13
    assert run.leave().gone
    written = {path.name: json.loads(path.read_text())["seed"] for path in tmp_path.glob("game*.json")}
    assert written == {"game.json": 10, "game-2.json": 11, "game-3.json": 12, "game-4.json": 13}


def test_a_continued_game_keeps_its_seed_and_leaves_the_sequence_alone():
    run = run_of()
    assert run.begin(play(run.new_session(SPEC.name), "r", "l"))
    assert run.leave().gone
    [saved], _ = saves.list_saves(SPEC.name)
    continued = run.continued(saved.record, saved.path)
    assert run.begin(continued) and continued.view().turn == 2 and continued.seed == 10
    assert run.leave().gone and run.upcoming_seed == 11


def test_the_command_lines_options_are_for_its_game_and_options_chosen_later_win():
    run = run_of(options={"bot": "./walker"})
    assert run.options_for(SPEC.name) == {"bot": "./walker"}
    run.choose(SPEC.name, {"bot": "./runner"})
    assert run.options_for(SPEC.name) == {"bot": "./runner"}
    assert run.seats_for(SPEC.name) == [run.options_for(SPEC.name)]


def test_options_are_read_from_the_checked_command_line_once_typed():
    args = argparse.Namespace(game=SPEC.name, seed=5, map=None, options={"bot": "./walker"}, seats=[{"bot": "./walker"}],
                              record=None, save_layout=None, seeds=range(0, 4), text=True)
    options = RunOptions.from_args(args)
    assert (options.game, options.seed, options.seeds, options.match, options.headless) == \
        (SPEC.name, 5, (0, 1, 2, 3), False, False)
    assert options.keys is None and options.replay is None and options.cell_size is None
