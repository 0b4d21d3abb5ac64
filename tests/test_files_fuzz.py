"""Fuzzing the files we read (settings, keymap, saves, scores, records): valid files mutated thousands of times with
a fixed seed, and arbitrary bytes and values from hypothesis; every outcome is a clean one-line refusal or a file
accepted and played, never a failure. ROGUELIKE_FUZZ_RUNS sets the mutations per kind (docs/records.md: counts)."""
from __future__ import annotations

import json
import os
import random
import tempfile
from collections import Counter
from pathlib import Path
from typing import Callable

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.core import MapError
from game.registry import GAMES
from graphics.keymap import DEFAULT_KEYS, key_name_exists
from roguelike_client.play.session import Session
from roguelike_client.userdata import saves, scores
from roguelike_client.userdata.records import load_record
from roguelike_client.userdata.settings import SETTING_CHOICES, SETTING_LIMITS, Settings, load_keymap, load_settings, save_keymap
from roguelike_client.userdata.errors import StoredFileError

RUNS = int(os.environ.get("ROGUELIKE_FUZZ_RUNS", "300"))
NUMBERS = ["1" * 5000, "-" + "1" * 4400, "9" * 41, "\u00b2", "1\u00b2", "\u0663", "\uff11", "1e999999", "NaN",
           "-Infinity", "0x" + "f" * 3000, "1_000", "01", "-0", "1.5", "18446744073709551616"]
REFUSED, ACCEPTED = "refused in one line", "accepted"


@pytest.fixture(autouse=True)
def own_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path / "data"))


def mutate(data: bytes, picker: random.Random) -> bytes:
    """One to three changes: bytes flipped, inserted, removed, repeated, cut off, or a number made strange."""
    for _ in range(picker.randint(1, 3)):
        at = picker.randrange(len(data) + 1)
        roll = picker.random()
        if roll < 0.2 and data:
            data = data[:at] + bytes([picker.randrange(256)]) + data[at + 1:]
        elif roll < 0.35:
            data = data[:at] + bytes(picker.randrange(256) for _ in range(picker.randint(1, 4))) + data[at:]
        elif roll < 0.45:
            data = data[:at] + data[at + picker.randint(1, 40):]
        elif roll < 0.55:
            data = data[:at] + data[at:at + picker.randint(1, 80)] * picker.randint(2, 50) + data[at:]
        elif roll < 0.6:
            data = data[:at]
        else:
            digits = [m for m in __import__("re").finditer(rb"-?[0-9]+", data)]
            number = picker.choice(NUMBERS).encode()
            if digits and roll < 0.9:
                chosen = picker.choice(digits)
                data = data[:chosen.start()] + number + data[chosen.end():]
            else:
                data = data[:at] + number + data[at:]
    return data


def classify(check: Callable[[Path], str], path: Path, data: bytes) -> str:
    path.write_bytes(data)
    try:
        return check(path)
    except Exception as error:          # any exception at all is what this suite looks for
        return f"failure: {type(error).__name__}: {str(error)[:200]}"


def one_line(text: str | None) -> bool:
    return text is not None and "\n" not in text and "\r" not in text and "Traceback" not in text


# ----- what each kind of file must give: its checks ----------------------------------------------

def settings_outcome(path: Path) -> str:
    loaded, warning = load_settings(path.parent)
    for key, value in vars(loaded).items():
        assert type(value) is type(getattr(Settings(), key)), key
        low, high = SETTING_LIMITS.get(key, (value, value))
        assert low <= value <= high and value in SETTING_CHOICES.get(key, (value,)), key
    if warning is None:
        return ACCEPTED
    assert one_line(warning) and loaded == Settings(), warning
    _clean(path)
    return REFUSED


def keymap_outcome(path: Path) -> str:
    keymap, warning = load_keymap(DEFAULT_KEYS, key_name_exists, path.parent)
    assert set(keymap) == set(DEFAULT_KEYS)
    assert all(isinstance(key, str) and key_name_exists(key) for keys in keymap.values() for key in keys)
    if warning is None:
        return ACCEPTED
    assert one_line(warning) and keymap == DEFAULT_KEYS, warning
    _clean(path)
    return REFUSED


def save_outcome(path: Path) -> str:
    """A save in the saves folder: listed and continued (a few commands played, then left), or one warning line
    and the file kept aside."""
    game = path.parent.name
    found, warnings = saves.list_saves(game)
    assert all(one_line(warning) for warning in warnings), warnings
    if not found:
        assert len(warnings) == 1 and path.with_name(path.name + ".bak").exists()
        _clean(path)
        return REFUSED
    [saved] = found
    try:
        session = Session.from_record(GAMES[saved.record.game], saved.record, keep=True, save_path=saved.path)
    except MapError as error:           # the window says it in its status line and keeps the save aside
        assert one_line(str(error))
        _clean(path)
        return REFUSED
    _play_a_little(session)
    assert session.leave()
    _clean(path)
    return ACCEPTED


def record_outcome(path: Path) -> str:
    """A record given to --replay: refused in one line, or replayed to its end."""
    try:
        record = load_record(path)
        replay = Session.replay(GAMES[record.game], record)
    except (StoredFileError, MapError) as error:
        assert one_line(str(error))
        return REFUSED
    for line in record.commands:
        replay.submit(line)
    difference = replay.difference(record)
    assert difference is None or one_line(difference)
    return ACCEPTED


def scores_outcome(path: Path) -> str:
    tables, warning = scores.load_all(path)
    if warning is not None:
        assert one_line(warning) and tables == {}, warning
        assert path.with_name(path.name + ".bak").exists() or not path.exists()
        outcome = REFUSED
    else:
        for entries in tables.values():
            assert all(isinstance(e.score, int) and isinstance(e.who, str) and isinstance(e.map, str)
                       for e in entries)
        outcome = ACCEPTED
    scores.add("cc3k", scores.ScoreEntry(10**30, "Shade", "floor 1", 1, "2026-01-01"), path)
    assert scores.top("cc3k", path)[0].who == "Shade"
    _clean(path)
    return outcome


def _play_a_little(session: Session) -> None:
    words = {"cc3k": ["s", "no", "so", "ea", "we"], "maze": ["n", "s", "e", "w", "wait"],
             "dooom": ["MOVE N", "MOVE E", "PICKUP", "LOOK"]}.get(session.spec.name, ["r"])
    for word in words:
        if session.view().over:
            break
        session.submit(word)


def _clean(path: Path) -> None:
    for kept in set(path.parent.glob(path.name + "*")) | set(path.parent.glob("*.bak")):
        kept.unlink()


# ----- the valid files mutated ---------------------------------------------------------------------

def _valid(kind: str, folder: Path) -> tuple[Path, bytes]:
    """A valid file of the kind, written as the program writes it, and where the fuzzing puts its mutants."""
    if kind == "settings":
        load_settings(folder)
        return folder / "settings.toml", (folder / "settings.toml").read_bytes()
    if kind == "keymap":
        save_keymap({**DEFAULT_KEYS, "quit": ["q", "escape"]}, folder)
        return folder / "keymap.toml", (folder / "keymap.toml").read_bytes()
    if kind == "scores":
        path = folder / "scores.json"
        for n, game in enumerate(("cc3k", "maze", "dooom") * 3):
            scores.add(game, scores.ScoreEntry(n * 37, "Drow", f"floor {n}", 10**18 + n, "2026-01-01", "m.txt"), path)
        return path, path.read_bytes()
    game = kind.split("-")[1]
    session = Session.new(GAMES[game], 7, *_default_map(game), keep=True)
    _play_a_little(session)
    saved = session.save()
    session.close()                 # let go of the save, as a window leaving it does: the mutants continue it
    assert saved is not None
    data = saved.read_bytes()
    saved.unlink()
    return saved, data


def _default_map(game: str) -> tuple[str, str]:
    from roguelike_client.play.maps import load_map

    name, text, _ = load_map(GAMES[game], None)
    return name, text


KINDS = {"settings": settings_outcome, "keymap": keymap_outcome, "scores": scores_outcome,
         "save-cc3k": save_outcome, "save-maze": save_outcome, "save-dooom": save_outcome,
         "record-cc3k": record_outcome, "record-maze": record_outcome, "record-dooom": record_outcome}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_mutated_files_are_refused_in_one_line_or_accepted(kind, tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    path, valid = _valid(kind if not kind.startswith("record") else kind.replace("record", "save"), folder)
    if kind.startswith("record"):
        path = tmp_path / "replay.json"
    picker = random.Random(f"{kind}-11")
    outcomes: Counter[str] = Counter()
    failures = []
    assert classify(KINDS[kind], path, valid) == ACCEPTED
    for _ in range(RUNS):
        data = mutate(valid, picker)
        outcome = classify(KINDS[kind], path, data)
        outcomes[outcome if not outcome.startswith("failure") else "failure"] += 1
        if outcome.startswith("failure"):
            failures.append((outcome, data[:300]))
    print(f"\n{kind}: {RUNS} mutants: {dict(outcomes)}")
    assert not failures, failures[:3]


# ----- arbitrary bytes and values (hypothesis) -------------------------------------------------------

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


@FAST
@given(data=st.binary(max_size=400), kind=st.sampled_from(sorted(KINDS)))
def test_arbitrary_bytes_as_any_file_are_refused_in_one_line_or_accepted(data, kind):
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary) / ("saves/" + kind.split("-")[1] if kind.startswith("save") else "data")
        folder.mkdir(parents=True)
        os.environ["ROGUELIKE_DATA_DIR"] = str(Path(temporary) if kind.startswith("save") else folder)
        name = {"settings": "settings.toml", "keymap": "keymap.toml", "scores": "scores.json"}.get(kind, "x.json")
        outcome = classify(KINDS[kind], folder / name, data)
        assert not outcome.startswith("failure"), outcome


@FAST
@given(field=st.sampled_from(["seed", "version", "game", "rules_version", "map_name", "map_text", "options",
                              "commands", "final", "summary", "date", "format"]),
       value=JSON_VALUES, game=st.sampled_from(["cc3k", "maze", "dooom"]))
def test_any_value_in_any_field_of_a_record_is_refused_in_one_line_or_played(field, value, game):
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        os.environ["ROGUELIKE_DATA_DIR"] = str(folder)
        record = json.loads(_valid(f"save-{game}", folder)[1])
        record[field] = value
        outcome = classify(record_outcome, folder / "r.json", json.dumps(record).encode())
        assert not outcome.startswith("failure"), outcome


@FAST
@given(field=st.sampled_from(["score", "who", "reached", "seed", "date", "map", "extra"]), value=JSON_VALUES)
def test_any_value_in_a_score_entry_is_a_warning_or_accepted(field, value):
    with tempfile.TemporaryDirectory() as temporary:
        entry = {"score": 9, "who": "Drow", "reached": "floor 2", "seed": 3, "date": "2026-11-01", "map": "",
                 field: value}
        text = json.dumps({"format": "roguelike-client scores", "version": 2, "games": {"cc3k": [entry]}})
        outcome = classify(scores_outcome, Path(temporary) / "scores.json", text.encode())
        assert not outcome.startswith("failure"), outcome


TOML_VALUES = (st.integers() | st.floats() | st.booleans() | st.text(max_size=12)
               | st.lists(st.text(max_size=6), max_size=3) | st.sampled_from(["remembered", "dark", "q", "f1"]))


@FAST
@given(table=st.dictionaries(st.sampled_from(sorted(vars(Settings())) + sorted(DEFAULT_KEYS)[:4] + ["x"]),
                             TOML_VALUES, max_size=4))
def test_any_values_in_settings_and_keymap_are_a_warning_or_accepted(table):
    from roguelike_client.userdata.settings import save_toml

    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        for name, outcome_of in (("settings.toml", settings_outcome), ("keymap.toml", keymap_outcome)):
            save_toml(folder / name, table, "fuzzed")
            outcome = classify(outcome_of, folder / name, (folder / name).read_bytes())
            assert not outcome.startswith("failure"), outcome
