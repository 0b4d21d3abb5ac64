"""What --record writes, --replay reads: RECORD_BYTES is the one limit of the record writer and the reader, so the
largest record that can be written is read back, and a larger one is refused in one line when written (an OSError
the session says), never found unreadable later."""
from __future__ import annotations

import errno
import json

import pytest

from game.registry import GAMES
from roguelike_client.play.session import Session
from tests.stubgame.spec import SPEC
from tests.stubgame.support import corridor, play  # noqa: F401 (corridor: an autouse fixture)
from roguelike_client.userdata import reading, records, saves
from roguelike_client.userdata.records import Record, RecordTooLarge, encode_record, load_record, save_record


def cc3k_record(map_text: str = "", commands: int = 3) -> Record:
    return Record("cc3k", 7, GAMES["cc3k"].rules_version, "big.txt", map_text, {}, ["no", "so", "a we"] * commands,
                  {"phase": "play"}, "Race Shade, turn 9", "2026-01-01T00:00:00")


def sized(size: int, commands: int = 3) -> Record:
    """A record whose readable (indented) file is exactly size bytes: its map text fills what its commands leave."""
    empty = len(encode_record(cc3k_record("", commands)))
    return cc3k_record("#" * (size - empty), commands)


def temporaries(folder) -> list[str]:
    return sorted(path.name for path in folder.rglob("*.tmp"))


def test_the_reader_and_the_writer_share_one_limit():
    assert records.RECORD_BYTES is reading.RECORD_BYTES
    assert reading.MAX_FILE_BYTES >= reading.RECORD_BYTES


def test_the_largest_record_the_writer_makes_is_read_back(tmp_path):
    largest = sized(reading.RECORD_BYTES)
    path = tmp_path / "largest.json"
    save_record(path, largest)
    assert path.stat().st_size == reading.RECORD_BYTES
    assert load_record(path) == largest
    del largest


def test_a_record_too_large_when_indented_is_written_without_spaces_and_read_back(tmp_path, monkeypatch):
    monkeypatch.setattr(records, "RECORD_BYTES", 4000)
    record = sized(4001, commands=20)
    save_record(tmp_path / "r.json", record)
    data = (tmp_path / "r.json").read_bytes()
    assert len(data) <= 4000 and b"\n " not in data and json.loads(data)["commands"] == record.commands
    assert load_record(tmp_path / "r.json", pipes=False) == record


def test_a_record_too_large_to_be_read_back_is_not_written_and_says_so_in_one_line(tmp_path, monkeypatch):
    monkeypatch.setattr(records, "RECORD_BYTES", 4000)
    path = tmp_path / "r.json"
    save_record(path, sized(3000))
    before = path.read_bytes()
    huge = cc3k_record("#" * 5000)
    with pytest.raises(RecordTooLarge) as refused:
        save_record(path, huge)
    assert isinstance(refused.value, OSError) and refused.value.errno == errno.EFBIG
    said = refused.value.strerror
    assert "4,000" in said and "could not be read back" in said and "\n" not in said
    assert path.read_bytes() == before and temporaries(tmp_path) == []


def test_a_game_too_long_to_record_is_said_by_the_session_and_kept_in_play(tmp_path, monkeypatch):
    monkeypatch.setattr(records, "RECORD_BYTES", 1500)
    session = play(Session.new(SPEC, 40, "", "", keep=True), *["x"] * 600)      # refused commands are recorded too
    assert session.leave() is False
    assert "could not be read back" in session.notices[-1] and "\n" not in session.notices[-1]
    assert saves.list_saves(SPEC.name) == ([], []) and temporaries(tmp_path) == []
