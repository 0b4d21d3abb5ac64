"""The golden catalogue (tests/golden): every recorded game loads under its game's current rules, replays through the session layer to where it was recorded, and replays in the terminal to its stored transcript byte for byte."""
from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from game.core import Result
from game.registry import GAMES
from roguelike_client.play import cli
from roguelike_client.play.session import Session
from roguelike_client.userdata.records import OtherRulesError, Record, load_record

GOLDEN = Path(__file__).resolve().parent / "golden"
RECORDS = sorted(GOLDEN.glob("*.json"))
REGENERATE = "python tests/golden/make_catalogue.py {game}"
CHANGED = ("this recorded game no longer plays or prints as it did. If that change is on purpose, "
           "bump {game}'s rules_version in game/{game}/spec.py and regenerate the catalogue with `" + REGENERATE
           + "` (then read the transcripts' diff); if not, the change broke the game.")
UNFINISHED = ("", Result.QUIT.value)


def load(path: Path) -> Record:
    """A catalogue record as the program reads it; a record of other rules fails saying what to do about it."""
    try:
        return load_record(path)
    except OtherRulesError as error:
        game = json.loads(path.read_text(encoding="utf-8")).get("game")
        pytest.fail(f"{error}. Its game's rules version (or the record format) was bumped: regenerate the "
                    f"catalogue on purpose with `{REGENERATE.format(game=game)}` and read the transcripts' diff.")


def test_the_catalogue_has_records_and_each_transcript_has_its_record():
    assert RECORDS, f"no records in {GOLDEN}: run `python tests/golden/make_catalogue.py`"
    transcripts = {path.stem for path in GOLDEN.glob("*.out")}
    assert transcripts == {path.stem for path in RECORDS}


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_record_is_of_its_games_current_rules(path):
    record = load(path)
    assert record.rules_version == GAMES[record.game].rules_version
    assert record.final, f"{path.name} holds no end state to compare a replay with"


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_session_replay_ends_where_the_game_was_recorded(path):
    record = load(path)
    session = Session.replay(GAMES[record.game], record)
    try:
        for line in record.commands:
            session.submit(line)
        difference = session.difference(record)
    finally:
        session.close()
    assert difference is None, f"{path.name}: {difference}; " + CHANGED.format(game=record.game)


@pytest.mark.parametrize("path", RECORDS, ids=lambda path: path.stem)
def test_terminal_replay_prints_the_transcript(path, monkeypatch, tmp_path):
    record = load(path)
    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="")
    stderr = io.StringIO()
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    monkeypatch.setattr(sys, "stdout", stdout)
    monkeypatch.setattr(sys, "stderr", stderr)
    status = cli.main(["--replay", str(path), "--text"])
    stdout.flush()
    printed = stdout.buffer.getvalue()
    monkeypatch.undo()
    said = stderr.getvalue().strip()
    assert (status, said) == (0, ""), f"--replay {path.name} exited with {status}: {said}; " + CHANGED.format(
        game=record.game)
    expected = path.with_suffix(".out").read_bytes()
    if printed != expected:
        printed_lines, expected_lines = printed.splitlines(), expected.splitlines()
        first = next((number for number, (a, b) in enumerate(zip(printed_lines, expected_lines)) if a != b),
                     min(len(printed_lines), len(expected_lines)))
        pytest.fail(f"{path.with_suffix('.out').name} line {first + 1} differs: "
                    f"{expected_lines[first:first + 1]} stored, {printed_lines[first:first + 1]} printed; "
                    + CHANGED.format(game=record.game))


def test_the_catalogue_covers_every_game_with_a_win_a_loss_an_unfinished_game_and_a_bot():
    records = [load(path) for path in RECORDS]
    for name, spec in GAMES.items():
        endings = {record.final.get("result") for record in records if record.game == name}
        assert Result.WON.value in endings, f"no game of {name} won in the catalogue"
        assert endings & {Result.DIED.value, Result.LOST.value}, f"no game of {name} died or lost in the catalogue"
        assert endings & set(UNFINISHED), f"no game of {name} quit or left unfinished in the catalogue"
        if spec.bot is not None:
            bots = [record for record in records if record.game == name and record.options.get("bot")]
            assert bots, f"no game of {name} played by a bot in the catalogue"
