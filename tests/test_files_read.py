"""Files we read: one bounded reader that never blocks on a FIFO, and numbers in every file (longer than Python's
4300-digit limit, or characters str.isdigit() takes and int() refuses): accepted or one clear line, never a
traceback, the broken file kept aside."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.registry import GAMES
from roguelike_client.play.session import Session
from tests.stubgame.spec import SPEC
from roguelike_client.userdata import reading, saves, scores
from roguelike_client.userdata.records import Record, load_record
from roguelike_client.userdata.settings import Settings, load_keymap, load_settings
from roguelike_client.userdata.errors import StoredFileError, UnreadableFile
from roguelike_client.userdata.folder import data_dir
from roguelike_client.userdata.reading import MAX_FILE_BYTES, read_bytes, read_json, read_text, read_toml

ROOT = Path(__file__).resolve().parent.parent
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and devices are POSIX")
KEYS = {"quit": ["q"], "help": ["?"]}
LONG = "1" * 5000                  # past Python's 4300-digit conversion limit
LONGISH = "9" * 41                 # past ours (game/numbers.py's MAX_DIGITS)


@pytest.fixture(autouse=True)
def corridor(monkeypatch, tmp_path):
    monkeypatch.setitem(GAMES, SPEC.name, SPEC)
    monkeypatch.setenv("ROGUELIKE_DATA_DIR", str(tmp_path / "data"))


def one_line(text: str | None) -> bool:
    return text is not None and "\n" not in text and "Traceback" not in text


# ----- the bounded reader --------------------------------------------------------------------------

def test_each_read_has_a_limit(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 101)
    assert read_bytes(path, 101) == b"x" * 101
    with pytest.raises(UnreadableFile, match="101 bytes, more than the 100 allowed") as caught:
        read_bytes(path, 100)
    # Kept apart for readers that say it their own way (a map's MapError(path, 0, 0, what)).
    assert caught.value.path == str(path) and caught.value.what.startswith("file is 101 bytes")


@posix_only
def test_devices_folders_and_sockets_are_refused_without_reading(tmp_path):
    import socket

    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "sock"))
    (tmp_path / "zero").symlink_to("/dev/zero")
    try:
        for path, words in (("/dev/zero", "is a device"), (tmp_path / "zero", "is a device"),
                            (tmp_path, "is a folder"), (tmp_path / "sock", "is a socket"),
                            (tmp_path / "none", "cannot read file: No such file")):
            with pytest.raises(StoredFileError, match=words):
                read_bytes(path, MAX_FILE_BYTES)
    finally:
        server.close()


@posix_only
def test_a_fifo_without_a_writer_reads_as_empty_at_once(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    started = time.monotonic()
    assert read_bytes(tmp_path / "fifo", 100) == b""
    assert time.monotonic() - started < 2


@posix_only
def test_a_fifo_is_read_to_its_end_and_a_silent_writer_is_waited_for_a_bounded_time(tmp_path, monkeypatch):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)

    def writer(data: bytes, hold: float) -> None:
        with open(fifo, "wb") as out:
            out.write(data)
            out.flush()
            time.sleep(hold)

    thread = threading.Thread(target=writer, args=(b'{"a": 1}', 0.2))
    thread.start()
    time.sleep(0.1)          # the writer has opened its end
    assert read_json(fifo, 100) == {"a": 1}
    thread.join()
    monkeypatch.setattr(reading, "PIPE_SECONDS", 0.5)
    thread = threading.Thread(target=writer, args=(b"", 3.0))
    thread.start()
    time.sleep(0.1)
    started = time.monotonic()
    with pytest.raises(StoredFileError, match="was not closed within 0.5 s"):
        read_bytes(fifo, 100)
    assert time.monotonic() - started < 2
    thread.join()


def test_a_file_that_says_it_is_empty_is_still_read(tmp_path):
    if not Path("/proc/self/status").exists():
        pytest.skip("no /proc")
    assert b"Name:" in read_bytes("/proc/self/status", 100_000)


def test_text_is_utf8_with_the_place_of_a_bad_byte_and_a_byte_order_mark_dropped(tmp_path):
    path = tmp_path / "t"
    path.write_bytes(b"ok\nab\xffc")
    with pytest.raises(StoredFileError, match=r":2:3: not a text file \(invalid UTF-8\)"):
        read_text(path)
    path.write_bytes("\ufeffa = 1\n".encode())
    assert read_toml(path) == {"a": 1}


@posix_only
@pytest.mark.parametrize("kind", ["settings", "keymap", "scores", "save"])
def test_no_file_of_ours_blocks_on_a_fifo_or_reads_a_device(kind, tmp_path):
    data = data_dir()
    place = {"settings": data / "settings.toml", "keymap": data / "keymap.toml", "scores": data / "scores.json",
             "save": saves.saves_folder(SPEC.name) / "x.json"}[kind]
    place.parent.mkdir(parents=True, exist_ok=True)
    for make in (os.mkfifo, lambda p: p.symlink_to("/dev/zero")):
        make(place)
        started = time.monotonic()
        if kind == "settings":
            settings, warning = load_settings()
            assert settings == Settings() and one_line(warning)
        elif kind == "keymap":
            keymap, warning = load_keymap(KEYS, lambda name: True)
            assert keymap == KEYS and one_line(warning)
        elif kind == "scores":
            tables, warning = scores.load_all()
            assert tables == {} and one_line(warning)
        else:
            found, [warning] = saves.list_saves(SPEC.name)
            assert found == [] and one_line(warning)
        assert time.monotonic() - started < 5
        for kept in place.parent.glob(place.name + "*"):
            kept.unlink()


@posix_only
def test_replay_of_a_device_or_a_fifo_is_one_line_at_once(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    for path in ("/dev/zero", "/dev/urandom", str(tmp_path / "fifo"), str(tmp_path)):
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--replay", path, "--text"],
                              capture_output=True, text=True, timeout=30, cwd=ROOT,
                              env={**os.environ, "ROGUELIKE_DATA_DIR": str(tmp_path / "data")})
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and done.stderr.startswith(path), done.stderr


def test_each_kind_of_file_has_its_own_limit(tmp_path):
    data = data_dir()
    (data / "settings.toml").write_text("# " + "x" * reading.SETTINGS_BYTES + "\n")
    settings, warning = load_settings()
    assert settings == Settings() and "allowed" in warning and (data / "settings.toml.bak").exists()
    (data / "scores.json").write_text(" " * reading.SCORES_BYTES + "{}")
    tables, warning = scores.load_all()
    assert tables == {} and "allowed" in warning
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as out:
        out.truncate(reading.RECORD_BYTES + 1)
    with pytest.raises(StoredFileError, match="allowed"):
        load_record(huge)


# ----- numbers in every file -----------------------------------------------------------------------

SETTINGS_NUMBERS = [
    (f"cell_size = {LONG}", "a number of more than 40 digits"),
    (f"cell_size = -{LONG}", "a number of more than 40 digits"),
    (f"cell_size = {LONGISH}", "'cell_size' is a number of more than 40 digits"),
    (f"cell_size = 0x{'f' * 5000}", "'cell_size' is a number of more than 40 digits"),
    ("cell_size = \u00b2", "not valid TOML"),
    ("cell_size = 1\u00b2", "not valid TOML"),
    ("cell_size = \u0663", "not valid TOML"),
    (f"volume = 1.{LONG}", "must be from 0.0 to 1.0"),
    ("volume = nan", "must be from 0.0 to 1.0"),
    (f"# {LONG}\ncell_size = {LONG}", ":2:13: a number of more than 40 digits"),
    ("a = " + "[" * 5000 + "]" * 5000, "nested too deeply"),
]


@pytest.mark.parametrize("content, message", SETTINGS_NUMBERS, ids=range(len(SETTINGS_NUMBERS)))
def test_numbers_in_settings_are_a_warning_and_the_defaults(content, message):
    data = data_dir()
    (data / "settings.toml").write_text(content, encoding="utf-8")
    settings, warning = load_settings()
    assert settings == Settings() and message in warning and one_line(warning), warning
    assert (data / "settings.toml.bak").read_text(encoding="utf-8") == content


@pytest.mark.parametrize("content", [f"quit = {LONG}", f"quit = [{LONGISH}]", "quit = \u00b2", "quit = ['\u00b2']",
                                     "quit = [" + "[" * 3000 + "]" * 3000 + "]"])
def test_numbers_in_the_keymap_are_a_warning_and_the_defaults(content):
    data = data_dir()
    (data / "keymap.toml").write_text(content, encoding="utf-8")
    keymap, warning = load_keymap(KEYS, lambda name: len(name) == 1 and name.isascii())
    assert keymap == KEYS and one_line(warning) and "kept as keymap.toml.bak" in warning, warning


def _good_record() -> dict:
    session = Session.new(SPEC, 3, "", "", keep=True)
    session.submit("r")
    session.save()
    [saved], _ = saves.list_saves(SPEC.name)
    return json.loads(saved.path.read_text(encoding="utf-8"))


RECORD_NUMBERS = [
    ("seed", LONG, "a number of more than 40 digits"),
    ("seed", "-" + LONG, "a number of more than 40 digits"),
    ("seed", LONGISH, "a number of more than 40 digits"),
    ("seed", "\u00b2", "not valid JSON"),
    ("seed", "\u0663", "not valid JSON"),
    ("seed", "NaN", "NaN is not a number JSON allows"),
    ("seed", "1e999999", "field 'seed' must be int, found float"),
    ("version", LONG, "a number of more than 40 digits"),
    ("final", '{"turn": ' + LONG + "}", "a number of more than 40 digits"),
    ("options", '{"bot_timeout": ' + LONG + "}", "a number of more than 40 digits"),
    ("commands", '["r", ' + LONG + "]", "a number of more than 40 digits"),
]


@pytest.mark.parametrize("field, number, message", RECORD_NUMBERS, ids=range(len(RECORD_NUMBERS)))
def test_numbers_in_a_save_are_one_line_and_the_save_kept_aside(field, number, message):
    data = _good_record()
    [path] = saves.saves_folder(SPEC.name).glob("*.json")
    text = json.dumps(data).replace(f'"{field}": {json.dumps(data[field])}', f'"{field}": {number}')
    path.write_text(text, encoding="utf-8")
    found, [warning] = saves.list_saves(SPEC.name)
    assert found == [] and message in warning and one_line(warning) and "kept as" in warning, warning
    assert path.with_name(path.name + ".bak").read_text(encoding="utf-8") == text


def test_a_long_number_is_placed_outside_strings_only():
    text = '{"a": "' + LONG + '", "b": 1.' + LONG + ', "c": ' + LONG + "}"
    with pytest.raises(StoredFileError, match=f":1:{len(text) - len(LONG)}: a number of more than 40 digits"):
        reading.parse_json(text, "x.json")
    assert reading.parse_json('{"a": "' + LONG + '"}', "x.json") == {"a": LONG}


@pytest.mark.parametrize("entry", [{"score": LONG}, {"seed": LONGISH}, {"score": "\u00b2"}, {"score": 1e999}])
def test_numbers_in_the_score_table_are_a_warning_and_the_table_kept_aside(entry):
    good = {"score": 9, "who": "Drow", "reached": "floor 2", "seed": 3, "date": "2026-11-01", "map": ""}
    text = json.dumps({"format": "roguelike-client scores", "version": 2, "games": {"cc3k": [{**good, **entry}]}})
    for key, value in entry.items():
        if isinstance(value, str):
            text = text.replace(json.dumps(value), value)
    path = data_dir() / "scores.json"
    path.write_text(text, encoding="utf-8")
    tables, warning = scores.load_all()
    assert tables == {} and one_line(warning) and "kept as scores.json.bak" in warning, warning
    assert (path.parent / "scores.json.bak").read_text(encoding="utf-8") == text
    scores.add("cc3k", scores.ScoreEntry(1, "Shade", "floor 1", 1, "2026-11-23"))
    assert len(scores.top("cc3k")) == 1


def test_numbers_in_a_record_replayed_from_the_command_line_are_one_line(tmp_path, capsys):
    from roguelike_client.play import cli

    data = _good_record()
    for number in (LONG, "\u00b2", LONGISH):
        path = tmp_path / "r.json"
        path.write_text(json.dumps(data).replace('"seed": 3', f'"seed": {number}'), encoding="utf-8")
        assert cli.main(["--replay", str(path), "--text"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith(str(path)) and "Traceback" not in err, err


def test_a_records_options_are_read_as_their_flags_would_be(tmp_path):
    from game.dooom.spec import SPEC as DOOOM

    record = Record(DOOOM.name, 1, DOOOM.rules_version, "", "", {"bot_strategy": "collector"})
    path = tmp_path / "r.json"
    for options, accepted in (({"bot_strategy": "collector"}, True), ({"bot_strategy": "cheater"}, False),
                              ({"bot_strategy": 3}, False), ({"bot_strategy": ["collector"]}, False),
                              ({"unknown": "kept, never used"}, True)):
        path.write_text(json.dumps({**record.to_json(), "options": options}), encoding="utf-8")
        if accepted:
            assert load_record(path).options == options
        else:
            with pytest.raises(StoredFileError, match="option 'bot_strategy' cannot be"):
                load_record(path)


def test_the_window_starts_and_plays_with_every_file_of_ours_broken(tmp_path):
    """Numbers past every limit in settings, keys, scores and a save at once: the window opens, plays a game, shows
    the scores and closes, status 0, and every broken file is kept."""
    data = tmp_path / "data"
    (data / "saves" / "cc3k").mkdir(parents=True)
    broken = {"settings.toml": f"cell_size = {LONG}\n", "keymap.toml": "quit = \u00b2\n",
              "scores.json": '{"format": "roguelike-client scores", "version": 2, "games": {"cc3k": [' + LONG + "]}}",
              "saves/cc3k/x.json": '{"seed": ' + LONG + "}"}
    for name, text in broken.items():
        (data / name).write_text(text, encoding="utf-8")
    env = {**os.environ, "ROGUELIKE_DATA_DIR": str(data), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--seed", "1", "--keys",
                           "s,return,j,j,escape,return,h,escape,q"], capture_output=True, text=True, timeout=120,
                          env=env, cwd=ROOT)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    for name, text in broken.items():
        assert (data / (name + ".bak")).read_text(encoding="utf-8") == text, name
    [played] = (data / "saves" / "cc3k").glob("*.json")
    assert load_record(played).commands == ["s", "so", "so"]
